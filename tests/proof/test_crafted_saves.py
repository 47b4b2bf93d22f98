"""Crafted saves (tests/proof/crafted.py) through every command and both screens.

Each save is forged with its checksums redone. Every command that reads a save
(`show`, `show --json`, `show --legal`, `log`, `verify`, `do`, `undo`, `redo`,
`advance`) must refuse it with one line on stderr and exit status 2, print no
control character, and leave the file as it was; the game screen (`play
--load`) and the replay viewer (`replay`) must refuse it with one notice and
stay on the title screen. Nothing may raise, hang, or take longer than
`SECONDS`.
"""

from __future__ import annotations

import contextlib
import functools
import os
import random
import re
import tempfile
import warnings

import msgspec
import pytest

from hellenica_tui.engine.errors import SaveFileError, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.maps.commands import COMMANDS as MAP_COMMANDS
from hellenica_tui.games.hellenica.maps.events import EVENTS as MAP_EVENTS
from hellenica_tui.games.hellenica.maps.events import EXPLORATION_EVENTS
from tests.engine import frames as framing
from tests.proof.corpus import Case
from tests.proof.crafted import NASTY, crafted, group_cases, length_cases
from tests.proof.test_save_corpus import SECONDS, deadline, run_cli
from tests.proof.walk import new_game, walk

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
COMMANDS = (
    ("show",), ("show", "--json"), ("show", "--legal"), ("log",), ("verify",),
    ("do", "pass"), ("undo",), ("redo",), ("advance",),
)  # fmt: skip


def _people_game(path: str) -> None:
    """Two people, about 25 commands, ending with something to redo."""
    game = new_game(2, 21, path)
    rng = random.Random(21)
    for _ in walk(game, 25, rng):
        pass
    while True:
        with contextlib.suppress(UndoBlocked):
            game.undo()
            break
        for _ in walk(game, 1, rng):
            pass
    game.close()


def _ai_game(path: str) -> None:
    """A person and an AI player, a few commands in, ending with something to redo."""
    from hellenica_tui.ai import bots

    seats = (Seat("athens"), Seat("sparta", "ai", "rulebook"))
    game = Game.new(RULESETS["hellenica"], "classic", seats, 5, {}, path=path)
    rng = random.Random(5)
    bots.advance(game)
    while True:
        for _ in walk(game, 1, rng):
            pass
        bots.advance(game)
        if len(game.log) > 12:
            with contextlib.suppress(UndoBlocked):
                game.undo()
                break
    game.close()


