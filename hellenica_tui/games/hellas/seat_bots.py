"""The bots of `bots.py` playing a seat of a game under way (`hellas --ai SEAT:LEVEL`).

A bot is handed the state of the game with what its seat may not know taken out
(`seen_by`): the opponent's cards and the order of the tile stack and of the God
decks. Its draws come from its seat and the command's place in the log alone, so
the same game gives the same commands."""

from __future__ import annotations

import random
from collections.abc import Callable

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas.bots import greedy_bot, random_bot
from hellenica_tui.games.hellas.state import State, copy_state, opponent

BOTS: dict[str, Callable[[State, str, random.Random], Command]] = {"greedy": greedy_bot, "random": random_bot}


def seen_by(state: State, player: str) -> State:
    """`state` as `player` may know it: the opponent's hand and fresh cards gone, the
    stack and the decks in a fixed order (their sizes kept)."""
    seen = copy_state(state)
    foe = opponent(state, player)
    seen.hands[foe] = []
    seen.fresh[foe] = []
    seen.stack.sort()
    for deck in seen.decks.values():
        deck.sort()
    return seen


class SeatBot:
    """One of the game's bots, as the AI host plays it."""

    reads_state = True  # handed the state: it takes out what its seat may not know (seen_by)

    def __init__(self, level: str) -> None:
        self.level = level or next(iter(BOTS))
        if self.level not in BOTS:
            raise IllegalCommand(f"Hellas has no AI called {level!r} (known: {', '.join(BOTS)})")
        self._play = BOTS[self.level]

    def command(self, state: State, player: str, index: int) -> Command:
        return self._play(seen_by(state, player), player, random.Random(f"{player}:{index}"))
