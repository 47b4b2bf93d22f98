"""A player at the other end of an SSH connection: asyncssh's client, and pyte as the terminal.

Used by the end-to-end tests and by bench/bench_serve_ssh.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections.abc import Callable

import asyncssh
import pyte


class _Answers(asyncssh.SSHClient):
    """Types `answer` at every prompt of the server (and remembers the prompts)."""

    def __init__(self, answer: str) -> None:
        self.answer = answer
        self.prompts: list[str] = []

    def kbdint_auth_requested(self) -> str:
        return ""

    def kbdint_challenge_received(self, name, instructions, lang, prompts):
        self.prompts += [text for text, _ in prompts]
        return [self.answer for _ in prompts]


class SeatClient:
    def __init__(self, width: int, height: int) -> None:
        self.screen = pyte.Screen(width, height)
        self.stream = pyte.ByteStream(self.screen)
        self.received = 0  # bytes the server wrote to this terminal
        self.chunks: list[tuple[float, int]] = []  # (time, size) of each read
        self._changed = asyncio.Event()
        self.conn: asyncssh.SSHClientConnection | None = None
        self.process: asyncssh.SSHClientProcess | None = None
        self._reader: asyncio.Task | None = None

    @classmethod
    async def connect(cls, port: int, username: str, *, width: int = 120, height: int = 40,
                      password: str | None = None, client_keys: list | None = None,
                      answer: str | None = None, env: dict[str, str] | None = None,
                      window: int | None = None) -> SeatClient:
        """`password`: sent as the password; `answer`: typed at the server's prompt (keyboard-interactive);
        `window`: the bytes the server may send before the client reads them (asyncssh's own default)."""
        client = cls(width, height)
        auth: dict = {}
        if password is not None:
            auth = {"preferred_auth": "password", "password": password}
        elif answer is not None:
            auth = {"preferred_auth": "keyboard-interactive", "client_factory": lambda: _Answers(answer)}
        if window is not None:
            auth["window"] = window
        client.conn = await asyncssh.connect(
            "127.0.0.1", port, username=username, known_hosts=None, client_keys=client_keys, agent_path=None, **auth,
        )
        client.process = await client.conn.create_process(
            term_type="xterm-256color", term_size=(width, height), encoding=None, env=env or {},
        )
        client._reader = asyncio.create_task(client._read())
        return client

    async def _read(self) -> None:
        assert self.process is not None
        while data := await self.process.stdout.read(65536):
            self.chunks.append((time.perf_counter(), len(data)))
            self.received += len(data)
            self.stream.feed(data)
            self._changed.set()
        self._changed.set()

    def text(self) -> str:
        return "\n".join(self.screen.display)

    @property
    def ended(self) -> bool:
        return self._reader is not None and self._reader.done()

    async def wait_for(self, wanted: str | Callable[[str], bool], timeout: float = 30.0) -> str:
        """The screen's text once it shows `wanted` (a substring or a test of the text)."""
        test = (lambda text: wanted in text) if isinstance(wanted, str) else wanted
        deadline = asyncio.get_running_loop().time() + timeout
        while not test(text := self.text()):
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0 or self.ended:
                raise AssertionError(f"never shown: {wanted!r}; the screen:\n{text}")
            self._changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), left)
        return text

    def type(self, keys: str) -> None:
        assert self.process is not None
        self.process.stdin.write(keys.encode())

    def resize(self, width: int, height: int) -> None:
        assert self.process is not None
        self.screen.resize(height, width)
        self.process.change_terminal_size(width, height)

    async def finished(self, timeout: float = 30.0) -> int | None:
        """Wait for the server to close the session; its exit status."""
        assert self.process is not None and self._reader is not None
        await asyncio.wait_for(self._reader, timeout)
        await asyncio.wait_for(self.process.wait_closed(), timeout)
        return self.process.exit_status

    async def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            await self.conn.wait_closed()
        if self._reader is not None:
            self._reader.cancel()


async def start_ssh_server(command: list[str], claims: str, saves: list[str], env: dict[str, str]):
    """`hellenica serve --ssh` on a free localhost port for `saves`: the server's process
    and the port it told (the server is stopped if it never tells one)."""
    server = await asyncio.create_subprocess_exec(
        *command, "serve", "--ssh", "127.0.0.1:0", "--claims", claims, *saves, stdout=asyncio.subprocess.PIPE, env=env
    )
    assert server.stdout is not None
    while True:
        line = (await server.stdout.readline()).decode()
        if not line:
            await server.wait()
            raise SystemExit("the server did not start")
        if found := re.match(r"ssh: listening on \S+:(\d+)", line):
            return server, int(found[1])
