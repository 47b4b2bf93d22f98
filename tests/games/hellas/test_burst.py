"""Burst of Strength (rules page `burst`)."""

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.view import view
from tests.games.hellas.conftest import D, L, argos, athens, delos, legal_texts, naxos, play, position

SPARTA = ("sparta", 2, -1, 0, D, 1, 0)  # a temple city of the opponent's: as many temples on each side


def test_three_actions_in_any_mix_then_the_regrouping():
    s = position([athens(greeks=1, ships=0), SPARTA])
    play(s, L, "burst")
    assert s.actions == 3
    play(s, L, "greek athens")
    play(s, L, "greek athens")
    assert s.phase == "burst"
    events = play(s, L, "ship athens")
    assert s.greeks["athens"] == 3 and s.ships["athens"] == 1
    assert ev.RegroupBegun(player=L, into="") in events and s.phase == "regroup"


def test_four_actions_with_more_temple_cities_than_the_opponent():
    s = position([athens(), argos()])  # athens has a temple, argos none
    play(s, L, "burst")
    assert s.actions == 4


def test_three_actions_with_as_many_temple_cities():
    s = position([athens(), SPARTA])  # both temples
    play(s, L, "burst")
    assert s.actions == 3


def test_at_most_three_greeks_and_three_ships_a_city():
    s = position([athens(greeks=3, ships=3), argos()])
    play(s, L, "burst")
    for text in ("greek athens", "ship athens"):
        with pytest.raises(IllegalCommand, match="the most a city may") as info:
            play(s, L, text)
        assert info.value.rule == "burst"
    assert "greek athens" not in legal_texts(s, L) and "ship athens" not in legal_texts(s, L)


def test_a_greek_or_a_ship_comes_from_the_supply_only():
    s = position([athens(greeks=1, ships=0), argos()])
    s.greek_supply[L] = 0
    s.ship_supply[L] = 0
    play(s, L, "burst")
    with pytest.raises(IllegalCommand, match="no Greek left"):
        play(s, L, "greek athens")
    with pytest.raises(IllegalCommand, match="no ship left"):
        play(s, L, "ship athens")


def test_only_your_own_cities_take_a_greek():
    s = position([athens(), argos()])
    play(s, L, "burst")
    with pytest.raises(IllegalCommand, match="not a city of yours"):
        play(s, L, "greek argos")


def test_hand_limits_seven_cards_and_three_of_one_god():
    s = position([athens(), argos()], hands={L: ["zeal", "zeal", "thunderbolt"], D: []})
    play(s, L, "burst")
    with pytest.raises(IllegalCommand, match="3 cards of zeus"):
        play(s, L, "draw zeus")
    s.hands[L] = ["zeal", "zeal", "battle-cry", "battle-cry", "storm", "storm", "storm"]
    with pytest.raises(IllegalCommand, match="holds 7 cards"):
        play(s, L, "draw ares")


def test_drawn_cards_stay_unseen_until_the_burst_ends_and_cannot_be_played_this_turn():
    s = position([athens(greeks=1), SPARTA, naxos(greeks=1)], hands={L: [], D: []})
    play(s, L, "burst")
    play(s, L, "draw zeus")
    play(s, L, "draw zeus")
    seen = view(s, L)
    assert seen["hand"] == [] and seen["unseen"] == ["zeus", "zeus"]
    card = s.hands[L][0]
    with pytest.raises(IllegalCommand, match="you hold no"):  # not even its name is told while unseen
        play(s, L, f"play {card}")
    play(s, L, "draw ares")  # the third action ends the Burst
    assert s.phase == "regroup"
    seen = view(s, L)
    assert seen["unseen"] == [] and sorted(seen["hand"]) == sorted(s.hands[L])  # looked at once it ends
    assert not [t for t in legal_texts(s, L) if t.startswith("play")]  # still not playable this turn
    with pytest.raises(IllegalCommand, match="drawn this turn"):
        play(s, L, f"play {card}")
    play(s, L, "end")
    assert s.fresh[L] == []  # from the next turn on they are like any other


def test_an_empty_god_deck_is_made_again_from_its_discards():
    s = position([athens(), argos()])
    s.discards["zeus"] = s.decks["zeus"][:-2] + s.discards["zeus"]
    s.decks["zeus"] = []
    s.discards["zeus"] = ["zeal", "aegis"]
    play(s, L, "burst")
    events = play(s, L, "draw zeus")
    shuffled = [e for e in events if isinstance(e, ev.DeckReshuffled)]
    assert shuffled and sorted(shuffled[0].order) == ["aegis", "zeal"]
    assert len(s.decks["zeus"]) == 1 and s.discards["zeus"] == []


def test_stop_ends_the_burst_early_and_the_regrouping_follows():
    s = position([athens(), delos()])
    play(s, L, "burst")
    play(s, L, "stop")
    assert s.phase == "regroup" and s.regroup_into == ""
