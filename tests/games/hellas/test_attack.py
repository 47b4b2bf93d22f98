"""Attack (rules page `attack`)."""

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellas import events as ev
from tests.games.hellas.conftest import D, L, argos, athens, delos, legal_texts, naxos, play, position


def test_over_land_as_many_greeks_as_the_defender_win():
    s = position([athens(greeks=3), argos(greeks=2, ships=2)])
    play(s, L, "attack argos from athens 2")
    assert s.attack is not None and s.attack.land
    events = play(s, L, "strike")
    assert any(isinstance(e, ev.AttackWon) for e in events)
    assert s.owner["argos"] == L and s.greeks["argos"] == 2 and s.greeks["athens"] == 1
    assert s.greek_supply[D] == 15  # the defender's Greeks went home
    assert s.ships["argos"] == 2 and s.ship_supply[D] == 10 and s.ship_supply[L] == 10 - 1 - 2
    assert s.phase == "regroup" and s.regroup_into == "argos"


def test_the_ships_put_next_to_a_won_city_are_as_many_as_the_defenders_as_the_supply_allows():
    s = position([athens(greeks=3, ships=1), argos(greeks=1, ships=3)])
    s.ship_supply[L] = 2
    play(s, L, "attack argos from athens 1")
    events = play(s, L, "strike")
    assert next(e for e in events if isinstance(e, ev.AttackWon)).ships == 2
    assert s.ships["argos"] == 2 and s.ship_supply[L] == 0 and s.ship_supply[D] == 10


def test_over_land_fewer_greeks_lose_and_every_attacker_goes_home():
    s = position([athens(greeks=2), argos(greeks=2)])
    play(s, L, "attack argos from athens 1")
    events = play(s, L, "strike")
    assert ev.AttackLost(player=L, target="argos", attack=1, defence=2) in events
    assert s.owner["argos"] == D and s.greeks["athens"] == 1 and s.greek_supply[L] == 15 - 1
    assert s.current == 1 and s.phase == "choose"  # a lost attack ends the turn


def test_over_water_a_tie_loses():
    s = position([athens(greeks=3), delos(greeks=2)])
    play(s, L, "attack delos from athens 2")
    assert s.attack is not None and not s.attack.land
    events = play(s, L, "strike")
    assert ev.AttackLost(player=L, target="delos", attack=2, defence=2) in events


def test_greeks_of_several_cities_join_one_attack_and_the_greeks_above_three_go_home():
    s = position([athens(greeks=3), naxos(greeks=3), delos(greeks=2)])
    play(s, L, "attack delos from athens 2")
    play(s, L, "send naxos 2")
    events = play(s, L, "strike")
    won = [e for e in events if isinstance(e, ev.AttackWon)]
    assert won and won[0].attack == 4 and won[0].kept == 3
    assert s.greeks["delos"] == 3 and s.greeks["athens"] == 1 and s.greeks["naxos"] == 1
    assert s.greek_supply[L] == 15 - 6 + 1


def test_one_sender_by_water_makes_the_whole_attack_one_over_water():
    s = position([athens(greeks=3), argos(greeks=3), ("delos", -1, 0, 0, L, 3, 0)])
    play(s, L, "attack argos from athens 2")
    assert s.attack is not None and s.attack.land
    play(s, L, "send delos 1")
    assert not s.attack.land
    events = play(s, L, "strike")
    assert any(isinstance(e, ev.AttackLost) for e in events)  # 3 against 3 over water


def test_each_sending_city_keeps_a_greek():
    s = position([athens(greeks=3), argos()])
    assert "attack argos from athens 3" not in legal_texts(s, L)
    with pytest.raises(IllegalCommand, match="keep at least one Greek") as info:
        play(s, L, "attack argos from athens 3")
    assert info.value.rule == "attack"


def test_a_route_may_land_at_any_city_and_go_on_over_its_land():
    # mycenae (all land, dark) is joined by land to argos, a port: delos reaches it over the sea
    s = position([("delos", -1, 0, 0, L, 3, 1), argos(greeks=1), ("mycenae", 2, -1, 0, D, 2, 0)])
    assert "attack mycenae from delos 2" in legal_texts(s, L)
    play(s, L, "attack mycenae from delos 2")
    assert s.attack is not None and not s.attack.land


def test_only_cities_that_reach_the_target_may_send():
    # a city off on its own (not a position play can reach, but the rule is the rule)
    s = position([("delos", 5, 5, 0, L, 3, 1), argos(greeks=1)])
    assert not [t for t in legal_texts(s, L) if t.startswith("attack")]
    with pytest.raises(IllegalCommand, match="neither by land nor by water"):
        play(s, L, "attack argos from delos 2")


def test_you_cannot_attack_your_own_city():
    s = position([athens(), naxos()])
    with pytest.raises(IllegalCommand, match="your own city"):
        play(s, L, "attack naxos from athens 1")


def test_the_defender_answers_with_marked_cards_after_the_strike():
    s = position([athens(greeks=3), argos(greeks=2)], hands={L: [], D: ["shield-wall", "battle-cry"]})
    play(s, L, "attack argos from athens 2")
    play(s, L, "strike")
    assert s.phase == "defence"
    assert legal_texts(s, D) == ["stand", "play shield-wall"]  # battle-cry is not marked
    with pytest.raises(IllegalCommand, match="not marked"):
        play(s, D, "play battle-cry")
    play(s, D, "play shield-wall")
    events = play(s, D, "stand")
    assert ev.AttackLost(player=L, target="argos", attack=2, defence=3) in events


def test_the_attacker_plays_its_strength_before_striking():
    s = position([athens(greeks=3), delos(greeks=2)], hands={L: ["battle-cry"], D: []})
    play(s, L, "attack delos from athens 2")
    play(s, L, "play battle-cry")
    events = play(s, L, "strike")  # the defender holds no card: no answer is asked for
    assert next(e for e in events if isinstance(e, ev.AttackWon)).attack == 3
    with pytest.raises(IllegalCommand):
        play(s, L, "play battle-cry")
