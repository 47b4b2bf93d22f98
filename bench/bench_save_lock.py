"""What one writer at a time costs: the save's lock, catching up with another
process, looking for changes, and an undo (one frame appended), at 1,000 and
100,000 events.

Two `Game` objects on one save stand for two processes (each lock is its own
open file, so they exclude each other as two processes would). Wall-clock
medians.
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

SEATS = (Seat("ann"), Seat("bob"))
RULESETS = {RULESET.id: RULESET}


def build(events: int, path: str) -> Game:
    game = Game.new(RULESET, "standard", SEATS, 7, {"target": 10**12})
    rng = random.Random(7)
    while game.event_count < events:
        player = game.to_act()[0]
        game.apply(rng.choice(game.legal_commands(player)), player)
    game.save_as(path)
    return game


def median_ms(action, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def bet(game: Game) -> None:
    game.apply(Bet(amount=1), game.to_act()[0])


def measure(events: int, folder: str) -> dict[str, float]:
    path = os.path.join(folder, f"g{events}.hsav")
    mine = build(events, path)
    other = Game.load(path, RULESETS)
    loose = Game.new(RULESET, "standard", SEATS, 7, {"target": 10**12})  # no file: no lock, no write
    figures = {
        "a command, no save file": median_ms(lambda: bet(loose), 200),
        "a command, saved (lock + append)": median_ms(lambda: bet(mine), 200),
        "looking for changes, none": median_ms(other.sync, 500),
    }

    def catch_up() -> None:
        bet(other)  # another process adds a command ...
        mine.sync()  # ... and this one reads it

    figures["catching up with 1 command"] = median_ms(catch_up, 200)

    def undo_redo() -> None:
        player = mine.to_act()[0]
        mine.apply(Bet(amount=1), player)
        start = time.perf_counter()
        mine.undo(player)
        undo_times.append(time.perf_counter() - start)
        mine.redo()

    undo_times: list[float] = []
    for _ in range(15):
        undo_redo()
    figures["undo (one frame appended)"] = statistics.median(undo_times) * 1e3
    figures["save size (MB)"] = os.path.getsize(path) / 1e6
    return figures


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        small, large = measure(1_000, folder), measure(100_000, folder)
    print(f"{'wall-clock median':<36}{'1,000 events':>14}{'100,000 events':>16}{'ratio':>8}")
    for name in small:
        unit = "" if "MB" in name else " ms"
        print(f"{name:<36}{small[name]:>11.3f}{unit:<3}{large[name]:>13.3f}{unit:<3}{large[name] / small[name]:>7.2f}x")


if __name__ == "__main__":
    main()
