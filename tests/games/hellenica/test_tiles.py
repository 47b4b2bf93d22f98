"""The map as tiles: the printed arrangement makes the very areas the map had
before it was made of tiles, and a mistake in a tile or a location is named."""

from __future__ import annotations

import msgspec
import pytest

from hellenica_tui.games.hellenica.content.loading import check_files, folder_files, load_scenario, scenario_path
from hellenica_tui.games.hellenica.content.schema import Area, ContentError, Tile, TileMine
from hellenica_tui.games.hellenica.content.tiling import Placement, arranged_areas, is_city_tile, printed, turned
from tests.games.hellenica.conftest import AREA_MAP


def _load(path: str) -> None:
    load_scenario(path)


def expect(path: str, item: str, reason: str) -> None:
    with pytest.raises(ContentError) as caught:
        _load(path)
    assert caught.value.file == "map.toml"
    assert caught.value.item == item
    assert reason in caught.value.reason


@pytest.fixture(scope="module")
def both():
    """The classic content from its tiles, and from the map as areas (how it was written before)."""
    raw = folder_files(scenario_path("classic"))
    tiles = check_files("classic", dict(raw))
    raw["map.toml"] = AREA_MAP.read_bytes()
    return tiles, check_files("classic", raw)


def test_the_printed_arrangement_makes_the_same_areas_field_by_field(both):
    tiles, areas = both
    assert list(tiles.areas) == list(areas.areas)  # the same order: the state's areas follow it
    for area_id, before in areas.areas.items():
        after = tiles.areas[area_id]
        for field in Area.__struct_fields__:
            assert getattr(after, field) == getattr(before, field), (area_id, field)
    assert tiles.city_states == areas.city_states


def test_the_classic_map_is_a_tile_map(both):
    tiles, _ = both
    mapdata = tiles.map
    assert len(mapdata.tiles) == len(mapdata.locations) == 66
    kinds = {t.kind for t in mapdata.tiles}
    assert kinds == {"city", "non_city", "volcano", "delphi", "olympos", "home", "sea"}
    assert sorted(loc.start for loc in mapdata.locations if loc.start) == sorted(tiles.city_states)
    assert mapdata.spare_seas == ["ambracian_sea", "icarian_sea"]
    assert len(printed(mapdata)) == 66


def test_a_turned_tile_turns_its_mountains_and_mines():
    assert [turned("n", r) for r in range(7)] == ["n", "ne", "se", "s", "sw", "nw", "n"]
    content = load_scenario("classic")
    mapdata = content.map
    epirus = next(i for i, loc in enumerate(mapdata.locations) if loc.tile == "epirus")
    base = [p for p in printed(mapdata) if p.location != epirus]
    # turned twice, Epirus's mountains (ne, se, sw) face s, sw and n; its mines (sw, s)
    # face n and nw, where no city lies, so the area has none
    turned_twice = {a.id: a for a in arranged_areas(mapdata, [*base, Placement(epirus, "epirus", 2)])}["epirus"]
    assert turned_twice.mountains == ["s", "sw", "n"]
    assert turned_twice.mines == []
    # turned a full circle, it is the printed tile again
    again = {a.id: a for a in arranged_areas(mapdata, [*base, Placement(epirus, "epirus", 6)])}["epirus"]
    assert again == content.areas["epirus"]


def test_holes_become_seas_of_their_own():
    mapdata = load_scenario("classic").map
    placements = [p for p in printed(mapdata) if p.tile not in ("athens_gulf", "epirus")]
    holes = [i for i, loc in enumerate(mapdata.locations) if loc.tile == "epirus"]
    areas = {a.id: a for a in arranged_areas(mapdata, placements, holes)}
    sea = areas["open_sea_1"]
    assert sea.kind == "sea" and sea.hex == mapdata.locations[holes[0]].hex and sea.abbrev == "SAA"
    assert "epirus" not in areas


