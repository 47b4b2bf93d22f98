"""Games between bots of any game but Hellenica (whose own runs, with their balance
tables, are simulate.py's): played headless through the game's search core, each
seat by a bot of the game's AI levels, and counted in simulate.py's words.

A bot here is a function (state, player, rng) -> command on the search core's
state. The search (ai/searched.py) reads the state only through its seat's view;
`random` picks among its own seat's legal commands, which that seat may see.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from importlib import import_module
from typing import Any

from hellenica_tui.ai.search.bot import SearchBot
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.searched import SEARCHED
from hellenica_tui.ai.simulate import GameResult, game_seed
from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.registry import game as game_of

CoreBot = Callable[[Any, str, random.Random], Command]

# game id -> the module whose `BOTS` name its own bots on the search core's state
OWN_BOTS = {"hellas": "hellenica_tui.games.hellas.seat_bots"}


def core_bot(ident: str, level: str, budget: Budget) -> CoreBot:
    """The bot of AI level `level` of that game, as a function on its search core's state."""
    core = game_of(ident).search()
    if level == "search" and ident in SEARCHED:
        return SearchBot(import_module(SEARCHED[ident]).BUNDLE, budget)
    own: dict[str, CoreBot] = import_module(OWN_BOTS[ident]).BOTS if ident in OWN_BOTS else {}
    if level in own:
        return own[level]
    if level == "random":
        return lambda state, player, rng: rng.choice(core.legal(state, player))
    raise CommandError(f"{game_of(ident).facts.name} has no AI level {level!r}")


def play(ident: str, levels: Sequence[str], seed: int, index: int, budget: Budget, max_commands: int) -> GameResult:
    """Game `index` of a run: one seat a level, in the game's seat order."""
    module = game_of(ident)
    core = module.search()
    players = list(module.seats(module.facts.default_scenario))[: len(levels)]
    bots = {p: core_bot(ident, level, budget) for p, level in zip(players, levels, strict=True)}
    chosen = game_seed(seed, index)
    rules = random.Random(chosen)
    minds = {p: random.Random(f"{chosen}:{p}") for p in players}
    start, given = time.process_time(), 0
    state = core.new_state(players, chosen, module.facts.default_scenario, {})
    try:
        while given < max_commands and not core.is_over(state):
            player = core.to_act(state)[0]
            state = core.apply(state, player, bots[player](state, player, minds[player]), rules)
            given += 1
    except CommandError as error:  # a bot gave a refused command: a fault of the bot, told with the game
        return _result(index, chosen, players, (), 0, given, start, "failed", str(error))
    turn = module.ruleset().position(state)[0]
    if not core.is_over(state):
        return _result(index, chosen, players, (), turn, given, start, "capped", f"{max_commands} commands")
    return _result(index, chosen, players, tuple(core.winners(state)), turn, given, start, "won")


def _result(index: int, seed: int, players: Sequence[str], winners: tuple[str, ...], turns: int, commands: int,
            start: float, outcome: str, reason: str = "") -> GameResult:  # fmt: skip
    return GameResult(
        index=index, seed=seed, players=tuple(players), winners=winners, turns=turns, events=0, commands=commands,
        seconds=time.process_time() - start, outcome=outcome if winners or outcome != "won" else "capped", reason=reason,
    )


def run(ident: str, levels: Sequence[str], games: int, seed: int, budget: Budget,
        max_commands: int = 50_000) -> Iterator[GameResult]:  # fmt: skip
    for index in range(games):
        yield play(ident, levels, seed, index, budget, max_commands)
