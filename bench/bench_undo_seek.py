"""Undo and seek cost at log lengths 1,000 and 100,000 events.

Snapshots every K events make both O(K): the target is that at 100,000
events they cost no more than twice what they cost at 1,000. Undo is timed
on a game that autosaves, so writing the save is included: one frame appended
to its journal (`bench_save_lock.py` has the wall clock).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from tests.engine.dicegame import RULESET, Bet

SEATS = (Seat("ann"), Seat("bot", kind="ai"))


def build(events: int, seed: int) -> Game:
    game = Game.new(RULESET, "standard", SEATS, seed, {"target": 10**12})
    rng = random.Random(seed)
    while game.event_count < events:
        player = game.to_act()[0]
        game.apply(rng.choice(game.legal_commands(player)), player)
    return game


def per_call(action, repeat: int) -> float:
    """Median CPU seconds of one call."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        action()
        times.append(time.process_time() - start)
    return statistics.median(times)


def measure(events: int, folder: str) -> dict[str, float]:
    game = build(events, 7)
    game.save_as(os.path.join(folder, f"g{events}.hsav"))
    rng = random.Random(3)
    undo_times = []
    for _ in range(40):
        # Stand at a random distance from the last snapshot, then take back one bet.
        for _ in range(rng.randrange(0, 120)):
            player = game.to_act()[0]
            game.apply(rng.choice([Bet(amount=1), Bet(amount=2)]), player)
        player = game.to_act()[0]
        game.apply(Bet(amount=1), player)
        undo_times.append(per_call(lambda p=player: game.undo(p), 1))
    cursor = game.replay()
    total, last_turn = cursor.total_events, game.position[0]
    seek_event = per_call(lambda: cursor.seek_event(rng.randrange(total + 1)), 200)
    seek_turn = per_call(lambda: cursor.seek_turn(rng.randrange(1, last_turn + 1)), 200)
    state_at = per_call(lambda: game.state_at(rng.randrange(len(game.log) + 1)), 200)
    game.close()
    return {
        "undo (autosaving)": statistics.median(undo_times),
        "replay seek to an event": seek_event,
        "replay seek to a turn": seek_turn,
        "state after command i": state_at,
    }


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        small, large = measure(1_000, folder), measure(100_000, folder)
    print(f"{'operation':<28}{'1,000 events':>14}{'100,000 events':>16}{'ratio':>8}  (target <= 2x)")
    for name in small:
        print(f"{name:<28}{small[name] * 1e3:>11.3f} ms{large[name] * 1e3:>13.3f} ms{large[name] / small[name]:>7.2f}x")


if __name__ == "__main__":
    main()
