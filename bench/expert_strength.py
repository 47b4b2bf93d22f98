"""How often the expert AI wins against the rulebook AI.

Plays G games of P city-states (default 4 players, 40 games), one seat by the
expert (the seat turning with the game, so every city-state gets its share)
and the others by the rulebook AI, with a budget of N playouts per decision
(default 8; repeatable for the seed), J worker processes (default 1), and
prints the expert's wins per city-state it played, then

    expert wins W of G games (P%)
    95% interval LOW to HIGH
    fair share F%

The same games as `hellenica simulate --players P --games G --seed S --expert 1
--budget-playouts N`. With `--each`, each game's line is printed as it ends
(a long run stopped early still shows what it played). On a shared machine run
it under `nice`.

    python bench/expert_strength.py [--players P] [--games G] [--playouts N] [--seed S] [--jobs J] [--each]
"""

from __future__ import annotations

import argparse
import time

from hellenica_tui.ai import simulate
from hellenica_tui.ai.search.budget import Budget


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--playouts", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", choices=("easy", "normal", "hard"), default="normal")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--max-turns", type=int, default=simulate.MAX_TURNS)
    parser.add_argument("--each", action="store_true", help="print each game's line as it ends")
    args = parser.parse_args()
    start = time.perf_counter()
    results = []
    for result in simulate.run(
        args.players, args.games, args.seed, jobs=args.jobs, max_turns=args.max_turns,
        experts=1, budget=Budget(playouts=args.playouts),
        expert="expert" if args.level == "normal" else f"expert-{args.level}",
    ):
        results.append(result)
        if args.each:
            print(("expert won " if result.expert_won else "expert lost") + " " + result.line(), flush=True)
    wall = time.perf_counter() - start
    share = simulate.expert_share(results)
    capped = sum(r.outcome == "capped" for r in results)
    failed = sum(r.outcome == "failed" for r in results)
    print(f"{args.players} players, {args.games} games, {args.playouts} playouts per decision, {args.level}, "
          f"seed {args.seed}: "
          f"{capped} capped, {failed} failed, {wall:.0f} s wall, "
          f"{sum(r.seconds for r in results) / len(results):.1f} CPU s per game")
    for name, (won, played) in share.by_seat.items():
        low, high = simulate.wilson(won, played)
        print(f"  expert as {name:<10} {won} of {played} ({won / played:.0%}; 95% interval {low:.0%} to {high:.0%})")
    print(share.line())
    print(share.interval())
    print(f"fair share {1 / args.players:.0%}")


if __name__ == "__main__":
    main()
