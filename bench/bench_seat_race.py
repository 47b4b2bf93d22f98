"""1,000 commands racing from seven processes, one per seat of one game: how many
were lost, duplicated or forked.

Seven city-states, all played by people, on one save. Each process plays one
seat as a seat-bound screen does (its game notes what it has read, and gives
commands through `Game.apply`): half of the time it gives its command on the
game as it last saw it, without looking at the file first, so the commands race.
When its seat must act it gives a random legal command (now and then it tries to
take its last one back), else it says a line at the table. Each process reports
every command the game took (a digest of it), every one undo took back, and the
refusals (those that said another seat acted first apart).

Lost: taken, not taken back, and not in the final save. Duplicated: in the save
more often than taken. Forked: a process whose game, once it looked at the file
a last time, holds another log than the save, or a save that does not verify.

    python bench/bench_seat_race.py [COMMANDS]
"""

from __future__ import annotations

import collections
import contextlib
import hashlib
import os
import random
import subprocess
import sys
import tempfile
import time
import warnings

import msgspec

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

SEATS = ("athens", "sparta", "thebes", "corinth", "corcyra", "troy", "byzantium")


def digest(group) -> str:
    return hashlib.blake2b(msgspec.msgpack.encode(group), digest_size=8).hexdigest()


def load(path: str):
    from hellenica_tui.engine.game import Game
    from hellenica_tui.games import RULESETS

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return Game.load(path, RULESETS)


def seat(path: str, name: str, commands: int, seed: int, report: str) -> None:
    from hellenica_tui.engine.errors import CommandError, SaveLocked, Superseded, UndoBlocked

    game = load(path)
    game.lock_wait = 30.0  # seven processes on two cores: a turn at the lock can wait
    game.watch_as(name)
    rng = random.Random(seed)
    taken, undone = [], []
    counts = collections.Counter()
    said = 0
    while sum(counts.values()) < commands:
        if rng.random() < 0.5:
            with contextlib.suppress(SaveLocked):  # being written: a screen looks again next time
                game.sync()  # else: the game as this seat last saw it
        try:
            if game.state.winners:
                break
            legal = game.legal_commands(name) if name in game.to_act() else []
            if legal and rng.random() < 0.05:
                undone += [digest(g) for g in game.undo(name)]
                counts["undo"] += 1
                continue
            if legal:
                text = rng.choice(legal)
            elif rng.random() < 0.15:
                said += 1
                text = f"say {name} {said}"
            else:
                time.sleep(rng.choice((0.01, 0.03)))  # a screen looks every 0.1 s: this is busier
                continue
            group = game.apply(text, name)
            taken.append(digest(group))
            counts["taken (a line said)" if isinstance(text, str) else "taken (a move)"] += 1
        except Superseded:
            counts["superseded"] += 1
        except UndoBlocked:
            counts["undo refused"] += 1
        except SaveLocked:
            counts["busy"] += 1
        except CommandError:
            counts["refused"] += 1
    with open(report + ".finished", "w"):
        pass
    while not os.path.exists(os.path.join(os.path.dirname(report), "go")):  # every seat done: a last look
        time.sleep(0.05)
    game.sync(wait=30)
    final = digest(list(game.log))
    with open(report, "w") as file:
        file.write(msgspec.json.encode({"taken": taken, "undone": undone, "counts": counts, "log": final}).decode())


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--seat":
        _, _, path, name, commands, seed, report = sys.argv
        seat(path, name, int(commands), int(seed), report)
        return
    commands = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    from hellenica_tui.engine.errors import VerifyError
    from hellenica_tui.engine.game import Game
    from hellenica_tui.engine.ruleset import Seat
    from hellenica_tui.games import RULESETS

    per_seat = -(-commands // len(SEATS))
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "race.hsav")
        Game.new(RULESETS["hellenica"], "classic", [Seat(s) for s in SEATS], 5, {}, path=path)
        start = time.perf_counter()
        processes = [
            subprocess.Popen([sys.executable, __file__, "--seat", path, name, str(per_seat), str(n),
                              os.path.join(folder, name)], cwd=ROOT)
            for n, name in enumerate(SEATS)
        ]
        while not all(os.path.exists(os.path.join(folder, name + ".finished")) for name in SEATS):
            time.sleep(0.05)
        seconds = time.perf_counter() - start
        with open(os.path.join(folder, "go"), "w"):
            pass
        for process in processes:
            process.wait()
        reports = []
        for name in SEATS:
            with open(os.path.join(folder, name), "rb") as file:
                reports.append(msgspec.json.decode(file.read()))
        final = load(path)
        try:
            final.verify()
            verified = True
        except VerifyError:
            verified = False
        in_save = collections.Counter(digest(g) for g in final.log)
        expected = collections.Counter(d for r in reports for d in r["taken"])
        expected.subtract(collections.Counter(d for r in reports for d in r["undone"]))
        expected = +expected
        lost = sum((expected - in_save).values())
        duplicated = sum((in_save - expected).values())
        forked = sum(r["log"] != digest(list(final.log)) for r in reports) + (not verified)
        counts = collections.Counter()
        for r in reports:
            counts.update(r["counts"])
    given = sum(counts.values())
    print(f"{given} commands from {len(SEATS)} processes in {seconds:.1f} s; the save holds {len(final.log)}")
    print("  " + ", ".join(f"{what} {n}" for what, n in sorted(counts.items())))
    print(f"lost {lost}, duplicated {duplicated}, forked {forked}")


if __name__ == "__main__":
    main()
