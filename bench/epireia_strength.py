"""How strong the search AI of Epireia is, and how long it thinks.

    python bench/epireia_strength.py [--games G] [--playouts N | --seconds T] [--seed S]
        [--solo G2 [--scenario ID ...] [--log FILE]] [--decisions D]

Plays G two-player games of a league played by the search (a budget of N playouts
a decision, the same games for the same seed) against a league played at random,
the search the Delian League in the even games and the Peloponnesian in the odd
ones, and prints the share won with its 95% interval; then G2 games of each solo
scenario played by the search (`--scenario` names some of them; `--log` appends a
line a game to FILE as it ends, so a long run can be read while it goes, and
`--seconds` gives the search that much CPU time a decision instead of playouts);
for each scenario it prints the games, the wins, the share with its Wilson 95%
interval, the budget and the CPU time a game. Then, unless `--decisions 0`, the time per decision
at the default budget (1 s of CPU) over D decisions of a two-player game against
the random league: median and 95th percentile of the wall-clock and CPU time and
of the playouts, counting only decisions with more than one legal command. On a
shared machine run it under `nice`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hellenica_tui.ai.epireia.game import EPIREIA
from hellenica_tui.ai.epireia.games import league_game, solo_game
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.search.ismcts import decide
from hellenica_tui.ai.simulate import wilson
from hellenica_tui.games.epireia import search
from hellenica_tui.games.epireia.content.lookup import content_for


def share(won: int, games: int) -> str:
    low, high = wilson(won, games)
    return f"{won} of {games} ({won / games:.1%}; 95% interval {low:.1%} to {high:.1%})"


def strength(games: int, budget: Budget, seed: int) -> None:
    start, cpu = time.perf_counter(), time.process_time()
    sides = {"delian": [0, 0], "peloponnesian": [0, 0]}
    for n in range(games):
        league = "delian" if n % 2 == 0 else "peloponnesian"
        sides[league][0] += league_game(2, league, seed + n, budget)
        sides[league][1] += 1
    won = sum(w for w, _ in sides.values())
    print(f"search vs random, 2 players, {said(budget)}, seed {seed}: {share(won, games)}; "
          f"as Delian {sides['delian'][0]} of {sides['delian'][1]}, as Peloponnesian "
          f"{sides['peloponnesian'][0]} of {sides['peloponnesian'][1]}; {time.perf_counter() - start:.0f} s wall, "
          f"{(time.process_time() - cpu) / games:.2f} CPU s a game")  # fmt: skip


def solos(games: int, budget: Budget, seed: int, scenarios: list[str], log: str) -> None:
    every = list(content_for("standard").solos)
    for scenario in scenarios or every:
        if scenario not in every:
            raise SystemExit(f"no solo scenario {scenario!r}: choose one of {', '.join(every)}")
    for scenario in scenarios or every:
        start, won = time.process_time(), 0
        for n in range(games):
            game = time.process_time()
            result = solo_game(scenario, seed + n, budget)
            won += result
            if log:
                with open(log, "a", encoding="utf-8") as out:
                    out.write(f"{scenario} seed {seed + n} {'won' if result else 'lost'} "
                              f"{time.process_time() - game:.2f} CPU s; {won} of {n + 1} so far\n")  # fmt: skip
        cpu = (time.process_time() - start) / games
        line = (f"solo {scenario}, search at {said(budget)}, seeds {seed} to {seed + games - 1}: "
                f"{share(won, games)}; {cpu:.2f} CPU s a game")  # fmt: skip
        print(line, flush=True)
        if log:
            with open(log, "a", encoding="utf-8") as out:
                out.write(line + "\n")


def said(budget: Budget) -> str:
    return f"{budget.playouts} playouts a decision" if budget.playouts else f"{budget.seconds:g} s of CPU a decision"


def timing(decisions: int, seed: int) -> None:
    rng, mind = random.Random(seed), random.Random(seed + 1)
    s = search.new_state(["first", "second"], seed)
    walls: list[float] = []
    cpus: list[float] = []
    playouts: list[float] = []
    while not search.is_over(s) and len(walls) < decisions:
        p = search.to_act(s)[0]
        if p == "first":
            wall, cpu = time.perf_counter(), time.process_time()
            verdict = decide(EPIREIA, s, p, Budget(), mind)
            cmd = verdict.command
            if verdict.playouts:  # a decision with one legal command is not searched
                walls.append(time.perf_counter() - wall)
                cpus.append(time.process_time() - cpu)
                playouts.append(float(verdict.playouts))
        else:
            cmd = mind.choice(search.legal(s, p))
        s = search.apply(s, p, cmd, rng)
    print(f"time per decision at the default budget, {len(walls)} decisions: wall {percentiles(walls)} s; "
          f"CPU {percentiles(cpus)} s; playouts {percentiles(playouts)}")  # fmt: skip


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):.2f}, 95th percentile {p95:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40, help="two-player games against the random league")
    parser.add_argument("--playouts", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=0.0, help="CPU seconds a decision instead of playouts")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--solo", type=int, default=0, help="games of each solo scenario")
    parser.add_argument("--scenario", action="append", default=[], help="only this solo scenario (repeatable)")
    parser.add_argument("--log", default="", help="append a line a solo game to this file")
    parser.add_argument("--decisions", type=int, default=20, help="decisions timed at the default budget")
    args = parser.parse_args()
    budget = Budget(seconds=args.seconds) if args.seconds else Budget(playouts=args.playouts)
    if args.games:
        strength(args.games, budget, args.seed)
    if args.solo:
        solos(args.solo, budget, args.seed, args.scenario, args.log)
    if args.decisions:
        timing(args.decisions, args.seed)


if __name__ == "__main__":
    main()
