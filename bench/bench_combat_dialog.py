"""Opening the combat dialog: from the 'f' key to its first painted line.

A two-person game at a combat (Athens marches on Sparta's Megara, the game
of tests/tui/combat_game.py) runs headless at 80x24 and 120x40; the dialog
that opens on its own is put aside with Escape, then 'f' is pressed again and
again. Each run is timed from the moment the key is sent to the moment the
first widget of the dialog draws its first line; the CPU time the process
spent meanwhile is shown beside it (steadier on a shared machine, where the
process also waits its turn). The outlook alone (forces,
dice, exact odds and the odds after each casualty pick, read off the game) is
timed apart, at the casualty pick where it works out the most. The target is
a first paint within 50 ms of the key.

    python bench/bench_combat_dialog.py [RUNS]
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textual.widget import Widget

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.combat_info import combat_outlook
from hellenica_tui.tui.games.hellenica.combat import CombatDialog
from hellenica_tui.tui.games.hellenica.game import GameScreen
from tests.tui.combat_game import combat_session, march

RUNS = 30
TARGET_MS = 50.0

painted: list[tuple[float, float]] = []  # (wall clock, CPU time) of the dialog's first line
_render_line = Widget.render_line


def _timed_render_line(self, y):  # type: ignore[no-untyped-def]
    if not painted and isinstance(self.screen, CombatDialog):
        painted.append((time.perf_counter(), time.process_time()))
    return _render_line(self, y)


Widget.render_line = _timed_render_line  # type: ignore[method-assign]


async def key_to_paint(size: tuple[int, int], runs: int, folder: str) -> tuple[list[float], list[float]]:
    """(wall clock, CPU time) in ms from the key to the first line, per run."""
    session = combat_session(f"{folder}/combat-{size[0]}x{size[1]}.hsav")
    march(session)
    app = HellenicaApp()
    times, cpu = [], []
    async with app.run_test(size=size) as pilot:
        app._show_game(session)
        await pilot.pause()
        await pilot.pause()
        for _ in range(runs):
            if not isinstance(app.screen, GameScreen):  # the dialog, opened by itself or by 'f'
                await pilot.press("escape")
                await pilot.pause()
            painted.clear()
            start, start_cpu = time.perf_counter(), time.process_time()
            await pilot.press("f")
            while not painted:
                await asyncio.sleep(0)
            times.append((painted[0][0] - start) * 1000)
            cpu.append((painted[0][1] - start_cpu) * 1000)
            await pilot.pause()
    return times, cpu


def outlook_ms(folder: str, runs: int) -> list[float]:
    session = combat_session(f"{folder}/outlook.hsav")
    march(session)
    session.submit("skip")  # the dice are cast: Sparta picks a casualty, each pick with its odds
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        combat_outlook(session)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main(argv: list[str]) -> int:
    runs = int(argv[0]) if argv else RUNS
    worst = 0.0
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HELLENICA_SAVES"] = folder
        for size in ((80, 24), (120, 40)):
            times, cpu = asyncio.run(key_to_paint(size, runs, folder))
            median = statistics.median(times)
            worst = max(worst, median)
            print(
                f"combat dialog {size[0]}x{size[1]}: key to first paint median {median:.1f} ms "
                f"(best {min(times):.1f}, worst {max(times):.1f}), CPU time median {statistics.median(cpu):.1f} ms "
                f"({runs} runs; target {TARGET_MS:.0f} ms)"
            )
        times = outlook_ms(folder, runs)
        print(f"combat outlook at a casualty pick (odds of 4 picks too): median {statistics.median(times):.2f} ms")
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    cores = os.cpu_count()
    verdict = "within target" if worst <= TARGET_MS else "ABOVE TARGET"
    print(f"{verdict} (wall clock; load average {load} on {cores} cores while measuring)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
