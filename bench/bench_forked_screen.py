"""One seat's screen forked from the warm process, as `hellenica serve` forks it: the CPU it
spends from its fork to its prompt line and in the seconds after.

    python bench/bench_forked_screen.py [RUNS] [--web] [--after SECONDS]

Here the process itself is made the warm process (`hellenica_tui.warmstart`: the game
imported, one screen drawn headless), then forks RUNS screens one after another, each
on a new pty of 80x24, running `hellenica play --load SAVE --seat athens` on a new game
of seven city-states; `--web` gives them the environment and the driver a web seat's
screen has (textual-serve's, and the seat's web driver). For each, the CPU time it has
spent (user and system, from /proc) when its prompt line is on the terminal, and
AFTER seconds later (what it does just after its first frame), then it is ended.
Medians are printed, with the load average.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import io
import os
import pty
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

READY = b"type a command"
CITIES = "athens,sparta,thebes,corinth,troy,byzantium,corcyra"
WEB = {
    "TEXTUAL_DRIVER": "hellenica_tui.tui.web_driver:SeatWebDriver", "TEXTUAL_FPS": "60",
    "TEXTUAL_COLOR_SYSTEM": "truecolor", "TERM_PROGRAM": "textual", "COLUMNS": "80", "ROWS": "24",
}  # fmt: skip
TICK = os.sysconf("SC_CLK_TCK")


def cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def once(save: str, env: dict[str, str], after: float) -> tuple[float, float] | None:
    from hellenica_tui import warmstart

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    pid = os.fork()
    if pid == 0:
        os.close(master)
        warmstart._child({"args": ["play", "--load", save, "--seat", "athens"], "env": env}, [slave], [])
    os.close(slave)
    seen, at_prompt, ends = b"", None, time.monotonic() + 30
    while time.monotonic() < ends:
        if select.select([master], [], [], 0.05)[0]:
            try:
                data = os.read(master, 1 << 16)
            except OSError:
                break
            if not data:
                break
            seen += data
            if at_prompt is None and READY in seen:
                at_prompt, ends = cpu(pid), time.monotonic() + after
                seen = b""
    later = cpu(pid)
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGHUP)
    os.waitpid(pid, 0)
    os.close(master)
    return None if at_prompt is None else (at_prompt, later)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("runs", nargs="?", type=int, default=9)
    parser.add_argument("--web", action="store_true")
    parser.add_argument("--after", type=float, default=2.0)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="hellenica-fork-")
    os.environ.update(HELLENICA_SAVES=folder, XDG_DATA_HOME=folder)
    from hellenica_tui import warmstart
    from hellenica_tui.cli import main as hellenica

    save = os.path.join(folder, "table.hsav")
    with contextlib.redirect_stdout(io.StringIO()):
        assert hellenica(["new", "--players", CITIES, "--seed", "1", "--save", save]) == 0
    began = time.process_time()
    warmstart._warm()
    warmed = time.process_time() - began
    env = {k: v for k, v in os.environ.items() if not k.startswith("TEXTUAL")}
    env["TERM"] = "xterm-256color"
    if args.web:
        env.update(WEB)
    load = os.getloadavg()[0]
    runs = [r for r in (once(save, env, args.after) for _ in range(args.runs)) if r is not None]
    kind = "web" if args.web else "ssh"
    print(f"{kind} screens forked warm, {len(runs)} of {args.runs} shown, load average {load:.1f} before, "
          f"{os.getloadavg()[0]:.1f} after (warming up here: {warmed:.2f} s of CPU)")
    if runs:
        print(f"  CPU to the prompt line: median {statistics.median(r[0] for r in runs):.2f} s "
              f"(min {min(r[0] for r in runs):.2f}); {args.after:g} s later: median "
              f"{statistics.median(r[1] for r in runs):.2f} s (min {min(r[1] for r in runs):.2f})")


if __name__ == "__main__":
    main()
