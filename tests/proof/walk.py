"""Seeded random-walk games of real Hellenica: the raw material of the proof tests,
and the one random walker the rules tests use too."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.log import CommandGroup
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.economy.commands import Pass

T = TypeVar("T")

RULESET = RULESETS["hellenica"]
SCENARIO = "classic"
CITY_STATES = tuple(c.id for c in load_scenario(SCENARIO).map.city_states)


def people(n: int) -> tuple[Seat, ...]:
    """`n` city-states in board order, all played by people."""
    return tuple(Seat(name) for name in CITY_STATES[:n])


def new_game(n: int, seed: int, path: str | None = None) -> Game:
    return Game.new(RULESET, SCENARIO, people(n), seed, {}, path=path)


def uniform(legal: list, rng: random.Random):
    return rng.choice(legal)


def mostly_acting(legal: list, rng: random.Random):
    """Mostly act rather than pass, so that turns see every kind of action."""
    acting = [c for c in legal if not isinstance(c, Pass)]
    return rng.choice(acting) if acting and rng.random() < 0.85 else rng.choice(legal)


def random_steps(
    state_of: Callable[[], Any],
    apply: Callable[[str, Any], T],
    rng: random.Random,
    *,
    pick: Callable[[list, random.Random], Any] = uniform,
    before: Callable[[Any, str, list, Any], None] | None = None,
    limit: int | None = None,
) -> Iterator[tuple[str, Any, T]]:
    """The one random walker of the tests: while someone must act, one of them (drawn
    by `rng`) gives a command `pick`ed among their legal ones; yields (player,
    command, what `apply` returned). `state_of` gives the state now and `apply(player,
    command)` plays a command, so the walker drives an engine `Game` or a bare
    state alike. `before(state, player, legal, command)` sees each step before it is
    played; the walk ends when nobody must act, or after `limit` steps."""
    done = 0
    while limit is None or done < limit:
        state = state_of()
        actors = RULESET.to_act(state)
        if not actors:
            return
        player = rng.choice(actors)
        legal = RULESET.legal_commands(state, player)
        assert legal, f"{player} must act in {state.phase} but has no legal command"
        command = pick(legal, rng)
        if before is not None:
            before(state, player, legal, command)
        yield player, command, apply(player, command)
        done += 1


def step(game: Game, rng: random.Random) -> CommandGroup | None:
    """One legal command by one of the players who must act; None once nobody must."""
    for _, _, group in random_steps(lambda: game.state, lambda p, c: game.apply(c, p), rng, limit=1):
        return group
    return None


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


def play_with_ais(
    game: Game, commands: int, rng: random.Random, max_turn: int = 99, after: Callable[[Game], None] | None = None
) -> int:
    """AIs act through the bots, people by random legal commands; returns the log length.
    `after(game)` is called after every command."""
    from hellenica_tui.ai import bots  # the proof of the rules alone needs no AI

    people = {s.name for s in game.seats if s.kind == "human"}
    seats: dict = {}  # the bot of each AI seat
    while len(game.log) < commands and game.position[0] <= max_turn:
        to_act = game.to_act()
        if not to_act:
            break
        if not people & set(to_act):
            if bots.step(game, seats) is None:
                break
        else:
            player = rng.choice(sorted(people & set(to_act)))
            game.apply(rng.choice(game.legal_commands(player)), player)
        if after is not None:
            after(game)
    return len(game.log)


def main(argv: list[str]) -> None:
    """`python -m tests.proof.walk PLAYERS SEED COMMANDS`: the state hash after each command."""
    n, seed, commands = (int(a) for a in argv)
    for digest in state_hashes(new_game(n, seed), commands, random.Random(seed)):
        print(digest.hex())


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
