"""Listing saved games (turn, winners, players), as the load and continue screens do,
against loading each of them whole.

The list reads each save's header and steps back from the end of its log to
the last turn's start (`engine.peek`), so its cost follows a turn, not a game:
it is measured on 50 copies of the shipped games, then on one long save of
seven-AI games played one after another.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.savefile import encode_save
from hellenica_tui.engine.saveread import read_save
from hellenica_tui.games import RULESETS
from hellenica_tui.savedgames import saved_games

EXAMPLES = Path(__file__).resolve().parents[1] / "saves" / "examples"


def best(action, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def load_all(folder: Path) -> None:
    for path in folder.glob("*.hsav"):
        Game.load(str(path), RULESETS).close()


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ["HELLENICA_SAVES"] = str(folder)
        examples = sorted(EXAMPLES.glob("*.hsav"))
        for i in range(50):
            shutil.copy(examples[i % len(examples)], folder / f"game{i:02}.hsav")
        listed = best(saved_games)
        loaded = best(lambda: load_all(folder), 3)
        print(f"50 saves (the shipped games): list {listed * 1e3:7.1f} ms ({listed / 50 * 1e3:.2f} ms a save); "
              f"loading each whole {loaded * 1e3:7.1f} ms ({loaded / listed:.0f}x the list)")

        # One long log: every example's commands one after another (a file only for reading back).
        for path in folder.glob("*.hsav"):
            path.unlink()
        _, saved = read_save(str(examples[-1]), RULESETS)
        groups = saved.groups * 200
        long = folder / "long.hsav"
        long.write_bytes(encode_save(saved.header, groups, []))
        listed = best(saved_games)
        loaded = best(lambda: read_save(str(long), RULESETS), 3)
        print(f"1 save of {len(groups)} commands, {long.stat().st_size / 1e6:.1f} MB: list {listed * 1e3:7.2f} ms; "
              f"reading it whole (no folding) {loaded * 1e3:7.1f} ms")


if __name__ == "__main__":
    main()
