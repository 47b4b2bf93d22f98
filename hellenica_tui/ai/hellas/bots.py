"""The players of Hellas by name, for the command line and the benchmarks: `random`
and `greedy` (the yardsticks of `games.hellas.bots`) and `search` (the generic
search with Hellas's sampler and evaluation); and `play_game`, a whole game
between them."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from hellenica_tui.ai.hellas.game import HELLAS
from hellenica_tui.ai.search.bot import SearchBot
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas import bots, search
from hellenica_tui.games.hellas.state import State

Bot = Callable[[State, str, random.Random], Command]

BOT_NAMES = ("random", "greedy", "search")


def make_bot(name: str, budget: Budget | None = None) -> Bot:
    """The bot called `name`; `budget` is the search's (1 s a decision by default),
    and `search:N` is the search with N playouts a decision, whatever `budget` says."""
    if name == "random":
        return bots.random_bot
    if name == "greedy":
        return bots.greedy_bot
    if name == "search":
        return SearchBot(HELLAS, budget or Budget())
    base, _, playouts = name.partition(":")
    if base == "search" and playouts.isdigit() and int(playouts) > 0:
        return SearchBot(HELLAS, Budget(playouts=int(playouts)))
    raise ValueError(f"no Hellas bot is called {name!r}: choose one of {', '.join(BOT_NAMES)} (or search:N)")


def play_game(seats: Mapping[str, str], seed: int, budget: Budget | None = None) -> State:
    """A whole game between bots: `seats` maps each player, light first, to a bot's
    name. The rules' chance and each bot's come from `seed` alone, so with a budget
    in playouts the same seed plays the same game. Returns the final state (its
    `winner`, its `turn`)."""
    players = list(seats)
    if len(players) != 2:
        raise ValueError(f"Hellas is played by two, not {len(players)}")
    chosen = {p: make_bot(name, budget) for p, name in seats.items()}
    rules = random.Random(seed)
    minds = {p: random.Random(seed * 1_000_003 + n) for n, p in enumerate(players)}
    s = search.new_state(players, seed)
    while not search.is_over(s):
        p = search.to_act(s)[0]
        s = search.apply(s, p, chosen[p](s, p, minds[p]), rules)
    return s
