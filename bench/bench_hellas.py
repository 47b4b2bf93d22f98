"""Hellas on its search core: the legal commands of the player to act, and whole
random games.

    .venv/bin/python bench/bench_hellas.py [GAMES] [SEED]

Plays GAMES random games (default 50) through `games.hellas.search`, timing every
`legal` call of the player to act and each whole playout (legal, pick, apply to
the end), and prints the medians and 95th percentiles, with how the games ended.
The targets: legal ≤ 0.2 ms median, a whole random game ≤ 10 ms.
"""

from __future__ import annotations

import collections
import random
import statistics
import sys
import time

from hellenica_tui.games.hellas import search


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    legal_times: list[float] = []
    game_times: list[float] = []
    commands: list[int] = []
    endings: collections.Counter[str] = collections.Counter()
    clock = time.perf_counter
    for g in range(games):
        rng = random.Random(seed * 100_003 + g)
        state = search.new_state(["light", "dark"], seed * 100_003 + g)
        n = 0
        start = clock()
        while not search.is_over(state):
            player = search.to_act(state)[0]
            t = clock()
            legal = search.legal(state, player)
            legal_times.append(clock() - t)
            state = search.apply(state, player, rng.choice(legal), rng)
            n += 1
        game_times.append(clock() - start)
        commands.append(n)
        endings[state.reason] += 1

    def ms(values: list[float], q: float) -> str:
        return f"{statistics.quantiles(values, n=100)[int(q) - 1] * 1000:.3f}" if q < 100 else ""

    print(f"{games} random games, {sum(commands)} commands ({statistics.median(commands):.0f} a game, median)")
    print(f"legal commands of the player to act: median {statistics.median(legal_times) * 1000:.3f} ms,"
          f" p95 {ms(legal_times, 95)} ms")  # fmt: skip
    print(f"whole random game: median {statistics.median(game_times) * 1000:.1f} ms,"
          f" p95 {ms(game_times, 95)} ms")  # fmt: skip
    for reason, count in endings.most_common():
        print(f"  ended: {reason}: {count}")


if __name__ == "__main__":
    main()
