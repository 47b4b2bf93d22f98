"""Turn a command into events, or refuse it with a typed error.

Every command kind has one decider (`decides`); the war rules register theirs
the same way. A decider works on a `Tx`: a scratch copy of the state that each
event is applied to as soon as it is emitted, so the rules that follow see its
effect. After the command's own events, `turn.proceed` runs whatever follows
by itself (the next phase, upkeep, the next turn) until someone must answer.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.evolve import evolve
from hellenica_tui.games.hellenica.core.state import State, copy_state


class Tx:
    """One command being decided: the scratch state and the events so far."""

    def __init__(self, state: State, rng: random.Random) -> None:
        self.s = copy_state(state)
        self.content: Content = content_of(state)
        self.board = Board.of(self.content)
        self.rng = rng
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        evolve(self.s, event)


Decider = Callable[[Tx, str, Any], None]
DECIDERS: dict[type, Decider] = {}
# Checks run before any decider (a question or a bid the game waits on refuses other commands).
GUARDS: list[Callable[[State, str, Command], None]] = []


def decides(kind: type[Command]) -> Callable[[Decider], Decider]:
    def register(fn: Decider) -> Decider:
        DECIDERS[kind] = fn
        return fn

    return register


def decide(state: State, player: str, command: Command, rng: random.Random) -> list[Event]:
    from hellenica_tui.games.hellenica.turn import phases as turn

    if player not in state.players:
        raise IllegalCommand(f"{player!r} is not a player of this game")
    decider = DECIDERS.get(type(command))
    if decider is None:
        raise IllegalCommand(f"{type(command).__name__} is not a Hellenica command")
    for guard in GUARDS:
        guard(state, player, command)
    tx = Tx(state, rng)
    decider(tx, player, command)
    turn.proceed(tx)
    return tx.events
