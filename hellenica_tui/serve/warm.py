"""The warm process (`hellenica_tui.warmstart`) from the server's side: screens forked from it.

`Warm.spawn` hands the warm process a screen's terminal and arguments and gets
back a `Forked` child: its pid, and its end as the warm process tells it (an SSH
seat's screen). `Warm.spawn_piped` does the same with three pipes for its
standard streams (a web seat's screen, which textual-serve drives through them),
and gets back a `Piped` child, the streams' other ends with it. When the warm
process is gone (it failed to start, it was killed), or has not yet told it is
warm (it imports the game and draws a screen headless first), `alive` is False
and screens are spawned as before, each a new interpreter.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import os
import signal
import socket
import sys
from collections import deque
from collections.abc import Mapping, Sequence

SPAWN_WAIT = 10.0  # seconds the warm process has to fork a screen


class Forked:
    """A screen forked by the warm process: what of asyncio's Process a PtyChild uses."""

    def __init__(self, pid: int, ended: asyncio.Future[int]) -> None:
        self.pid = pid
        self._ended = ended

    @property
    def returncode(self) -> int | None:
        return self._ended.result() if self._ended.done() and not self._ended.cancelled() else None

    async def wait(self) -> int:
        return await asyncio.shield(self._ended)


class Piped(Forked):
    """A screen forked with pipes for its standard streams: what of asyncio's Process
    textual-serve and a web seat use."""

    def __init__(self, pid: int, ended: asyncio.Future[int], pipes: _Pipes) -> None:
        super().__init__(pid, ended)
        self.pipes = pipes
        self.stdin, self.stdout, self.stderr = pipes.stdin, pipes.stdout, pipes.stderr

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.pid, signal.SIGKILL)  # the screen leads a session of its own

    def close(self) -> None:
        """Our ends of its pipes closed (once it has ended and its output is read)."""
        self.pipes.close()


class _Pipes:
    """Three pipes: the child's ends (`theirs`: stdin, stdout, stderr) and ours as asyncio streams."""

    def __init__(self) -> None:
        self.theirs: list[int] = []
        self._transports: list[asyncio.BaseTransport] = []
        self.stdout, self.stderr = asyncio.StreamReader(limit=1 << 20), asyncio.StreamReader(limit=1 << 20)

    async def open(self) -> None:
        loop = asyncio.get_running_loop()
        ends: list[int] = []
        owned: list[int] = []  # ends a transport holds (closed with it)
        try:
            for _ in range(3):
                ends += os.pipe()
            stdin_r, stdin_w, stdout_r, stdout_w, stderr_r, stderr_w = ends
            for fd, reader in ((stdout_r, self.stdout), (stderr_r, self.stderr)):
                owned.append(fd)
                transport, _ = await loop.connect_read_pipe(
                    functools.partial(asyncio.StreamReaderProtocol, reader), os.fdopen(fd, "rb", 0))
                self._transports.append(transport)
            protocol = asyncio.StreamReaderProtocol(asyncio.StreamReader())
            owned.append(stdin_w)
            writing, _ = await loop.connect_write_pipe(lambda: protocol, os.fdopen(stdin_w, "wb", 0))
            self._transports.append(writing)
            self.stdin = asyncio.StreamWriter(writing, protocol, None, loop)
            self.theirs = [stdin_r, stdout_w, stderr_w]
        except BaseException:
            self.close()
            for fd in ends:
                if fd not in owned:
                    os.close(fd)
            raise

    def close_theirs(self) -> None:
        for fd in self.theirs:
            os.close(fd)
        self.theirs = []

    def close(self) -> None:
        for transport in self._transports:
            transport.close()


class Warm:
    def __init__(self) -> None:
        self.link: socket.socket | None = None
        self.process: asyncio.subprocess.Process | None = None
        self._pids: deque[asyncio.Future[int]] = deque()
        self._ends: dict[int, asyncio.Future[int]] = {}  # by pid, till both its start and its end are told
        self._started: set[int] = set()
        self._ready = asyncio.Event()  # told once the warm process has done its warming

    @property
    def alive(self) -> bool:
        """Whether screens are forked from it: it lives, and has warmed (until then, a screen
        starts as a new interpreter rather than wait behind the warming)."""
        return self.link is not None and self._ready.is_set()

    async def ready(self, timeout: float) -> bool:
        """Until it has warmed (True), or `timeout` seconds (False)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._ready.wait(), timeout)
        return self.alive

    async def start(self) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "hellenica_tui.warmstart", str(theirs.fileno()),
                pass_fds=[theirs.fileno()], stdin=asyncio.subprocess.DEVNULL,
            )
        except OSError:
            ours.close()
            return
        finally:
            theirs.close()
        ours.setblocking(False)
        self.link = ours
        asyncio.get_running_loop().add_reader(ours, self._readable)

    def _end(self, pid: int) -> asyncio.Future[int]:
        if pid not in self._ends:
            self._ends[pid] = asyncio.get_running_loop().create_future()
        return self._ends[pid]

    def _readable(self) -> None:
        assert self.link is not None
        try:
            data = self.link.recv(4096)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:
            self._broken()
            return
        told = json.loads(data)
        if "ready" in told:
            self._ready.set()
        elif "pid" in told and self._pids:
            future = self._pids.popleft()
            if not future.done():
                future.set_result(told["pid"])
        elif "ended" in told:
            pid = told["ended"]
            future = self._end(pid)
            if not future.done():
                future.set_result(told["status"])
            if pid in self._started:
                self._started.discard(pid)
                del self._ends[pid]

    def _broken(self) -> None:
        """The warm process has gone: what waits on it is told so (ends as by a hang-up)."""
        if self.link is not None:
            asyncio.get_running_loop().remove_reader(self.link)
            self.link.close()
            self.link = None
        while self._pids:
            future = self._pids.popleft()
            if not future.done():
                future.set_exception(OSError("the warm process has ended"))
        for future in self._ends.values():
            if not future.done():
                future.set_result(-1)

    async def spawn(self, args: Sequence[str], env: Mapping[str, str], terminal: int) -> Forked:
        """Fork a screen running `hellenica ARGS` on `terminal` (OSError when it cannot)."""
        return await self._fork(args, env, [terminal])

    async def spawn_piped(self, args: Sequence[str], env: Mapping[str, str]) -> Piped:
        """Fork a screen running `hellenica ARGS` on three new pipes (OSError when it cannot;
        nothing is left open then)."""
        if self.link is None:
            raise OSError("the warm process has ended")
        pipes = _Pipes()
        await pipes.open()
        try:
            forked = await self._fork(args, env, pipes.theirs)
        except BaseException:
            pipes.close()
            raise
        finally:
            pipes.close_theirs()
        return Piped(forked.pid, forked._ended, pipes)

    async def _fork(self, args: Sequence[str], env: Mapping[str, str], fds: list[int]) -> Forked:
        if self.link is None:
            raise OSError("the warm process has ended")
        future: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self._pids.append(future)
        try:
            socket.send_fds(self.link, [json.dumps({"args": list(args), "env": dict(env)}).encode()], fds)
            pid = await asyncio.wait_for(future, SPAWN_WAIT)
        except (OSError, TimeoutError) as error:
            with contextlib.suppress(ValueError):
                self._pids.remove(future)
            raise OSError(f"the warm process did not start a screen: {error}") from None
        forked = Forked(pid, self._end(pid))
        if forked.returncode is None:
            self._started.add(pid)
        else:  # it has ended already
            del self._ends[pid]
        return forked

    async def close(self) -> None:
        self._broken()
        if self.process is not None:
            try:
                await asyncio.wait_for(self.process.wait(), 5)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()
