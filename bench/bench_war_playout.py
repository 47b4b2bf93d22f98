"""War and politics: the time of legal commands and of a random 36-turn game.

    .venv/bin/python bench/bench_war_playout.py [PLAYERS] [SEED]

Plays one game of random players (half of their commands `done`, the rest
any legal command) through the engine, in memory, and prints the number of
commands, the whole time, and the median and 95th percentile of one call of
`legal_commands`.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.war.ruleset import RULESET


def main(players: int = 6, seed: int = 8) -> None:
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
    whole = time.perf_counter() - start
    times.sort()
    print(
        f"{players} players, seed {seed}: {len(game.log)} commands to turn {game.state.turn} in {whole:.1f} s; "
        f"legal commands median {statistics.median(times) * 1000:.2f} ms, "
        f"95th percentile {times[int(len(times) * 0.95)] * 1000:.2f} ms"
    )


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
