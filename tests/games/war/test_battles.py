import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from tests.games.war.helpers import blank, decide, fight, fold, give_city, of, put, run

# E6 clear, next to D6 hills (+4), E7 Thebes (a city, +5), F5 Delphi.
# H7 and I7 are sea.


def battle(events):
    (fought,) = of(events, ev.BattleFought)
    return fought


def test_terrain_helps_the_defender_only():
    state = blank(phase="land")
    put(state, "ann", "army", "E6", 2)
    (theirs,) = put(state, "bob", "army", "D6")
    events = fight(state, "ann", "attack D6", [5, 5, 3, 2])  # ann 5+5; bob 3, +4 for the hills; casualty 2
    fought = battle(events)
    assert fought.attacker.per_die == (0, 0) and fought.attacker.total == 10
    assert fought.defender.per_die == (4,) and fought.defender.total == 7
    assert fought.attacker_won
    (cas,) = of(events, ev.CasualtiesRolled)
    assert cas.player == "bob" and cas.destroyed == (theirs,)


def test_a_tie_goes_to_the_defender_and_the_attacker_rolls_casualties():
    state = blank(phase="land")
    mine = put(state, "ann", "army", "E6", 1)
    put(state, "bob", "army", "D6")
    events = fight(state, "ann", "attack D6", [8, 4, 6])  # 8 against 4+4; ann's army falls back on a 6
    assert not battle(events).attacker_won
    (cas,) = of(events, ev.CasualtiesRolled)
    assert cas.player == "ann" and cas.destroyed == () and cas.retreats[0][0] == mine[0]
    assert cas.retreats[0][1] != "D6"


def test_a_unit_with_nowhere_to_fall_back_is_destroyed():
    state = blank(phase="land")
    put(state, "ann", "army", "E6")
    (theirs,) = put(state, "bob", "army", "F7")  # farms: next to E7, G7, G8, E8, F8 (sea), F6 (mountains)
    for space in ("G7", "G8", "E8"):
        put(state, "ann", "army", space)
    give_city(state, "thebes", "ann")
    put(state, "ann", "army", "E7")
    events = fight(state, "ann", "attack F7", [9, 9, 9, 9, 9, 1, 6])  # five attack; bob rolls 1; then a 6
    (cas,) = of(events, ev.CasualtiesRolled)
    assert cas.destroyed == (theirs,) and cas.retreats == ()


def test_each_unit_attacks_once_a_phase():
    state = blank(phase="land")
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6", 2)
    fold(state, fight(state, "ann", "attack D6", [9, 1, 1, 6, 6]))  # bob loses and both fall back
    with pytest.raises(IllegalCommand, match="can attack"):
        run(state, "ann", "attack D6")


def test_a_neutral_city_has_an_army_and_a_garrison_and_falls_hostile():
    state = blank(phase="land")
    mine = put(state, "ann", "army", "E6", 3)
    events = fight(state, "ann", "attack E7", [10, 10, 10, 5, 3])
    fought = battle(events)
    assert fought.defender.dice == (5,) and fought.defender.per_die == (5,)  # the neutral army, +5 in a city
    assert fought.defender.garrison == 3 and fought.defender.garrison_bonus == 5
    assert fought.defender.total == 18 and fought.attacker_won
    fold(state, events)
    thebes = state.cities["thebes"]
    assert thebes.controller == "ann" and thebes.hostile
    assert sum(1 for u in state.units if u.space == "E7" and u.id in mine) == 1


def test_a_home_city_defends_with_eight():
    state = blank(phase="land")
    give_city(state, "sparta", "bob", home=True)
    put(state, "bob", "army", "F12")
    put(state, "ann", "army", "G12")
    fought = battle(fight(state, "ann", "attack F12", [10, 1, 1, 6]))
    assert fought.defender.per_die == (8,) and fought.defender.garrison_bonus == 8
    assert fought.defender.total == 1 + 8 + 1 + 8


def test_plunder_and_destroy_a_city_taken():
    for then, razed in (("plunder", 3), ("destroy", 6)):
        state = blank(phase="land")
        put(state, "ann", "army", "E6", 3)
        events = decide(state, "ann", f"attack E7 {then}", [10, 10, 10, 1, 1, 4, 5, 6])
        (plunder,) = of(events, ev.CityPlundered)
        assert plunder.dice == (4, 5, 6) and plunder.razed == razed
        fold(state, events)
        assert state.players["ann"].gold == 15 and state.cities["thebes"].razed == razed


def test_plunder_is_only_for_a_city():
    state = blank(phase="land")
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6")
    with pytest.raises(IllegalCommand, match="only a city"):
        fight(state, "ann", "attack D6 plunder")


def test_attackers_of_a_hostile_city_add_one():
    state = blank(phase="land")
    give_city(state, "thebes", "bob")
    state.cities["thebes"].hostile = True
    put(state, "ann", "army", "E6")
    fought = battle(fight(state, "ann", "attack E7", [1, 6, 6]))  # no bob army: the garrison alone
    assert fought.attacker.per_die == (1,)


