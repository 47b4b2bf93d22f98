"""Copies of the state kept every K events, so rebuilding any past state costs O(K).

Snapshots are taken at command boundaries, the first one after at least K
events since the previous snapshot, so two snapshots are at most K events
plus one command's events apart. Each kept state is a private copy that is
never changed; `state_at` hands out a fresh copy of it.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from hellenica_tui.engine.ruleset import Ruleset

EVERY = 256


class Snapshots:
    def __init__(self, ruleset: Ruleset, initial_state: Any, every: int = EVERY) -> None:
        self.ruleset = ruleset
        self.every = every
        self._groups = [0]  # how many groups had been folded into each snapshot
        self._events = [0]  # how many events had been folded into each snapshot
        self._states = [ruleset.copy_state(initial_state)]

    def __len__(self) -> int:
        return len(self._states)

    def after(self, groups: int, events: int, state: Any) -> None:
        """Called after each folded group; keeps a copy when K events have passed."""
        if events - self._events[-1] >= self.every and groups > self._groups[-1]:
            self._groups.append(groups)
            self._events.append(events)
            self._states.append(self.ruleset.copy_state(state))

    def truncate(self, groups: int) -> None:
        """Forget snapshots taken after the first `groups` groups."""
        keep = bisect_right(self._groups, groups)
        del self._groups[keep:], self._events[keep:], self._states[keep:]

    def before_group(self, groups: int) -> tuple[int, Any]:
        """(g, a copy of the state after g groups) for the latest snapshot with g <= groups."""
        i = bisect_right(self._groups, groups) - 1
        return self._groups[i], self.ruleset.copy_state(self._states[i])

    def before_event(self, events: int) -> tuple[int, Any]:
        """(g, state copy) for the latest snapshot taken at or before event number `events`."""
        i = bisect_right(self._events, events) - 1
        return self._groups[i], self.ruleset.copy_state(self._states[i])

    def events_before(self, events: int) -> int:
        """How many events the snapshot `before_event(events)` would start from."""
        return self._events[bisect_right(self._events, events) - 1]

    def copy(self) -> Snapshots:
        """A twin sharing the (never changed) kept states; truncating one leaves the other."""
        twin = Snapshots.__new__(Snapshots)
        twin.ruleset, twin.every = self.ruleset, self.every
        twin._groups, twin._events, twin._states = list(self._groups), list(self._events), list(self._states)
        return twin
