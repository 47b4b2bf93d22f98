"""The race suite's racing commands (`tests/proof/test_races.py`) beside CPU hogs, as on
a loaded machine: how many commands reported saved were lost, duplicated, or left a
save that does not load.

    python bench/race_under_load.py [RACES] [HOGS]

Each race is four processes giving `hellenica do`, `undo`, `redo`, `advance` and
`new --force` on one save (eight each); HOGS processes spin meanwhile (niced, so
the racers still get their turns, as they would beside other work).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import msgspec

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tests.proof.test_races import race


def main() -> None:
    races = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    hogs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    spinning = [subprocess.Popen(["nice", "-n", "5", sys.executable, "-c", "while True: pass"]) for _ in range(hogs)]
    totals: dict[str, int] = {}
    start = time.monotonic()
    try:
        for n in range(races):
            with tempfile.TemporaryDirectory() as folder:
                figures = race(Path(folder), cli_racers=4, ops=8, screen_ops=0, seed=40 + n)
            for name, value in msgspec.structs.asdict(figures).items():
                totals[name] = totals.get(name, 0) + value
        load = os.getloadavg()[0]
    finally:
        for hog in spinning:
            hog.kill()
            hog.wait()
    print(f"{races} races beside {hogs} CPU hogs in {time.monotonic() - start:.0f} s, load average {load:.1f}")
    print("  " + ", ".join(f"{name} {value}" for name, value in totals.items()))


if __name__ == "__main__":
    main()
