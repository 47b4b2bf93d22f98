"""Checking a log against the rules: folded from a fresh start (and each command
decided again), it must reach every state hash it saved, and a redo stack read
from a save must be what an undo left.

A hash is saved once per turn, with the command that ends it, so a state that
drifts is caught at the end of the turn it drifts in; deciding again pins a
difference to its command.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from hellenica_tui.engine.checks import Check, check_group
from hellenica_tui.engine.errors import CommandError, VerifyError
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.ruleset import Command, Event, Ruleset

# A command's events decided again as the given index of the log.
Decide = Callable[[Any, str, Command, int], tuple[Event, ...]]


def verify_log(
    ruleset: Ruleset, state: Any, groups: Sequence[Group], decide: Decide | None, told: Callable[[Group], str],
) -> None:
    """Fold `groups` onto `state` (the initial state), deciding each again first when
    `decide` is given; raises VerifyError at the first difference."""
    for i, group in enumerate(groups):
        if decide is not None:
            try:
                events = decide(state, group.player, group.command, i)
            except CommandError as exc:
                raise VerifyError(i, f"{told(group)!r} is refused now: {exc.message}") from exc
            if events != group.events:
                raise VerifyError(i, f"{told(group)!r} now has other outcomes than the saved ones")
        for event in group.events:
            state = ruleset.evolve(state, event)
        if group.state_hash is not None and ruleset.state_hash(state) != group.state_hash:
            raise VerifyError(i, f"the state after {told(group)!r} differs from the saved one")


def redo_problems(
    ruleset: Ruleset,
    state: Any,
    index: int,
    redo: list[list[Group]],
    kinds: Mapping[str, str],
    inspect: Check,
    decide: Decide | None,
    told: Callable[[Group], str],
) -> Iterator[str]:
    """What is wrong with a redo stack read from a save (nothing, for one a game made),
    `state` being the present state (a copy: it is folded on) after `index` commands.

    Each batch, last first, must hold groups that check like played ones, fold in
    turn and reach their saved state hashes; with `decide`, decided again with
    their own RNG they must give the very same events (loading does: they are few,
    and redo writes them back into the log as they are).
    """
    for batch in reversed(redo):
        for group in batch:
            if problem := check_group(group, kinds, inspect):
                yield f"command {index}: {problem}"
                return
            try:
                same = decide is None or group.events == decide(state, group.player, group.command, index)
                for event in group.events if same else ():
                    state = ruleset.evolve(state, event)
            except Exception as exc:
                yield f"command {index} ({told(group)!r}) is refused: {exc}"
                return
            if not same:
                yield f"command {index} ({told(group)!r}) does not give the saved outcomes"
                return
            if group.state_hash is not None and ruleset.state_hash(state) != group.state_hash:
                yield f"the state after command {index} differs from the saved one"
                return
            index += 1
