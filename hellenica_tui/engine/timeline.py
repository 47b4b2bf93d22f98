"""`Timeline`: one game's log in memory, with its states, undo and redo.

The timeline holds the accepted command groups, the live state they fold to,
snapshots every K events (so `state_at`, undo and a replay cursor cost O(K)),
each command boundary's (turn, round) and the redo stack. It knows nothing of
files: a `Game` (the front) decides commands, records each change through a
store and keeps its timeline in step; `journal.py` names the steps.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic

from hellenica_tui.engine.checks import Check, check_group
from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.journal import Redone, Step, Undone, is_said
from hellenica_tui.engine.journalread import JournalTail
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.referee import Referee
from hellenica_tui.engine.replay import ReplayCursor
from hellenica_tui.engine.ruleset import Ruleset, S
from hellenica_tui.engine.snapshots import EVERY, Snapshots
from hellenica_tui.engine.undo_policy import undo_cut


class Timeline(Generic[S]):
    def __init__(self, ruleset: Ruleset[S], initial: S, kinds: Mapping[str, str], every: int = EVERY) -> None:
        self.ruleset = ruleset
        self.kinds = kinds  # seat -> "human" or "ai"
        self.state = initial
        self.snaps = Snapshots(ruleset, initial, every)
        self.groups: list[Group] = []
        self.ends = [0]  # ends[g]: events in the first g groups
        self.positions = [position_of(ruleset, initial)]  # (turn, round) after g groups
        self.redo: list[list[Group]] = []  # the last batch is redone first

    # -- growing ------------------------------------------------------------

    def fold(self, group: Group) -> None:
        """Fold a group's events into the live state (in place) and record it."""
        state = self.state
        evolve = self.ruleset.evolve
        for event in group.events:
            state = evolve(state, event)
        self.record(group, state)

    def record(self, group: Group, state: S, position: tuple[int, int] | None = None) -> None:
        """Record a group whose events lead to `state` (folded already, once)."""
        self.state = state
        self.groups.append(group)
        self.ends.append(self.ends[-1] + len(group.events))
        self.positions.append(position_of(self.ruleset, state) if position is None else position)
        self.snaps.after(len(self.groups), self.ends[-1], state)

    def fold_checked(self, group: Group, inspect: Check, told: Callable[[Group], str]) -> str | None:
        """Fold a group read from a file, checked before the rules see it (a save may come
        from anyone); what is wrong with it, or None once it is folded."""
        index = len(self.groups)
        if problem := check_group(group, self.kinds, inspect):
            return f"command {index}: {problem}"
        try:
            self.fold(group)
        except Exception as exc:
            return f"command {index} ({told(group)!r}) cannot be replayed: {exc!r}"
        return None

    def truncate(self, keep: int) -> None:
        self.snaps.truncate(keep)
        self.state = self.state_at(keep)
        del self.groups[keep:], self.ends[keep + 1 :], self.positions[keep + 1 :]

    # -- the steps of a journal ---------------------------------------------------

    def undo(self, cut: int) -> tuple[list[Group], list[Group]]:
        """Take back the groups from `cut` on: lines said stay (after what is kept), the
        others go on the redo stack. Returns (taken back, said)."""
        after = self.groups[cut:]
        removed = [g for g in after if not is_said(g)]
        said = [g for g in after if is_said(g)]
        self.truncate(cut)
        for group in said:
            self.fold(group)
        self.redo.append(removed)
        return removed, said

    def unundo(self, cut: int, after: Sequence[Group]) -> None:
        """Put back what `undo(cut)` took (its write failed)."""
        self.redo.pop()
        self.truncate(cut)
        for group in after:
            self.fold(group)

    def take(self, step: Step, inspect: Check, told: Callable[[Group], str]) -> str | None:
        """Apply one step another process recorded, checked as a load checks it; what is
        wrong with it, or None."""
        if isinstance(step, Undone):
            if step.before != len(self.groups) or not 0 <= step.cut < step.before:
                return f"an undo of commands {step.cut} to {step.before} on a log of {len(self.groups)}"
            if all(is_said(g) for g in self.groups[step.cut :]):
                return "an undo that takes back only lines said"
            self.undo(step.cut)
            return None
        if isinstance(step, Redone):
            if not self.redo or self.redo[-1] != step.batch:
                return "a redo of commands that were not taken back"
            for group in self.redo.pop():
                self.fold(group)
            return None
        problem = self.fold_checked(step, inspect, told)
        if problem is None:
            self.redo.clear()
        return problem

    def take_all(self, tail: JournalTail, referee: Referee[S], path: str) -> None:
        """Take the steps of `tail` another process appended, each checked as a load checks
        it (the file may come from anyone), and a redo stack they leave decided again."""
        inspect = referee.checker()
        for step, at in zip(tail.steps, tail.offsets, strict=True):
            if problem := self.take(step, inspect, referee.told):
                raise SaveFileError(path, at, problem)
        if any(isinstance(step, Undone) for step in tail.steps):
            for problem in referee.redo_problems(self.state, len(self.groups), self.redo, inspect, redecide=True):
                raise SaveFileError(path, tail.end.at, f"the commands to redo: {problem}")

    # -- reading ------------------------------------------------------------

    def state_at(self, index: int) -> S:
        """A fresh copy of the state after the first `index` commands; O(K)."""
        if not 0 <= index <= len(self.groups):
            raise IndexError(f"the log has {len(self.groups)} commands, not {index}")
        if index == len(self.groups):
            return self.ruleset.copy_state(self.state)
        start, kept = self.snaps.before_group(index)
        state: S = kept
        evolve = self.ruleset.evolve
        for group in self.groups[start:index]:
            for event in group.events:
                state = evolve(state, event)
        return state

    def cursor(self, check: bool) -> ReplayCursor:
        return ReplayCursor(self.ruleset, list(self.groups), self.snaps.copy(), list(self.ends), list(self.positions), check)

    def undo_cut(
        self, player: str | None, describe: Callable[[Group], str], seen: Callable[[], Mapping[str, int]]
    ) -> int:
        """The index of the first group `undo(player)` would take back (`engine.undo_policy`)."""
        return undo_cut(self.groups, self.kinds, player, is_barrier=self.ruleset.is_barrier, describe=describe, seen=seen)


def position_of(ruleset: Ruleset[Any], state: Any) -> tuple[int, int]:
    """(turn, round) of a state as a tuple, whatever sequence the ruleset gives."""
    turn, round_ = ruleset.position(state)
    return (turn, round_)
