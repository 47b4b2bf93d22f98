"""The placement rules of a map being built, each on a small board made for it:
every test fails if its rule is broken (mechanics/placement.py)."""

from __future__ import annotations

import random

from hellenica_tui.games.hellenica.content.schema import CityState, Location, MapData, Tile
from hellenica_tui.games.hellenica.mechanics.placement import Grid, can_place, cut_off, placements, refusal, sea_access
from hellenica_tui.games.hellenica.mechanics.random_map import random_layout, roll_home

# A column of three hexes, (0,0) above (0,1) above (0,2), and (1,0) to the north-east... of (0,1):
# side "s" of (0,0) faces (0,1); side "ne" of (0,1) faces (1,0).
HEXES = [(0, 0), (0, 1), (0, 2), (1, 0)]


def tile(id: str, kind: str = "non_city", mountains: tuple[str, ...] = (), settlements: int = 0, home_of: str = "") -> Tile:
    return Tile(
        id=id, name=id.title(), abbrev=id[:3].upper(), kind=kind,  # type: ignore[arg-type]
        settlements=settlements, mountains=list(mountains), home_of=home_of,  # type: ignore[arg-type]
    )


def grid(*tiles: Tile, islands: tuple[int, ...] = (), hexes: list[tuple[int, int]] = HEXES) -> Grid:
    locations = [Location(hex=h, island=i in islands) for i, h in enumerate(hexes)]
    return Grid(MapData(name="test", tiles=list(tiles), locations=locations, city_states=[]))


def at(g: Grid, h: tuple[int, int]) -> int:
    return g.at[h]


# -- G: matching sides --------------------------------------------------------------------


def test_a_mountain_must_meet_a_mountain():
    g = grid(tile("a", mountains=("s",)), tile("b"), tile("c", mountains=("n",)))
    placed = {at(g, (0, 0)): ("a", 0)}
    assert "mountain" in (refusal(g, placed, "b", at(g, (0, 1)), 0) or "")
    assert refusal(g, placed, "c", at(g, (0, 1)), 0) is None


def test_a_clearing_must_meet_a_clearing():
    g = grid(tile("a"), tile("c", mountains=("n",)))
    placed = {at(g, (0, 0)): ("a", 0)}
    assert "clearing" in (refusal(g, placed, "c", at(g, (0, 1)), 0) or "")
    # turned a sixth, its mountain faces ne (off toward (1,0), still empty): it fits
    assert refusal(g, placed, "c", at(g, (0, 1)), 1) is None


def test_any_side_may_face_a_sea():
    # c's mountain faces the sea (a cliff); the sea is still reached by way of (1,0)
    g = grid(tile("sea", kind="sea"), tile("c", mountains=("n",)))
    placed = {at(g, (0, 0)): ("sea", 0)}
    assert refusal(g, placed, "c", at(g, (0, 1)), 0) is None


# -- H: nothing made inaccessible ------------------------------------------------------------


def test_a_tile_needs_a_way_in():
    closed = tile("x", mountains=("n", "ne", "se", "s", "sw", "nw"))
    g = grid(closed)
    assert "no way in" in (refusal(g, {}, "x", at(g, (0, 1)), 0) or "")


def test_a_side_toward_the_edge_is_no_way_in():
    # at (0,0) only s (0,1) and se (1,0) lie on the board; both mountains: no way in
    g = grid(tile("x", mountains=("s", "se")))
    assert "no way in" in (refusal(g, {}, "x", at(g, (0, 0)), 0) or "")
    assert refusal(g, {}, "x", at(g, (0, 0)), 1) is None  # turned, a clearing faces (0,1)


def test_a_tile_may_not_close_the_last_way_into_a_sea():
    # the sea at (0,0) touches (0,1) and (1,0) only; k at (1,0) shows it a cliff (nw)
    g = grid(tile("s", kind="sea"), tile("k", mountains=("nw",)), tile("m", mountains=("n",)), tile("o"))
    placed = {at(g, (0, 0)): ("s", 0), at(g, (1, 0)): ("k", 0)}
    assert refusal(g, placed, "m", at(g, (0, 1)), 0) == "it would cut S off from the rest of the board"
    assert refusal(g, placed, "o", at(g, (0, 1)), 0) is None  # a clearing toward the sea keeps it open