@functools.cache
def source(kind: str, journal: bool = False) -> bytes:
    """A save of two people, or of a person and an AI, ending with something to redo: in
    format 2 (every crafted kind, its redo stack at the tail) or as written (a journal)."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "g.hsav")
        (_people_game if kind == "people" else _ai_game)(path)
        with open(path, "rb") as f:
            data = f.read()
        if journal:
            return data
        game = Game.load(path, RULESETS)
        return framing.format_2(data[: framing.header_end(data)], list(game.log), [list(b) for b in game.redo_stack])


@functools.cache
def cases() -> list[Case]:
    journal = source("people", journal=True)
    return [*crafted(source("people")), *group_cases(source("ai")), *length_cases(journal), *group_cases(journal)]


def check_commands(case: Case, folder: str) -> dict[str, int]:
    """Every command on a copy of the case; how each ended (by exit status)."""
    path = os.path.join(folder, "crafted.hsav")
    seen: dict[str, int] = {}
    for argv in COMMANDS:
        with open(path, "wb") as f:
            f.write(case.data)
        stamp = os.stat(path).st_mtime_ns
        with deadline(SECONDS):
            code, out, err = run_cli(argv[0], path, *argv[1:])
        where = f"{case.label}: hellenica {' '.join(argv)}"
        assert code in (0, 2), (where, code, err)
        assert not CONTROL.search(out) and not CONTROL.search(err), (where, out[-200:], err[-200:])
        if case.expect == "error":
            lines = err.splitlines()
            assert code == 2 and len(lines) == 1, (where, err)
            assert lines[0].startswith(f"hellenica {argv[0]}: ") and len(lines[0]) <= 270, (where, lines[0])
        if code == 2 or argv[0] in ("show", "log", "verify"):
            with open(path, "rb") as f:
                assert f.read() == case.data, f"{where}: the file was changed"
            assert os.stat(path).st_mtime_ns == stamp, where
        seen[" ".join(argv)] = code
    return seen


def load_outcome(case: Case, folder: str) -> str:
    """The one-line refusal of a load, or "torn" when it loaded after dropping a torn last frame."""
    path = os.path.join(folder, "crafted.hsav")
    with open(path, "wb") as f:
        f.write(case.data)
    with deadline(SECONDS), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            game = Game.load(path, RULESETS)
        except SaveFileError as error:
            assert case.expect == "error", (case.label, str(error))
            return str(error)
    game.close()
    assert case.expect == "torn" and game.warnings, f"{case.label}: loaded"
    return "torn"


def test_the_crafted_corpus_holds_every_kind_and_over_two_hundred_saves():
    labels = [case.label for case in cases()]
    assert len(labels) >= 200 and len(set(labels)) > 0.9 * len(labels)
    text = " | ".join(labels)
    for kind in ("escapes", "markup", "unknown name", "integer 18446744073709551615", "70,000 characters",
                 "to redo", "header: seed 2**64 - 1", "claims +1 bytes", "a question put to 'nobody'"):
        assert kind in text, kind


def refusals_say_where(sample: list[Case], folder: str) -> int:
    """Each forged field is named in the refusal, with the command and event it is in."""
    named = 0
    for case in sample:
        message = load_outcome(case, folder)
        if message == "torn":
            continue
        assert "\n" not in message and len(message) <= SaveFileError.LIMIT and not CONTROL.search(message), message
        if "." in case.label.split(":")[0]:  # Type.field: the refusal names both
            kind, field = case.label.split(":")[0].split(".")
            assert f"({kind})" in message and f"field {field}" in message, (case.label, message)
            named += 1
    return named


def test_a_sample_of_crafted_saves_is_refused_by_a_load_saying_where(tmp_path):
    assert refusals_say_where(random.Random(3).sample(cases(), 400), str(tmp_path)) > 300


@pytest.mark.slow
def test_every_crafted_save_is_refused_by_a_load_saying_where(tmp_path):
    assert refusals_say_where(cases(), str(tmp_path)) > 1200


def test_a_sample_of_crafted_saves_through_every_command(tmp_path):
    sample = random.Random(1).sample(cases(), 40)
    for case in sample:
        seen = check_commands(case, str(tmp_path))
        assert case.expect == "torn" or set(seen.values()) == {2}, (case.label, seen)


@pytest.mark.slow
def test_every_crafted_save_through_every_command(tmp_path):
    for case in cases():
        seen = check_commands(case, str(tmp_path))
        assert case.expect == "torn" or set(seen.values()) == {2}, (case.label, seen)
    print(f"{len(cases())} crafted saves x {len(COMMANDS)} commands: every one refused with one line, status 2")


async def open_on_screens(sample: list[Case], folder: str, monkeypatch) -> int:
    """Each case opened to play and to replay from the title screen: one notice, the title stays."""
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.screens.title import TitleScreen

    monkeypatch.setenv("HELLENICA_SAVES", folder)
    path = os.path.join(folder, "crafted.hsav")
    app = HellenicaApp()
    notices: list[tuple[str, dict]] = []
    plain = app.notify
    monkeypatch.setattr(app, "notify", lambda message, **kw: (notices.append((message, kw)), plain(message, **kw)))
    opened = 0
    async with app.run_test(size=(100, 30)) as pilot:
        for case in sample:
            with open(path, "wb") as f:
                f.write(case.data)
            for replay in (False, True):
                notices.clear()
                with deadline(SECONDS):
                    assert not app.open_save(path, replay=replay), case.label
                    await pilot.pause()
                assert isinstance(app.screen, TitleScreen), case.label
                assert len(notices) == 1 and "\n" not in notices[0][0], (case.label, notices)
                assert notices[0][1].get("markup") is False, "a save's name or content is never read as markup"
                assert not CONTROL.search(notices[0][0]), notices
                opened += 1
            with open(path, "rb") as f:
                assert f.read() == case.data
        await pilot.pause(0.2)  # the notices are drawn: markup in them would raise here
        assert app.is_running
    return opened


async def test_a_sample_of_crafted_saves_on_the_game_and_replay_screens(tmp_path, monkeypatch):
    refused = [case for case in cases() if case.expect == "error"]
    sample = random.Random(2).sample(refused, 12) + [c for c in refused if "markup" in c.label][:4]
    assert await open_on_screens(sample, str(tmp_path), monkeypatch) == 2 * len(sample)


@pytest.mark.slow
async def test_every_crafted_save_on_the_game_and_replay_screens(tmp_path, monkeypatch):
    refused = [case for case in cases() if case.expect == "error"]
    assert await open_on_screens(refused, str(tmp_path), monkeypatch) == 2 * len(refused)
    print(f"{len(refused)} crafted saves opened to play and to replay: every one refused with one notice")


def test_every_string_field_of_every_type_is_fed_each_nasty_string():
    """Introspection finds every string place: each gets the escapes and the markup."""
    ruleset = RULESETS["hellenica"]
    places = 0
    labels = {case.label for case in cases()}
    for kind in (*ruleset.command_types, *ruleset.event_types):
        for info in msgspec.inspect.type_info(kind).fields:
            if "Str" in repr(info.type):
                places += 1
                for name in ("escapes", "markup"):
                    assert f"{kind.__name__}.{info.name}: {name}" in labels
    assert places > 200 and len(NASTY) == 2


def test_special_files_are_refused_unread(tmp_path):
    """A FIFO, a device, a directory and a sparse file of a tebibyte: refused at once, nothing allocated."""
    fifo = tmp_path / "fifo.hsav"
    os.mkfifo(fifo)
    sparse = tmp_path / "sparse.hsav"
    with open(sparse, "wb") as f:
        f.write(source("people")[:64])
        f.truncate(1 << 40)
    big = tmp_path / "big.hsav"
    with open(big, "wb") as f:
        f.write(source("people"))
        f.truncate(1 << 30)
    device = tmp_path / "zero.hsav"
    os.symlink("/dev/zero", device)
    for path, reason in ((fifo, "not a regular file"), (device, "not a regular file"), (tmp_path, "not a regular file"),
                         (sparse, "more than any save holds"), (big, "more than any save holds")):
        with deadline(5):
            with pytest.raises(SaveFileError, match=reason):
                Game.load(str(path), RULESETS)
            code, _out, err = run_cli("show", str(path))
        assert code == 2 and reason in err and len(err.splitlines()) == 1


def test_a_long_file_name_is_cut_in_the_one_line_refusal(tmp_path):
    folder = tmp_path / ("d" * 200) / ("e" * 200)
    folder.mkdir(parents=True)
    path = folder / "\x1b]0;x\x07[red]save[blink].hsav"
    path.write_bytes(b"not a save")
    code, _out, err = run_cli("show", str(path))
    assert code == 2 and len(err.splitlines()) == 1 and len(err) < 280 and not CONTROL.search(err), err


def test_the_fast_and_the_slow_reader_agree_on_forged_lengths(tmp_path, monkeypatch):
    """Each forged length is refused both when the whole-file checksum holds (the fast
    path) and frame by frame (the slow one)."""
    from hellenica_tui.engine import saveread

    forged = [c for c in cases() if "claims" in c.label]
    assert len(forged) >= 16
    fast = [load_outcome(c, str(tmp_path)) for c in forged]
    monkeypatch.setattr(saveread, "quick_scan", lambda *a: None)
    slow = [load_outcome(c, str(tmp_path)) for c in forged]
    assert fast == slow


def test_a_seed_beyond_64_bits_is_refused_by_new(tmp_path):
    path = str(tmp_path / "g.hsav")
    code, _out, err = run_cli("new", "--players", "athens,sparta", "--seed", "100000000000000000000000", "--save", path)
    assert code == 2 and "64 bits" in err and not os.path.exists(path)


def test_behind_the_checks_the_command_line_still_prints_no_control_character(tmp_path, monkeypatch):
    """Defence in depth: with the load's checks turned off, the escapes and markup fed
    through every field of plain words and free text reach the rules, and still
    nothing the command line prints holds a control character."""
    import hellenica_tui.engine.game as engine_game
    import hellenica_tui.engine.timeline as engine_timeline

    monkeypatch.setattr(engine_game, "check_group", lambda *args: None)  # what is written
    monkeypatch.setattr(engine_timeline, "check_group", lambda *args: None)  # what is read
    fed = printed = 0
    for case in _behind_the_checks("escapes"):
        fed += 1
        for argv in (("show",), ("log",), ("verify",), ("undo",), ("redo",)):
            path = tmp_path / "behind.hsav"
            path.write_bytes(case.data)
            with deadline(SECONDS):
                try:
                    code, out, err = run_cli(argv[0], str(path), *argv[1:])
                except Exception:  # the rules meeting what the checks keep out: not this test's business
                    continue
            assert not CONTROL.search(out) and not CONTROL.search(err), (case.label, argv, out[-300:], err[-300:])
            printed += code == 0
    assert fed > 40 and printed > 40, (fed, printed)


def _behind_the_checks(label: str) -> list[Case]:
    """The cases feeding `label` ("escapes", "markup") through fields of plain words and free text."""
    from hellenica_tui.games.hellenica.saves.checks import domain_of

    ruleset = RULESETS["hellenica"]
    types = {kind.__name__: kind for kind in (*ruleset.command_types, *ruleset.event_types)}
    found = []
    for case in cases():
        name, _, fed = case.label.partition(": ")
        kind, _, field = name.partition(".")
        if fed == label and kind in types and domain_of(types[kind], field) in ("word", "text"):
            found.append(case)
    return found


async def screens_behind_the_checks(sample: list[Case], folder: str, monkeypatch) -> int:
    """Each case opened with the load's checks off, to play and to replay (stepped to
    its end, where the forged value is): the screens show it as plain text."""
    import hellenica_tui.engine.game as engine_game
    import hellenica_tui.engine.timeline as engine_timeline
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.games.hellenica.replay import ReplayScreen

    monkeypatch.setattr(engine_game, "check_group", lambda *args: None)  # what is written
    monkeypatch.setattr(engine_timeline, "check_group", lambda *args: None)  # what is read
    monkeypatch.setenv("HELLENICA_SAVES", folder)
    path = os.path.join(folder, "behind.sav")
    shown = 0
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        for case in sample:
            with open(path, "wb") as f:
                f.write(case.data)
            for replay in (False, True):
                with deadline(SECONDS):
                    if not app.open_save(path, replay=replay):
                        continue
                    await pilot.pause()
                    if isinstance(app.screen, ReplayScreen):
                        await pilot.press("end")
                    await pilot.pause()
                    shown += 1
                    while len(app.screen_stack) > 2:
                        app.pop_screen()
                    app.action_back()
                    await pilot.pause()
        assert app.is_running
    return shown


async def test_behind_the_checks_the_screens_read_no_markup_from_a_save(tmp_path, monkeypatch):
    # Sorted by label, the sample does not hang on the order the rules register their types in.
    # A map-building or exploring command or event forged into a game on the printed map is
    # refused by the rules themselves (there is no map being built or explored), so it never
    # reaches a screen.
    building = {kind.__name__ for kind in (*MAP_COMMANDS, *MAP_EVENTS, *EXPLORATION_EVENTS)}
    cases = sorted(
        (case for case in _behind_the_checks("markup") if case.label.partition(".")[0] not in building),
        key=lambda case: case.label,
    )
    sample = random.Random(4).sample(cases, 10)
    assert await screens_behind_the_checks(sample, str(tmp_path), monkeypatch) >= 10


@pytest.mark.slow
async def test_behind_the_checks_the_screens_read_no_markup_from_any_field(tmp_path, monkeypatch):
    sample = _behind_the_checks("markup") + _behind_the_checks("escapes")
    shown = await screens_behind_the_checks(sample, str(tmp_path), monkeypatch)
    print(f"{len(sample)} saves behind the checks, opened to play and to replay: {shown} shown, the rest refused")
    assert shown >= len(sample) // 2  # the others fail in the rules, and are refused as a load does (last run: 80 of 232)