def test_city_tiles():
    assert is_city_tile(Tile(id="a", name="A", abbrev="AAA", kind="volcano", settlements=1))
    assert not is_city_tile(Tile(id="a", name="A", abbrev="AAA", kind="olympos"))
    assert not is_city_tile(Tile(id="a", name="A", abbrev="AAA", kind="sea"))


def test_a_map_as_areas_still_loads(classic_copy):
    classic_copy.use_area_map()
    content = load_scenario(classic_copy.path)
    assert content.map.areas and not content.map.tiles
    assert content.areas == load_scenario("classic").areas


# -- mistakes, each named by the file and the tile or location ------------------------


def test_tile_settlements_fit_its_kind(classic_copy):
    classic_copy.edit_tile("epirus", settlements=2)
    expect(classic_copy.path, "tile 'epirus'", "a non_city tile has 0-0 settlements, not 2")


def test_a_city_tile_has_settlements(classic_copy):
    classic_copy.edit_tile("elis", settlements=None)
    expect(classic_copy.path, "tile 'elis'", "a city tile has 1-3 settlements, not 0")


def test_sea_tiles_have_no_mountains(classic_copy):
    classic_copy.edit_tile("cyclades", mountains=["n"])
    expect(classic_copy.path, "tile 'cyclades'", "a sea tile has no mines and no mountains")


def test_tile_ids_are_unique(classic_copy):
    classic_copy.edit_tile("elis", id="messenia")
    expect(classic_copy.path, "tile 'messenia'", "duplicate id")


def test_tile_abbreviations_are_unique(classic_copy):
    classic_copy.edit_tile("messenia", abbrev="ELI")
    expect(classic_copy.path, "tile 'messenia'", "abbrev 'ELI' is already tile 'elis'")


def test_a_mountain_side_once(classic_copy):
    classic_copy.edit_tile("corinth", mountains=["ne", "ne"])
    expect(classic_copy.path, "tile 'corinth'", "listed twice")


def test_home_tiles_name_their_city_state(classic_copy):
    classic_copy.edit_tile("troy", home_of=None)
    expect(classic_copy.path, "tile 'troy'", "names its city-state in home_of")


def test_the_start_location_takes_its_home_tile(classic_copy):
    classic_copy.edit_location("troy", start="athens")
    expect(classic_copy.path, _location_of(classic_copy, "troy"), "a second start location for 'athens'")


def _location_of(copy, tile_id: str) -> str:
    return f"location {next(loc for loc in copy.read('map.toml')['locations'] if loc.get('tile') == tile_id)['hex']}"


def test_a_home_tile_off_its_start_location(classic_copy):
    classic_copy.edit_location("troy", start=None)
    expect(classic_copy.path, "tile 'troy'", "a home city tile goes on its start location")


def test_a_tile_placed_twice(classic_copy):
    classic_copy.edit_location("elis", tile="messenia")
    expect(classic_copy.path, "tile 'messenia'", "placed on two locations")


def test_a_location_names_a_tile(classic_copy):
    classic_copy.edit_location("elis", tile="atlantis")
    expect(classic_copy.path, _location_of(classic_copy, "atlantis"), "no tile 'atlantis'")


def test_rotation_range(classic_copy):
    classic_copy.edit_location("elis", rotation=6)
    expect(classic_copy.path, _location_of(classic_copy, "elis"), "rotation must be 0-5, not 6")


def test_a_mine_faces_a_city(classic_copy):
    classic_copy.edit_location("epirus", rotation=2)
    expect(classic_copy.path, "tile 'epirus'", "its mine on side 'sw' faces no City Area")


def test_spare_seas_are_sea_tiles(classic_copy):
    classic_copy.edit("map.toml", lambda d: d.update(spare_seas=["elis"]))
    expect(classic_copy.path, "spare sea 'elis'", "is not a sea tile")


def test_mountains_still_match_between_placed_tiles(classic_copy):
    classic_copy.edit_tile("corinth", mountains=[])
    with pytest.raises(ContentError) as caught:
        _load(classic_copy.path)
    assert caught.value.item.startswith("tile ") and "mountain on one side only" in caught.value.reason


def test_tile_mine_is_a_side():
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"side": "up"}, TileMine)
