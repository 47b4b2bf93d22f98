"""Whether more thinking buys the expert strength: the expert against itself given
an eighth of its budget, at two players.

Game i seats the two city-states `hellenica simulate --players 2 --seed S`
deals game i, both played by the expert at its normal level: the full budget
(N playouts a decision, default 64) in the first seat on even games and the
second on odd ones, an eighth of it (N/8, at least one) in the other. Budgets
are counted in playouts, so a seed gives the same games whatever the jobs;
`--seconds S` counts them in CPU seconds instead (S and S/8 a decision), the
issue's own pair at `--seconds 1`, whose games depend on the machine's speed.
Prints each game's line as it ends, then

    full budget wins W of G games (P%)
    95% interval LOW to HIGH

The issue's figure is the default budget (1 s, about 200 playouts a decision)
against an eighth of it; playouts keep the run short enough to play hundreds
of games and its games repeatable. On a shared machine run it under `nice`.

    python bench/expert_scaling.py [--games G] [--first F] [--playouts N | --seconds S] [--seed S] [--jobs J]

`--first F` plays games F to F+G-1 (a long run in parts).
"""

from __future__ import annotations

import argparse
import time

from hellenica_tui.ai.expert.bot import ExpertBot
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.simulate import MAX_TURNS, game_seed, seats_for, wilson
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.seat.hosting import ai_to_act


def budgets(playouts: int, seconds: float | None) -> tuple[Budget, Budget]:
    """The full budget and its eighth."""
    if seconds is not None:
        return Budget(seconds=seconds), Budget(seconds=seconds / 8)
    return Budget(playouts=playouts), Budget(playouts=max(1, playouts // 8))


def play(
    seed: int, index: int, playouts: int, seconds: float | None = None
) -> tuple[int, str, str, tuple[str, ...], int, float]:
    """Game `index`: its number, the full budget's city-state, the eighth's, the
    winners, the last turn and the CPU seconds each side thought."""
    names = seats_for(2, seed, index)
    full, eighth = (names[0], names[1]) if index % 2 == 0 else (names[1], names[0])
    more, less = budgets(playouts, seconds)
    thinkers = {full: ExpertBot(more), eighth: ExpertBot(less)}
    game = Game.new(RULESET, "classic", [Seat(n, "ai", "expert") for n in names], game_seed(seed, index))
    start = time.process_time()
    while game.position[0] <= MAX_TURNS and (player := ai_to_act(game)) is not None:
        game.apply(thinkers[player].command(game.view(player), player, len(game.log)), player)
    return index, full, eighth, tuple(game.state.winners), game.state.turn, time.process_time() - start


def _play(args: tuple[int, int, int, float | None]) -> tuple[int, str, str, tuple[str, ...], int, float]:
    return play(*args)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--playouts", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=None, help="CPU seconds a decision instead of playouts")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    work = [(args.seed, i, args.playouts, args.seconds) for i in range(args.first, args.first + args.games)]
    if args.jobs <= 1:
        results = map(_play, work)
    else:
        import multiprocessing

        pool = multiprocessing.get_context("spawn").Pool(args.jobs)
        results = pool.imap(_play, work)
    wins = games = 0
    seconds = 0.0
    for index, full, eighth, winners, turn, spent in results:
        games += 1
        wins += full in winners
        seconds += spent
        outcome = "full won  " if full in winners else "eighth won" if eighth in winners else "no winner "
        print(f"game {index:3} {outcome} full {full:<10} eighth {eighth:<10} turn {turn:2} {spent:5.1f} CPU s", flush=True)
    low, high = wilson(wins, games)
    more, less = budgets(args.playouts, args.seconds)
    pair = f"{more.playouts} playouts against {less.playouts}"
    if args.seconds is not None:
        pair = f"{more.seconds:g} s against {less.seconds:g} s"
    print(f"{pair}, seed {args.seed}, "
          f"{seconds / max(games, 1):.1f} CPU s a game")
    print(f"full budget wins {wins} of {games} games ({wins / max(games, 1):.0%})")
    print(f"95% interval {low:.0%} to {high:.0%}")


if __name__ == "__main__":
    main()
