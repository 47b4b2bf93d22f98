"""`hellenica simulate`: games between AI players, headless, with their balance tables."""

from __future__ import annotations

import sys
from typing import Any

from hellenica_tui.cli import common
from hellenica_tui.cli.common import CliError


def cmd_simulate(args: Any) -> int:
    import time

    from hellenica_tui.ai import simulate
    from hellenica_tui.games.registry import DEFAULT

    if args.game != DEFAULT:
        return _simulate_other(args)
    if args.levels:
        raise CliError("--levels is for the other games: Hellenica's seats are set by --expert")
    if args.all_sizes == (args.players is not None):
        raise CliError("give either --players N or --all-sizes")
    sizes = list(range(2, 8)) if args.all_sizes else [args.players]
    if not all(2 <= n <= 7 for n in sizes):
        raise CliError(f"a game needs 2 to 7 city-states, not {args.players}")
    if args.games < 1 or args.jobs < 1 or args.max_turns < 1:
        raise CliError("--games, --jobs and --max-turns must be at least 1")
    jobs = min(args.jobs, common.cpu_count())
    if jobs < args.jobs:
        print(f"hellenica simulate: {jobs} jobs, one per CPU, rather than {args.jobs}", file=sys.stderr)
    if not 0 <= args.expert <= min(sizes):
        raise CliError(f"--expert is how many of the {min(sizes)} seats the expert plays (0 to {min(sizes)})")
    budget = common.budget(args)
    try:
        rules = simulate.rules_setting(args.rules)
    except ValueError as error:
        raise CliError(str(error)) from None
    failed = 0
    tables: list[str] = []
    every: list = []  # every size's results, for the expert's share
    for players in sizes:
        results: list = []
        start = time.perf_counter()
        stream = simulate.run(
            players, args.games, args.seed, jobs=jobs, max_turns=args.max_turns, seating=args.seating,
            experts=args.expert, budget=budget, rules=rules,
            expert="expert" if args.expert_level == "normal" else f"expert-{args.expert_level}",
        )
        if sys.stdout.isatty():
            from rich.progress import Progress

            with Progress(transient=False) as progress:
                task = progress.add_task(f"{players}-player games", total=args.games)
                for result in stream:
                    results.append(result)
                    progress.console.print(result.line(), highlight=False)
                    progress.advance(task)
        else:
            for result in stream:
                results.append(result)
                print(result.line(), flush=True)
        summary = simulate.summarize(results, time.perf_counter() - start)
        failed += summary.failed
        print(
            f"{summary.games} games: {summary.won} won, {summary.capped} capped, {summary.failed} failed; "
            f"mean turns {summary.mean_turns:.2f}; {summary.games_per_second:.2f} games/s; "
            f"{summary.cpu_seconds:.2f} CPU s"
        )
        every += results
        table = simulate.balance_lines(results) if results else []
        if len(sizes) == 1:
            print("\n".join(table))
        else:
            tables += ["", *table]
    if tables:
        print("\n".join(tables))
    if args.expert:
        share = simulate.expert_share(every)
        for name, (won, played) in share.by_seat.items():
            print(f"  expert as {name:<10} {won} of {played}")
        print(share.interval())
        print(share.line())
    return 0 if not failed else 1


def _simulate_other(args: Any) -> int:
    """Games of another game than Hellenica: one seat a level of `--levels` (each seat the
    game's first AI level by default), through the game's search core."""
    import time

    from hellenica_tui.ai import matches, simulate
    from hellenica_tui.ai.search.budget import Budget
    from hellenica_tui.games.registry import facts

    game = facts(args.game)
    players = args.players or max(game.players_min, 2)
    if not game.players_min <= players <= game.players_max or args.all_sizes:
        raise CliError(f"{game.name} is played by {game.players_min} to {game.players_max} (give --players N)")
    levels = args.levels.split(",") if args.levels else [game.ai_levels[0]] * players
    if len(levels) != players or any(level not in game.ai_levels for level in levels):
        raise CliError(f"--levels is one of {', '.join(game.ai_levels)} a seat, {players} in all")
    if args.games < 1:
        raise CliError("--games must be at least 1")
    playouts, seconds = args.budget_playouts, args.budget_seconds
    budget = Budget(playouts=playouts) if playouts else Budget(seconds=seconds) if seconds else Budget()
    start = time.perf_counter()
    results = []
    for result in matches.run(args.game, levels, args.games, args.seed or 0, budget):
        results.append(result)
        print(result.line(), flush=True)
    summary = simulate.summarize(results, time.perf_counter() - start)
    print(
        f"{summary.games} games: {summary.won} won, {summary.capped} capped, {summary.failed} failed; "
        f"mean turns {summary.mean_turns:.2f}; {summary.games_per_second:.2f} games/s; "
        f"{summary.cpu_seconds:.2f} CPU s"
    )
    for seat, level in zip(results[0].players, levels, strict=True):
        won = sum(seat in r.winners for r in results)
        print(f"  {seat:<10} ({level}) won {won} of {len(results)}")
    return 0 if not summary.failed else 1
