"""The generic search (ai/search) playing a seat of a game under way: the AI level
`search` of each game it knows how to play (its sampler and evaluation in
`ai/<game>/`). The bot is handed the game's state and reads it only through its
seat's view (its sampler deals the rest again)."""

from __future__ import annotations

import random
from importlib import import_module
from typing import Any

from hellenica_tui.ai.search.bot import SearchBot
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.engine.ruleset import Command

# game id -> the module whose `BUNDLE` is that game for the search
SEARCHED = {
    "hellas": "hellenica_tui.ai.hellas.game",
    "epireia": "hellenica_tui.ai.epireia.game",
    "war": "hellenica_tui.ai.war.game",
}


class SearchSeat:
    reads_state = True  # handed the state: its sampler reads it only through the seat's view

    def __init__(self, game_id: str, budget: Budget) -> None:
        self._search: SearchBot[Any, Command, Any] = SearchBot(import_module(SEARCHED[game_id]).BUNDLE, budget)

    def command(self, state: Any, player: str, index: int) -> Command:
        return self._search(state, player, random.Random(f"{player}:{index}"))


def search_seat(game_id: str, level: str, seconds: float | None, playouts: int | None) -> SearchSeat | None:
    """The search for a seat of level `level` (`search`) of that game, else None."""
    if level != "search" or game_id not in SEARCHED:
        return None
    budget = Budget(playouts=playouts) if playouts else Budget(seconds=seconds) if seconds else Budget()
    return SearchSeat(game_id, budget)
