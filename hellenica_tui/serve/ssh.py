"""The built-in SSH server: each connection a seat's game screen on its own pty.

How a connection claims its seats (serve.claims):
- the invite code as the user name (`ssh -p 2222 k7f3-9qpa-x2m4@host`): in at once;
- a public key listed in the claims file: in by the key, whatever the user name;
- otherwise the server asks for an invite code (keyboard-interactive, or the
  password for clients that only send one).
Authentication itself never fails: a connection whose claim is wrong is let in
only to read one line saying so, then closed; nothing else runs for it.

A claim to seats in several games shows the picker first (serve.picker), and
comes back to it when a game's screen is left. The limits (serve.limits) are
the gate's, shared with the web pages: screens in all and per seat, connections
in all, the time to claim a seat, wrong codes by address, one session channel
per connection, a few screens starting at once (serve.starting); a screen's
output is passed on without waiting for the client.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import asyncssh

from hellenica_tui.serve import picker
from hellenica_tui.serve.claims import REFUSAL, Claims, SeatClaim, looks_like_code
from hellenica_tui.serve.gate import Gate
from hellenica_tui.serve.limits import (
    CANNOT_START,
    FULL,
    NO_CLAIM_IN_TIME,
    ONE_SCREEN,
    SCREEN_ENDED,
    STALLED,
    clamp_size,
    how_ended,
)
from hellenica_tui.serve.screens import Hold, Refused
from hellenica_tui.serve.starting import Slot
from hellenica_tui.serve.terminal import PtyChild, screen_env, seat_argv

log = logging.getLogger("hellenica.serve")

HOST_KEY_NAME = "ssh_host_ed25519_key"
KEEPALIVE = 60  # seconds: a vanished client is noticed and its screen ended
NEEDS_TERMINAL = "hellenica: a game screen needs a terminal (connect with ssh -t)"
NO_COMMANDS = "hellenica: this server opens game screens only (connect without a command)"
LEAVE_KEYS = {picker.LEAVE, "\x03", "\x04"}  # q, ctrl+c, ctrl+d
MAX_SESSIONS = 1  # session channels open at once on one connection: one screen each


def host_key(folder: Path) -> asyncssh.SSHKey:
    """The server's key, made on first use and kept (owner-only) in `folder`."""
    path = folder / HOST_KEY_NAME
    if not path.exists():
        folder.mkdir(parents=True, exist_ok=True)
        key = asyncssh.generate_private_key("ssh-ed25519")
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(key.export_private_key())
        return key
    return asyncssh.read_private_key(str(path))


class SeatServer(asyncssh.SSHServer):
    """One connection: which seats its claim gives, and how long it may stay without one."""

    def __init__(self, gate: Gate) -> None:
        self.gate = gate
        self.seats: list[SeatClaim] = []
        self.refusal = REFUSAL  # the line a connection without seats reads
        self.address = ""
        self.conn: asyncssh.SSHServerConnection | None = None
        self.counted = False
        self.sessions = 0  # session channels open
        self._timer: asyncio.TimerHandle | None = None

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.conn = conn
        self.address = str((conn.get_extra_info("peername") or ("",))[0])
        loop = asyncio.get_running_loop()
        if not self.gate.connected("ssh"):
            loop.call_soon(conn.disconnect, asyncssh.DISC_TOO_MANY_CONNECTIONS, FULL)
            return
        self.counted = True
        self._timer = loop.call_later(self.gate.limits.claim_timeout, self._too_late)

    def connection_lost(self, exc: Exception | None) -> None:
        self.claimed()
        if self.counted:
            self.counted = False
            self.gate.disconnected("ssh")

    def _too_late(self) -> None:
        self._timer = None
        if self.conn is not None:
            self.conn.disconnect(asyncssh.DISC_BY_APPLICATION, NO_CLAIM_IN_TIME)

    def claimed(self) -> None:
        """A seat's screen or list is open: the connection may stay (keepalives see it is there)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _code(self, code: str) -> None:
        self.seats, self.refusal = self.gate.by_code(code, self.address)

    def begin_auth(self, username: str) -> bool:
        if why := self.gate.throttle.refusal(self.address):
            self.refusal = why
            return False  # in, to read why, and nothing else
        if looks_like_code(username):
            self._code(username)  # a wrong one counts against the address
        else:
            self.seats = picker.offered(self.gate.claims.by_code(username))
        return not self.seats  # a code as the user name needs nothing more

    def public_key_auth_supported(self) -> bool:
        return True

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        seats = picker.offered(self.gate.claims.by_key(key.export_public_key("openssh").decode("ascii", "replace")))
        if seats:
            self.seats = seats
        return bool(seats)

    def kbdint_auth_supported(self) -> bool:
        return True

    def get_kbdint_challenge(self, username: str, lang: str, submethods: str) -> tuple[str, str, str, list]:
        return "Hellenica", "", "", [("Invite code: ", True)]

    def validate_kbdint_response(self, username: str, responses: Sequence[str]) -> bool:
        self._code(responses[0] if len(responses) == 1 else "")
        return True  # a wrong code is told in one line once connected

    def password_auth_supported(self) -> bool:
        return True

    def validate_password(self, username: str, password: str) -> bool:
        self._code(password)
        return True


@dataclass
class _Terminal:
    width: int
    height: int


INBOX_SIZE = 8  # chunks of typing waiting for the screen: beyond, the client's window closes


async def _pump(process: asyncssh.SSHServerProcess, inbox: asyncio.Queue, size: _Terminal) -> None:
    """Everything the client sends, in order: bytes typed, None at the end; resizes applied to `size`
    and told as the string "resize". The inbox is bounded: a client typing faster than its
    screen reads waits (SSH flow control), and the server's memory stays as it was."""
    while True:
        try:
            data = await process.stdin.read(4096)
        except asyncssh.TerminalSizeChanged as change:
            size.width, size.height = clamp_size(change.width, change.height)
            await inbox.put("resize")
            continue
        except (asyncssh.BreakReceived, asyncssh.SignalReceived):
            continue
        except (asyncssh.Error, OSError):
            data = b""
        if not data:
            await inbox.put(None)
            return
        await inbox.put(data)


