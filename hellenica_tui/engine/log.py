"""The log: one `CommandGroup` per accepted command.

A group holds the command as the player typed it (`text`, canonical form),
the typed command, the events `decide` produced for it, and the hash of the
state once those events were folded in. Undo and redo move whole groups.

`CommandGroup` is generic over the command and event unions of a ruleset, so
`group_type(ruleset)` gives a concrete type a msgspec decoder can decode
straight into typed objects.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar, Union

import msgspec

from hellenica_tui.engine.ruleset import Command, Event, Ruleset

C = TypeVar("C", bound=Command)
E = TypeVar("E", bound=Event)


# array_like: a group is written as a plain msgpack array (no field names), which
# makes long saves smaller and faster to decode.
class CommandGroup(msgspec.Struct, Generic[C, E], frozen=True, gc=False, array_like=True):
    """One accepted command and what it caused.

    index: position of the command in the log (0 for the first); the command's
        RNG is derived from it.
    player: the seat that issued it.
    text: its canonical text form.
    state_hash: `ruleset.state_hash` of the state after `events`.
    """

    index: int
    player: str
    text: str
    command: C
    events: tuple[E, ...]
    state_hash: bytes


def _union(types: tuple[type, ...]) -> Any:
    if not types:
        raise ValueError("a ruleset must declare at least one command and one event type")
    return types[0] if len(types) == 1 else Union[types]  # noqa: UP007


def group_type(ruleset: Ruleset) -> Any:
    """`CommandGroup` specialised to the ruleset's command and event types."""
    return CommandGroup[_union(tuple(ruleset.command_types)), _union(tuple(ruleset.event_types))]


def event_count(groups: list[CommandGroup]) -> int:
    return sum(len(g.events) for g in groups)
