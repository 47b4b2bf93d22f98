"""How long the expert AI thinks per decision.

Plays G four-player games (default 2), one seat by the expert and three by the
rulebook AI, with a budget of P playouts per decision (default 16), and prints
the CPU time of the expert's decisions, one figure a line:

    decision_ms_median MEDIAN   every decision that had a choice (more than one legal command)
    decision_ms_p95 P95
    forced_ms_median MEDIAN     decisions with a single legal command (no search)
    decisions N
    playouts_median MEDIAN      playouts per decision with a choice

With a time budget instead (`--seconds S`), each decision with a choice takes
about S by construction; the figures then show how far over it one goes, and
how many playouts that budget affords. `--level L` plays the expert at a level a
player may choose (easy, normal, hard: its share of the budget, `ai/expert/levels.py`),
`--turns T` stops each game after turn T (30 by default). Beside the CPU times,

    decision_wall_ms_median MEDIAN  the same decisions on the clock on the wall (the wait
    decision_wall_ms_p95 P95        a person sees; longer than the CPU time on a loaded machine)

    python bench/bench_expert.py [GAMES] [PLAYOUTS] [--seconds S] [--level L] [--turns T]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from hellenica_tui.ai.expert.bot import ExpertBot
from hellenica_tui.ai.rulebook_bot import RulebookBot
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.simulate import game_seed
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.turn.setup import initial_state

NAMES = ["athens", "corinth", "sparta", "thebes"]
MAX_TURNS = 30


def main(games: int, budget: Budget, level: str = "normal", turns: int = MAX_TURNS) -> None:
    chosen: list[float] = []
    waited: list[float] = []
    forced: list[float] = []
    playouts: list[int] = []
    rulebook = RulebookBot()
    for g in range(games):
        expert_name = NAMES[g % len(NAMES)]
        seats = [Seat(n, "ai", "expert" if n == expert_name else "rulebook") for n in NAMES]
        seed = game_seed(17, g)
        state = initial_state(content_for("classic", None), seats, seed, {}, scenario="classic")
        expert = ExpertBot(budget, seed=seed, level=level)
        rng = random.Random(seed)
        index = 0
        while not search.is_over(state) and state.turn <= turns:
            player = search.to_act(state)[0]
            seen = view(state, player)
            if player == expert_name:
                many = len(search.legal(state, player)) > 1
                start, wall = time.process_time(), time.monotonic()
                verdict = expert.verdict(seen, player, index)
                command = verdict.command
                (chosen if many else forced).append(time.process_time() - start)
                if many:
                    waited.append(time.monotonic() - wall)
                    playouts.append(verdict.playouts)
            else:
                command = rulebook.command(seen, player, index)
            state = search.apply(state, player, command, rng)
            index += 1
    print(f"decision_ms_median {statistics.median(chosen) * 1000:.1f}")
    print(f"decision_ms_p95 {statistics.quantiles(chosen, n=20)[-1] * 1000:.1f}")
    print(f"decision_wall_ms_median {statistics.median(waited) * 1000:.1f}")
    print(f"decision_wall_ms_p95 {statistics.quantiles(waited, n=20)[-1] * 1000:.1f}")
    print(f"forced_ms_median {statistics.median(forced) * 1000:.2f}")
    print(f"decisions {len(chosen) + len(forced)}")
    print(f"playouts_median {statistics.median(playouts):.0f}")


if __name__ == "__main__":
    args = sys.argv[1:]
    options = {"--seconds": "", "--level": "normal", "--turns": str(MAX_TURNS)}
    for name in options:
        if name in args:
            at = args.index(name)
            options[name] = args[at + 1]
            del args[at : at + 2]
    seconds = float(options["--seconds"]) if options["--seconds"] else None
    games = int(args[0]) if args else 2
    playouts = int(args[1]) if len(args) > 1 else 16
    budget = Budget(seconds=seconds) if seconds is not None else Budget(playouts=playouts)
    main(games, budget, options["--level"], int(options["--turns"]))
