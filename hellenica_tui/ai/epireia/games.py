"""Whole games of Epireia between AI players, for the strength tests and the
benchmarks: a league of one level against a league of another, and the solo
scenarios. The rules' chance and each seat's come from the seed alone, so with a
budget in playouts the same seed plays the same game."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from hellenica_tui.ai.epireia.game import EPIREIA
from hellenica_tui.ai.search.bot import SearchBot
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.epireia import search
from hellenica_tui.games.epireia.setup import PLACES, SEATING
from hellenica_tui.games.epireia.state import State

Bot = Callable[[State, str, random.Random], Command]
LEVELS = ("search", "random")


def bot_of(level: str, budget: Budget) -> Bot:
    if level == "search":
        return SearchBot(EPIREIA, budget)
    if level == "random":
        return lambda s, player, rng: rng.choice(search.legal(s, player))
    raise ValueError(f"Epireia has no AI level {level!r}: choose one of {', '.join(LEVELS)}")


def play(seats: Mapping[str, str], seed: int, budget: Budget, solo: str = "") -> State:
    """A whole game, each seat (by its place, `first` to `fourth`) played by a level; the final state."""
    players = list(seats)
    bots = {p: bot_of(level, budget) for p, level in seats.items()}
    rules = random.Random(seed)
    minds = {p: random.Random(f"{seed}:{p}") for p in players}
    s = search.new_state(players, seed, solo=solo)
    while not search.is_over(s):
        p = search.to_act(s)[0]
        s = search.apply(s, p, bots[p](s, p, minds[p]), rules)
    return s


def league_game(players: int, searching: str, seed: int, budget: Budget, other: str = "random") -> bool:
    """Whether the league `searching` (played by the search, the other league by level
    `other`) wins a game of `players` seats."""
    leagues = SEATING[players]
    seats = {PLACES[i]: ("search" if lg == searching else other) for i, lg in enumerate(leagues)}
    return play(seats, seed, budget).winner == searching


def solo_game(scenario: str, seed: int, budget: Budget, level: str = "search") -> bool:
    """Whether the player wins the solo scenario."""
    s = play({"first": level}, seed, budget, solo=scenario)
    return s.winner == s.cities[0].league
