import shutil
from pathlib import Path

import pytest

from hellenica_tui.games.epireia.content.loading import load_scenario, scenario_folder
from hellenica_tui.games.epireia.content.schema import ContentError

NAMED = {
    "themistocles": "athens", "pericles": "athens", "cleisthenes": "athens", "brasidas": "sparta",
    "heliodorus": "larissa", "pheidon": "larissa", "xenoclea": "delphi", "timoleon": "corinth", "eupolemos": "elis",
}  # fmt: skip


def test_the_standard_scenario_holds_the_pieces_of_the_box():
    c = load_scenario("standard")
    assert sorted(c.cities) == ["athens", "corinth", "delphi", "elis", "larissa", "sparta"]
    assert len(c.figures) == 30 and all(len(c.figures_of(city)) == 5 for city in c.cities)
    assert {f: c.figures[f].city for f in NAMED} == NAMED
    assert sorted(a.name for a in c.administrators.values()) == [
        "Architect", "Archon", "Merchant", "Polemarch", "Priestess", "Trapezites"
    ]  # fmt: skip
    counts = {(t.unit, t.level): 0 for t in c.tokens.values()}
    for t in c.tokens.values():
        counts[(t.unit, t.level)] += 1
    assert counts == {
        ("hoplites", 1): 14, ("hoplites", 2): 14, ("triremes", 1): 6,
        ("triremes", 2): 6, ("cavalry", 1): 6, ("cavalry", 2): 6,
    }  # fmt: skip
    assert sorted(card.act for card in c.cards.values()) == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert list(c.empires) == ["persia", "phoenicia", "egypt", "carthage", "syracuse", "macedonia"]
    targets = {e.id: (e.target_one, e.target_two) for e in c.empires.values()}
    assert targets["persia"] == (7, 9) and targets["syracuse"] == (7, 9) and targets["egypt"] == (5, 7)
    assert sum(not t.sea for t in c.territories.values()) == 6 and sum(t.sea for t in c.territories.values()) == 3
    assert [f.id for f in c.fronts] == ["flank", "center", "maritime"]
    assert all(len(f.columns) == 3 for f in c.fronts)
    assert c.rules.integration_order == ["elis", "delphi", "larissa", "corinth", "sparta", "athens"]


@pytest.fixture
def broken(tmp_path: Path):
    """A copy of the standard scenario to spoil; returns an editor of one of its files."""
    folder = tmp_path / "spoilt"
    shutil.copytree(scenario_folder("standard"), folder, ignore=shutil.ignore_patterns("rules"))

    def edit(name: str, old: str, new: str) -> str:
        path = folder / name
        text = path.read_text()
        assert old in text
        path.write_text(text.replace(old, new, 1))
        return str(folder)

    return edit


@pytest.mark.parametrize(
    "file, old, new, message",
    [
        ("figures.toml", 'id = "pericles"', 'id = "themistocles"', "figures.toml: themistocles: the id is used twice"),
        ("figures.toml", 'city = "sparta"', 'city = "argos"', "names 'argos', which is no city"),
        ("figures.toml", "attack = 3", "attack = 4", "figures.toml: item: Expected `int` <= 3"),
        ("figures.toml", "sea = false", "sea = false\nspeed = 2", "Object contains unknown field `speed`"),
        ("cities.toml", "[[city]]", "[[city", "cities.toml: file: not valid TOML"),
        ("scenario.toml", '"athens"]', '"elis"]', "integration_order: must name every city once"),
        ("acts.toml", '"epirus", "illyria"', '"epirus", "persia"', "names 'persia', which is no Territory"),
        ("acts.toml", 'kind = "no_income"', 'kind = "no_taxes"', "acts.toml: item: Invalid value 'no_taxes'"),
        ("buildings.toml", "cost = { wood = 3 }", "cost = { wood = -3 }", "buildings.toml: shipyard: wood is -3"),
        ("map.toml", "target_two = 9", "target_two = 3", "map.toml: persia: target_two is below target_one"),
        ("battlefield.toml", 'id = "maritime"', 'id = "sea"', "one of them 'maritime'"),
        ("administrators.toml", "{ level = 5,", "{ level = 2,", "polemarch: bonus levels must rise"),
        ("tokens.toml", 'unit = "cavalry"\nlevel = 2', 'unit = "cavalry"\nlevel = 1', "cavalry level 1"),
        ("solo.toml", '["heliodorus", "pheidon"]', '["heliodorus", "pericles"]', "'pericles' is not a figure of larissa"),
        ("solo.toml", 'flank-1a = "c1-04"', 'flank-1a = "h1-01"', "solo.toml: watch-on-the-north: flank-1a takes cavalry"),
        ("solo.toml", '"syracuse",\n]', '"syracuse", "epirus",\n]', "the d12 table needs 12 spaces"),
        ("augurs.toml", 'kind = "empire_target"', 'kind = "brigands"', "augurs.toml: item: Invalid value 'brigands'"),
    ],
)
def test_bad_data_is_refused_with_one_clear_line(broken, file, old, new, message):
    folder = broken(file, old, new)
    with pytest.raises(ContentError) as info:
        load_scenario(folder)
    text = str(info.value)
    assert message in text and "\n" not in text


def test_a_missing_file_or_folder_is_named(tmp_path):
    with pytest.raises(ContentError, match="no such scenario folder"):
        load_scenario(str(tmp_path / "nowhere"))
    shutil.copytree(scenario_folder("standard"), tmp_path / "short")
    (tmp_path / "short" / "acts.toml").unlink()
    with pytest.raises(ContentError, match=r"acts\.toml: file: missing"):
        load_scenario(str(tmp_path / "short"))


def test_rules_data_from_a_save_is_checked_before_use():
    import zlib

    import msgspec

    from hellenica_tui.games.epireia.content import bundle

    content, packed = bundle.pack("standard")
    assert bundle.unpack(content.hash, packed)[0].hash == content.hash
    with pytest.raises(ContentError, match="do not match the hash"):
        bundle.unpack("0" * 32, packed)
    with pytest.raises(ContentError, match="unreadable"):
        bundle.unpack(content.hash, b"not zlib")
    files = msgspec.msgpack.decode(zlib.decompress(packed), type=bundle.Bundle).files
    del files["acts.toml"]
    short = zlib.compress(msgspec.msgpack.encode(bundle.Bundle(version="x", files=files)))
    with pytest.raises(ContentError, match="not the files of an Epireia scenario"):
        bundle.unpack(content.hash, short)
