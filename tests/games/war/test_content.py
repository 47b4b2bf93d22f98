import shutil

import pytest

from hellenica_tui.games.war import hexes
from hellenica_tui.games.war.content.loading import load_scenario, scenarios_root
from hellenica_tui.games.war.content.schema import ContentError


def test_the_aegean_has_the_twelve_city_states_and_a_checked_map():
    content = load_scenario("aegean")
    states = {c.name for c in content.cities.values() if c.people}
    assert states == {
        "Athens", "Sparta", "Troy", "Archea", "Ionia", "Thebes", "Corinth", "Thrace", "Crete", "Doria",
        "Amazonia", "Macedonia",
    }  # fmt: skip
    assert len(content.cities) > 20 and len(content.cards) == 88
    for space in content.spaces.values():
        for n in space.neighbours:
            assert space.id in content.spaces[n].neighbours  # neighbours both ways
    assert content.spaces["H8"].coastal and not content.spaces["E7"].coastal  # Athens on the sea, Thebes inland


def test_the_terrain_table_keeps_the_costs_stacking_and_defence_per_class():
    terrain = load_scenario("aegean").terrain
    assert (terrain["forest"].cost.foot, terrain["forest"].stack, terrain["forest"].defence) == (2, 2, 3)
    assert (terrain["pass"].cost.foot, terrain["pass"].stack, terrain["pass"].defence) == (2, 1, 7)
    assert terrain["swamp"].defence == -2 and terrain["rocky"].defence == -1 and terrain["hills"].defence == 4
    assert terrain["mountains"].cost.foot == 0 and terrain["sea"].cost.foot == 0 and terrain["sea"].cost.ship == 1
    assert terrain["sandy"].beach and terrain["village"].dock and terrain["city"].dock


def test_the_tables_are_whole():
    content = load_scenario("aegean")
    assert sorted(content.traits) == [10 * a + b for a in range(1, 7) for b in range(1, 7) if (a, b) != (6, 4)]
    assert content.skill_for(1).id == "heroism" and content.skill_for(100).id == "historian"
    assert content.skill_count == (1, 1, 1, 2, 2, 3)


@pytest.fixture
def copy(tmp_path):
    folder = tmp_path / "aegean"
    shutil.copytree(scenarios_root() / "aegean", folder)
    return folder


def edit(folder, name, old, new):
    path = folder / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


@pytest.mark.parametrize(
    "name, old, new, message",
    [
        ("map.toml", 'space = "H8"', 'space = "Z40"', "map.toml: city athens: space Z40 is not on the map"),
        ("map.toml", 'space = "H8"', 'space = "H9"', "map.toml: city athens: space H9 is drawn as Farms, not a city"),
        (
            "map.toml",
            '"hMhf.C.Ffh.C.~~~hFfC"',
            '"hMhf.C.Ffh.C.~~~hFfQ"',
            "map.toml: space T1: unknown terrain symbol 'Q'",
        ),
        ("map.toml", '".hFCfhpf.bv~~~~bfh.h"', '".hFCfhpf.bv~~~~bfh."', "map.toml: row 2: 19 spaces wide, not 20"),
        (
            "map.toml",
            '"~~~~.~hC~~~~~~~~~~.M"',
            '"~~~~.~hC~~~~~~~~~~CM"',
            "map.toml: space S8: is drawn as a city but no",
        ),
        ("map.toml", 'id = "troy"', 'id = "athens"', "map.toml: city athens: appears twice"),
        ("traits.toml", "{ roll = 23,", "{ roll = 64,", "traits.toml: roll 23: has no trait"),
        (
            "skills.toml",
            "low = 5,  high = 8,",
            "low = 6,  high = 8,",
            "skills.toml: skill strategist: the rolls must go on from 5",
        ),
        (
            "skills.toml",
            "skill_count = [1, 1, 1, 2, 2, 3]",
            "skill_count = [1, 1, 2]",
            "skills.toml: skill_count: six counts",
        ),
        ("terrain.toml", 'symbol = "f"', 'symbol = "."', "terrain.toml: symbol .: appears twice"),
        (
            "terrain.toml",
            "cost = { foot = 2, leader = 2, ship = 0 }",
            "cost = { foot = 2, ship = 0 }",
            "terrain.toml: Object missing required field `leader`",
        ),
        ("cards.toml", 'dice = "1d10"', 'dice = "1d12"', "cards.toml: Expected `str` matching regex"),
        ("cards.toml", 'id = "spy"', 'id = "bribes"', "cards.toml: card bribes: appears twice"),
        ("units.toml", 'id = "baggage"', 'id = "rowers"', "units.toml: unit rowers: appears twice"),
        ("scenario.toml", "players_max = 12", "players_max = 13", "scenario.toml: players: from 2 to 12"),
        ("map.toml", "rows = [", "rows = [[", "map.toml: not valid TOML"),
    ],
)
def test_bad_data_is_refused_with_one_line(copy, name, old, new, message):
    edit(copy, name, old, new)
    with pytest.raises(ContentError) as info:
        load_scenario(str(copy))
    text = str(info.value)
    assert "\n" not in text and text.startswith(message), text


def test_a_beach_away_from_the_sea_is_refused(copy):
    # E2 lies inside the northern land: a sandy coast there touches no sea
    edit(copy, "map.toml", '".hFCfhpf.bv~~~~bfh.h"', '".hFCbhpf.bv~~~~bfh.h"')
    with pytest.raises(ContentError, match="space E2: Sandy coast must touch the sea"):
        load_scenario(str(copy))


def test_a_missing_file_or_folder_is_refused(copy, tmp_path):
    (copy / "cards.toml").unlink()
    with pytest.raises(ContentError, match=r"cards\.toml: the file is missing"):
        load_scenario(str(copy))
    with pytest.raises(ContentError, match="no such war scenario"):
        load_scenario("atlantis")


def test_hex_geometry():
    assert hexes.offset("e7") == (4, 6) and hexes.label(4, 6) == "E7" and hexes.offset("7e") is None
    assert sorted(hexes.neighbour_labels("E7")) == sorted(["F6", "F7", "E8", "D7", "D6", "E6"])
    assert sorted(hexes.neighbour_labels("D6")) == sorted(["E6", "E7", "D7", "C7", "C6", "D5"])
    assert hexes.distance("E7", "E7") == 0 and hexes.distance("E7", "D6") == 1 and hexes.distance("A1", "D1") == 3
    for col in range(6):
        for row in range(6):
            assert hexes.from_axial(hexes.to_axial(col, row)) == (col, row)


def test_rules_data_kept_in_a_save_must_match_its_hash():
    from hellenica_tui.games.war.content.loading import pack, unpack

    content, packed = pack("aegean")
    assert unpack("aegean", content.hash, packed).hash == content.hash
    with pytest.raises(ContentError, match="does not match its hash"):
        unpack("aegean", "0" * 32, packed)
    with pytest.raises(ContentError, match="cannot be read"):
        unpack("aegean", content.hash, b"\xc1")
