"""War and politics: the time of legal commands, of a random 36-turn game, and of the
search AI's decisions.

    .venv/bin/python bench/bench_war_playout.py [PLAYERS] [SEED] [GAMES] [DECISIONS]

Plays random games (half of their commands `done`, the rest any legal command)
twice over: once through the engine (`Game`, in memory: decided, logged,
folded) and then GAMES games through the search core (`games/war/search.py`),
and prints for each the commands, the CPU time of a whole game, and the median
and 95th percentile of one call of the legal commands. Then the search AI
(`ai/war`) at the default budget (1 s) decides DECISIONS times for the seat to
act at positions of such a game, one every tenth command that has a choice, and
the median and 95th percentile of its CPU time a decision are printed.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.war import search
from hellenica_tui.games.war.ruleset import RULESET


def _p95(times: list[float]) -> float:
    return sorted(times)[int(len(times) * 0.95)]


def _told(what: str, commands: int, turn: int, whole: float, times: list[float]) -> str:
    return (
        f"{what}: {commands} commands to turn {turn} in {whole * 1000:.0f} ms; "
        f"legal commands median {statistics.median(times) * 1000:.3f} ms, "
        f"95th percentile {_p95(times) * 1000:.3f} ms"
    )


def engine_game(players: int, seed: int) -> str:
    game = Game.new(RULESET, "aegean", tuple(Seat(f"p{i}") for i in range(players)), seed, {})
    rng = random.Random(seed)
    times = []
    start = time.process_time()
    while game.to_act():
        player = game.to_act()[0]
        t = time.process_time()
        legal = game.legal_commands(player)
        times.append(time.process_time() - t)
        game.apply(legal[-1] if rng.random() < 0.5 else rng.choice(legal), player)
    return _told("engine", len(game.log), game.state.turn, time.process_time() - start, times)


def core_game(players: int, seed: int, keep: list | None = None) -> tuple[float, int, int, list[float]]:
    rng = random.Random(seed)
    times = []
    commands = 0
    start = time.process_time()
    state = search.new_state([f"p{i}" for i in range(players)], seed, "aegean", {})
    while not search.is_over(state):
        player = search.to_act(state)[0]
        t = time.process_time()
        legal = search.legal(state, player)
        times.append(time.process_time() - t)
        if keep is not None and len(legal) > 1:
            keep.append(state)
        state = search.apply(state, player, legal[-1] if rng.random() < 0.5 else rng.choice(legal), rng)
        commands += 1
    return time.process_time() - start, commands, state.turn, times


def decisions(players: int, seed: int, count: int) -> str:
    try:
        from hellenica_tui.ai.search.budget import Budget
        from hellenica_tui.ai.search.ismcts import decide
        from hellenica_tui.ai.war.game import WAR
    except ImportError:
        return "search AI: none in this version"
    kept: list = []
    core_game(players, seed, kept)
    chosen = kept[:: max(1, len(kept) // count)][:count]
    times = []
    for n, state in enumerate(chosen):
        t = time.process_time()
        decide(WAR, state, search.to_act(state)[0], Budget(), random.Random(n))
        times.append(time.process_time() - t)
    return (
        f"search AI at the default budget ({Budget().seconds:g} s): {len(times)} decisions, "
        f"median {statistics.median(times) * 1000:.0f} ms, 95th percentile {_p95(times) * 1000:.0f} ms"
    )


def main(players: int = 6, seed: int = 8, games: int = 5, count: int = 20) -> None:
    print(f"{players} players, seed {seed}; CPU time")
    print(engine_game(players, seed))
    runs = [core_game(players, seed + n) for n in range(games)]
    for n, (whole, commands, turn, times) in enumerate(runs):
        print(_told(f"search core, seed {seed + n}", commands, turn, whole, times))
    every = [t for r in runs for t in r[3]]
    print(
        f"search core: median whole game {statistics.median(r[0] for r in runs) * 1000:.0f} ms over {games} games; "
        f"legal commands median {statistics.median(every) * 1000:.3f} ms"
    )
    if count:
        print(decisions(players, seed, count))


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:5]))
