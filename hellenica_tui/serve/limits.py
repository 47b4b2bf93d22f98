"""What the servers allow, and the words of those they refuse.

One `Limits` is shared by the SSH server and the web pages: the screens in
all, the connections in all, how long a connection may stay without claiming
a seat, and how wrong invite codes from one address are slowed. `Throttle`
keeps the count of wrong claims by address.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections import deque
from dataclasses import dataclass, field

FULL = "hellenica: the server is full (every game screen it allows is open); try again later"
ONE_SCREEN = "hellenica: one game screen per connection (open another connection for another)"
TOO_MANY_TRIES = "hellenica: too many wrong invite codes from your address; try again in {wait} s"
NO_CLAIM_IN_TIME = "hellenica: no seat claimed in time"
TAKEN_OVER = "hellenica: your seat was opened from another connection; this screen has closed"
SCREEN_ENDED = "hellenica: your screen ended ({why}); connect again to go on playing"
STALLED = "hellenica: your connection stopped reading the screen; connect again to go on playing"
CANNOT_START = "hellenica: the server cannot open a screen now ({why}); try again later"

# What a screen can draw: a larger terminal is told this size (the web page's canvas as an
# SSH client's); beyond it a screen costs memory and CPU for nothing a person can read.
MAX_WIDTH, MAX_HEIGHT = 500, 200


def how_ended(status: int | None) -> str:
    """How a screen's process ended, when that was no normal end ("" if it was): a signal
    (told by the process's status, or by the shell's 128 + N), or its exit status."""
    if not status:
        return ""
    number = -status if status < 0 else status - 128 if status > 128 else 0
    with contextlib.suppress(ValueError):
        if number:
            return f"stopped by {signal.Signals(number).name}"
    return f"exit status {status}"


def clamp_size(width: object, height: object) -> tuple[int, int]:
    """A terminal's size as a screen is given it: whole numbers from 1 to the largest drawn
    (80x24 for anything that is no number)."""
    w = width if isinstance(width, int) and width > 0 else 80
    h = height if isinstance(height, int) and height > 0 else 24
    return min(w, MAX_WIDTH), min(h, MAX_HEIGHT)


@dataclass(frozen=True)
class Limits:
    max_screens: int = 24  # game screens open at once, over SSH and the web together
    claim_timeout: float = 30.0  # seconds a connection may stay without a seat claimed
    free_failures: int = 5  # wrong claims from one address before it must wait
    failure_window: float = 60.0  # seconds a wrong claim counts against its address
    stall_bytes: int = 4 << 20  # a client that leaves this much of its screen unread is let go
    screens_starting: int = field(default_factory=lambda: 2 * (os.cpu_count() or 1))  # at once (serve.starting)

    @property
    def max_connections(self) -> int:
        """Connections on each port at once: every screen's, and as many again waiting or picking."""
        return 2 * self.max_screens + 8


@dataclass
class Throttle:
    """Wrong claims by source address: after `free_failures` within `failure_window`
    seconds, that address waits until the oldest of them has aged out."""

    limits: Limits
    clock: object = time.monotonic
    _failures: dict[str, deque[float]] = field(default_factory=dict)

    MAX_ADDRESSES = 4096  # beyond, the oldest address's record is dropped (memory stays bounded)

    def _now(self) -> float:
        return self.clock()  # type: ignore[operator]

    def _recent(self, address: str) -> deque[float]:
        failures = self._failures.get(address)
        if failures is None:
            return deque()
        horizon = self._now() - self.limits.failure_window
        while failures and failures[0] <= horizon:
            failures.popleft()
        if not failures:
            del self._failures[address]
        return failures

    def wait(self, address: str) -> int:
        """Whole seconds before `address` may try a claim again (0: now)."""
        failures = self._recent(address)
        if len(failures) < self.limits.free_failures:
            return 0
        oldest = failures[len(failures) - self.limits.free_failures]
        return max(1, int(oldest + self.limits.failure_window - self._now() + 0.999))

    def failed(self, address: str) -> None:
        failures = self._recent(address)
        if address not in self._failures:
            if len(self._failures) >= self.MAX_ADDRESSES:
                self._failures.pop(next(iter(self._failures)))
            self._failures[address] = failures
        failures.append(self._now())
        while len(failures) > self.limits.free_failures:
            failures.popleft()

    def refusal(self, address: str) -> str:
        """The line telling `address` to wait, or "" when it may try."""
        wait = self.wait(address)
        return TOO_MANY_TRIES.format(wait=wait) if wait else ""
