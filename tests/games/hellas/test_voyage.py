"""Voyage (rules page `voyage`)."""

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellas import events as ev
from tests.games.hellas.conftest import D, L, argos, athens, legal_texts, play, position


def _ready(**ships):
    """athens (light) and argos (dark) with mycenae on top of the stack: it fits at (2,-1) only."""
    return position([athens(ships=ships.get("athens", 2)), argos(ships=ships.get("argos", 1))],
                    stack=["pylos", "mycenae"])  # fmt: skip


def test_a_voyage_lays_the_tile_puts_a_greek_on_it_and_sends_a_ship_home():
    s = _ready()
    events = play(s, L, "voyage")
    assert events[0] == ev.TileDrawn(player=L, tile="mycenae") and s.phase == "voyage"
    assert legal_texts(s, L) == ["place 2,-1 turn 0 ship athens"]
    play(s, L, "place 2,-1 turn 0 ship athens")
    assert s.owner["mycenae"] == L and s.greeks["mycenae"] == 1 and s.greek_supply[L] == 15 - 3 - 1
    assert s.ships["athens"] == 1 and s.ship_supply[L] == 10 - 1
    assert s.phase == "regroup" and s.regroup_into == "mycenae"


def test_a_tie_in_ships_around_the_spot_is_not_enough():
    s = _ready(athens=1, argos=1)
    events = play(s, L, "voyage")  # no spot left: the tile goes under the stack and the turn ends
    assert ev.TileUnderStack(tile="mycenae") in events
    assert s.stack[0] == "mycenae" and s.current == 1 and s.phase == "choose"


def test_a_fair_wind_makes_a_tie_enough():
    s = _ready(athens=1, argos=1)
    s.hands[L] = ["fair-wind"]
    play(s, L, "play fair-wind")
    play(s, L, "voyage")
    play(s, L, "place 2,-1 turn 0 ship athens")
    assert s.owner["mycenae"] == L


def test_a_spot_without_more_ships_is_refused_by_name():
    s = _ready()
    play(s, L, "voyage")
    s.ships["argos"] = 2  # as if the opponent had more around the spot
    with pytest.raises(IllegalCommand, match="more ships") as info:
        play(s, L, "place 2,-1 turn 0 ship athens")
    assert info.value.rule == "voyage"


def test_the_ship_sent_home_is_one_next_to_the_new_tile():
    s = position([athens(ships=2), argos(ships=1), ("naxos", 0, 1, 0, L, 1, 3)], stack=["mycenae"])
    play(s, L, "voyage")
    assert legal_texts(s, L) == ["place 2,-1 turn 0 ship athens"]  # naxos is not next to (2,-1)
    with pytest.raises(IllegalCommand, match="ship to send home"):
        play(s, L, "place 2,-1 turn 0 ship naxos")


def test_with_the_supply_empty_the_greek_comes_from_a_city_with_two_or_more():
    s = _ready()
    s.greek_supply[L] = 0
    play(s, L, "voyage")
    assert legal_texts(s, L) == ["place 2,-1 turn 0 ship athens from athens"]
    with pytest.raises(IllegalCommand, match="from CITY"):
        play(s, L, "place 2,-1 turn 0 ship athens")
    play(s, L, "place 2,-1 turn 0 ship athens from athens")
    assert s.greeks["athens"] == 2 and s.greeks["mycenae"] == 1


def test_no_voyage_without_a_ship_on_the_map():
    s = _ready(athens=0)
    assert "voyage" not in legal_texts(s, L)
    with pytest.raises(IllegalCommand, match="no ship on the map"):
        play(s, L, "voyage")


def test_no_new_water_segment_on_a_voyage():
    # pylos fits at (2,-1) turned 3, but its water would meet no laid tile
    s = position([athens(ships=2), argos(ships=1)], stack=["pylos"])
    play(s, L, "voyage")
    assert "place 2,-1 turn 3 ship athens" not in legal_texts(s, L)
    with pytest.raises(IllegalCommand, match="new water segment"):
        play(s, L, "place 2,-1 turn 3 ship athens")


def test_an_empty_stack_allows_no_voyage():
    s = position([athens(ships=2), argos()], stack=[])
    with pytest.raises(IllegalCommand, match="stack of tiles is empty"):
        play(s, L, "voyage")
    assert D  # the opponent is untouched