def test_traits_and_leader_skills_change_the_dice():
    state = blank(phase="land")
    state.players["ann"].traits = ["hoplites", "militaristic"]  # armies +1 battle, all +1 attack
    put(state, "ann", "army", "E6")
    put(state, "ann", "leader", "E6", name="Cleon", skills=("heroism", "general"))  # +1D6 total, armies +2
    state.players["bob"].traits = ["courage"]  # +1 defending
    put(state, "bob", "army", "D6")
    fought = battle(fight(state, "ann", "attack D6", [3, 4, 9, 6]))
    assert fought.attacker.per_die == (4,) and fought.attacker.extra_dice == (4,)
    assert fought.attacker.total == 3 + 4 + 4
    assert fought.defender.per_die == (5,) and fought.defender.total == 14


def test_cavalry_takes_one_from_the_losers_casualty_rolls():
    state = blank(phase="land")
    state.players["ann"].traits = ["cavalry"]
    put(state, "ann", "army", "E6")
    (theirs,) = put(state, "bob", "army", "D6")
    events = fight(state, "ann", "attack D6", [10, 1, 5])  # 5 - 1: destroyed
    (cas,) = of(events, ev.CasualtiesRolled)
    assert cas.modifier == -1 and cas.destroyed == (theirs,)


def test_rowers_fight_on_land_with_a_d6():
    state = blank(phase="land")
    put(state, "ann", "rowers", "E6")
    put(state, "bob", "army", "D6")
    with pytest.raises(AssertionError):  # a 7 cannot come up on the rowers' d6
        fight(state, "ann", "attack D6", [7])


def test_a_sea_battle_sinks_the_loser_with_what_it_carries():
    state = blank(phase="sea")
    put(state, "ann", "fleet", "H7")
    put(state, "ann", "rowers", "H7")
    put(state, "bob", "fleet", "I7")
    put(state, "bob", "rowers", "I7")
    events = fight(state, "ann", "attack I7", [7, 3, 2])
    fought = battle(events)
    assert fought.kind == "sea" and fought.attacker_won
    fold(state, events)
    assert not [u for u in state.units if u.owner == "bob"]
    lost = of(events, ev.UnitsLost)
    assert lost and lost[0].reason == "lost with the ships"


def test_ships_that_fall_back_take_their_crews():
    state = blank(phase="sea")
    put(state, "ann", "fleet", "H7")
    put(state, "ann", "rowers", "H7")
    put(state, "bob", "fleet", "I7")
    put(state, "bob", "rowers", "I7")
    events = fight(state, "ann", "attack I7", [7, 3, 6])
    (cas,) = of(events, ev.CasualtiesRolled)
    assert len(cas.retreats) == 2 and cas.retreats[0][1] == cas.retreats[1][1]


def test_an_unmanned_fleet_does_not_fight():
    state = blank(phase="sea")
    put(state, "ann", "fleet", "H7")
    put(state, "ann", "rowers", "H7")
    put(state, "bob", "fleet", "I7")
    fought = battle(fight(state, "ann", "attack I7", [1, 1]))
    assert fought.defender.dice == () and fought.attacker_won


def test_land_units_do_not_fight_at_sea():
    state = blank(phase="sea")
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6")
    with pytest.raises(IllegalCommand, match="no enemy ships"):
        fight(state, "ann", "attack D6")


def test_a_transport_with_an_army_aboard_rolls_a_d6_at_sea():
    state = blank(phase="sea")
    put(state, "ann", "fleet", "H7")
    put(state, "ann", "rowers", "H7")
    (ship,) = put(state, "bob", "transport", "I7")
    put(state, "bob", "army", "I7")
    fought = battle(fight(state, "ann", "attack I7", [2, 6, 6]))  # 2 against the transport's 6
    assert fought.defender.ids == (ship,) and fought.defender.dice == (6,) and not fought.attacker_won
    with pytest.raises(AssertionError):  # a d6: no 7
        fight(state, "ann", "attack I7", [2, 7])


def test_ships_on_a_coast_are_beached_and_may_be_attacked_from_the_sea():
    state = blank(phase="sea")
    put(state, "ann", "fleet", "H7")
    put(state, "ann", "rowers", "H7")
    put(state, "bob", "fleet", "G7")  # a fishing village
    put(state, "bob", "rowers", "G7")
    fought = battle(fight(state, "ann", "attack G7", [9, 3, 1]))
    assert fought.defender.per_die == (0,) and fought.attacker_won  # no terrain for ships


def test_a_loser_falls_back_to_his_own_city_first():
    state = blank(phase="land")
    give_city(state, "thebes", "bob")
    put(state, "ann", "army", "D6")
    (theirs,) = put(state, "bob", "army", "E6")  # next to Thebes (E7), Delphi (F5), D5, E5 ...
    (cas,) = of(fight(state, "ann", "attack E6", [10, 1, 6]), ev.CasualtiesRolled)
    assert cas.retreats == ((theirs, "E7"),)


def test_beached_ships_in_a_beaten_space_roll_for_casualties_too():
    state = blank(phase="land")
    put(state, "ann", "army", "G8")
    put(state, "bob", "army", "G7")  # a fishing village
    (ship,) = put(state, "bob", "fleet", "G7")
    (cas,) = of(fight(state, "ann", "attack G7", [10, 1, 1, 2]), ev.CasualtiesRolled)
    assert {u for u, _ in cas.rolls} == {ship, ship - 1} and ship in cas.destroyed
