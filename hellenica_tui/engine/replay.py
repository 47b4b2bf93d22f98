"""`ReplayCursor`: walk a log event by event, command by command, turn by turn.

The cursor stands after some number of events (0 = the initial state) and
holds its own state. Stepping forward folds events; stepping back or seeking
restarts from the nearest snapshot, so every move costs O(K) events at most.

Turns and rounds come from `ruleset.position`, read at command boundaries:
the position of the state after each command. A turn starts at the first
boundary with a new turn number. Positions never go down as a game goes on,
which lets `seek_turn` search them by bisection.

With `check`, every command folded while moving forward has its state hash
compared with the saved one, and the first difference raises VerifyError
(the out-of-sync check of a recorded game played back).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import Any

from hellenica_tui.engine.errors import RequestError, VerifyError
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.ruleset import Event, Ruleset
from hellenica_tui.engine.snapshots import Snapshots


class ReplayCursor:
    def __init__(
        self,
        ruleset: Ruleset,
        groups: Sequence[Group],
        snapshots: Snapshots,
        ends: Sequence[int],
        positions: Sequence[tuple[int, int]],
        check: bool = False,
    ) -> None:
        self.ruleset = ruleset
        self.check = check  # compare the saved state hash after each command folded
        self.groups = groups
        self._snaps = snapshots
        self._ends = ends  # _ends[g]: events in the first g groups
        self._positions = positions
        self.event = 0
        _, self._state = snapshots.before_group(0)

    # -- where we are -------------------------------------------------------

    @property
    def state(self) -> Any:
        """The state at the cursor. Read it, never change it."""
        return self._state

    @property
    def total_events(self) -> int:
        return self._ends[-1]

    @property
    def command(self) -> int:
        """How many whole commands lie behind the cursor."""
        return bisect_right(self._ends, self.event) - 1

    @property
    def at_boundary(self) -> bool:
        return self._ends[self.command] == self.event

    @property
    def position(self) -> tuple[int, int]:
        """(turn, round) at the last command boundary behind the cursor."""
        return self._positions[self.command]

    @property
    def last_event(self) -> Event | None:
        """The event that brought the cursor here (None at the start)."""
        if self.event == 0:
            return None
        g = bisect_left(self._ends, self.event) - 1  # the group holding event number self.event - 1
        return self.groups[g].events[self.event - 1 - self._ends[g]]

    @property
    def current_group(self) -> Group | None:
        """The command the last event belongs to (None at the start)."""
        if self.event == 0:
            return None
        return self.groups[bisect_left(self._ends, self.event) - 1]

    # -- moving -------------------------------------------------------------

    def seek_event(self, event: int) -> None:
        """Stand after the first `event` events (clamped to the log)."""
        event = max(0, min(event, self.total_events))
        if event < self.event or self._snaps.events_before(event) > self.event:
            g, self._state = self._snaps.before_event(event)
            self.event = self._ends[g]
        self._fold_to(event)

    def seek_command(self, command: int) -> None:
        """Stand after the first `command` commands (clamped)."""
        command = max(0, min(command, len(self.groups)))
        self.seek_event(self._ends[command])

    def seek_turn(self, turn: int) -> None:
        """Stand at the start of turn `turn`; RequestError if the log has no such turn."""
        g = bisect_left(self._positions, (turn,))
        if g == len(self._positions) or self._positions[g][0] != turn:
            first, last = self._positions[0][0], self._positions[-1][0]
            raise RequestError(f"there is no turn {turn} in this game (turns {first} to {last})")
        self.seek_command(g)

    def step_event(self, steps: int = 1) -> None:
        self.seek_event(self.event + steps)

    def step_command(self, steps: int = 1) -> None:
        """Forward to the next command boundary, or back to the previous one, `steps` times."""
        g = self.command
        if steps > 0:
            self.seek_command(g + steps)
        elif steps < 0:
            self.seek_command(g + steps + (0 if self.at_boundary else 1))

    def step_turn(self, steps: int = 1) -> None:
        self._step_by(0, steps)

    def step_round(self, steps: int = 1) -> None:
        self._step_by(1, steps)

    # -- inside -------------------------------------------------------------

    def _step_by(self, part: int, steps: int) -> None:
        """Move to the start of the next (or previous) turn or round, `steps` times."""
        pos = self._positions
        g = self.command
        for _ in range(abs(steps)):
            if steps > 0:
                here = pos[g][part]
                g += 1
                while g < len(pos) and pos[g][part] == here:
                    g += 1
                if g == len(pos):
                    g -= 1
                    break
            else:
                if g == self.command and not self.at_boundary:
                    g += 1  # mid-command: the boundary behind us counts as "before"
                if g == 0:
                    break
                g -= 1  # step behind the current start
                while g > 0 and pos[g - 1][part] == pos[g][part]:
                    g -= 1
        self.seek_command(g)

    def _fold_to(self, event: int) -> None:
        evolve = self.ruleset.evolve
        state, at, ends, groups = self._state, self.event, self._ends, self.groups
        g = bisect_right(ends, at) - 1
        while at < event:
            group_events = groups[g].events
            i = at - ends[g]
            stop = min(len(group_events), event - ends[g])
            for e in group_events[i:stop]:
                state = evolve(state, e)
            at = ends[g] + stop
            saved = groups[g].state_hash  # one per turn: None for a command within a turn
            if self.check and saved is not None and stop == len(group_events) and self.ruleset.state_hash(state) != saved:
                self._state, self.event = state, at  # stand after the command that differs
                text = self.ruleset.format(groups[g].command)
                raise VerifyError(g, f"the state after {text!r} differs from the saved one")
            g += 1
        self._state, self.event = state, event
