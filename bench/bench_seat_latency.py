"""A command given at one seat, seen on the other seats' screens: how long it takes.

Seven city-states, all played by people, on one save. Six processes each run a
seat-bound game screen (`play --load SAVE --seat X`, headless at 120x40); a
seventh gives random legal commands for whoever must act, as `hellenica do`
does, one every PACE seconds, and notes when each was saved. Each screen notes
when it showed each command (the moment its table's look was drawn). The
figures: median and 95th percentile of (shown - saved), over every command and
every watching screen, in milliseconds.

    python bench/bench_seat_latency.py [COMMANDS]
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

SEATS = ("athens", "sparta", "thebes", "corinth", "corcyra", "troy", "byzantium")
PACE = 0.3  # seconds between two commands: every screen has settled before the next


async def watch(path: str, seat: str, notes: str, seconds: float) -> None:
    """One seat's screen: note (log length, time) each time it shows a change."""
    from hellenica_tui.seat.session import GameSession
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.games.hellenica.game import GameScreen

    shown: list[str] = []
    plain = GameScreen._show

    def show(self, outcome, ai=False):
        plain(self, outcome, ai)
        if outcome.changed:
            shown.append(f"{len(self.session.game.log)} {time.time()}\n")

    GameScreen._show = show  # type: ignore[method-assign]
    app = HellenicaApp(load=path, seat=seat, ai_speed="instant")
    app.opened = GameSession.load(path, seat)
    async with app.run_test(size=(120, 40)) as pilot:
        with open(notes + ".ready", "w"):
            pass
        await pilot.pause(seconds)
    with open(notes, "w") as file:
        file.writelines(shown)


def act(path: str, commands: int, notes: str) -> None:
    """Random legal commands for whoever must act, each noted once saved."""
    import warnings

    from hellenica_tui.engine.game import Game
    from hellenica_tui.games import RULESETS

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = Game.load(path, RULESETS)
    rng = random.Random(7)
    saved = []
    for _ in range(commands):
        game.sync()
        to_act = game.to_act()
        if not to_act:
            break
        player = rng.choice(to_act)
        game.apply(rng.choice(game.legal_commands(player)), player)
        saved.append(f"{len(game.log)} {time.time()}\n")
        time.sleep(PACE)
    with open(notes, "w") as file:
        file.writelines(saved)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--watch":
        _, _, path, seat, notes, seconds = sys.argv
        asyncio.run(watch(path, seat, notes, float(seconds)))
        return
    if len(sys.argv) > 1 and sys.argv[1] == "--act":
        act(sys.argv[2], int(sys.argv[3]), sys.argv[4])
        return
    commands = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    from hellenica_tui.engine.game import Game
    from hellenica_tui.engine.ruleset import Seat
    from hellenica_tui.games import RULESETS

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "seven.hsav")
        Game.new(RULESETS["hellenica"], "classic", [Seat(s) for s in SEATS], 11, {}, path=path)
        seconds = commands * PACE + 15
        env = {**os.environ, "HELLENICA_SAVES": folder}
        watchers = [
            subprocess.Popen([sys.executable, __file__, "--watch", path, seat, os.path.join(folder, seat), str(seconds)],
                             env=env, cwd=ROOT)
            for seat in SEATS[1:]
        ]
        while not all(os.path.exists(os.path.join(folder, seat + ".ready")) for seat in SEATS[1:]):
            time.sleep(0.1)
        time.sleep(1.0)
        subprocess.run([sys.executable, __file__, "--act", path, str(commands), os.path.join(folder, "saved")],
                       env=env, cwd=ROOT, check=True)
        for watcher in watchers:
            watcher.wait()
        with open(os.path.join(folder, "saved")) as file:
            saved = dict(line.split() for line in file)
        delays = []
        missed = 0
        for seat in SEATS[1:]:
            first: dict[str, float] = {}
            with open(os.path.join(folder, seat)) as file:
                for line in file:
                    length, when = line.split()
                    first.setdefault(length, float(when))
            for length, when in saved.items():
                # the first look that shows the command (a look may bring several at once)
                later = [t for k, t in first.items() if int(k) >= int(length)]
                if not later:
                    missed += 1
                    continue
                delays.append((min(later) - float(when)) * 1000)
    delays.sort()
    p95 = delays[int(0.95 * (len(delays) - 1))]
    print(f"{len(saved)} commands x {len(SEATS) - 1} watching screens, one every {PACE} s; {missed} never shown")
    print(f"command at one seat -> shown at another: median {statistics.median(delays):.0f} ms, "
          f"p95 {p95:.0f} ms, max {delays[-1]:.0f} ms")


if __name__ == "__main__":
    main()
