"""A save keeps the rules data its game began with: edits to the scenario never
refuse or change a game in progress, and rules data from a save is checked
like a scenario folder."""

from __future__ import annotations

import contextlib
import io
import zlib
from pathlib import Path

import msgspec
import pytest

from hellenica_tui.cli import main
from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.engine.savefile import encode_save
from hellenica_tui.engine.saveread import read_save
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.content import bundle as content_bundle
from hellenica_tui.games.hellenica.content.caching import content_hash
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.ruleset import RULESET

SEATS = [Seat("athens"), Seat("sparta", "ai", "rulebook"), Seat("thebes", "ai", "rulebook")]


@pytest.fixture
def scenarios(classic_copy, monkeypatch):
    """The program reads its scenarios from a copy of the classic one, which a test may edit."""
    monkeypatch.setenv("HELLENICA_SCENARIOS", str(classic_copy.folder.parent.parent))
    return classic_copy


def start_favor(content) -> int:
    return content.scenario.setup.start_favor


def play_a_little(game: Game, commands: int) -> None:
    from hellenica_tui.ai import bots

    for _ in range(commands):
        bots.advance(game)
        athens = [p for p in game.to_act() if p == "athens"]
        if not athens:
            break
        game.apply(game.legal_commands("athens")[0], "athens")


def rewrite_header(path: str, **changes) -> None:
    _, saved = read_save(path, RULESETS)
    header = msgspec.structs.replace(saved.header, **changes)
    Path(path).write_bytes(encode_save(header, saved.groups, saved.redo))


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def test_an_older_save_plays_on_and_verifies_with_the_data_it_began_with(scenarios, tmp_path):
    path = str(tmp_path / "g.hsav")
    old = load_scenario("classic")
    with Game.new(RULESET, "classic", SEATS, 5, path=path) as game:
        play_a_little(game, 6)
        played = len(game.log)
    assert played > 3

    # An update to the scenario: a number that changes play, and a comment.
    scenarios.edit("scenario.toml", lambda data: data["setup"].update(start_favor=start_favor(old) + 5))
    with open(scenarios.folder / "units.toml", "a") as f:
        f.write("# a comment\n")
    new = load_scenario("classic")
    assert new.hash != old.hash and start_favor(new) == start_favor(old) + 5

    game = Game.load(path, RULESETS)
    assert len(game.log) == played and game.warnings == []
    assert game.notices and "rules data of version 0.1.0 (classic " + old.hash[:8] in game.notices[0]
    assert content_of(game.state).hash == old.hash
    assert start_favor(content_of(game.state)) == start_favor(old)
    play_a_little(game, 6)
    assert len(game.log) > played
    assert game.verify() == len(game.log)
    game.close()

    # The CLI says so, plays on and verifies; a new game takes the new data.
    code, out, err = run("verify", path)
    assert code == 0 and "verified" in out and "rules data of version" in err
    assert run("advance", path)[0] == 0
    fresh = Game.new(RULESET, "classic", SEATS, 5)
    assert fresh.state.content_hash == new.hash and fresh.notices == []


def test_a_save_from_before_rules_data_was_kept_takes_it_up_on_its_next_write(scenarios, tmp_path):
    path = str(tmp_path / "g.hsav")
    with Game.new(RULESET, "classic", SEATS, 6, path=path) as game:
        play_a_little(game, 2)
    rewrite_header(path, content=b"")
    game = Game.load(path, RULESETS)
    assert game.notices == []
    play_a_little(game, 2)  # the first write keeps the data in the save
    game.close()
    assert read_save(path, RULESETS)[1].header.content

    scenarios.edit("scenario.toml", lambda data: data["setup"].update(start_favor=1))
    assert Game.load(path, RULESETS).verify() > 0


def test_a_save_without_its_rules_data_on_a_changed_scenario_is_refused_clearly(scenarios, tmp_path):
    path = str(tmp_path / "g.hsav")
    Game.new(RULESET, "classic", SEATS, 7, path=path).close()
    rewrite_header(path, content=b"")
    scenarios.edit("scenario.toml", lambda data: data["setup"].update(start_favor=1))
    with pytest.raises(SaveFileError, match="does not hold the data it began with"):
        Game.load(path, RULESETS)


def bundle_of(files: dict[str, bytes], version: str = "0.1.0") -> bytes:
    return zlib.compress(msgspec.msgpack.encode(content_bundle.Bundle(version=version, files=files)))


def saved_files() -> dict[str, bytes]:
    return msgspec.msgpack.decode(zlib.decompress(RULESET.pack_content("classic")[1]), type=content_bundle.Bundle).files


@pytest.mark.parametrize(
    "damage, reason",
    [
        ("not zlib", "damaged"),
        ("a bomb", "larger than 4 MiB"),
        ("not a bundle", "unreadable"),
        ("other hash", "do not match the content hash"),
        ("a path outside", "a file named '../units.toml'"),
        ("fails a check", "units.toml"),
        ("a file missing", "dice.toml: file: missing from scenario 'classic'"),
    ],
)
def test_rules_data_from_a_save_is_checked_like_a_scenario_folder(damage, reason, scenarios, tmp_path):
    path = str(tmp_path / "g.hsav")
    Game.new(RULESET, "classic", SEATS, 8, path=path).close()
    files = saved_files()
    if damage == "fails a check":  # a unit limit that is not a number, with a matching hash
        files["units.toml"] = files["units.toml"].replace(b"limit = 10", b'limit = "ten"', 1)
    elif damage == "a path outside":
        files["../units.toml"] = files.pop("units.toml")
    elif damage == "a file missing":
        del files["dice.toml"]
    packed = {
        "not zlib": b"\x00not zlib",
        "a bomb": zlib.compress(b"\x00" * (5 << 20)),
        "not a bundle": zlib.compress(b"\x93\x01\x02\x03"),
    }.get(damage, bundle_of(files))
    content_hash_named = "0" * 64 if damage == "other hash" else content_hash(files)
    rewrite_header(path, content=packed, content_hash=content_hash_named)
    scenarios.edit("scenario.toml", lambda data: data["setup"].update(start_favor=1))
    with pytest.raises(SaveFileError, match="rules data kept in this save is unusable") as info:
        Game.load(path, RULESETS)
    assert reason in str(info.value)
    code, _, err = run("show", path)
    assert code == 2 and reason in err and err[-1] == "\n" and err.count("\n") == 1


def test_the_version_told_is_printable_only(scenarios, tmp_path):
    path = str(tmp_path / "g.hsav")
    Game.new(RULESET, "classic", SEATS, 9, path=path).close()
    files = saved_files()
    rewrite_header(path, content=bundle_of(files, "\x1b]0;owned\x07" + "9" * 100))
    scenarios.edit("scenario.toml", lambda data: data["setup"].update(start_favor=1))
    notice = Game.load(path, RULESETS).notices[0]
    assert "\x1b" not in notice and "\x07" not in notice and "9" * 41 not in notice


def test_a_game_kept_in_memory_packs_its_rules_data_when_first_saved(scenarios, tmp_path):
    game = Game.new(RULESET, "classic", SEATS, 10)
    assert game.header.content == b""
    play_a_little(game, 2)
    path = str(tmp_path / "later.hsav")
    game.save_as(path)
    game.close()
    assert read_save(path, RULESETS)[1].header.content
    scenarios.edit("scenario.toml", lambda data: data["setup"].update(start_favor=1))
    assert Game.load(path, RULESETS).notices
