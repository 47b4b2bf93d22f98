"""The server's log: one line a problem, and no more than a few of a kind a minute.

Refused requests come as fast as anyone can send them (malformed HTTP, a port
out of descriptors): each kind (the logger and the message's template) is let
through `BURST` times a `WINDOW`, then counted and told once when its window
ends. Tracebacks are cut to their last line.
"""

from __future__ import annotations

import logging
import sys
import time

BURST = 5
WINDOW = 60.0


class RateLimit(logging.Filter):
    def __init__(self, burst: int = BURST, window: float = WINDOW, clock=time.monotonic) -> None:
        super().__init__()
        self.burst, self.window, self.clock = burst, window, clock
        self._kinds: dict[tuple[str, str], list[float | int]] = {}  # kind -> [window start, let through, dropped]

    def filter(self, record: logging.LogRecord) -> bool:
        kind = (record.name, str(record.msg))
        now = self.clock()
        seen = self._kinds.get(kind)
        if seen is None or now - seen[0] >= self.window:
            dropped = int(seen[2]) if seen is not None else 0
            if len(self._kinds) > 1024:
                self._kinds.clear()
            self._kinds[kind] = [now, 1, 0]
            if dropped:
                record.msg = f"{record.msg} (and {dropped} more like it in the last {int(self.window)} s)"
            return True
        if seen[1] < self.burst:
            seen[1] += 1
            return True
        seen[2] += 1
        return False


class OneLine(logging.Formatter):
    """A record's message and, for an exception, its last line only."""

    def format(self, record: logging.LogRecord) -> str:
        text = f"hellenica serve: {record.getMessage()}"
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            text += f": {type(error).__name__}: {error}"
        return text.replace("\n", " ")


def setup() -> logging.Handler:
    """The server's warnings on stderr, one line each and rate-limited (returns the handler)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(OneLine())
    handler.addFilter(RateLimit())
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    return handler
