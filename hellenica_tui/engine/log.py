"""The log: one `CommandGroup` per accepted command.

A group holds who gave the command, the typed command, the events `decide`
produced for it and, for a command after which a new turn begins, the hash
of the state once those events were folded in. Its place in the log is its
index; its text is `ruleset.format(command)`. Undo and redo move whole groups.

`CommandGroup` is generic over the command and event unions of a ruleset, so
`group_type(ruleset)` gives a concrete type a msgspec decoder can decode
straight into typed objects.
"""

from collections.abc import Sequence
from typing import Any, Generic, Literal, TypeVar, Union

import msgspec

from hellenica_tui.engine.ruleset import Command, Event, Ruleset

# Covariant: a group is frozen, so a group of one ruleset's commands is a group of commands.
P = TypeVar("P", bound=str, covariant=True)
C = TypeVar("C", bound=Command, covariant=True)
E = TypeVar("E", bound=Event, covariant=True)


# array_like: a group is written as a plain msgpack array (no field names), which
# makes long saves smaller and faster to decode. Nothing that can be derived
# (index, text) is stored: a long save decodes in time close to its events alone.
class CommandGroup(msgspec.Struct, Generic[P, C, E], frozen=True, gc=False, array_like=True):
    """One accepted command and what it caused.

    player: the seat that issued it.
    state_hash: `ruleset.state_hash` of the state after `events` when the
        command ended a turn (`ruleset.position` changed), else None: one
        hash per turn keeps saves small and still lets `verify` and replay
        find the turn where a log stops matching.
    """

    player: P
    command: C
    events: tuple[E, ...]
    state_hash: bytes | None = None


def _union(types: tuple[type, ...]) -> Any:
    if not types:
        raise ValueError("a ruleset must declare at least one command and one event type")
    return types[0] if len(types) == 1 else Union[types]  # noqa: UP007


def group_type(ruleset: Ruleset, players: Sequence[str] = ()) -> Any:
    """`CommandGroup` specialised to the ruleset's command and event types.

    Given the game's seat names, `player` decodes as one of them (a Literal):
    the decoder hands back the very same string objects instead of making one
    per command, and a name that does not play is refused.
    """
    from hellenica_tui.engine.chat import Say  # a line said at the table: the engine's own command

    player: Any = Literal[tuple(players)] if players else str
    generic: Any = CommandGroup  # subscripted with types built at run time, which no checker can follow
    return generic[player, _union((*ruleset.command_types, Say)), _union(tuple(ruleset.event_types))]


# A group of any ruleset, as the engine handles them.
Group = CommandGroup[str, Command, Event]


def event_count(groups: Sequence[Group]) -> int:
    return sum(len(g.events) for g in groups)
