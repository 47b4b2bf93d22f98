"""War and politics: the time of legal commands and of a random 36-turn game.

    .venv/bin/python bench/bench_war_playout.py [PLAYERS] [SEED] [GAMES]

Plays random games (half of their commands `done`, the rest any legal command)
twice over: once through the engine (`Game`, in memory: decided, logged,
folded) and then GAMES games through the search core (`games/war/search.py`),
and prints for each the commands, the time of a whole game, and the median and
95th percentile of one call of the legal commands.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.war import search
from hellenica_tui.games.war.ruleset import RULESET


def _told(what: str, commands: int, turn: int, whole: float, times: list[float]) -> str:
    times.sort()
    return (
        f"{what}: {commands} commands to turn {turn} in {whole * 1000:.0f} ms; "
        f"legal commands median {statistics.median(times) * 1000:.3f} ms, "
        f"95th percentile {times[int(len(times) * 0.95)] * 1000:.3f} ms"
    )


def engine_game(players: int, seed: int) -> str:
    game = Game.new(RULESET, "aegean", tuple(Seat(f"p{i}") for i in range(players)), seed, {})
    rng = random.Random(seed)
    times = []
    start = time.perf_counter()
    while game.to_act():
        player = game.to_act()[0]
        t = time.perf_counter()
        legal = game.legal_commands(player)
        times.append(time.perf_counter() - t)
        game.apply(legal[-1] if rng.random() < 0.5 else rng.choice(legal), player)
    return _told("engine", len(game.log), game.state.turn, time.perf_counter() - start, times)


def core_game(players: int, seed: int) -> tuple[float, int, int, list[float]]:
    rng = random.Random(seed)
    times = []
    commands = 0
    start = time.perf_counter()
    state = search.new_state([f"p{i}" for i in range(players)], seed, "aegean", {})
    while not search.is_over(state):
        player = search.to_act(state)[0]
        t = time.perf_counter()
        legal = search.legal(state, player)
        times.append(time.perf_counter() - t)
        state = search.apply(state, player, legal[-1] if rng.random() < 0.5 else rng.choice(legal), rng)
        commands += 1
    return time.perf_counter() - start, commands, state.turn, times


def main(players: int = 6, seed: int = 8, games: int = 5) -> None:
    print(f"{players} players, seed {seed}")
    print(engine_game(players, seed))
    runs = [core_game(players, seed + n) for n in range(games)]
    for n, (whole, commands, turn, times) in enumerate(runs):
        print(_told(f"search core, seed {seed + n}", commands, turn, whole, times))
    print(f"search core: median whole game {statistics.median(r[0] for r in runs) * 1000:.0f} ms over {games} games")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:4]))
