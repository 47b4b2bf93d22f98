"""The race suite's racing commands (`tests/proof/test_races.py`) beside CPU hogs, as on
a loaded machine: how many commands reported saved were lost, duplicated, or left a
save that does not load; and writers killed while writing a whole save, then the
save opened again: how many temporary files that open left behind.

    nice -n 10 python bench/race_under_load.py [RACES] [HOGS] [--racers N] [--ops N] [--load L]

Each race is RACERS processes (2) giving `hellenica do`, `undo`, `redo`, `advance` and
`new --force` on one save (OPS each, 8), each its own process (`tests.proof.racer`),
forked from this one with the game imported rather than started anew, so that a
thousand races take minutes, not hours. Up to HOGS processes (7) spin meanwhile,
niced 5 more than the racers, so the racers still get their turns, as they would
beside other work: before each race one more is started while the load average
(1 minute) is under L (9), and one stopped while it is over L + 4 (the machine's
other work counts too). After each race a writer forked from this process writes whole saves
over the race's save (`new --force`, each through a temporary file renamed over
it) and is killed at a random moment; the save is then opened once
(`Game.load`), which must load it and leave no temporary file of it.

Every 50 races a line tells the totals so far and the load average (1 minute);
the last lines tell the load average's least, median and most over the run
(sampled once a race, after the first minute).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

import msgspec

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hellenica_tui import cli
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.savewrite import temporary_pattern
from hellenica_tui.games import RULESETS
from tests.proof import racer, test_races
from tests.proof.test_races import race


class ForkedRacer:
    """What `race` uses of a `subprocess.Popen` of `python -m tests.proof.racer ARGS`: the racer
    run in a child forked from this process, its output on pipes."""

    def __init__(self, argv: list[str], *, env: dict[str, str], **_: object) -> None:
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # the child: never returns
            code = 0
            try:
                os.dup2(out_w, 1)
                os.dup2(err_w, 2)
                for fd in (out_r, out_w, err_r, err_w):
                    os.close(fd)
                sys.stdout = open(1, "w", closefd=False)  # noqa: SIM115
                sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115
                os.environ.clear()
                os.environ.update(env)
                random.seed()
                sys.argv = ["racer", *argv[argv.index("tests.proof.racer") + 1 :]]
                racer.main()
                sys.stdout.flush()
                sys.stderr.flush()
            except BaseException:
                import traceback

                traceback.print_exc()
                sys.stderr.flush()
                code = 1
            finally:
                os._exit(code)
        os.close(out_w)
        os.close(err_w)
        self.streams = (out_r, err_r)
        self.returncode: int | None = None

    def communicate(self, timeout: float | None = None) -> tuple[str, str]:
        import selectors

        got: dict[int, bytes] = dict.fromkeys(self.streams, b"")
        choose = selectors.DefaultSelector()
        for fd in self.streams:
            choose.register(fd, selectors.EVENT_READ)
        while choose.get_map():
            for key, _ in choose.select():
                chunk = os.read(key.fd, 65536)
                if chunk:
                    got[key.fd] += chunk
                else:
                    choose.unregister(key.fd)
                    os.close(key.fd)
        _, status = os.waitpid(self.pid, 0)
        self.returncode = os.waitstatus_to_exitcode(status)
        return got[self.streams[0]].decode(), got[self.streams[1]].decode()


class Hogs:
    """Spinning processes, as many as keep the load average at `load` or over (at most `most`)."""

    def __init__(self, most: int, load: float) -> None:
        self.most, self.load = most, load
        self.spinning: list[subprocess.Popen[bytes]] = []

    def adjust(self) -> None:
        now = os.getloadavg()[0]
        if now < self.load and len(self.spinning) < self.most:
            self.spinning.append(subprocess.Popen(["nice", "-n", "5", sys.executable, "-c", "while True: pass"]))
        elif now > self.load + 4 and self.spinning:
            self.stop(self.spinning.pop())

    @staticmethod
    def stop(hog: subprocess.Popen[bytes]) -> None:
        hog.kill()
        hog.wait()

    def close(self) -> None:
        while self.spinning:
            self.stop(self.spinning.pop())


def temporaries(path: Path) -> int:
    pattern = temporary_pattern(str(path))
    return sum(bool(pattern.fullmatch(name)) for name in os.listdir(path.parent))


def kill_a_writer(path: Path, rng: random.Random) -> tuple[int, int, int]:
    """A forked writer of whole saves killed at a random moment; then the save opened.
    (temporary files before the open, after it, saves that did not load)."""
    seed = rng.randrange(1000)
    pid = os.fork()
    if pid == 0:  # the child: never returns
        try:
            import contextlib
            import io

            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                for n in range(1000):
                    cli.main(["new", "--players", "athens", "--ai", "sparta,thebes", "--seed", str(seed + n),
                              "--force", "--save", str(path)])
        finally:
            os._exit(0)
    time.sleep(rng.uniform(0.0, 0.25))
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    before = temporaries(path)
    bad = 0
    if path.exists():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                Game.load(str(path), RULESETS)
            except Exception:
                bad = 1
    return before, temporaries(path), bad


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("races", nargs="?", type=int, default=3)
    parser.add_argument("hogs", nargs="?", type=int, default=7)
    parser.add_argument("--racers", type=int, default=2)
    parser.add_argument("--ops", type=int, default=8)
    parser.add_argument("--load", type=float, default=9.0)
    parser.add_argument("--first-seed", type=int, default=40)
    args = parser.parse_args()
    test_races.subprocess.Popen = ForkedRacer  # type: ignore[attr-defined, assignment, misc]
    hogs = Hogs(args.hogs, args.load)
    most_hogs = 0
    totals: dict[str, int] = {}
    kills = {"kills": 0, "temporaries before the open": 0, "left after the open": 0, "unloadable after a kill": 0}
    loads: list[float] = []
    rng = random.Random(40)
    start = time.monotonic()
    cpu = os.times()
    try:
        for n in range(args.races):
            hogs.adjust()
            most_hogs = max(most_hogs, len(hogs.spinning))
            with tempfile.TemporaryDirectory() as folder:
                figures = race(Path(folder), cli_racers=args.racers, ops=args.ops, screen_ops=0,
                               seed=args.first_seed + n)
                before, after, bad = kill_a_writer(Path(folder) / "race.hsav", rng)
            for name, value in msgspec.structs.asdict(figures).items():
                totals[name] = totals.get(name, 0) + value
            for name, value in zip(kills, (1, before, after, bad), strict=True):
                kills[name] += value
            if time.monotonic() - start > 60:
                loads.append(os.getloadavg()[0])
            if (n + 1) % 50 == 0:
                print(f"{n + 1} races, {time.monotonic() - start:.0f} s, load {os.getloadavg()[0]:.1f}: "
                      + ", ".join(f"{k} {v}" for k, v in totals.items() if k in ("reported", "lost", "duplicated",
                                                                             "unloadable", "broken_chain"))
                      + f"; kills {kills['kills']}, left {kills['left after the open']}; hogs {len(hogs.spinning)}",
                      flush=True)
        used = os.times()  # before the hogs are waited for: the racers' and the killed writers' only
    finally:
        hogs.close()
    children = (used.children_user + used.children_system) - (cpu.children_user + cpu.children_system)
    print(f"{args.races} races of {args.racers} writers x {args.ops} commands beside up to {most_hogs} CPU hogs "
          f"in {time.monotonic() - start:.0f} s (racers' CPU {children:.0f} s)")
    if loads:
        print(f"  load average (1 min) over the run: least {min(loads):.1f}, median {statistics.median(loads):.1f}, "
              f"most {max(loads):.1f}")
    print("  " + ", ".join(f"{name} {value}" for name, value in totals.items()))
    print("  " + ", ".join(f"{name} {value}" for name, value in kills.items()))


if __name__ == "__main__":
    main()
