"""Turn a command into events, or refuse it with a typed error.

Every command kind has one decider, given by the feature that owns the kind
(see core/feature.py). A decider works on a `Tx`, the kit's transaction
(games/kit/transaction.py) on a scratch state that shares with the state it is
made from what no event writes (core/sharing.py). After the command's own events,
the rules' `proceed` (the turn's) runs whatever follows by itself (the next phase,
upkeep, the next turn) until someone must answer.
"""

from __future__ import annotations

import random

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.sharing import EVERYTHING, Sharing
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.kit.transaction import Transaction


class Tx(Transaction[State, Rules]):
    """One command being decided: the scratch state, the events so far and the rules.

    The scratch shares the areas and players of `state` until an event writes them
    (core/sharing.py): keep none of them across an `emit`, read them again after it."""

    checking = False  # tests: poison what the scratch stops sharing (`Sharing.checking`)

    def __init__(self, state: State, rng: random.Random, rules: Rules) -> None:
        self._sharing = Sharing(state, self.checking)
        super().__init__(self._sharing.state, rng, rules)
        self.content: Content = content_of(state)
        self.board = Board.of(self.content)

    def before(self, event: Event) -> None:
        writes = self.rules.tables.writes.get(type(event))
        self._sharing.own(EVERYTHING if writes is None else writes(self.s, event))


# The dice of a Tx that only reads: one for them all, since reading draws nothing that counts.
_NO_DICE = random.Random(0)


class ReadingTx(Tx):
    """A Tx on the state itself, with no copy, for rule functions that take one only to
    read it (where units may move, who may cast): emitting from it is a fault."""

    def __init__(self, state: State, rules: Rules) -> None:  # no copy: that is the point
        Transaction.__init__(self, state, _NO_DICE, rules)
        self.content = content_of(state)
        self.board = Board.of(self.content)

    def emit(self, event: Event) -> None:
        raise RuntimeError(f"{type(event).__name__} emitted while only reading the state")


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
