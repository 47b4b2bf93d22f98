"""SIGKILL at random moments while a game autosaves, command by command.

A forked child plays a real game on a save file, telling the parent through a
pipe when a command begins ("B apply") and when it is done and saved ("E n
hash": n commands in the log, the state hash after the last). The parent kills
it at a random moment (half of the children write through a slow disk, so
that kills land inside frames too), then loads what is left: the save must always load,
and it may differ from the last reported log only by the operation in flight.
The next child continues from that file, so a torn tail is also written over.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import random
import signal
import time
import warnings

import msgspec
import pytest

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.savewrite import SaveWriter
from hellenica_tui.games import RULESETS
from tests.proof.walk import new_game

LONGEST = 90  # commands in one save before the next child starts a new one


class SlowDisk:
    """A save file that takes its bytes a few at a time, as a slow disk would:
    a kill then often lands in the middle of a frame."""

    def __init__(self, file) -> None:
        self._file = file

    def write(self, data: bytes) -> int:
        for at in range(0, len(data), 16):
            self._file.write(data[at : at + 16])
            self._file.flush()
            time.sleep(0.0002)
        return len(data)

    def __getattr__(self, name: str):
        return getattr(self._file, name)


def slow_disk() -> None:
    """In a child only: every save writer of this process writes through SlowDisk."""
    plain = SaveWriter.__init__

    def init(self, path: str, frames) -> None:
        plain(self, path, frames)
        self._file = SlowDisk(self._file)

    SaveWriter.__init__ = init  # type: ignore[method-assign]


def child(path: str, players: int, seed: int, fd: int) -> None:
    """Play on `path` forever (until killed), reporting every step on `fd`."""

    def say(line: str) -> None:
        os.write(fd, (line + "\n").encode())

    rng = random.Random(seed)
    if rng.random() < 0.5:
        slow_disk()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = Game.load(path, RULESETS) if os.path.exists(path) else new_game(players, seed, path)

    def done() -> None:
        last = fingerprint(game.log[-1]) if game.log else "-"
        say(f"E {len(game.log)} {last}")

    done()
    while True:
        roll = rng.random()
        if roll < 0.08 and game.undo_blocked_reason() is None:
            say("B undo")
            game.undo()
        elif roll < 0.12 and game.can_redo:
            say("B redo")
            game.redo()
        else:
            to_act = game.to_act()
            if not to_act:
                say("OVER")
                return
            say("B apply")  # choosing the command is part of the step, as it is for a bot
            player = rng.choice(to_act)
            game.apply(rng.choice(game.legal_commands(player)), player)
        done()



def fingerprint(group) -> str:
    """A command group's whole content (player, command, events, any hash) as a short hex digest."""
    return hashlib.blake2b(msgspec.msgpack.encode(group), digest_size=12).hexdigest()

class Report(msgspec.Struct):
    n: int = -1  # commands in the log at the last "E"; -1 before the first
    hashes: dict[int, str] = {}  # index -> the command group's fingerprint, as last reported
    flight: str = ""  # the operation begun and not reported done
    over: bool = False


def read_report(text: str, known: dict[int, str]) -> Report:
    report = Report(hashes=known)
    for line in text.splitlines():
        kind, *rest = line.split()
        if kind == "B":
            report.flight = rest[0]
        elif kind == "E":
            report.n, report.flight = int(rest[0]), ""
            if rest[1] != "-":
                report.hashes[report.n - 1] = rest[1]
        elif kind == "OVER":
            report.over = True
    return report


def _read_until_ready(fd: int) -> bytes:
    """Everything the child wrote until its first report (it has loaded the save)."""
    data = b""
    while b"\n" not in data:
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        data += chunk
    return data


def kill_many(folder: str, kills: int, seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    path = os.path.join(folder, "autosave.hsav")
    known: dict[int, str] = {}
    counts = {"kills": 0, "in flight": 0, "torn tails": 0, "lost in flight": 0, "games": 1}
    players = 2
    while counts["kills"] < kills:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns into the test runner
            code = 0
            try:
                os.close(read)
                child(path, players, rng.randrange(2**32), write)
            except BaseException:
                code = 1
            finally:
                os._exit(code)
        os.close(write)
        data = _read_until_ready(read)
        time.sleep(rng.uniform(0, 0.12))
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        while chunk := os.read(read, 65536):
            data += chunk
        os.close(read)
        report = read_report(data.decode(), known)
        if os.WIFEXITED(status):  # it ended on its own: the game is over
            assert os.WEXITSTATUS(status) == 0 and report.over, data.decode()[-500:]
        else:
            counts["kills"] += 1
        if report.n < 0:  # killed while it was still creating or loading
            assert not os.path.exists(path) or loads(path) is not None
            continue
        game = loads(path)
        counts["torn tails"] += bool(game.warnings)
        counts["in flight"] += bool(report.flight)
        have, n = len(game.log), report.n
        if report.flight == "":
            assert have == n
        elif report.flight == "apply":
            assert have in (n, n + 1)
            counts["lost in flight"] += have == n
        elif report.flight == "undo":
            assert have <= n
        else:
            assert have >= n
        for i in range(min(have, n)):
            assert fingerprint(game.log[i]) == report.hashes[i], f"command {i} differs after a kill"
        for i, group in enumerate(game.log):  # what the next child continues from
            known[i] = fingerprint(group)
        if report.over or have >= LONGEST:
            os.unlink(path)
            known.clear()
            counts["games"] += 1
            players = 2 + counts["games"] % 6
    return counts


def loads(path: str) -> Game:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = Game.load(path, RULESETS)
    assert game.verify(redecide=False) == len(game.log)
    return game


def test_twenty_kills_lose_at_most_the_command_in_flight(tmp_path):
    counts = kill_many(str(tmp_path), 20, 1)
    assert counts["kills"] == 20


@pytest.mark.slow
def test_a_thousand_kills_lose_at_most_the_command_in_flight(tmp_path):
    counts = kill_many(str(tmp_path), 1000, 2)
    print(counts)
    assert counts["kills"] == 1000 and counts["in flight"] > 300 and counts["torn tails"] > 20
