"""The built-in SSH server: each connection a seat's game screen on its own pty.

How a connection claims its seats (serve.claims):
- the invite code as the user name (`ssh -p 2222 k7f3-9qpa-x2m4@host`): in at once;
- a public key listed in the claims file: in by the key, whatever the user name;
- otherwise the server asks for an invite code (keyboard-interactive, or the
  password for clients that only send one).
Authentication itself never fails: a connection whose claim is wrong is let in
only to read one line saying so, then closed; nothing else runs for it.

A claim to seats in several games shows the picker first (serve.picker), and
comes back to it when a game's screen is left.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import asyncssh

from hellenica_tui.serve import picker
from hellenica_tui.serve.claims import REFUSAL, Claims, SeatClaim
from hellenica_tui.serve.terminal import PtyChild, screen_env, seat_argv

HOST_KEY_NAME = "ssh_host_ed25519_key"
KEEPALIVE = 60  # seconds: a vanished client is noticed and its screen ended
NEEDS_TERMINAL = "hellenica: a game screen needs a terminal (connect with ssh -t)"
NO_COMMANDS = "hellenica: this server opens game screens only (connect without a command)"
LEAVE_KEYS = {picker.LEAVE, "\x03", "\x04"}  # q, ctrl+c, ctrl+d


def host_key(folder: Path) -> asyncssh.SSHKey:
    """The server's key, made on first use and kept (owner-only) in `folder`."""
    path = folder / HOST_KEY_NAME
    if not path.exists():
        folder.mkdir(parents=True, exist_ok=True)
        key = asyncssh.generate_private_key("ssh-ed25519")
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(key.export_private_key())
        return key
    return asyncssh.read_private_key(str(path))


class SeatServer(asyncssh.SSHServer):
    """One connection: which seats its claim gives."""

    def __init__(self, claims: Claims) -> None:
        self.claims = claims
        self.seats: list[SeatClaim] = []

    def begin_auth(self, username: str) -> bool:
        self.seats = self.claims.by_code(username)
        return not self.seats  # a code as the user name needs nothing more

    def public_key_auth_supported(self) -> bool:
        return True

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        seats = self.claims.by_key(key.export_public_key("openssh").decode("ascii", "replace"))
        if seats:
            self.seats = seats
        return bool(seats)

    def kbdint_auth_supported(self) -> bool:
        return True

    def get_kbdint_challenge(self, username: str, lang: str, submethods: str) -> tuple[str, str, str, list]:
        return "Hellenica", "", "", [("Invite code: ", True)]

    def validate_kbdint_response(self, username: str, responses: Sequence[str]) -> bool:
        self.seats = self.claims.by_code(responses[0]) if len(responses) == 1 else []
        return True  # a wrong code is told in one line once connected

    def password_auth_supported(self) -> bool:
        return True

    def validate_password(self, username: str, password: str) -> bool:
        self.seats = self.claims.by_code(password)
        return True


@dataclass
class _Terminal:
    width: int
    height: int


async def _pump(process: asyncssh.SSHServerProcess, inbox: asyncio.Queue, size: _Terminal) -> None:
    """Everything the client sends, in order: bytes typed, None at the end; resizes applied to `size`
    and told as the string "resize"."""
    while True:
        try:
            data = await process.stdin.read(4096)
        except asyncssh.TerminalSizeChanged as change:
            size.width, size.height = change.width, change.height
            inbox.put_nowait("resize")
            continue
        except (asyncssh.BreakReceived, asyncssh.SignalReceived):
            continue
        except (asyncssh.Error, OSError):
            data = b""
        if not data:
            inbox.put_nowait(None)
            return
        inbox.put_nowait(data)


async def _play(process: asyncssh.SSHServerProcess, inbox: asyncio.Queue, size: _Terminal, claim: SeatClaim) -> bool:
    """Run one seat's screen until it ends (True) or the connection does (False)."""
    term = process.get_terminal_type() or ""
    child = PtyChild(seat_argv(claim), size.width, size.height, screen_env(term, process.env))
    await child.start()

    async def out() -> None:
        while data := await child.read():
            process.stdout.write(data)
            await process.stdout.drain()

    async def into() -> None:
        while (item := await inbox.get()) is not None:
            if item == "resize":
                child.resize(size.width, size.height)
            else:
                await child.write(item)

    output, typing = asyncio.create_task(out()), asyncio.create_task(into())
    try:
        done, _ = await asyncio.wait({output, typing}, return_when=asyncio.FIRST_COMPLETED)
        return typing not in done  # the typing ends only with the connection
    finally:
        for task in (output, typing):
            task.cancel()
        await child.close()


async def session(process: asyncssh.SSHServerProcess) -> None:
    server = process.get_extra_info("connection").get_owner()
    seats = picker.offered(server.seats)

    def refuse(line: str) -> None:
        process.stdout.write((line + "\r\n").encode())
        process.exit(1)

    if not seats:
        return refuse(REFUSAL)
    if process.command:
        return refuse(NO_COMMANDS)
    if not process.get_terminal_type():
        return refuse(NEEDS_TERMINAL)
    width, height, _, _ = process.get_terminal_size()
    size = _Terminal(width or 80, height or 24)
    inbox: asyncio.Queue = asyncio.Queue()
    pump = asyncio.create_task(_pump(process, inbox, size))
    try:
        await _seats(process, inbox, size, seats)
    finally:
        pump.cancel()
        with contextlib.suppress(asyncssh.Error, OSError):
            process.exit(0)


async def _seats(process: asyncssh.SSHServerProcess, inbox: asyncio.Queue, size: _Terminal,
                 seats: list[SeatClaim]) -> None:
    """The picker (when there is a choice) and the screens picked, until the player leaves."""
    while True:
        claim = seats[0] if len(seats) == 1 else await _pick(process, inbox, size, seats)
        if claim is None or not await _play(process, inbox, size, claim) or len(seats) == 1:
            return


async def _pick(process: asyncssh.SSHServerProcess, inbox: asyncio.Queue, size: _Terminal,
                seats: list[SeatClaim]) -> SeatClaim | None:
    process.stdout.write(picker.menu(seats, size.width).encode())
    while (item := await inbox.get()) is not None:
        if item == "resize":
            process.stdout.write(picker.menu(seats, size.width).encode())
            continue
        for key in item.decode("utf-8", "replace"):
            if key in LEAVE_KEYS:
                process.stdout.write(picker.SHOW_CURSOR.encode())
                return None
            if (claim := picker.chosen(key, seats)) is not None:
                return claim
    return None


async def start(claims: Claims, host: str, port: int, key: asyncssh.SSHKey) -> asyncssh.SSHAcceptor:
    """Listen for players; the acceptor's `get_port()` tells the port (for port 0)."""
    return await asyncssh.create_server(
        lambda: SeatServer(claims), host, port,
        server_host_keys=[key],
        process_factory=session,
        encoding=None,  # a screen's output goes through as bytes
        line_editor=False,  # the screen reads every key itself
        keepalive_interval=KEEPALIVE,
    )
