"""The scenario data: what it holds, and the loader refusing bad data with one line."""

import shutil
from pathlib import Path

import pytest

from hellenica_tui.games.hellas import content
from hellenica_tui.games.hellas.content import ContentError, read_folder
from tests.games.hellas.conftest import IDX

STANDARD = content.scenarios_root() / "standard"


def test_the_standard_scenario_holds_the_dolphin_23_tiles_and_48_cards_in_three_suits():
    assert IDX.content.start.id == "dolphin" and IDX.content.start.city == -1
    assert len(IDX.content.tiles) == 23 and all(t.city >= 0 for t in IDX.content.tiles)
    assert IDX.god_ids == ("ares", "poseidon", "zeus")
    for god in IDX.god_ids:
        assert sum(c.count for c in IDX.content.cards if c.god == god) == 16
    assert any(c.opponent_turn for c in IDX.content.cards)
    assert sum(t.temple for t in IDX.content.tiles) >= 2


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "bad"
    shutil.copytree(STANDARD, folder, ignore=shutil.ignore_patterns("rules"))
    return folder


def _edit(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


# Corinth's land runs from edge 0 to 3; a water from 1 to 4 would have to cross it.
CORINTH = '{ kind = "water", edges = [1, 2] },\n  { kind = "water", edges = [4, 5] },'
ATHENS = 'segments = [{ kind = "land", edges = [0, 1, 2] }, { kind = "water", edges = [3, 4, 5] }]\ncity = 0'


@pytest.mark.parametrize(
    "name, old, new, message",
    [
        ("tiles.toml", ATHENS, ATHENS.replace("[3, 4, 5]", "[2, 3, 4, 5]"), "is land"),
        ("tiles.toml", ATHENS, ATHENS.replace("[3, 4, 5]", "[3, 4]"), "edge 5 lies in 0 segments"),
        ("tiles.toml", ATHENS, ATHENS.replace("city = 0", "city = 1"), "not one of its land segments"),
        ("tiles.toml", 'edges = "LLLWWW"', 'edges = "LLLWW"', "six letters"),
        ("tiles.toml", 'id = "sparta"', 'id = "athens"', "listed twice"),
        ("tiles.toml", CORINTH, CORINTH.replace("[1, 2]", "[1, 4]").replace("[4, 5]", "[2, 5]"), "would cross"),
        ("gods.toml", 'effect = { type = "fair_wind" }', 'effect = { type = "earthquake" }', "gods.toml"),
        ("gods.toml", 'god = "zeus"\nname = "Zeal"', 'god = "hera"\nname = "Zeal"', "belongs to no god"),
        ("gods.toml", 'effect = { type = "storm" }', 'opponent_turn = true\neffect = { type = "storm" }',
         "only a strength card"),
        ("gods.toml", 'effect = { type = "strength", amount = 2 }', 'effect = { type = "strength", amount = 0 }',
         "amount of 0"),
        ("scenario.toml", "greeks = 15", "greeks = many", "not TOML"),
        ("scenario.toml", "hand_limit = 7", "hand_limit = 0", "below its least value"),
    ],
)
def test_bad_data_is_refused_with_one_line_naming_the_fault(tmp_path, name, old, new, message):
    folder = _copy(tmp_path)
    _edit(folder, name, old, new)
    with pytest.raises(ContentError) as info:
        read_folder(folder)
    assert message in str(info.value) and "\n" not in str(info.value)


def test_a_missing_file_or_folder_is_refused(tmp_path):
    folder = _copy(tmp_path)
    (folder / "gods.toml").unlink()
    with pytest.raises(ContentError, match=r"gods\.toml: cannot be read"):
        read_folder(folder)
    with pytest.raises(ContentError, match="no Hellas scenario"):
        content.load("nowhere")
    with pytest.raises(ContentError, match="no Hellas scenario"):
        content.load("../classic")


def test_packed_data_comes_back_checked_and_a_wrong_hash_is_refused():
    data = content.packed(IDX.content)
    assert content.unpack(data, IDX.hash) is IDX
    with pytest.raises(ContentError, match="does not match its hash"):
        content.unpack(data + b"x", IDX.hash)
