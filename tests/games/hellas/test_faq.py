"""Every answer of the rulebook's questions and answers, as the game plays it."""

import random

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellas import turn
from hellenica_tui.games.hellas.placement import fits
from hellenica_tui.games.hellas.setup import initial_state
from hellenica_tui.games.hellas.view import view
from tests.games.hellas.conftest import IDX, D, L, argos, athens, delos, legal_texts, play, position


def test_you_look_at_your_god_cards_once_the_burst_is_over():
    s = position([athens(), ("sparta", 2, -1, 0, D, 1, 0)])
    play(s, L, "burst")
    play(s, L, "draw ares")
    assert view(s, L)["hand"] == [] and view(s, L)["unseen"] == ["ares"]
    play(s, L, "stop")
    assert view(s, L)["hand"] == s.hands[L] and view(s, L)["unseen"] == []


@pytest.mark.parametrize("seed", range(8))
def test_no_city_is_ever_empty_so_none_is_attacked_empty(seed):
    s = initial_state(IDX, [L, D], seed)
    rng = random.Random(seed)
    while s.phase != "over":
        assert all(n >= 1 for c, n in s.greeks.items() if s.attack is None or c not in s.attack.sent or n >= 1)
        assert all(s.greeks[c] >= 1 for c in s.owner)
        p = turn.to_act(s)[0]
        play(s, p, rng.choice(turn.legal_commands(s, p)), seed)


def test_no_ship_no_voyage():
    s = position([athens(ships=0), argos()])
    with pytest.raises(IllegalCommand, match="no ship on the map"):
        play(s, L, "voyage")


def test_with_no_ship_in_the_supply_a_voyage_still_sends_one_home_from_the_map():
    s = position([athens(ships=2), argos(ships=1)], stack=["mycenae"])
    s.ship_supply[L] = 0
    play(s, L, "voyage")
    play(s, L, "place 2,-1 turn 0 ship athens")
    assert s.ships["athens"] == 1 and s.ship_supply[L] == 1


def test_the_dolphin_alone_is_enough_to_lay_a_tile_next_to():
    s = position([])
    assert fits(s, IDX, IDX.tiles["delos"], (0, 1), 0)


def test_a_marked_card_may_be_played_during_the_opponents_attack():
    s = position([athens(greeks=3), argos(greeks=2)], hands={L: [], D: ["phalanx"]})
    play(s, L, "attack argos from athens 2")
    play(s, L, "strike")
    assert "play phalanx" in legal_texts(s, D)
    play(s, D, "play phalanx")
    play(s, D, "stand")
    assert s.owner["argos"] == D


def test_ships_do_not_defend():
    many = position([athens(greeks=3), argos(greeks=2, ships=3)])
    none = position([athens(greeks=3), argos(greeks=2, ships=0)])
    for s in (many, none):
        play(s, L, "attack argos from athens 2")
        play(s, L, "strike")
        assert s.owner["argos"] == L  # two against two over land, however many ships
    assert delos  # the water case: tested in test_attack
