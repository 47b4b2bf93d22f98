"""The web port's own limits: connections in all, and a page that stops reading.

`CappedSite` listens as aiohttp's TCPSite does, but beyond `max_connections`
a new connection is answered 503 with the "server is full" line and closed at
once, before aiohttp reads anything of it. `Outbox` carries a screen's output
to its page on a task of its own, so the screen never waits for a browser.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque

from aiohttp import web

from hellenica_tui.serve.limits import FULL

_FULL_ANSWER = (
    "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
    f"Content-Length: {len(FULL) + 1}\r\nConnection: close\r\n\r\n{FULL}\n"
).encode()


class _Full(asyncio.Protocol):
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.WriteTransport)
        transport.write(_FULL_ANSWER)
        transport.close()


class CappedSite(web.TCPSite):
    def __init__(self, runner: web.AppRunner, host: str, port: int, max_connections: int) -> None:
        super().__init__(runner, host, port)
        self.max_connections = max_connections

    async def start(self) -> None:
        await web.BaseSite.start(self)
        server = self._runner.server
        assert server is not None

        def connection() -> asyncio.BaseProtocol:
            return _Full() if len(server.connections) >= self.max_connections else server()

        self._server = await asyncio.get_running_loop().create_server(
            connection, self._host, self._port, reuse_address=self._reuse_address, backlog=self._backlog,
        )


class Outbox:
    """What a screen writes to its page, sent in order; `full` is set once more than
    `limit` bytes wait for a page that does not read (and nothing more is kept)."""

    def __init__(self, socket: web.WebSocketResponse, limit: int) -> None:
        self.socket, self.limit = socket, limit
        self.waiting: deque[bytes | str] = deque()
        self.size = 0
        self.full = asyncio.Event()
        self._wake = asyncio.Event()
        self._empty = asyncio.Event()
        self._empty.set()

    def _put(self, item: bytes | str) -> None:
        if self.full.is_set():
            return
        self.waiting.append(item)
        self.size += len(item)
        self._empty.clear()
        self._wake.set()
        if self.size > self.limit:
            self.full.set()

    async def put_bytes(self, data: bytes) -> None:
        self._put(data)

    async def put_str(self, text: str) -> None:
        self._put(text)

    async def send(self) -> None:
        """Send what waits, as it comes, until cancelled or the page is gone."""
        with contextlib.suppress(ConnectionError, RuntimeError):
            while True:
                await self._wake.wait()
                self._wake.clear()
                while self.waiting:
                    item = self.waiting.popleft()
                    self.size -= len(item)
                    if isinstance(item, bytes):
                        await self.socket.send_bytes(item)
                    else:
                        await self.socket.send_str(item)
                self._empty.set()

    async def flush(self, timeout: float) -> None:
        """Wait (at most `timeout` seconds) for what waits to be sent."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._empty.wait(), timeout)
