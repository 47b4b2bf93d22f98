"""How long the search may think over one decision."""

from __future__ import annotations

import time
from dataclasses import dataclass

DEFAULT_SECONDS = 1.0


@dataclass(frozen=True)
class Budget:
    """`playouts` when given (the same choice for the same seed), else `seconds` of
    CPU time of the thread that searches, from its clock's start (neither the
    machine's other load nor a screen drawn by another thread shortens it; on a
    loaded machine the wait is longer than the budget). `wall`, when given,
    bounds the wait itself: seconds of the clock on the wall from the start of
    the decision, after which it stops thinking whatever the budget left (for a
    person waiting on a screen)."""

    seconds: float = DEFAULT_SECONDS
    playouts: int | None = None
    wall: float | None = None

    def __post_init__(self) -> None:
        if self.playouts is not None and self.playouts < 1:
            raise ValueError(f"a budget needs at least one playout, not {self.playouts}")
        if self.playouts is None and self.seconds <= 0:
            raise ValueError(f"a budget needs some time, not {self.seconds} s")
        if self.wall is not None and self.wall <= 0:
            raise ValueError(f"a wait needs some time, not {self.wall} s")

    def clock(self) -> Clock:
        """A clock for one decision, from now."""
        return Clock(self)


class Clock:
    """Counts the playouts of one decision against its budget."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.played = 0
        self._start = time.thread_time()
        self._first: float | None = None  # when the first playout began (the pace is the playouts')
        self._since = time.monotonic()

    def late(self) -> bool:
        """Whether the wait the budget allows (`Budget.wall`) is over: False without one."""
        return self.budget.wall is not None and time.monotonic() - self._since >= self.budget.wall

    def more(self) -> bool:
        """Whether another playout fits: one more of a counted budget; in seconds, one that
        would end within them at the pace of the playouts so far (the budget bounds the
        decision, not the decision plus a last playout begun just before its end)."""
        if self.late():
            return False
        if self.budget.playouts is not None:
            return self.played < self.budget.playouts
        now = time.thread_time()
        if self._first is None:
            self._first = now
        pace = (now - self._first) / self.played if self.played else 0.0
        return now - self._start + pace < self.budget.seconds

    def left(self) -> float:
        """The playouts still to come: counted, or foreseen at the pace so far."""
        if self.budget.playouts is not None:
            return self.budget.playouts - self.played
        spent = time.thread_time() - self._start
        return self.played / spent * (self.budget.seconds - spent) if spent > 0 else float("inf")
