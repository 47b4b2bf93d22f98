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


def state_hashes(game: Game, commands: int, rng: random.Random) -> Iterator[bytes]:
    """Like `walk`, yielding the hash of the state after each accepted command."""
    for _ in walk(game, commands, rng):
        yield RULESET.state_hash(game.state)


def played(n: int, seed: int, commands: int, path: str | None = None) -> Game:
    game = new_game(n, seed, path)
    for _ in walk(game, commands, random.Random(seed)):
        pass
    return game


def with_ais(people_count: int, ai_count: int, seed: int, path: str | None = None) -> Game:
    """A new game: the first `people_count` city-states for people, the next for rulebook AIs."""
    names = CITY_STATES[: people_count + ai_count]
    seats = [Seat(n) for n in names[:people_count]] + [Seat(n, "ai", "rulebook") for n in names[people_count:]]
    return Game.new(RULESET, SCENARIO, seats, seed, {}, path=path)


def play_with_ais(game: Game, commands: int, rng: random.Random, max_turn: int = 99) -> int:
    """AIs act through `bots.advance`, people by random legal commands; returns the log length."""
    from hellenica_tui.ai import bots  # the proof of the rules alone needs no AI

    people = {s.name for s in game.seats if s.kind == "human"}
    while len(game.log) < commands and game.position[0] <= max_turn:
        to_act = game.to_act()
        if not to_act:
            break
        if not people & set(to_act):
            if bots.advance(game, max_turn=max_turn) == 0:
                break
            continue
        player = rng.choice(sorted(people & set(to_act)))
        game.apply(rng.choice(game.legal_commands(player)), player)
    return len(game.log)


def main(argv: list[str]) -> None:
    """`python -m tests.proof.walk PLAYERS SEED COMMANDS`: the state hash after each command."""
    n, seed, commands = (int(a) for a in argv)
    for digest in state_hashes(new_game(n, seed), commands, random.Random(seed)):
        print(digest.hex())


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
