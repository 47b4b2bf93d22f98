"""Seeded random-walk games of real Hellenica: the raw material of the proof tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.log import CommandGroup
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.content import load_scenario

RULESET = RULESETS["hellenica"]
SCENARIO = "classic"
CITY_STATES = tuple(c.id for c in load_scenario(SCENARIO).map.city_states)


def people(n: int) -> tuple[Seat, ...]:
    """`n` city-states in board order, all played by people."""
    return tuple(Seat(name) for name in CITY_STATES[:n])


def new_game(n: int, seed: int, path: str | None = None) -> Game:
    return Game.new(RULESET, SCENARIO, people(n), seed, {}, path=path)


def step(game: Game, rng: random.Random) -> CommandGroup | None:
    """One legal command by one of the players who must act; None once nobody must."""
    to_act = game.to_act()
    if not to_act:
        return None
    player = rng.choice(to_act)
    legal = game.legal_commands(player)
    assert legal, f"{player} must act in {game.state.phase} but has no legal command"
    return game.apply(rng.choice(legal), player)


def walk(game: Game, commands: int, rng: random.Random) -> Iterator[CommandGroup]:
    """Play up to `commands` random legal commands, yielding each accepted group."""
    for _ in range(commands):
        group = step(game, rng)
        if group is None:
            return
        yield group


def played(n: int, seed: int, commands: int, path: str | None = None) -> Game:
    game = new_game(n, seed, path)
    for _ in walk(game, commands, random.Random(seed)):
        pass
    return game


def main(argv: list[str]) -> None:
    """`python -m tests.proof.walk PLAYERS SEED COMMANDS`: the state hash after each command."""
    n, seed, commands = (int(a) for a in argv)
    game = played(n, seed, commands)
    for group in game.log:
        print(group.state_hash.hex())


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