def test_a_land_tile_keeps_a_way_in_across_matching_sides():
    # a's only side onto the board that is a clearing faces (0,1); whatever fits there matches it
    g = grid(tile("a", mountains=("se",)), tile("b"))
    placed = {at(g, (0, 0)): ("a", 0)}
    assert refusal(g, placed, "b", at(g, (0, 1)), 0) is None


def test_nothing_is_cut_off_anywhere_on_the_board():
    # A 3x3 board. Before Z, the corner (0,0) with its sea and (0,1) beside it are reached
    # only through (0,2); Z's mountain toward (0,1) would close that last way. Every tile
    # next to Z keeps a way in, and Z too: only the whole board shows the harm, two
    # locations away from Z.
    hexes = [(q, r) for q in range(3) for r in range(3)]
    g = grid(
        tile("sea", kind="sea"), tile("x", mountains=("sw", "nw")), tile("y", mountains=("nw",)),
        tile("z", mountains=("n",)), tile("w"), hexes=hexes,
    )
    placed = {at(g, (0, 0)): ("sea", 0), at(g, (1, 0)): ("x", 0), at(g, (1, 1)): ("y", 0)}
    assert cut_off(g, placed) == []
    assert refusal(g, placed, "z", at(g, (0, 2)), 0) == "it would cut the empty location 0,1 off from the rest of the board"
    after = {**placed, at(g, (0, 2)): ("z", 0)}
    assert cut_off(g, after) == sorted([at(g, (0, 0)), at(g, (0, 1))])  # the sea with it
    assert refusal(g, placed, "w", at(g, (0, 2)), 0) is None  # a clearing there keeps the way
    assert refusal(g, placed, "z", at(g, (0, 2)), 3) is None  # turned, its mountain faces the edge


