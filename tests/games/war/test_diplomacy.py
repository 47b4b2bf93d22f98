import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from tests.games.war.helpers import blank, decide, fold, give_city, of, put, run

# Naxos (L10) and Delphi (F5) are minor cities.


def test_a_six_wins_a_neutral_city_and_a_five_does_nothing():
    state = blank(phase="diplomacy")
    events = decide(state, "ann", "diplomacy naxos", [6])
    assert of(events, ev.ControlChanged) == [ev.ControlChanged(city="naxos", controller="ann", hostile=False)]
    assert not of(decide(state, "ann", "diplomacy naxos", [5]), ev.ControlChanged)


def test_one_free_roll_a_turn_and_more_from_traits_and_leaders():
    state = blank(phase="diplomacy")
    run(state, "ann", "diplomacy naxos", [1])
    with pytest.raises(IllegalCommand, match="no diplomacy roll left") as info:
        run(state, "ann", "diplomacy naxos", [1])
    assert info.value.rule == "diplomacy"
    state.players["ann"].traits = ["democracy"]
    put(state, "ann", "leader", "E6", name="Cleon", skills=("oratory",))
    run(state, "ann", "diplomacy naxos", [1])
    run(state, "ann", "diplomacy naxos", [1])
    with pytest.raises(IllegalCommand):
        run(state, "ann", "diplomacy naxos", [1])


def test_a_hostile_city_of_your_own_calms_on_five_with_its_bonus():
    state = blank(phase="diplomacy")
    give_city(state, "naxos", "ann")
    state.cities["naxos"].hostile = True
    events = decide(state, "ann", "diplomacy naxos", [5])
    (rolled,) = of(events, ev.DiplomacyRolled)
    assert rolled.modifier == 1 and rolled.success
    assert of(events, ev.HostilityRemoved) == [ev.HostilityRemoved(city="naxos")]


def test_your_own_calm_city_and_a_home_city_are_no_targets():
    state = blank(phase="diplomacy")
    give_city(state, "naxos", "ann")
    give_city(state, "sparta", "bob", home=True)
    with pytest.raises(IllegalCommand, match="yours and not hostile"):
        decide(state, "ann", "diplomacy naxos", [6])
    with pytest.raises(IllegalCommand, match="home city"):
        decide(state, "ann", "diplomacy sparta", [6])


def raised(state, rolls, answer="defend"):
    """Ann's successful roll at Naxos, then bob's answer and the revolt's dice."""
    run(state, "ann", "diplomacy naxos", [6])
    assert state.pending_revolt == "naxos" and state.active == "bob"
    return decide(state, "bob", answer, rolls)


def test_the_holder_may_put_a_revolt_down_with_executions():
    state = blank(phase="diplomacy")
    give_city(state, "naxos", "bob")
    state.players["bob"].hand = ["executions"]
    run(state, "ann", "diplomacy naxos", [6])
    with pytest.raises(IllegalCommand, match="bob's turn"):
        run(state, "ann", "done")
    with pytest.raises(IllegalCommand, match="answers the revolt"):
        run(state, "bob", "done")
    events = decide(state, "bob", "defend executions")
    assert of(events, ev.RevoltAnswered) == [ev.RevoltAnswered(city="naxos", negated=True)]
    assert not of(events, ev.RevoltBroke)
    fold(state, events)
    assert state.cities["naxos"].controller == "bob" and state.active == "ann" and state.discard == ["executions"]


def test_a_revolt_in_an_unguarded_enemy_city_makes_it_neutral():
    state = blank(phase="diplomacy")
    give_city(state, "naxos", "bob")
    (bag,) = put(state, "bob", "baggage", "L10")
    events = raised(state, [5])  # 5 halved up: 3 rebels
    assert of(events, ev.RevoltBroke) == [ev.RevoltBroke(city="naxos", roll=5)]
    fold(state, events)
    assert state.cities["naxos"].controller == "" and all(u.id != bag for u in state.units)


def test_rebels_who_beat_the_holders_army_make_the_city_neutral():
    state = blank(phase="diplomacy")
    give_city(state, "naxos", "bob")
    put(state, "bob", "army", "L10")
    events = raised(state, [2, 9, 3, 2])  # 1 rebel rolls 9; bob 3 + 5; casualty 2
    (fought,) = of(events, ev.BattleFought)
    assert fought.kind == "revolt" and fought.attacker.total == 9 and fought.defender.total == 8
    assert fought.attacker_won
    fold(state, events)
    assert state.cities["naxos"].controller == "" and not state.units


def test_rebels_beaten_leave_the_city_to_its_holder():
    state = blank(phase="diplomacy")
    give_city(state, "naxos", "bob")
    put(state, "bob", "army", "L10")
    events = raised(state, [2, 4, 3])
    assert not of(events, ev.BattleFought)[0].attacker_won
    fold(state, events)
    assert state.cities["naxos"].controller == "bob"
