"""How strong the search AI of Hellas is, and how long it thinks.

Plays G games of the search AI against each opponent (`random`, `greedy`), half
as the light player and half as the dark (game n of a run uses seed S + n, the
search light in the even games), in J worker processes, with a budget of N
playouts per decision (repeatable for the seed) or of T CPU seconds, and prints
for each opponent

    search vs greedy: W of G won (P%; 95% interval LOW to HIGH); as light ..., as dark ...

Then, unless `--decisions 0`, the time per decision at the default budget (1 s
of CPU) over a few decisions of one game against the greedy bot: the median and
the 95th percentile of the wall-clock time, of the CPU time (what the budget
counts: on a loaded machine the wall-clock time is longer) and of the playouts
made, counting only decisions with more than one legal command. An opponent
`search:N` is the search itself with N playouts a decision. On a shared machine run it under `nice`.

    python bench/hellas_strength.py [--games G] [--against random,greedy] [--playouts N | --seconds T]
                                    [--seed S] [--jobs J] [--decisions D] [--each]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from multiprocessing import Pool

from hellenica_tui.ai.hellas.bots import make_bot, play_game
from hellenica_tui.ai.hellas.game import HELLAS
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.search.ismcts import decide
from hellenica_tui.ai.simulate import wilson
from hellenica_tui.games.hellas import search

LIGHT, DARK = "light", "dark"


def one_game(job: tuple[str, int, Budget]) -> tuple[str, int, bool, bool, int, float]:
    """(opponent, seed, search was light, search won, turns, CPU seconds)."""
    against, seed, budget = job
    light = seed % 2 == 0
    seats = {LIGHT: "search", DARK: against} if light else {LIGHT: against, DARK: "search"}
    start = time.process_time()
    s = play_game(seats, seed, budget)
    return against, seed, light, s.winner == (LIGHT if light else DARK), s.turn, time.process_time() - start


def timing(decisions: int, seed: int) -> list[tuple[float, float, int]]:
    """(wall seconds, CPU seconds, playouts) of `decisions` searched decisions at the
    default budget, the search light against the greedy bot."""
    other = make_bot("greedy")
    rng, mind = random.Random(seed), random.Random(seed + 1)
    s = search.new_state([LIGHT, DARK], seed)
    out: list[tuple[float, float, int]] = []
    while not search.is_over(s) and len(out) < decisions:
        p = search.to_act(s)[0]
        if p == LIGHT:
            wall, cpu = time.perf_counter(), time.process_time()
            verdict = decide(HELLAS, s, p, Budget(), mind)
            cmd = verdict.command
            if verdict.playouts:  # a decision with one legal command is not searched
                out.append((time.perf_counter() - wall, time.process_time() - cpu, verdict.playouts))
        else:
            cmd = other(s, p, mind)
        s = search.apply(s, p, cmd, rng)
    return out


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):.2f}, 95th percentile {p95:.2f}"


def report(results: dict[str, list[tuple[bool, bool]]], budget: Budget, seed: int, workers: int, wall: float,
           cpu: float, turns: float) -> None:  # fmt: skip
    games = sum(len(g) for g in results.values())
    shown = f"{budget.playouts} playouts" if budget.playouts is not None else f"{budget.seconds} s"
    print(f"{games} games, {shown} a decision, seed {seed}, {workers} jobs: {wall:.0f} s wall, "
          f"{cpu / games:.1f} CPU s and {turns / games:.0f} turns a game")  # fmt: skip
    for against, played in results.items():
        won = sum(w for _, w in played)
        low, high = wilson(won, len(played))
        sides = []
        for name, light in (("light", True), ("dark", False)):
            mine = [w for side, w in played if side == light]
            sides.append(f"as {name} {sum(mine)} of {len(mine)}")
        print(f"search vs {against}: {won} of {len(played)} won ({won / len(played):.1%}; "
              f"95% interval {low:.1%} to {high:.1%}); {', '.join(sides)}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40, help="games against each opponent")
    parser.add_argument("--against", default="random,greedy")
    parser.add_argument("--playouts", type=int, default=None)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--decisions", type=int, default=20, help="decisions timed at the default budget")
    parser.add_argument("--each", action="store_true", help="print each game's line as it ends")
    args = parser.parse_args()
    if args.playouts is not None:
        budget = Budget(playouts=args.playouts)
    else:
        budget = Budget(seconds=args.seconds) if args.seconds is not None else Budget()
    opponents = [a for a in args.against.split(",") if a]
    jobs = [(a, args.seed + n, budget) for a in opponents for n in range(args.games)]
    results: dict[str, list[tuple[bool, bool]]] = {a: [] for a in opponents}
    cpu = turns = 0.0
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        for against, seed, light, won, turn, seconds in pool.imap_unordered(one_game, jobs):
            results[against].append((light, won))
            cpu += seconds
            turns += turn
            if args.each:
                side = "light" if light else "dark"
                print(f"  seed {seed} vs {against} as {side}: {'won' if won else 'lost'} in {turn} turns, "
                      f"{seconds:.1f} s", flush=True)  # fmt: skip
    wall = time.perf_counter() - start
    if jobs:
        report(results, budget, args.seed, args.jobs, wall, cpu, turns)
    if args.decisions:
        timed = timing(args.decisions, args.seed)
        print(f"time per decision at the default budget, {len(timed)} decisions: "
              f"wall {percentiles([t[0] for t in timed])} s; CPU {percentiles([t[1] for t in timed])} s; "
              f"playouts {percentiles([float(t[2]) for t in timed])}")  # fmt: skip


if __name__ == "__main__":
    main()
