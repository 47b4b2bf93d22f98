"""What the conformance suite plays: every game of the registry (the example games
too), each at its smallest table, by random legal commands from a seed.

    python -m tests.conformance.table GAME SEED COMMANDS

prints the state hash after each of the first COMMANDS commands (in hex), so a
test can compare processes started with different hash seeds.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from typing import Any

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.facts import GameModule
from hellenica_tui.games.registry import game, games

GAMES = [module.facts.id for module in games(every=True)]


def seats(module: GameModule) -> list[str]:
    """The smallest table of rivals of the game's default scenario: a game of one seat
    is a solo mode, which the rules themselves may win (no winner among the seats)."""
    facts = module.facts
    return list(module.seats(facts.default_scenario))[: min(max(facts.players_min, 2), facts.players_max)]


def walk(module: GameModule, seed: int, limit: int = 50_000) -> Iterator[tuple[Any, str, Command]]:
    """A random game through the search core: (state, player, command) before each
    command, until the game is over (or `limit` commands, which the suite refuses)."""
    core = module.search()
    rng = random.Random(seed)
    state = core.new_state(seats(module), seed, module.facts.default_scenario, {})
    for _ in range(limit):
        if core.is_over(state):
            return
        player = rng.choice(core.to_act(state))
        command = rng.choice(core.legal(state, player))
        yield state, player, command
        state = core.apply(state, player, command, rng)
    raise AssertionError(f"{module.facts.id}: no end after {limit} random commands (seed {seed})")


def final(module: GameModule, seed: int, limit: int = 50_000) -> Any:
    """The last state of the random game of `seed` (the end of `walk`)."""
    core = module.search()
    rng = random.Random(seed)
    state = core.new_state(seats(module), seed, module.facts.default_scenario, {})
    for _ in range(limit):
        if core.is_over(state):
            return state
        player = rng.choice(core.to_act(state))
        state = core.apply(state, player, rng.choice(core.legal(state, player)), rng)
    raise AssertionError(f"{module.facts.id}: no end after {limit} random commands (seed {seed})")


def hashes(ident: str, seed: int, commands: int) -> list[str]:
    module = game(ident)
    ruleset, core = module.ruleset(), module.search()
    found = []
    rng = random.Random(seed)
    state = core.new_state(seats(module), seed, module.facts.default_scenario, {})
    while len(found) < commands and not core.is_over(state):
        player = rng.choice(core.to_act(state))
        state = core.apply(state, player, rng.choice(core.legal(state, player)), rng)
        found.append(ruleset.state_hash(state).hex())
    return found


if __name__ == "__main__":
    ident, seed, commands = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    print("\n".join(hashes(ident, seed, commands)))
