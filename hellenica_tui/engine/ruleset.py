"""The seam between the engine and a ruleset.

A ruleset is a module-like object with the functions of `Ruleset`. Commands
and events are msgspec Structs deriving from `Command` and `Event`; both are
tagged unions (the tag is the class name), so a log decodes into typed objects.

`evolve` is deterministic and total, and may update the state in place for
speed: the engine copies a state (`copy_state`) before it keeps one aside
(snapshots, the live state during replay). `decide` never changes the state
it is given; all of its randomness comes from the `rng` it is handed, and its
outcomes are written into the events it returns.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal, Protocol

import msgspec
from typing_extensions import TypeVar

# The state type of a ruleset; `Ruleset` alone is a ruleset of any state.
S = TypeVar("S", default=Any)


# gc=False: commands and events are immutable values that can never be part
# of a reference cycle, and a long log holds hundreds of thousands of them.
# forbid_unknown_fields: a save holds nothing a type does not say (a field that
# went away is an upcaster's business, never silently dropped).
class Command(msgspec.Struct, tag=True, frozen=True, kw_only=True, gc=False, forbid_unknown_fields=True):
    """What a player asks for. Subclasses are the commands of a ruleset."""


class Event(msgspec.Struct, tag=True, frozen=True, kw_only=True, gc=False, forbid_unknown_fields=True):
    """A fact that happened. Subclasses are the events of a ruleset."""


# A seat's name and its bot's are ids: decoded from a save, anything else is refused,
# so that no name a save gives can carry markup or a control character to a screen.
SeatName = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_-]{1,32}$")]
BotName = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_-]{0,32}$")]
SeatKind = Literal["human", "ai"]  # a person at the screen, or a bot


class Seat(msgspec.Struct, frozen=True):
    """One player of a game: its name in the ruleset and who plays it."""

    name: SeatName
    kind: SeatKind = "human"
    ai: BotName = ""  # which bot, for kind == "ai"


class Ruleset(Protocol[S]):
    """What the engine needs from a game, whose states are of type S.

    A ruleset may offer more, each an optional capability the engine tests
    for with `isinstance` (`engine/capabilities.py`): keeping its rules data
    in a save, telling a command without its secrets, a schema version with
    upcasters, a checker of what a save holds, and deciding a command with
    the state its events lead to.
    """

    id: str

    @property
    def command_types(self) -> tuple[type[Command], ...]: ...

    @property
    def event_types(self) -> tuple[type[Event], ...]: ...

    def content_hash(self, scenario: str) -> str: ...

    def initial_state(
        self,
        scenario: str,
        seats: Sequence[Seat],
        seed: int,
        settings: Mapping[str, Any],
        content_hash: str | None = None,
    ) -> S:
        """The state before any command; set up with the scenario's data of
        `content_hash` (None: the installed data), or raising if not at hand."""

    def decide(self, state: S, player: str, command: Command, rng: random.Random) -> list[Event]: ...

    def evolve(self, state: S, event: Event) -> S: ...

    def copy_state(self, state: S) -> S: ...

    def state_hash(self, state: S) -> bytes: ...

    def view(self, state: S, player: str | None) -> Any: ...

    def legal_commands(self, state: S, player: str) -> list[Command]: ...

    def to_act(self, state: S) -> list[str]: ...

    def position(self, state: S) -> tuple[int, int]:
        """(turn, round) of a state, for replay seeking."""
        ...

    def parse(self, text: str, state: S, player: str) -> Command: ...

    def format(self, command: Command) -> str: ...

    def is_barrier(self, event: Event) -> bool: ...

    def __hash__(self) -> int: ...  # rulesets are cached by identity
