"""`hellenica show` on a 1,000-command game vs `python -c "import msgspec"`.

The headless commands must never import Textual and must start fast: the
target is under 3x the time of a bare interpreter importing msgspec. Both are
run as fresh processes, alternately (RUNS of each after a warm-up), and timed
two ways: the wall clock from start to exit, and the CPU time the process used
(user and system, from the operating system's accounting of the finished child:
steadier on a shared machine, where a process may wait its turn). The medians
are compared, and the ratio of each pair of runs too (its median holds when the
machine's speed drifts during the runs). The load average is printed beside.

    python bench/bench_cli_show.py [RUNS]
"""

from __future__ import annotations

import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games import RULESETS

PLAYERS = ["corcyra", "thebes", "troy", "byzantium", "athens", "sparta", "corinth"]


def make_game(path: str, commands: int = 1000, seed: int = 1) -> int:
    rng = random.Random(seed)
    game = Game.new(RULESETS["hellenica"], "classic", [Seat(p) for p in PLAYERS], seed, {}, path=path)
    while len(game.log) < commands:
        to_act = game.to_act()
        if not to_act:
            break
        player = rng.choice(to_act)
        game.apply(rng.choice(game.legal_commands(player)), player)
    game.close()
    return len(game.log)


# Measure as installed: byte-code caches written (some shells disable them).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


RUNS = 15


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(argv: list[str]) -> tuple[float, float]:
    """Seconds of wall clock and of CPU one run of `argv` took."""
    t0, c0 = time.perf_counter(), _children_cpu()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=ENV)
    return time.perf_counter() - t0, _children_cpu() - c0


def main(argv: list[str]) -> None:
    runs = next((int(a) for a in argv if a.isdigit()), RUNS)
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "bench.hsav")
        made = make_game(path)
        show = [sys.executable, "-m", "hellenica_tui", "show", path]
        bare = [sys.executable, "-c", "import msgspec"]
        timed(show), timed(bare)  # warm the file cache and write the byte-code
        ours, base = [], []
        for _ in range(runs):
            ours.append(timed(show))
            base.append(timed(bare))
    print(f"show on a {made}-command game vs python -c 'import msgspec', {runs} runs each, "
          f"load average {os.getloadavg()[0]:.1f}")
    for i, what in enumerate(("wall", "CPU")):
        a, b = statistics.median(t[i] for t in ours), statistics.median(t[i] for t in base)
        pairs = statistics.median(o[i] / max(s[i], 1e-6) for o, s in zip(ours, base, strict=True))
        print(f"  {what:<4} show {a * 1000:7.1f} ms  bare {b * 1000:6.1f} ms median  "
              f"ratio {a / b:.2f}x (pair by pair {pairs:.2f}x; target < 3x)")


if __name__ == "__main__":
    main(sys.argv[1:])
