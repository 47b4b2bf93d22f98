"""Seat-bound screens on one save, racing: in one process and in a process each.

After every round of racing commands all screens agree on the state's hash, each
shows its own seat's view and no other seat's secret cards, and the save
verifies; across processes, every seat's screen went through the very same
states (the same log gave the same hash everywhere) and ended on the file's.
`make test` races a few rounds; the slow runs play whole games to their end.
"""

from __future__ import annotations

import collections
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from hellenica_tui.games import RULESETS
from tests.proof.seat_race import fresh, log_digest, play_in_one_process
from tests.proof.walk import with_ais

ROOT = Path(__file__).resolve().parents[2]
RULESET = RULESETS["hellenica"]


def people_of(path: str) -> list[str]:
    return [s.name for s in fresh(path).seats if s.kind == "human"]


async def test_three_seats_racing_in_one_process_agree_after_every_round(tmp_path):
    path = str(tmp_path / "race.hsav")
    with_ais(3, 1, seed=1, path=path)
    given, refused = await play_in_one_process(path, people_of(path), random.Random(1), commands=12)
    assert given >= 12 and refused < given


@pytest.mark.slow
async def test_three_seats_and_four_ais_in_one_process_play_a_whole_game_to_its_end(tmp_path):
    path = str(tmp_path / "race.hsav")
    with_ais(3, 4, seed=1, path=path)
    await play_in_one_process(path, people_of(path), random.Random(1), commands=5000)
    assert fresh(path).state.winners


def race_processes(folder: Path, people: int, ais: int, seed: int, commands: int) -> tuple[dict, list[str]]:
    path, report = str(folder / "race.hsav"), str(folder / "report")
    with_ais(people, ais, seed=seed, path=path)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HELLENICA_SAVES": str(folder)}
    processes = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.proof.seat_race", path, seat, str(seed * 10 + n), str(commands), report],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env,
        )
        for n, seat in enumerate(people_of(path))
    ]
    errors = [p.communicate(timeout=1800)[1] for p in processes]
    assert all(p.returncode == 0 for p in processes), errors
    hashes: dict[tuple[str, str], set[str]] = collections.defaultdict(set)
    done = []
    for line in Path(report).read_text().splitlines():
        _seat, length, digest, *rest = line.split()
        if length == "done":
            done.append(line)
        else:
            hashes[(length, digest)].add(rest[0])
    final = fresh(path)
    assert final.verify() == len(final.log)
    key = (str(len(final.log)), log_digest(final))
    assert hashes[key] == {RULESET.state_hash(final.state).hex()}  # screens ended on the file's state
    return hashes, done


def test_seats_in_separate_processes_went_through_the_same_states(tmp_path):
    hashes, done = race_processes(tmp_path, people=2, ais=1, seed=2, commands=6)
    assert len(done) == 2
    assert all(len(found) == 1 for found in hashes.values())  # one log, one state, whoever looked
    assert all(line.split()[-1] == "0" for line in done)  # no secret leaked on any screen


@pytest.mark.slow
def test_four_seats_in_four_processes_and_three_ais_play_a_whole_game_to_its_end(tmp_path):
    hashes, done = race_processes(tmp_path, people=4, ais=3, seed=3, commands=5000)
    assert len(done) == 4 and all(line.split()[-1] == "0" for line in done)
    assert all(len(found) == 1 for found in hashes.values())
    assert fresh(str(tmp_path / "race.hsav")).state.winners
