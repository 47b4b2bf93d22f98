"""Screens starting at once: a few at a time, so that a burst of seats never starves the server.

A screen's start is most of its CPU (its first frame drawn); a burst of seats all
starting together would share the machine with the server, and a further
friend's login would wait behind all of them. So a screen holds a start slot
from just before it is started until its first frame is out: once it has written
`FRAME_BYTES` or more and then paused `QUIET` seconds, or after `LONGEST` seconds
whatever it did. Beyond `limit` screens starting, the next waits its turn (first
come, first served); a burst's screens come out one after another instead of all
at the end, and logins are answered meanwhile.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable

QUIET = 0.15  # seconds of no output after the first frame: the screen has started
FRAME_BYTES = 1024  # what a first frame writes at least (the terminal's setup alone is less)
LONGEST = 5.0  # seconds a screen may hold its slot, drawn or not


class Slot:
    """One screen's hold on a start slot, let go once its first frame is out."""

    def __init__(self, release: Callable[[], None]) -> None:
        self._release: Callable[[], None] | None = release
        self.written = 0
        self._timer = asyncio.get_running_loop().call_later(LONGEST, self.done)

    def output(self, size: int) -> None:
        """The screen wrote `size` bytes."""
        if self._release is None:
            return
        self.written += size
        if self.written >= FRAME_BYTES:
            self._timer.cancel()
            self._timer = asyncio.get_running_loop().call_later(QUIET, self.done)

    def done(self) -> None:
        if self._release is not None:
            self._timer.cancel()
            release, self._release = self._release, None
            release()

    @property
    def held(self) -> bool:
        return self._release is not None


class Starting:
    def __init__(self, limit: int) -> None:
        self._slots = asyncio.Semaphore(max(1, limit))

    @contextlib.asynccontextmanager
    async def slot(self) -> AsyncIterator[Slot]:
        """A start slot for one screen (waited for), held till its first frame or its end."""
        await self._slots.acquire()
        slot = Slot(self._slots.release)
        try:
            yield slot
        finally:
            slot.done()
