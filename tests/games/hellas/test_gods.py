"""God cards (rules page `gods`)."""

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellas import events as ev
from tests.games.hellas.conftest import D, L, argos, athens, delos, legal_texts, naxos, play, position


def test_the_first_player_plays_no_card_on_its_first_turn():
    s = position([athens(), argos()], hands={L: ["storm"], D: ["storm"]}, turn_no=1)
    assert not [t for t in legal_texts(s, L) if t.startswith("play")]
    with pytest.raises(IllegalCommand, match="first turn") as info:
        play(s, L, "play storm argos")
    assert info.value.rule == "gods"
    play(s, L, "burst")
    play(s, L, "stop")
    play(s, L, "end")
    play(s, D, "play storm athens")  # the second player may, on its first turn
    assert s.ships["athens"] == 0 and s.ship_supply[L] == 10


def test_a_played_card_goes_to_its_gods_discard_pile():
    s = position([athens(), argos(greeks=2)], hands={L: ["thunderbolt", "sacked-walls"], D: []})
    events = play(s, L, "play thunderbolt argos")
    assert events == [ev.CardPlayed(player=L, god="zeus", card="thunderbolt"), ev.GreekRemoved(player=D, city="argos")]
    assert s.discards["zeus"] == ["thunderbolt"] and s.greeks["argos"] == 1 and s.greek_supply[D] == 14
    with pytest.raises(IllegalCommand, match="cannot be played on argos"):  # a city never empties
        play(s, L, "play sacked-walls argos")


def test_any_number_of_cards_on_your_own_turn():
    s = position([athens(greeks=1, ships=0), argos()], hands={L: ["recruits", "colonists", "new-hull"], D: []})
    play(s, L, "play recruits athens")
    play(s, L, "play colonists athens")
    play(s, L, "play new-hull athens")
    assert s.greeks["athens"] == 3 and s.ships["athens"] == 1 and s.hands[L] == []
    assert s.discards["ares"] == ["recruits"] and s.discards["zeus"] == ["colonists"]


def test_with_the_supply_empty_a_card_takes_its_greek_or_ship_from_another_city():
    s = position([athens(greeks=3, ships=2), naxos(greeks=1, ships=0), argos()],
                 hands={L: ["recruits", "new-hull"], D: []})  # fmt: skip
    s.greek_supply[L] = s.ship_supply[L] = 0
    assert "play recruits naxos from athens" in legal_texts(s, L)
    assert "play recruits naxos" not in legal_texts(s, L)
    play(s, L, "play recruits naxos from athens")
    play(s, L, "play new-hull naxos from athens")
    assert (s.greeks["athens"], s.greeks["naxos"], s.ships["athens"], s.ships["naxos"]) == (2, 2, 1, 1)


def test_zeal_adds_burst_actions_only_during_a_burst():
    s = position([athens(), ("sparta", 2, -1, 0, D, 1, 0)], hands={L: ["zeal", "olympian-will"], D: []})
    with pytest.raises(IllegalCommand, match="during your Burst"):
        play(s, L, "play zeal")
    play(s, L, "burst")
    play(s, L, "play zeal")
    play(s, L, "play olympian-will")
    assert s.actions == 3 + 1 + 2


def test_strength_only_in_an_attack_and_fair_wind_only_before_the_action():
    s = position([athens(), delos()], hands={L: ["battle-cry", "fair-wind"], D: []})
    with pytest.raises(IllegalCommand, match="during an attack"):
        play(s, L, "play battle-cry")
    play(s, L, "burst")
    with pytest.raises(IllegalCommand, match="before you choose"):
        play(s, L, "play fair-wind")


def test_on_the_opponents_turn_only_the_marked_cards_and_only_as_an_answer():
    s = position([athens(), argos()], hands={L: [], D: ["shield-wall", "storm"]})
    with pytest.raises(IllegalCommand, match="it is light's move"):
        play(s, D, "play shield-wall")
    assert not list(legal_texts(s, D))


def test_storm_sends_an_opponents_ship_home():
    s = position([athens(), argos(ships=2)], hands={L: ["storm"], D: []})
    play(s, L, "play storm argos")
    assert s.ships["argos"] == 1 and s.ship_supply[D] == 10 - 1
