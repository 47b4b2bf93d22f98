"""The transaction a command is decided in, whatever the game.

A decider works on a `Transaction`: a scratch state that each event is applied to as
soon as it is emitted, so the rules that follow see its effect, and the events so far.
The game makes the scratch (a copy, or one sharing what no event writes) and says, in
`before`, what the scratch must do before an event applies to it; the state the
scratch was made from never changes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Event

S = TypeVar("S")
S_contra = TypeVar("S_contra", contravariant=True)


class Evolves(Protocol[S_contra]):
    """What a transaction needs of the rules: to apply an event to a state."""

    def evolve(self, state: S_contra, event: Event, /) -> object: ...


R = TypeVar("R", bound="Evolves[Any]")


class Transaction(Generic[S, R]):
    """One command being decided: the scratch state `s`, the events so far, the rules and the dice."""

    def __init__(self, scratch: S, rng: random.Random, rules: R) -> None:
        self.s = scratch
        self.rng = rng
        self.rules = rules
        self.events: list[Event] = []
        self.held: list[Event] = []

    def before(self, event: Event) -> None:
        """What the scratch does before `event` applies to it (the game's; nothing here)."""

    def emit(self, event: Event) -> None:
        if self.held:  # what a wrapper holds goes first (`hold`)
            held, self.held = self.held, []
            for first in held:
                self.emit(first)
        self.events.append(event)
        self.before(event)
        self.rules.evolve(self.s, event)

    def checked(self) -> None:
        """Every check of the command is made: what follows only works out its events. A
        settled decider may say so before costly work (listing legal commands stops there)."""

    def hold(self, events: list[Event]) -> None:
        """Events to go first, once the decider emits its own: a wrapper's events then
        come after every check of the decider it wraps, which stays settled."""
        self.held = list(events)

    def release(self) -> list[Event]:
        """The held events not emitted yet (a decider that refused or emitted nothing)."""
        held, self.held = self.held, []
        return held


def refuses(check: Callable[..., object], *args: object) -> bool:
    """Whether one of a decider's checks refuses, for candidates made of accepted commands only."""
    try:
        check(*args)
    except CommandError:
        return True
    return False
