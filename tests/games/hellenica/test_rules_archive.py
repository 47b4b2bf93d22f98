"""Earlier rules data kept by its hash (scenarios/hellenica/archive/): a save that names only
the hash of the data its game began with (save format 1) still loads, verifies and replays
to the same state hashes after the classic scenario changed, and is written again with
that data packed in."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.saveread import read_save
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.content import archive
from hellenica_tui.games.hellenica.content.caching import content_hash
from hellenica_tui.games.hellenica.content.loading import folder_files, load_scenario, scenarios_dir
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.ruleset import RULESET

ROOT = Path(__file__).parents[2]
FORMAT_1 = ROOT / "engine" / "data" / "format1-four-players.hsav"
EXAMPLES = sorted((ROOT.parent / "saves" / "examples").glob("*.hsav"))
KEPT = sorted((scenarios_dir() / archive.ARCHIVE / "classic").iterdir())


def test_every_archived_version_is_named_by_the_hash_of_its_files():
    assert KEPT, "the rules data of the classic scenario before its rules were the rulebook's"
    for folder in KEPT:
        assert content_hash(folder_files(folder)) == folder.name
        assert content_for("classic", folder.name).hash == folder.name != load_scenario("classic").hash


def test_a_format_1_save_plays_on_with_the_archived_data_it_began_with(tmp_path):
    header = read_save(str(FORMAT_1), RULESETS)[1].header
    assert not header.content and header.content_hash in {f.name for f in KEPT}
    game = Game.load(str(FORMAT_1), RULESETS)
    assert game.verify() == len(game.log) > 100 and game.state.winners
    assert game.notices == [
        "this game uses the rules data it began with, which the program keeps; the installed 'classic' scenario differs"
    ]
    copy = str(tmp_path / "copy.hsav")
    game.save_as(copy)  # written again with the archived data packed in, as a newer save keeps it
    again = read_save(copy, RULESETS)[1].header
    assert again.content and again.content_hash == header.content_hash
    assert RULESET.open_content("classic", again.content_hash, again.content)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_keeps_or_finds_the_rules_data_it_began_with(path):
    header = read_save(str(path), RULESETS)[1].header
    if header.ruleset == "hellenica":
        installed = load_scenario(header.scenario).hash
        assert header.content or header.content_hash == installed or archive.archived(header.scenario, header.content_hash)
    # Loading folds every command and meets the last saved state hash; tests/test_examples.py
    # decides each command again (verify) under the changed scenario.
    assert Game.load(str(path), RULESETS).warnings == []


def test_an_archived_folder_whose_files_differ_from_its_name_is_not_used(tmp_path, monkeypatch):
    root = tmp_path / "scenarios"
    shutil.copytree(scenarios_dir() / "classic", root / "hellenica" / "classic")
    kept = root / "hellenica" / archive.ARCHIVE / "classic" / KEPT[0].name
    shutil.copytree(KEPT[0], kept)
    (kept / "scenario.toml").write_bytes((kept / "scenario.toml").read_bytes() + b"\n# edited\n")
    monkeypatch.setenv("HELLENICA_SCENARIOS", str(root))
    archive._FOUND.clear()
    assert archive.archived("classic", KEPT[0].name) is None
    assert archive.archived("classic", "../" + KEPT[0].name) is None  # a hash, never a path
    with pytest.raises(SaveFileError, match="does not hold the data it began with"):
        Game.load(str(FORMAT_1), RULESETS)
    archive._FOUND.clear()
    assert os.environ["HELLENICA_SCENARIOS"] == str(root)
