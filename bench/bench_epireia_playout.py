"""How fast Epireia's rules are for a search: legal commands and a whole random game.

Prints four lines, a name and a number each:

    epireia_legal_ms MEDIAN     listing the legal commands of a seat to act (target <= 0.5)
    epireia_playout_ms MEDIAN   a random playout of a whole 4-player game (target <= 50)
    epireia_ai_decision_s MEDIAN P95   the search AI's CPU time per decision at its default
                                budget (1 s), over DECISIONS decisions of a 2-player game
                                against a random league (those with one legal command are
                                not searched, nor counted)

Each playout starts from the initial state of a 4-player game and gives, for one
of the seats to act, a command drawn uniformly from its legal ones, until a
league has won; it calls the ruleset directly (legal_commands, decide, evolve).

    python bench/bench_epireia_playout.py [PLAYOUTS [DECISIONS]]     (default 20 playouts, 10 decisions)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hellenica_tui.ai.epireia.game import EPIREIA
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.search.ismcts import decide
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.epireia import search
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


def decisions(count: int, seed: int = 1) -> None:
    rng, mind = random.Random(seed), random.Random(seed + 1)
    state = search.new_state(["first", "second"], seed)
    times: list[float] = []
    while not search.is_over(state) and len(times) < count:
        player = search.to_act(state)[0]
        if player == "first":
            start = time.process_time()
            verdict = decide(EPIREIA, state, player, Budget(), mind)
            command = verdict.command
            if verdict.playouts:
                times.append(time.process_time() - start)
        else:
            command = mind.choice(search.legal(state, player))
        state = search.apply(state, player, command, rng)
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(f"epireia_ai_decision_s {statistics.median(ordered):.2f} {p95:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
    decisions(int(sys.argv[2]) if len(sys.argv) > 2 else 10)
