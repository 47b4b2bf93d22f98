"""Opening the card reference: time from the `i` key to its first frame.

A game of three city-states is opened headless; then `i` is pressed and the
time is taken from the moment the key is sent to the moment the app has the
first frame showing the reference screen (the compositor's update, rendered
to the terminal's bytes as a real terminal would receive them). Escape closes
it and the next run begins. The first `i` comes a second after the screen is
shown (a player reads it first; the app gets the reference ready meanwhile).
Each time is told by the wall clock and by the
CPU time the process spent (steadier on a shared machine, where a process
waits its turn). The first opening of a process is reported on
its own (the screen's module is imported then); the others as a median and
the worst. Each size and screen runs in a fresh process. The goal: within 50 ms.

    python bench/bench_reference_open.py [RUNS]
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 20
SIZES = ((80, 24), (120, 40))
GOAL_MS = 50.0
READING = 1.0  # seconds on the screen before the first `i`, as a player reads it first


async def measure(size: tuple[int, int], where: str, runs: int, folder: str) -> list[tuple[float, float]]:
    import os

    os.environ["HELLENICA_SAVES"] = folder
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.games.hellenica.game import GameScreen

    app = HellenicaApp()
    frames: list[tuple[float, float]] = []  # (wall, CPU) milliseconds from the key to the frame
    opened: list[tuple[float, float]] = []  # when the key was sent (wall, CPU), for the run under way
    original = type(app)._display

    def display(self, screen, renderable) -> None:
        original(self, screen, renderable)
        if opened and renderable is not None and type(screen).__name__ == "ReferenceScreen":
            renderable.render_segments(self.console)  # what a terminal would be sent
            wall, cpu = opened.pop()
            frames.append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))

    type(app)._display = display  # type: ignore[method-assign]
    results: list[tuple[float, float]] = []
    async with app.run_test(size=size) as pilot:
        if where == "game":
            app.start_game(["athens", "sparta", "thebes"], 5, {})
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
        await pilot.pause(READING)
        for _ in range(runs):
            frames.clear()
            opened.append((time.perf_counter(), time.process_time()))
            await pilot.press("i")
            while not frames:
                await asyncio.sleep(0.001)
            results.append(frames[0])
            await pilot.press("escape")
            await pilot.pause(0.05)
    return results


def child(width: int, height: int, where: str, runs: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        print(json.dumps(asyncio.run(measure((width, height), where, runs, folder))))


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], int(sys.argv[5]))
        return
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else RUNS
    print(f"Card reference: `i` to its first frame, {runs} openings per screen and size (goal {GOAL_MS:.0f} ms)")
    for (width, height), where in ((size, where) for size in SIZES for where in ("title", "game")):
        out = subprocess.run(
            [sys.executable, __file__, "--child", str(width), str(height), where, str(runs)],
            capture_output=True, text=True, check=True,
        )
        times = json.loads(out.stdout.strip().splitlines()[-1])
        for n, clock in enumerate(("wall", "CPU")):
            first, rest = times[0][n], [t[n] for t in times[1:]]
            print(
                f"  {width}x{height} from the {where:<5} ({clock:>4}): first {first:5.1f} ms, then median "
                f"{statistics.median(rest):5.1f} ms, worst {max(rest):5.1f} ms"
            )


if __name__ == "__main__":
    main()
