"""What a ruleset may offer beyond `Ruleset`, each tested for with `isinstance`.

- `KeepsContent`: `pack_content(scenario) -> (content_hash, bytes)` packs the
  installed scenario's rules data to keep in a new save, and
  `open_content(scenario, content_hash, packed) -> str` checks such bytes from
  a save (raising ValueError if they are unusable), makes them the data
  `initial_state` sets up with for that hash, and says their version: a game
  then plays on with the data it began with when the installed scenario
  changes (without them a save holds only the hash, and a changed scenario
  refuses it).
- `ArchivesContent`: `archived_content(scenario, content_hash) -> bytes`, the
  rules data of an earlier version of a scenario that the program keeps by
  its hash, packed as `pack_content` packs (b"" when it keeps none): a save
  older than saves that keep their rules data then plays on with the data it
  began with after the installed scenario changed.
- `TellsPublicly`: `public_text(command, events, player, viewer) -> str`, how
  `player`'s command, which caused `events`, reads to `viewer` (None: a
  spectator) when it holds a secret, such as cards chosen from a hand
  (without it: the canonical text).
- `Versioned`: `schema_version` (without it: 1), the version of the command
  and event types written to saves, and `Upcasts`: `upcasters`, where `upcasters[v]`
  turns one raw command group (a plain dict as decoded from msgpack) of
  schema `v` into schema `v + 1`.
- `ChecksSaves`: `checker(scenario, seats, content_hash)`, which says what is
  wrong with a command or an event read from a save (`engine/checks.py`;
  without it: `plain_checker`).
- `DecidesWithState`: `decide_with_state(state, player, command, rng)` gives
  the events and the state they lead to, which the engine keeps as the live
  state (the ruleset's own fold of them while deciding), so a command's events
  are not folded a second time (without it: the engine folds them).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, Protocol, runtime_checkable

from hellenica_tui.engine.ruleset import Command, Event, Ruleset, S, Seat

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]


@runtime_checkable
class KeepsContent(Protocol):
    def pack_content(self, scenario: str) -> tuple[str, bytes]: ...

    def open_content(self, scenario: str, content_hash: str, packed: bytes) -> str: ...


@runtime_checkable
class ArchivesContent(Protocol):
    def archived_content(self, scenario: str, content_hash: str) -> bytes: ...


@runtime_checkable
class TellsPublicly(Protocol):
    def public_text(self, command: Command, events: Sequence[Event], player: str, viewer: str | None) -> str: ...


@runtime_checkable
class Versioned(Protocol):
    schema_version: int


@runtime_checkable
class Upcasts(Protocol):
    upcasters: Mapping[int, Upcaster]


@runtime_checkable
class ChecksSaves(Protocol):
    def checker(
        self, scenario: str, seats: Sequence[Seat], content_hash: str | None = None
    ) -> Callable[[Any], str | None]: ...


@runtime_checkable
class DecidesWithState(Protocol[S]):
    def decide_with_state(
        self, state: S, player: str, command: Command, rng: random.Random
    ) -> tuple[Sequence[Event], S]: ...


@cache
def offers(ruleset: Ruleset[Any], capability: type) -> bool:
    """Whether `ruleset` offers `capability`, asked once per ruleset (a runtime
    Protocol check costs a good part of a millisecond)."""
    return isinstance(ruleset, capability)


def schema_version(ruleset: Ruleset[Any]) -> int:
    return int(ruleset.schema_version) if offers(ruleset, Versioned) else 1  # type: ignore[attr-defined]  # Versioned


def upcasters(ruleset: Ruleset[Any]) -> Mapping[int, Upcaster]:
    found: Mapping[int, Upcaster] = ruleset.upcasters if offers(ruleset, Upcasts) else {}  # type: ignore[attr-defined]  # Upcasts
    return found
