"""Seat-bound screens while nobody acts: CPU and memory per seat, and bytes written to
a terminal per ordinary update.

GAMES games of seven city-states, all played by people; every seat opens
`hellenica play --load SAVE --seat X` in a terminal of its own (a pseudo-terminal
of 120x40 that this script reads and throws away). Once they have drawn their
first frames and settled, the CPU time each process uses over WINDOW seconds is
read from /proc: the cost of following the save (a `stat` call ten times a
second) and of the screen's own timers. Then, in the first game, one command a
second is given from the shell (`hellenica do`) and the bytes each of its seven
terminals receives per command are counted.

    python bench/bench_seat_idle.py [GAMES] [WINDOW]
"""

from __future__ import annotations

import fcntl
import os
import pty
import random
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

SEATS = ("athens", "sparta", "thebes", "corinth", "corcyra", "troy", "byzantium")
TICK = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


class Terminal:
    """One seat's screen in a pseudo-terminal; its output is counted and dropped."""

    def __init__(self, path: str, seat: str, env: dict[str, str]) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "hellenica_tui", "play", "--load", path, "--seat", seat, "--ai-speed", "instant"],
            stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT, start_new_session=True,
        )  # fmt: skip
        os.close(slave)
        self.master = master
        self.received = 0

    def cpu_seconds(self) -> float:
        with open(f"/proc/{self.process.pid}/stat") as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICK

    def rss_mb(self) -> float:
        with open(f"/proc/{self.process.pid}/statm") as file:
            return int(file.read().split()[1]) * PAGE / 2**20

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(10)
        os.close(self.master)


def drain(terminals: list[Terminal], stop: threading.Event) -> None:
    by_fd = {t.master: t for t in terminals}
    while not stop.is_set():
        ready, _, _ = select.select(list(by_fd), [], [], 0.1)
        for fd in ready:
            try:
                by_fd[fd].received += len(os.read(fd, 65536))
            except OSError:
                del by_fd[fd]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    window = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0
    from hellenica_tui.engine.game import Game
    from hellenica_tui.engine.ruleset import Seat
    from hellenica_tui.games import RULESETS

    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "HELLENICA_SAVES": folder, "TERM": "xterm-256color", "COLORTERM": "truecolor",
               "PYTHONPATH": ROOT, "XDG_CONFIG_HOME": folder}
        paths = []
        for n in range(games):
            path = os.path.join(folder, f"game{n}.hsav")
            Game.new(RULESETS["hellenica"], "classic", [Seat(s) for s in SEATS], 100 + n, {}, path=path)
            paths.append(path)
        terminals = [Terminal(path, seat, env) for path in paths for seat in SEATS]
        stop = threading.Event()
        reader = threading.Thread(target=drain, args=(terminals, stop), daemon=True)
        reader.start()
        try:
            time.sleep(10 + 2 * len(terminals))  # every screen up and its first frame drawn
            before = [t.cpu_seconds() for t in terminals]
            time.sleep(window)
            used = [(t.cpu_seconds() - b) / window * 100 for t, b in zip(terminals, before, strict=True)]
            memory = [t.rss_mb() for t in terminals]
            first = terminals[: len(SEATS)]
            game = Game.load(paths[0], RULESETS)
            rng = random.Random(3)
            per_command = []
            for _ in range(10):
                start = [t.received for t in first]
                player = rng.choice(game.to_act())
                text = RULESETS["hellenica"].format(rng.choice(game.legal_commands(player)))
                subprocess.run([sys.executable, "-m", "hellenica_tui", "do", paths[0], "--as", player, text],
                               env=env, cwd=ROOT, capture_output=True, check=True)
                time.sleep(1.0)
                game.sync()
                per_command += [t.received - s for t, s in zip(first, start, strict=True)]
        finally:
            stop.set()
            for terminal in terminals:
                terminal.close()
    print(f"{games} game(s) x {len(SEATS)} seat-bound screens at 120x40, nobody acting for {window:.0f} s")
    print(f"CPU per screen: median {statistics.median(used):.2f}% of one CPU, max {max(used):.2f}%; "
          f"all together {sum(used):.1f}%")
    print(f"memory per screen (resident): median {statistics.median(memory):.0f} MB")
    print(f"bytes to each terminal per command given elsewhere: median {statistics.median(per_command) / 1024:.1f} KB, "
          f"max {max(per_command) / 1024:.1f} KB")


if __name__ == "__main__":
    main()
