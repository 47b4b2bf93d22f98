"""Folding speed: replaying (evolve only) the events of a long 7-player game.

A game is played by random legal commands (mostly actions, few passes) on the
classic scenario, then its events are folded onto a copy of the initial state
again and again. Prints events per second for the fold and commands per
second for deciding.
"""

from __future__ import annotations

import random
import sys
import time

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.core.state import OVER
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.ruleset import RULESET

PLAYERS = ["corcyra", "thebes", "troy", "byzantium", "athens", "sparta", "corinth"]


def play(turns: int, seed: int = 1) -> tuple[object, list[object], int, float]:
    rng = random.Random(seed)
    state = RULESET.initial_state("classic", [Seat(p) for p in PLAYERS], seed, {})
    start = RULESET.copy_state(state)
    events: list[object] = []
    commands = 0
    decide_time = 0.0
    while state.turn <= turns and state.phase != OVER:
        player = rng.choice(RULESET.to_act(state))
        legal = RULESET.legal_commands(state, player)
        acting = [c for c in legal if not isinstance(c, Pass)]
        command = rng.choice(acting) if acting and rng.random() < 0.85 else rng.choice(legal)
        t0 = time.perf_counter()
        new = RULESET.decide(state, player, command, random.Random(commands))
        decide_time += time.perf_counter() - t0
        for event in new:
            RULESET.evolve(state, event)
        events += new
        commands += 1
    return start, events, commands, decide_time


def main() -> None:
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    start, events, commands, decide_time = play(turns)
    print(f"game: 7 players, {turns} turns, {commands} commands, {len(events)} events")
    print(f"decide: {commands / decide_time:12,.0f} commands/s")
    best = 0.0
    for _ in range(5):
        state = RULESET.copy_state(start)
        t0 = time.perf_counter()
        for event in events:
            RULESET.evolve(state, event)
        best = max(best, len(events) / (time.perf_counter() - t0))
    print(f"fold:   {best:12,.0f} events/s (target 100,000)")


if __name__ == "__main__":
    main()
