"""Where a tile may be laid (rules page `placement`)."""

from hellenica_tui.games.hellas.placement import fits, opens_water, ship_majority, spots_for
from tests.games.hellas.conftest import IDX, D, L, argos, athens, position

TILES = IDX.tiles


def test_every_edge_must_match_land_to_land_and_water_to_water():
    s = position([])
    assert fits(s, IDX, TILES["athens"], (1, 0), 0)  # its west edge (water) on the Dolphin
    assert not fits(s, IDX, TILES["athens"], (1, 0), 3)  # turned half round: land on the Dolphin's water


def test_the_dolphin_alone_is_enough_but_one_other_tile_is_not():
    s = position([athens()])
    assert fits(s, IDX, TILES["argos"], (1, -1), 5)  # touches the Dolphin and athens
    # (2,0) touches athens only: never, whatever the turn
    assert not any(fits(s, IDX, TILES["mycenae"], (2, 0), t) for t in range(6))


def test_two_tiles_are_enough_away_from_the_dolphin():
    s = position([athens(), argos()])
    assert fits(s, IDX, TILES["mycenae"], (2, -1), 0)  # touches athens and argos, land to land


def test_an_occupied_spot_takes_no_tile():
    s = position([athens()])
    assert not any(fits(s, IDX, TILES["argos"], (1, 0), t) for t in range(6))


def test_a_water_stretch_meeting_no_laid_tile_is_a_new_water_segment():
    s = position([athens(), argos()])
    # pylos turned 3 at (2,-1): land towards athens and argos, its water towards three empty spots
    assert fits(s, IDX, TILES["pylos"], (2, -1), 3)
    assert opens_water(s, IDX, TILES["pylos"], (2, -1), 3)
    assert not opens_water(s, IDX, TILES["mycenae"], (2, -1), 0)


def test_the_ships_around_a_spot_decide_a_voyage_there():
    s = position([athens(ships=2), argos(ships=1)])
    assert ship_majority(s, (2, -1), L) and not ship_majority(s, (2, -1), D)
    s.ships["athens"] = 1
    assert not ship_majority(s, (2, -1), L)  # a tie is not more
    s.fair_wind = True
    assert ship_majority(s, (2, -1), L)


def test_the_voyage_spots_are_those_of_the_map_rules_with_the_ship_and_water_rules():
    s = position([athens(ships=2), argos(ships=1)])
    spots = spots_for(s, IDX, TILES["mycenae"], voyage=True, player=L)
    assert spots and {(q, r) for q, r, _ in spots} == {(2, -1)}
    assert spots_for(s, IDX, TILES["mycenae"], voyage=True, player=D) == []