async def _play(process: asyncssh.SSHServerProcess, inbox: asyncio.Queue, size: _Terminal,
                claim: SeatClaim, gate: Gate) -> bool:
    """Run one seat's screen until it ends (True) or the connection must (False)."""

    def tell(line: str) -> None:
        process.stdout.write(("\r\n" + line + "\r\n").encode())

    try:
        async with gate.screens.open(claim) as hold, gate.starting.slot() as slot:
            term = process.get_terminal_type() or ""
            child = PtyChild(seat_argv(claim), size.width, size.height, screen_env(term, process.env), gate.warm)
            try:
                await child.start()
            except OSError as error:
                log.warning("a screen could not start: %s", error.strerror or error)
                tell(CANNOT_START.format(why=error.strerror or error))
                return False
            try:
                return await _run(process, inbox, size, child, hold, gate, tell, slot)
            finally:
                await child.close()
    except Refused as refused:
        tell(str(refused))
        return False


async def _run(process: asyncssh.SSHServerProcess, inbox: asyncio.Queue, size: _Terminal, child: PtyChild,
               hold: Hold, gate: Gate, tell: Callable[[str], None], slot: Slot) -> bool:
    channel = process.channel

    async def out() -> bool:
        # Never waits on the client: a screen must go on (it may be playing the AI seats)
        # whoever stops reading; one that leaves too much unread is let go.
        while data := await child.read():
            slot.output(len(data))
            process.stdout.write(data)
            if channel.get_write_buffer_size() > gate.limits.stall_bytes:
                return False
        return True

    async def into() -> None:
        while (item := await inbox.get()) is not None:
            if item == "resize":
                child.resize(size.width, size.height)
            else:
                await child.write(item)

    output, typing = asyncio.create_task(out()), asyncio.create_task(into())
    taken = asyncio.create_task(hold.ended.wait())
    try:
        done, _ = await asyncio.wait({output, typing, taken}, return_when=asyncio.FIRST_COMPLETED)
        if taken in done:
            tell(hold.notice)
            return False
        if output in done and not output.result():
            log.warning("a client stopped reading its screen: let go")
            tell(STALLED)
            return False
        if output in done:
            status = await asyncio.wait_for(child.wait(), 5)
            if why := how_ended(status):
                tell(SCREEN_ENDED.format(why=why))
                return False
            return True
        return False  # the typing ends only with the connection
    finally:
        for task in (output, typing, taken):
            task.cancel()


async def session(process: asyncssh.SSHServerProcess) -> None:
    server: SeatServer = process.get_extra_info("connection").get_owner()
    seats = server.seats

    def refuse(line: str) -> None:
        process.stdout.write((line + "\r\n").encode())
        process.exit(1)

    if not seats:
        refuse(server.refusal)
        with contextlib.suppress(TimeoutError, asyncssh.Error, OSError):
            await asyncio.wait_for(process.wait_closed(), 5)
        if server.conn is not None:
            server.conn.close()  # nothing else for it: the connection goes too
        return
    if server.sessions >= MAX_SESSIONS:
        return refuse(ONE_SCREEN)
    if process.command:
        return refuse(NO_COMMANDS)
    if not process.get_terminal_type():
        return refuse(NEEDS_TERMINAL)
    server.sessions += 1
    server.claimed()
    width, height, _, _ = process.get_terminal_size()
    size = _Terminal(*clamp_size(width, height))
    inbox: asyncio.Queue = asyncio.Queue(INBOX_SIZE)
    pump = asyncio.create_task(_pump(process, inbox, size))
    try:
        await _seats(process, inbox, size, seats, server.gate)
    finally:
        server.sessions -= 1
        pump.cancel()
        with contextlib.suppress(asyncssh.Error, OSError):
            process.exit(0)


async def _seats(process: asyncssh.SSHServerProcess, inbox: asyncio.Queue, size: _Terminal,
                 seats: list[SeatClaim], gate: Gate) -> None:
    """The picker (when there is a choice) and the screens picked, until the player leaves."""
    while True:
        claim = seats[0] if len(seats) == 1 else await _pick(process, inbox, size, seats)
        if claim is None or not await _play(process, inbox, size, claim, gate) or len(seats) == 1:
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


async def start(claims: Claims | Gate, host: str, port: int, key: asyncssh.SSHKey) -> asyncssh.SSHAcceptor:
    """Listen for players; the acceptor's `get_port()` tells the port (for port 0)."""
    gate = claims if isinstance(claims, Gate) else Gate(claims)
    return await asyncssh.create_server(
        lambda: SeatServer(gate), host, port,
        login_timeout=gate.limits.claim_timeout,
        server_host_keys=[key],
        process_factory=session,
        encoding=None,  # a screen's output goes through as bytes
        line_editor=False,  # the screen reads every key itself
        keepalive_interval=KEEPALIVE,
    )
