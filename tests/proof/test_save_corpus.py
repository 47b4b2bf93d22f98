"""Damaged saves of real games through every reader: `Game.load`, `verify`, the
command line's `show`, `verify` and `log`, and the game screen's loading.

Each case gives one clear message (SaveFileError, VerifyError, or one line on
stderr with exit status 2) or loads what the file still honestly holds; none
hangs, raises anything else or changes the file.
"""

from __future__ import annotations

import contextlib
import functools
import io
import os
import random
import shutil
import signal
import tempfile
import warnings

import msgspec
import pytest

from hellenica_tui.cli import main
from hellenica_tui.engine.errors import SaveFileError, UndoBlocked, VerifyError
from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.content.loading import load_scenario
from tests.engine import frames as framing
from tests.proof.corpus import Case, damaged
from tests.proof.walk import new_game, walk

SECONDS = 20  # far more than any case needs: reaching it means a hang


@contextlib.contextmanager
def deadline(seconds: int):
    def expired(signum, frame):
        raise TimeoutError(f"no answer within {seconds} s")

    old = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _game_bytes(n: int, seed: int, commands: int, undo: bool) -> bytes:
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "g.hsav")
        game = new_game(n, seed, path)
        for _ in walk(game, commands, random.Random(seed)):
            pass
        if undo:  # leave redo frames at the tail when the rules allow
            for _ in range(2):
                with contextlib.suppress(UndoBlocked):
                    game.undo()
        game.close()
        with open(path, "rb") as f:
            return f.read()


@functools.cache
def sources() -> dict[str, bytes]:
    return {
        "2 players": _game_bytes(2, 11, 30, undo=True),
        "3 players": _game_bytes(3, 12, 25, undo=True),
        "5 players": _game_bytes(5, 13, 20, undo=False),
        "7 players": _game_bytes(7, 14, 20, undo=True),
    }


@functools.cache
def other_content_hash() -> str:
    """The content hash of a scenario that differs from classic by one number."""
    with tempfile.TemporaryDirectory() as d:
        folder = os.path.join(d, "classic")  # the id must match the folder
        shutil.copytree(load_scenario("classic").directory, folder)
        units = os.path.join(folder, "units.toml")
        with open(units) as f:
            text = f.read()
        with open(units, "w") as f:
            f.write(text.replace("limit = 10", "limit = 9", 1))
        other = load_scenario(folder).hash
    assert other != load_scenario("classic").hash
    return other


def corpus(scale: int, seed: int) -> list[tuple[str, Case]]:
    rng = random.Random(seed)
    names = list(sources())
    cases = []
    for i, name in enumerate(names):
        other = sources()[names[(i + 1) % len(names)]]
        cases += [(name, case) for case in damaged(sources()[name], other, other_content_hash(), rng, scale)]
    return cases


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def check(name: str, case: Case, folder: str) -> str:
    """Run one case through every reader; returns how it ended ("error", "loaded", "torn")."""
    path = os.path.join(folder, "damaged.hsav")
    with open(path, "wb") as f:
        f.write(case.data)
    stamp = os.stat(path).st_mtime_ns
    outcome = "error"
    with deadline(SECONDS):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                game = Game.load(path, RULESETS)
        except SaveFileError as err:
            assert err.path == path and 0 <= err.offset <= len(case.data), str(err)
            assert case.expect != "prefix", f"{case.label}: {err}"
            assert "\n" not in str(err)
        else:
            game.close()
            assert case.expect != "error", f"{case.label}: loaded"
            outcome = "torn" if game.warnings else "loaded"
            if case.expect == "prefix":
                expected = framing.raw_log(sources()[name], case.keep)
                assert msgspec.msgpack.encode(list(game.log)) == msgspec.msgpack.encode(expected), case.label
            with contextlib.suppress(VerifyError):
                game.verify()
        for command in ("show", "verify", "log"):
            code, _out, err = run_cli(command, path)
            lines = err.splitlines()
            problems = [line for line in lines if not line.startswith("warning: ")]
            if outcome == "error":
                assert code == 2 and len(problems) == 1, (case.label, command, err)
            else:
                assert code in (0, 2) and len(problems) == (code == 2), (case.label, command, err)
            if problems:
                assert problems[0].startswith(f"hellenica {command}: "), problems
                assert "Traceback" not in err
        check_game_screen(path, outcome, case)
    with open(path, "rb") as f:
        assert f.read() == case.data, f"{case.label}: the file was changed"
    assert os.stat(path).st_mtime_ns == stamp
    return outcome


def check_game_screen(path: str, outcome: str, case: Case) -> None:
    """What the game screen does when a save is opened: load, then draw the map and the log."""
    from hellenica_tui.seat.session import GameSession

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            session = GameSession.load(path)
    except SaveFileError:
        assert outcome == "error", case.label
        return
    assert outcome != "error", case.label
    session.map_model()
    session.history()
    session.suggestions()
    session.close()


def run_corpus(cases: list[tuple[str, Case]]) -> dict[str, int]:
    seen: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, case in cases:
            outcome = check(name, case, folder)
            seen[outcome] = seen.get(outcome, 0) + 1
    return seen


def test_the_corpus_covers_every_kind_of_damage():
    cases = corpus(1, 0)
    labels = " | ".join(case.label for _, case in cases)
    for kind in ("truncate at frame boundary", "truncate inside frame", "truncate inside payload", "flip bits",
                 "magic byte", "format version", "claims 4294967295", "another game's content hash",
                 "holds garbage", "dropped", "swapped", "unknown ruleset"):
        assert kind in labels
    assert len(cases) > 1000


def test_a_sample_of_damaged_saves_gives_clear_messages():
    cases = corpus(1, 1)
    sample = random.Random(2).sample(cases, 60)
    seen = run_corpus(sample)
    assert seen.get("error") and seen.get("torn")


def test_every_truncation_of_a_small_game_at_a_frame_boundary_loads_its_prefix():
    name = "2 players"
    cases = [(name, c) for c in damaged(sources()[name], sources()["3 players"], other_content_hash(), random.Random(3))
             if c.label.startswith("truncate at frame boundary")]
    assert len(cases) > 20
    assert set(run_corpus(cases)) <= {"loaded"}


@pytest.mark.slow
def test_ten_thousand_damaged_saves_give_clear_messages():
    cases = corpus(23, 4)  # the frame head is 9 bytes now: fewer cuts inside it, a little more of the rest
    assert len(cases) >= 10_000
    seen = run_corpus(cases)
    print(seen)
    assert sum(seen.values()) == len(cases)


def test_a_frame_claiming_an_absurd_length_is_damage_not_a_torn_tail(tmp_path):
    import struct
    import zlib

    from hellenica_tui.engine.savefile import MAX_FRAME, encode_frame
    from tests.proof.corpus import layout

    data = sources()["2 players"]
    middle = layout(data).frames[3]
    check = zlib.crc32(struct.pack(">BI", middle.kind, 2**31)) & 0xFFFF
    head = struct.pack(">BBIHB", 0xCF, middle.kind, 2**31, check, 0)
    forged = data[: middle.start] + head + data[middle.start + len(head) :]
    path = tmp_path / "g.hsav"
    path.write_bytes(forged)
    with pytest.raises(SaveFileError, match="claims 2147483648 bytes") as err:
        Game.load(str(path), RULESETS)
    assert err.value.offset == middle.start
    with pytest.raises(ValueError):
        encode_frame(1, bytes(MAX_FRAME), 0, 0)
