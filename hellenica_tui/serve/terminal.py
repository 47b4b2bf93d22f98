"""A seat's game screen in a pseudo-terminal of its own, driven from asyncio.

The screen is a separate process (`hellenica play --load SAVE --seat X`) whose
terminal is the slave side of a new pty: it sees a real terminal of the
connection's size, gets SIGWINCH when that changes, and its output is read
from the master side as bytes to pass on. One crashing or slow screen holds up
no other seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import signal
import struct
import sys
import termios
from collections.abc import Mapping, Sequence

from hellenica_tui.serve.claims import SeatClaim
from hellenica_tui.serve.limits import clamp_size
from hellenica_tui.serve.warm import Forked, Warm

READ_SIZE = 65536
# What of the connecting terminal's environment a screen may see: its colours and language.
PASSED_ENV = ("COLORTERM", "NO_COLOR", "LANG", "LC_ALL", "LC_CTYPE")
# A size in the server's environment would pin every screen to it: a screen's size is its terminal's.
SIZE_ENV = ("COLUMNS", "LINES")


HELLENICA = [sys.executable, "-m", "hellenica_tui"]


def seat_argv(claim: SeatClaim) -> list[str]:
    """The command that shows one seat of one game."""
    return [*HELLENICA, "play", "--load", claim.save, "--seat", claim.seat]


def screen_env(term: str, client_env: Mapping[str, str]) -> dict[str, str]:
    """The screen's environment: the server's, with the connecting terminal's type, colours and language."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SSH_", "TEXTUAL")) and k not in SIZE_ENV}
    env["TERM"] = term or "xterm-256color"
    env.update({k: v for k, v in client_env.items() if k in PASSED_ENV or k.startswith("LC_")})
    return env


def _set_size(fd: int, width: int, height: int) -> None:
    width, height = clamp_size(width, height)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))


def _take_terminal() -> None:
    # In the child, after setsid: the pty (its stdin) becomes its controlling terminal,
    # so resizes reach it as SIGWINCH, ctrl+c as SIGINT, and its closing as SIGHUP, which
    # must end it even when the server runs under nohup (an ignored signal stays ignored
    # across exec): else a screen outlives a killed server, for nobody.
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


class PtyChild:
    """One process on a new pseudo-terminal."""

    def __init__(self, argv: Sequence[str], width: int, height: int, env: Mapping[str, str],
                 warm: Warm | None = None) -> None:
        self.argv, self.env = list(argv), dict(env)
        self.width, self.height = width, height
        self.warm = warm  # a `hellenica` command is forked from it while it lives
        self.master = -1
        self.process: asyncio.subprocess.Process | Forked | None = None
        self._readable = asyncio.Event()

    async def start(self) -> None:
        """Start the process (OSError when it cannot: out of descriptors, of processes);
        nothing is left open when it fails."""
        master, slave = os.openpty()
        try:
            _set_size(slave, self.width, self.height)
            if self.warm is not None and self.warm.alive and self.argv[: len(HELLENICA)] == HELLENICA:
                self.process = await self.warm.spawn(self.argv[len(HELLENICA) :], self.env, slave)
            else:
                self.process = await asyncio.create_subprocess_exec(
                    *self.argv, stdin=slave, stdout=slave, stderr=slave, env=self.env,
                    start_new_session=True, preexec_fn=_take_terminal,
                )
        except BaseException:
            os.close(master)
            raise
        finally:
            os.close(slave)
        self.master = master
        os.set_blocking(master, False)
        asyncio.get_running_loop().add_reader(master, self._readable.set)

    async def read(self) -> bytes:
        """The screen's next output; b"" once its terminal is closed (it has ended)."""
        while True:
            try:
                data = os.read(self.master, READ_SIZE)
            except BlockingIOError:
                self._readable.clear()
                await self._readable.wait()
                continue
            except OSError:  # EIO: every process holding the slave side has gone
                return b""
            return data

    async def write(self, data: bytes) -> None:
        """Keys typed to the screen (waits while the terminal's input buffer is full)."""
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self.master, view) :]
            except BlockingIOError:
                await asyncio.sleep(0.01)
            except OSError:  # the screen has ended
                return

    def resize(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        if self.master >= 0:
            with contextlib.suppress(OSError):
                _set_size(self.master, width, height)

    async def wait(self) -> int:
        assert self.process is not None
        return await self.process.wait()

    async def close(self) -> None:
        """End the screen (a hang-up, as a closed terminal would) and free the terminal."""
        if self.process is not None and self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGHUP)
            try:
                await asyncio.wait_for(self.process.wait(), 3)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.process.pid, signal.SIGKILL)
                await self.process.wait()
        if self.master >= 0:
            asyncio.get_running_loop().remove_reader(self.master)
            os.close(self.master)
            self.master = -1