def test_the_whole_board_check_agrees_with_the_quick_one_on_half_built_maps():
    # Half-built random maps of the printed board: every placement the rules allow leaves
    # the board all of a piece, and every one refused for rule H would cut something off,
    # somewhere on the board.
    from hellenica_tui.games.hellenica.content.loading import load_scenario

    content = load_scenario("classic")
    g = Grid(content.map)
    homes = sorted(content.city_states)
    refused = 0
    for seed in range(2):
        placed, _ = random_layout(g, homes, random.Random(seed))
        rng = random.Random(seed)
        order = list(placed)
        rng.shuffle(order)
        half = {location: placed[location] for location in order[: len(order) // 2]}
        if cut_off(g, half):
            continue  # a random half may itself be in pieces: the rule reads a board built in order
        left = [t for t in g.tiles if t not in {tile for tile, _ in half.values()}]
        for tile_id in left:
            for location in range(len(g.hexes)):
                if location in half:
                    continue
                for rotation in range(6):
                    reason = refusal(g, half, tile_id, location, rotation)
                    pieces = cut_off(g, {**half, location: (tile_id, rotation)})
                    if reason is None:
                        assert pieces == [], (seed, tile_id, location, rotation)
                    elif "cut" in reason or "no way in" in reason:
                        assert pieces, (seed, tile_id, location, rotation, reason)
                        refused += 1
    assert refused > 0


# -- J: volcanoes apart ---------------------------------------------------------------------------


def test_volcanoes_may_not_touch():
    volcanoes = (tile("v1", kind="volcano", settlements=1), tile("v2", kind="volcano", settlements=1))
    g = grid(*volcanoes, tile("c", kind="city", settlements=1))
    placed = {at(g, (0, 0)): ("v1", 0)}
    assert "volcano" in (refusal(g, placed, "v2", at(g, (0, 1)), 0) or "")
    assert refusal(g, placed, "c", at(g, (0, 1)), 0) is None
    assert refusal(g, placed, "v2", at(g, (0, 2)), 0) is None  # two hexes away


# -- K: islands -------------------------------------------------------------------------------------


def test_only_city_tiles_and_olympus_on_islands():
    g = grid(
        tile("plain"), tile("town", kind="city", settlements=1), tile("olympus", kind="olympos"),
        tile("sea", kind="sea"), islands=(1,),
    )
    island = at(g, (0, 1))
    assert "island" in (refusal(g, {}, "plain", island, 0) or "")
    assert "island" in (refusal(g, {}, "sea", island, 0) or "")
    assert refusal(g, {}, "town", island, 0) is None
    assert refusal(g, {}, "olympus", island, 0) is None
    assert refusal(g, {}, "plain", at(g, (0, 0)), 0) is None


# -- the board and the lists -------------------------------------------------------------------------


def test_a_location_takes_one_tile_and_must_exist():
    g = grid(tile("a"), tile("b"))
    placed = {0: ("a", 0)}
    assert "already holds A" in (refusal(g, placed, "b", 0, 0) or "")
    assert "no such location" in (refusal(g, placed, "b", 99, 0) or "")


def test_placements_are_exactly_the_legal_ones():
    g = grid(tile("a", mountains=("s",)), tile("b", mountains=("n",)))
    placed = {at(g, (0, 0)): ("a", 0)}
    found = set(placements(g, placed, "b"))
    every = {(loc, r) for loc in range(len(HEXES)) for r in range(6) if loc not in placed}
    assert found == {(loc, r) for loc, r in every if refusal(g, placed, "b", loc, r) is None}
    assert (at(g, (0, 1)), 0) in found and (at(g, (0, 1)), 1) not in found
    assert can_place(g, placed, ["b"])
    assert not can_place(g, placed, [])


def test_sea_access_of_a_home_city():
    home = tile("h", kind="home", settlements=3, home_of="x", mountains=("n", "ne", "se", "s", "sw"))
    g = grid(home, tile("m", mountains=("n", "ne", "se", "s", "sw", "nw")))
    # at (0,1) its one clearing (nw) faces (-1,1), off the board: no sea access
    assert not sea_access(g, {at(g, (0, 1)): ("h", 0)}, at(g, (0, 1)))
    # turned once, the clearing faces n, toward (0,0), empty: a sea may come there
    assert sea_access(g, {at(g, (0, 1)): ("h", 1)}, at(g, (0, 1)))


def test_an_ai_home_city_is_rolled_until_it_keeps_sea_access():
    home = tile("h", kind="home", settlements=3, home_of="x", mountains=("n", "ne", "se", "s", "sw"))
    locations = [Location(hex=h, start="x" if h == (0, 1) else "") for h in HEXES]
    g = Grid(MapData(name="t", tiles=[home], locations=locations, city_states=[
        CityState(id="x", name="X", home="h", colour="red", seat=0)]))
    start = g.start["x"]
    for seed in range(40):
        rotation = roll_home(g, {}, "h", random.Random(seed))
        assert sea_access(g, {start: ("h", rotation)}, start), seed


def test_a_random_layout_follows_every_rule():
    tiles = [tile(f"t{i}", mountains=("n",) if i % 2 else ()) for i in range(6)]
    tiles += [tile("v1", kind="volcano", settlements=1), tile("v2", kind="volcano", settlements=1)]
    hexes = [(q, r) for q in range(3) for r in range(3)]
    g = grid(*tiles, hexes=hexes, islands=(4,))
    for seed in range(10):
        placed, holes = random_layout(g, [], random.Random(seed))
        assert sorted([*placed, *holes]) == list(range(len(hexes)))
        # each placement is legal against the others placed before and after it
        for location, (tile_id, rotation) in placed.items():
            rest = {k: v for k, v in placed.items() if k != location}
            assert refusal(g, rest, tile_id, location, rotation) is None, (seed, location)
