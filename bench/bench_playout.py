"""How fast the rules core is for a search: legal commands, a state copy, a playout.

Prints three lines, a name and a number each:

    legal_ms MEDIAN     listing the legal commands of the seat to act (target <= 0.5)
    copy_us MEDIAN      one copy of the state (target <= 50)
    playout_ms MEDIAN   a random playout of a seven-player game (target <= 100)

The positions are those a seeded random walk of a seven-player classic game
visits (every seat played by a person choosing uniformly among their legal
commands) up to the end of turn 4, every third one. A playout starts from the
initial state of a seven-player game and gives, for one of the seats to act, a
command drawn uniformly from its legal ones, until the game is over or turn 9
is done: random play rarely completes three objectives, and nine turns is the
median length of a seven-AI game (bench_ai_game.py). Everything goes through
the plain API a search would use (hellenica_tui/games/hellenica/search.py).

    python bench/bench_playout.py [PLAYOUTS]     (default 5 playouts)

CPU time, on 2 CPUs shared with other work (load 8), the same day:
before the fast core (the rules at the commit that added this script, 3
playouts) legal_ms 7.611, copy_us 46.7, playout_ms 4959.8; after it (5
playouts) legal_ms 0.304, copy_us 47.3, playout_ms 262.5. With exact kinds
and settled moves (load 10, back to back with the rules before them, 5
playouts each): legal_ms 0.25 -> 0.11, copy_us 47 -> 48, playout_ms 301 -> 141
(docs/core.md). With a scratch state sharing the areas and players a command
leaves alone and a cheaper window count (load 5.5 to 6.5, 9 playouts, alternating,
four pairs): playout_ms 140-164 -> 97-125; 15 playouts: 145 -> 107.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import State

TURNS = 9  # a playout's cap: the median length of a seven-AI game
POSITION_TURNS = 4  # the positions measured come from the first turns of a walk
NAMES = [c.id for c in load_scenario("classic").map.city_states]


def start(seed: int) -> State:
    return search.new_state(NAMES, seed)


def walk(state: State, rng: random.Random, turns: int, visit=None) -> State:
    """Play uniformly random legal commands from `state` until the game is over or `turns` are done."""
    while not search.is_over(state) and state.turn <= turns:
        if visit is not None:
            visit(state)
        player = rng.choice(search.to_act(state))
        state = search.apply(state, player, rng.choice(search.legal(state, player)), rng)
    return state


def positions() -> list[State]:
    seen: list[State] = []
    walk(start(1000), random.Random(1000), POSITION_TURNS, seen.append)
    return seen[::3]


def main(playouts: int) -> None:
    states = positions()
    legal: list[float] = []
    copies: list[float] = []
    for state in states:
        player = search.to_act(state)[0]
        t0 = time.process_time()
        search.legal(state, player)
        legal.append(time.process_time() - t0)
        t0 = time.process_time()
        for _ in range(20):
            search.copy(state)
        copies.append((time.process_time() - t0) / 20)
    runs: list[float] = []
    for seed in range(playouts):
        state = start(seed)
        t0 = time.process_time()
        walk(state, random.Random(seed), TURNS)
        runs.append(time.process_time() - t0)
    print(f"legal_ms {statistics.median(legal) * 1000:.3f}")
    print(f"copy_us {statistics.median(copies) * 1e6:.1f}")
    print(f"playout_ms {statistics.median(runs) * 1000:.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
