"""`hellenica show` on a 1,000-command game vs `python -c "import msgspec"`.

The headless commands must never import Textual and must start fast: the
target is under 3x the time of a bare interpreter importing msgspec. Both are
run as fresh processes, alternately, and the medians compared.
"""

from __future__ import annotations

import os
import random
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


def timed(argv: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=ENV)
    return time.perf_counter() - t0


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "bench.hsav")
        made = make_game(path)
        show = [sys.executable, "-m", "hellenica_tui", "show", path]
        bare = [sys.executable, "-c", "import msgspec"]
        timed(show), timed(bare)  # warm the file cache
        ours, base = [], []
        for _ in range(7):
            ours.append(timed(show))
            base.append(timed(bare))
    a, b = statistics.median(ours), statistics.median(base)
    print(f"show on a {made}-command game: {a * 1000:7.1f} ms median")
    print(f"python -c 'import msgspec':    {b * 1000:7.1f} ms median")
    print(f"ratio: {a / b:.2f}x (target < 3x)")


if __name__ == "__main__":
    main()
