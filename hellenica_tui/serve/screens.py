"""The game screens open on the server: at most one per seat, and no more than the limit in all.

A seat opened again, from another connection (SSH or the web), takes the seat
over: the screen that had it is told so and closed, then the new one opens. The
person at a seat is whoever has its claim, and a dropped connection that is not
yet noticed must not keep them out. Beyond `Limits.max_screens` a new screen is
refused with the "server is full" line.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from hellenica_tui.serve.claims import SeatClaim
from hellenica_tui.serve.limits import FULL, TAKEN_OVER, Limits

TAKEOVER_WAIT = 10.0  # seconds the screen taken over has to close


class Refused(Exception):
    """A screen that may not open, with the line telling why."""


class Hold:
    """One open screen's hold on its seat; `ended` is set when it must close, with `notice`."""

    def __init__(self) -> None:
        self.ended = asyncio.Event()
        self.notice = ""
        self.released = asyncio.Event()

    def end(self, notice: str) -> None:
        self.notice = notice
        self.ended.set()


class Screens:
    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.live: dict[tuple[str, str], Hold] = {}
        self._opening = 0  # screens between their claim and their hold: counted as open

    def count(self) -> int:
        return len(self.live) + self._opening

    @contextlib.asynccontextmanager
    async def open(self, claim: SeatClaim) -> AsyncIterator[Hold]:
        """Hold the claim's seat while its screen runs (raises Refused when the server is full)."""
        key = (claim.save, claim.seat)
        if key not in self.live and self.count() >= self.limits.max_screens:
            raise Refused(FULL)
        self._opening += 1
        try:
            while (old := self.live.get(key)) is not None:
                old.end(TAKEN_OVER)
                try:
                    await asyncio.wait_for(old.released.wait(), TAKEOVER_WAIT)
                except TimeoutError:
                    raise Refused(FULL) from None
            hold = self.live[key] = Hold()
        finally:
            self._opening -= 1
        try:
            yield hold
        finally:
            if self.live.get(key) is hold:
                del self.live[key]
            hold.released.set()
