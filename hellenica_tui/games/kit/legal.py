"""Legal commands listed by trial, whatever the game.

Candidates come from the game's rules; each is checked by running its decider, so
the list can never disagree with deciding. Three ways to try one, from the surest:

- `accepted`: decided on a scratch transaction of its own (the command's events
  without what follows them), refused if its decider raises a CommandError;
- `allowed`: a kind the rules declare *settled* (refused only before its first event)
  is decided on a `Probe`, a transaction on the state itself that stops at its first
  event, with no copy; any other kind as `accepted`;
- a candidate its feature says is *sure* (an exact kind of the fast way) is listed
  with no trial at all (`tried`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Protocol, TypeVar

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Command, Event

TX = TypeVar("TX")
TX_contra = TypeVar("TX_contra", contravariant=True)


class Deciding(Protocol[TX_contra]):
    """What listing needs of the rules: each kind's decider and the kinds that are settled."""

    @property
    def deciders(self) -> Mapping[type[Command], Callable[[TX_contra, str, Command], None]]: ...

    @property
    def settled(self) -> frozenset[type[Command]]: ...


class HasEvents(Protocol):
    events: list[Event]


T = TypeVar("T", bound=HasEvents)


class _Settled(Exception):
    """A settled command reached its first event (or its decider said its checks are made): accepted."""


class Probe:
    """Mix in before a transaction that only reads its state: it stops at the first event
    (or where the decider says its checks are made, `checked`). For the kinds the rules
    declare settled every refusal comes before it, and deciders change the state only
    through events, so the state is only read."""

    def emit(self, event: Event) -> None:
        raise _Settled

    def checked(self) -> None:
        raise _Settled


def accepted(rules: Deciding[T], tx: T, player: str, command: Command) -> list[Event] | None:
    """The events of `command` decided on `tx` (a fresh scratch), without what follows them;
    None if it is refused."""
    try:
        rules.deciders[type(command)](tx, player, command)
    except CommandError:
        return None
    return tx.events


def allowed(rules: Deciding[T], probe: T, scratch: Callable[[], T], player: str, command: Command) -> bool:
    """Whether `command` is accepted: on the probe for a settled kind, else on a new scratch."""
    kind = type(command)
    if kind not in rules.settled:
        return accepted(rules, scratch(), player, command) is not None
    try:
        rules.deciders[kind](probe, player, command)
    except CommandError:
        return False
    except _Settled:
        return True
    return True  # a decider that emits nothing at all accepts as well


def tried(candidates: Iterable[tuple[Command, bool]], allows: Callable[[Command], bool]) -> list[Command]:
    """The candidates `allows` accepts, in order, each once; one marked sure is listed untried
    (an exact kind's candidates are each given once, by the one feature deciding them)."""
    found: list[Command] = []
    seen: set[Command] = set()
    for command, sure in candidates:
        if sure:
            found.append(command)
            continue
        if command in seen:
            continue
        seen.add(command)
        if allows(command):
            found.append(command)
    return found
