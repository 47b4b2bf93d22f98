"""Turn a command into events, or refuse it with a typed error.

Every command kind has one decider, given by the feature that owns the kind
(see core/feature.py). A decider works on a `Tx`: a scratch copy of the state that each
event is applied to as soon as it is emitted, so the rules that follow see its
effect. After the command's own events, the rules' `proceed` (the turn's) runs whatever follows
by itself (the next phase, upkeep, the next turn) until someone must answer.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hellenica_tui.engine.errors import CommandError, IllegalCommand
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.sharing import EVERYTHING, Sharing
from hellenica_tui.games.hellenica.core.state import State


class Tx:
    """One command being decided: the scratch state, the events so far and the rules.

    The scratch shares the areas and players of `state` until an event writes them
    (core/sharing.py): keep none of them across an `emit`, read them again after it."""

    checking = False  # tests: poison what the scratch stops sharing (`Sharing.checking`)

    def __init__(self, state: State, rng: random.Random, rules: Rules) -> None:
        self._sharing = Sharing(state, self.checking)
        self.s = self._sharing.state
        self.content: Content = content_of(state)
        self.board = Board.of(self.content)
        self.rng = rng
        self.rules = rules
        self.events: list[Event] = []
        self.held: list[Event] = []

    def emit(self, event: Event) -> None:
        if self.held:  # what a wrapper holds goes first (`hold`)
            held, self.held = self.held, []
            for first in held:
                self.emit(first)
        self.events.append(event)
        writes = self.rules.tables.writes.get(type(event))
        self._sharing.own(EVERYTHING if writes is None else writes(self.s, event))
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


# The dice of a Tx that only reads: one for them all, since reading draws nothing that counts.
_NO_DICE = random.Random(0)


class ReadingTx(Tx):
    """A Tx on the state itself, with no copy, for rule functions that take one only to
    read it (where units may move, who may cast): emitting from it is a fault."""

    def __init__(self, state: State, rules: Rules) -> None:  # no copy: that is the point
        self.s = state
        self.content = content_of(state)
        self.board = Board.of(self.content)
        self.rng = _NO_DICE
        self.rules = rules
        self.events = []
        self.held = []

    def emit(self, event: Event) -> None:
        raise RuntimeError(f"{type(event).__name__} emitted while only reading the state")


def refuses(check: Callable[..., object], *args: Any) -> bool:
    """Whether one of a decider's checks refuses, for candidates made of accepted commands only."""
    try:
        check(*args)
    except CommandError:
        return True
    return False


def decide(rules: Rules, state: State, player: str, command: Command, rng: random.Random) -> list[Event]:
    return decided(rules, state, player, command, rng).events


def decided(rules: Rules, state: State, player: str, command: Command, rng: random.Random) -> Tx:
    """The command decided to its end: its events, and in `.s` the state they lead to
    (`state` itself is left as it was)."""
    if player not in state.players:
        raise IllegalCommand(f"{player!r} is not a player of this game")
    decider = rules.deciders.get(type(command))
    if decider is None:
        raise IllegalCommand(f"{type(command).__name__} is not a Hellenica command")
    for guard in rules.hooks.guards:
        guard(state, player, command)
    tx = Tx(state, rng, rules)
    decider(tx, player, command)
    rules.proceed(tx)
    return tx
