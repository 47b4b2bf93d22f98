"""Many processes change one save at once: `hellenica do`, `undo`, `redo`,
`advance` and a headless game screen (see `racer.py`).

Checked from the journal the racers write while they hold the save's lock:
each change began from the file exactly as the previous one left it (nothing
written over unseen), the log rebuilt from the journal alone is the log of the
final save (every command reported saved is there once, unless a later undo in
the journal took it back), no process ever found the save unloadable, and the
final save verifies. `make test` races a few dozen commands; the slow run
1,000.
"""

from __future__ import annotations

import collections
import os
import subprocess
import sys
import warnings
from pathlib import Path

import msgspec
import pytest

from hellenica_tui import cli
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.savewrite import file_stamp
from hellenica_tui.games import RULESETS
from tests.proof.racer import digest

ROOT = Path(__file__).resolve().parents[2]


class Figures(msgspec.Struct):
    commands: int  # commands the racers gave (do, undo, redo, advance, the screen's keys)
    changes: int  # transactions in the journal (each with the save's lock held)
    busy: int  # commands told the save was in use (waited too long for the lock)
    reported: int  # commands the `do` racers reported saved
    lost: int
    duplicated: int
    unloadable: int
    broken_chain: int  # changes that did not begin where the previous one ended
    bad_exits: int  # racers' commands that ended other than 0 or 2, or tracebacks


def race(folder: Path, cli_racers: int, ops: int, screen_ops: int, seed: int) -> Figures:
    path, journal = str(folder / "race.hsav"), str(folder / "journal")
    assert cli.main(["new", "--players", "athens", "--ai", "sparta,thebes", "--seed", str(seed), "--save", path]) == 0
    fd = os.open(path, os.O_RDONLY)
    ino, size, tail = file_stamp(fd)
    os.close(fd)
    start = f"{ino}:{size}:{tail.hex()}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = [digest(g) for g in Game.load(path, RULESETS).log]
    racers = [("cli", ops, seed * 100 + n) for n in range(cli_racers)]
    if screen_ops:
        racers.append(("screen", screen_ops, seed * 100 + 99))
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HELLENICA_SAVES": str(folder)}
    processes = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.proof.racer", role, path, journal, str(s), str(n)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env,
        )
        for role, n, s in racers
    ]
    outputs = [p.communicate(timeout=1800) for p in processes]
    bad = sum(p.returncode != 0 for p in processes) + sum("Traceback" in err for _, err in outputs)
    said = [line.split(" ", 2) for out, _ in outputs for line in out.splitlines()]
    bad += sum(code not in ("0", "2") for _, code, *_ in said)
    unloadable = sum(what == "load-failed" for what, *_ in said)
    unloadable += sum(
        any(word in line for word in ("checksum", "damaged", "cannot be replayed", "unreadable"))
        for out, _ in outputs
        for line in out.splitlines()
    )
    reported = sum(what == "do" and code == "0" for what, code, *_ in said)
    busy = sum("in use by" in line for out, _ in outputs for line in out.splitlines())

    broken, changes, last = 0, 0, start
    for line in Path(journal).read_text().splitlines():
        _, found, left, kept, count, *added = line.split()
        changes += 1
        broken += found != last
        model = model[: int(kept)] + added
        broken += len(model) != int(count)
        last = left
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            final = Game.load(path, RULESETS)
            final.verify()
        except Exception:
            return Figures(len(said), changes, busy, reported, len(model), 0, unloadable + 1, broken, bad)
    fd = os.open(path, os.O_RDONLY)
    ino, size, tail = file_stamp(fd)
    os.close(fd)
    broken += f"{ino}:{size}:{tail.hex()}" != last
    log = [digest(g) for g in final.log]
    have, want = collections.Counter(enumerate(log)), collections.Counter(enumerate(model))
    return Figures(
        commands=len(said),
        changes=changes,
        busy=busy,
        reported=reported,
        lost=sum((want - have).values()),
        duplicated=sum((have - want).values()),
        unloadable=unloadable,
        broken_chain=broken,
        bad_exits=bad,
    )


def test_a_few_dozen_racing_commands_lose_nothing(tmp_path):
    figures = race(tmp_path, cli_racers=3, ops=10, screen_ops=8, seed=3)
    assert figures.commands == 38 and figures.reported >= 1
    assert (figures.lost, figures.duplicated, figures.unloadable, figures.broken_chain, figures.bad_exits) == (
        0, 0, 0, 0, 0,
    ), figures  # fmt: skip


@pytest.mark.slow
def test_a_thousand_racing_commands_lose_nothing(tmp_path):
    figures = race(tmp_path, cli_racers=6, ops=150, screen_ops=100, seed=5)
    print(figures)
    assert figures.commands == 1000
    assert (figures.lost, figures.duplicated, figures.unloadable, figures.broken_chain, figures.bad_exits) == (
        0, 0, 0, 0, 0,
    ), figures  # fmt: skip
