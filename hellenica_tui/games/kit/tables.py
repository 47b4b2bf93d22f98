"""Tables from a command or event kind to the function that handles it, typed pair by pair.

A dict literal `{Build: build, Train: train}` is typed by the join of its entries, so
mypy cannot see that `build` takes a `Build`. `Deciders[Tx]().on(Build, build)` checks
each pair as it is added: the decider takes the transaction, the player and a command of
that kind (a lambda's parameters are typed from its kind, too). The table is read by
`type(command)`, so each function only ever gets the kind it was paired with.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Concatenate, Generic, ParamSpec, TypeVar, cast

from hellenica_tui.engine.ruleset import Command, Event

C = TypeVar("C", bound=Command)
E = TypeVar("E", bound=Event)
K = TypeVar("K", bound=type)
F = TypeVar("F")
TX = TypeVar("TX")
S = TypeVar("S")
R = TypeVar("R")
P = ParamSpec("P")

# What decides a command: (transaction, player, command); raises a CommandError to refuse.
Decider = Callable[[TX, str, Command], None]
# What applies an event to a state, in place.
Evolver = Callable[[S, Event], None]


class KindTable(Mapping[K, F]):
    """A read-only table by kind."""

    def __init__(self, entries: Mapping[K, F] | None = None) -> None:
        self._entries: dict[K, F] = dict(entries or {})

    def __getitem__(self, kind: K) -> F:
        return self._entries[kind]

    def __iter__(self) -> Iterator[K]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(k.__name__ for k in self._entries)})"

    def _joined(self, other: Mapping[K, F]) -> dict[K, F]:
        both = set(self._entries) & set(other)
        if both:
            raise ValueError(f"given twice: {', '.join(sorted(k.__name__ for k in both))}")
        return {**self._entries, **other}

    def _with(self, kind: K, fn: F) -> dict[K, F]:
        if kind in self._entries:
            raise ValueError(f"{kind.__name__} given twice")
        return {**self._entries, kind: fn}


class Deciders(KindTable[type[Command], "Decider[TX]"], Generic[TX]):
    """Command kind -> its decider."""

    def on(self, kind: type[C], decider: Callable[[TX, str, C], None]) -> Deciders[TX]:
        # Sound: the table is read by the command's own type, the kind the decider takes.
        return Deciders(self._with(kind, cast("Decider[TX]", decider)))

    def __or__(self, other: Mapping[type[Command], Decider[TX]]) -> Deciders[TX]:
        return Deciders(self._joined(other))


class EventTable(KindTable[type[Event], "Callable[[S, Event], R]"], Generic[S, R]):
    """Event kind -> a function of the state and an event of that kind."""

    def on(self, kind: type[E], fn: Callable[[S, E], R]) -> EventTable[S, R]:
        return EventTable(self._with(kind, cast("Callable[[S, Event], R]", fn)))

    def __or__(self, other: Mapping[type[Event], Callable[[S, Event], R]]) -> EventTable[S, R]:
        return EventTable(self._joined(other))


class Evolvers(EventTable[S, None]):
    """Event kind -> its evolver."""

    def on(self, kind: type[E], fn: Callable[[S, E], None]) -> Evolvers[S]:
        return Evolvers(self._with(kind, cast("Evolver[S]", fn)))

    def __or__(self, other: Mapping[type[Event], Evolver[S]]) -> Evolvers[S]:
        return Evolvers(self._joined(other))


class Formatters(KindTable[type[Command], "Callable[[Command], str]"]):
    """Command kind -> its text form."""

    def on(self, kind: type[C], fn: Callable[[C], str]) -> Formatters:
        return Formatters(self._with(kind, cast("Callable[[Command], str]", fn)))

    def __or__(self, other: Mapping[type[Command], Callable[[Command], str]]) -> Formatters:
        return Formatters(self._joined(other))


class Tellers(KindTable[type[Event], "Callable[Concatenate[Event, P], str]"], Generic[P]):
    """Event kind -> how it is told: a function of an event of that kind and the game's
    context `P` (what the line may read, who reads it)."""

    def on(self, kind: type[E], fn: Callable[Concatenate[E, P], str]) -> Tellers[P]:
        return Tellers(self._with(kind, cast("Callable[Concatenate[Event, P], str]", fn)))

    def __or__(self, other: Mapping[type[Event], Callable[Concatenate[Event, P], str]]) -> Tellers[P]:
        return Tellers(self._joined(other))
