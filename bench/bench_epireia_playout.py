"""How fast Epireia's rules are for a search: legal commands and a whole random game.

Prints two lines, a name and a number each:

    epireia_legal_ms MEDIAN     listing the legal commands of a seat to act (target <= 0.5)
    epireia_playout_ms MEDIAN   a random playout of a whole 4-player game (target <= 50)

Each playout starts from the initial state of a 4-player game and gives, for one
of the seats to act, a command drawn uniformly from its legal ones, until a
league has won; it calls the ruleset directly (legal_commands, decide, evolve).

    python bench/bench_epireia_playout.py [PLAYOUTS]     (default 20 playouts)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.epireia.ruleset import RULESET as R


def main(playouts: int) -> None:
    legal_times: list[float] = []
    games: list[float] = []
    for seed in range(playouts):
        rng = random.Random(seed)
        state = R.initial_state("standard", [Seat(f"p{i}") for i in range(4)], seed, {})
        start = time.process_time()
        while to_act := R.to_act(state):
            player = rng.choice(to_act)
            t = time.process_time()
            legal = R.legal_commands(state, player)
            legal_times.append(time.process_time() - t)
            for event in R.decide(state, player, rng.choice(legal), rng):
                state = R.evolve(state, event)
        games.append(time.process_time() - start)
    print(f"epireia_legal_ms {statistics.median(legal_times) * 1e3:.3f}")
    print(f"epireia_playout_ms {statistics.median(games) * 1e3:.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
