import itertools

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.commands import Move
from hellenica_tui.games.war.ruleset import RULESET
from tests.games.war.helpers import CONTENT, blank, give_city, of, put, run

# E6 is clear; D6 hills (cost 2, stack 3); F6 mountains; E7 Thebes; D5 farms.
# H8 Athens by the sea H7; G7 a fishing village, G8 hills, both on H7.


def test_an_army_pays_the_terrain_cost_and_stops_at_four_points():
    state = blank(phase="move1")
    (army,) = put(state, "ann", "army", "E6")
    run(state, "ann", "move E6 D6 1 army")  # hills: 2
    assert state.unit(army).space == "D6" and state.unit(army).used == 2
    run(state, "ann", "move D6 D5 1 army")  # farms: 1
    run(state, "ann", "move D5 E6 1 army")  # clear: 1, 4 spent
    with pytest.raises(IllegalCommand, match="0 movement points left"):
        run(state, "ann", "move E6 D5 1 army")


def test_a_leader_alone_has_six_points():
    state = blank(phase="move1")
    put(state, "ann", "leader", "E6", name="Cleon")
    for step in ("E6 D6", "D6 D5", "D5 E6", "E6 D6"):  # 2 + 1 + 1 + 2
        run(state, "ann", f"move {step} cleon")
    assert state.units[0].used == 6


def test_mountains_cannot_be_entered():
    state = blank(phase="move1")
    put(state, "ann", "army", "E6")
    with pytest.raises(IllegalCommand, match="cannot enter Mountains") as info:
        run(state, "ann", "move E6 F6 1 army")
    assert info.value.rule == "movement"


def test_a_move_is_one_step_to_a_neighbour():
    state = blank(phase="move1")
    put(state, "ann", "army", "E6")
    with pytest.raises(IllegalCommand, match="not next to"):
        run(state, "ann", "move E6 E8 1 army")


def test_neutral_and_enemy_cities_are_taken_by_battle_not_by_walking_in():
    state = blank(phase="move1")
    put(state, "ann", "army", "E6")
    with pytest.raises(IllegalCommand, match="neutral city"):
        run(state, "ann", "move E6 E7 1 army")
    give_city(state, "thebes", "bob")
    with pytest.raises(IllegalCommand, match="of bob's"):
        run(state, "ann", "move E6 E7 1 army")
    give_city(state, "thebes", "ann")
    run(state, "ann", "move E6 E7 1 army")
    assert state.units[0].space == "E7" and state.units[0].used == 2  # a city costs 2


def test_no_unit_enters_a_space_held_by_enemy_armies():
    state = blank(phase="move1")
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6")
    with pytest.raises(IllegalCommand, match="attack them"):
        run(state, "ann", "move E6 D6 1 army")


def test_entering_undefended_enemy_units_captures_baggage_and_takes_leaders_prisoner():
    state = blank(phase="move1")
    put(state, "ann", "army", "E6")
    (bag,) = put(state, "bob", "baggage", "D6")
    (leader,) = put(state, "bob", "leader", "D6", name="Nicias")
    run(state, "ann", "move E6 D6 1 army")
    assert state.unit(bag).owner == "ann"
    assert state.unit(leader).held_by == "ann" and state.unit(leader).space == ""


def test_a_leader_alone_cannot_take_enemy_units():
    state = blank(phase="move1")
    put(state, "ann", "leader", "E6", name="Cleon")
    put(state, "bob", "baggage", "D6")
    with pytest.raises(IllegalCommand, match="only armies, rowers or manned fleets"):
        run(state, "ann", "move E6 D6 cleon")


def test_stacking_counts_armies_up_to_the_terrain_limit():
    state = blank(phase="move1")
    put(state, "ann", "army", "D6", 3)
    put(state, "ann", "army", "E6")
    put(state, "ann", "leader", "E6", name="Cleon")
    put(state, "ann", "baggage", "D6", 5)
    with pytest.raises(IllegalCommand, match="at most 3"):
        run(state, "ann", "move E6 D6 1 army")
    run(state, "ann", "move E6 D6 cleon")  # leaders and baggage do not count


def test_baggage_moves_only_when_carried_four_to_an_army():
    state = blank(phase="move1")
    put(state, "ann", "army", "E6")
    put(state, "ann", "baggage", "E6", 5)
    with pytest.raises(IllegalCommand, match="cannot move by itself"):
        run(state, "ann", "move E6 D5 1 baggage")
    with pytest.raises(IllegalCommand, match="room for 4"):
        run(state, "ann", "move E6 D5 1 army 5 baggage")
    run(state, "ann", "move E6 D5 1 army 4 baggage")
    assert sum(1 for u in state.units if u.space == "D5") == 5


def test_at_sea_fleets_need_rowers_and_armies_need_transports():
    state = blank(phase="move1")
    give_city(state, "athens", "ann", home=True)
    put(state, "ann", "fleet", "H8", 2)
    put(state, "ann", "rowers", "H8", 1)
    put(state, "ann", "army", "H8", 2)
    put(state, "ann", "transport", "H8", 1)
    with pytest.raises(IllegalCommand, match="needs rowers"):
        run(state, "ann", "move H8 H7 2 fleet 1 rowers")
    with pytest.raises(IllegalCommand, match="needs a transport"):
        run(state, "ann", "move H8 H7 1 fleet 1 rowers 1 transport 2 army")
    run(state, "ann", "move H8 H7 1 fleet 1 rowers 1 transport 1 army")
    moved = [u for u in state.units if u.space == "H7"]
    assert sorted(u.kind for u in moved) == ["army", "fleet", "rowers", "transport"]
    assert {u.kind: u.used for u in moved} == {"army": 0, "rowers": 0, "fleet": 1, "transport": 1}


def test_units_come_ashore_only_where_ships_may_land():
    state = blank(phase="move1")
    put(state, "ann", "fleet", "H7")
    put(state, "ann", "rowers", "H7")
    put(state, "ann", "transport", "H7")
    put(state, "ann", "army", "H7")
    with pytest.raises(IllegalCommand, match="come ashore only"):
        run(state, "ann", "move H7 G8 1 army")  # hills
    with pytest.raises(IllegalCommand, match="could not carry"):
        run(state, "ann", "move H7 G7 1 transport")  # the army would be left at sea without it
    run(state, "ann", "move H7 G7 1 army")  # the village; the ships stay at sea
    assert next(u for u in state.units if u.kind == "army").space == "G7"


def test_a_fleet_moves_ten_spaces_by_sea():
    state = blank(phase="move1")
    put(state, "ann", "fleet", "H7")
    put(state, "ann", "rowers", "H7")
    path = ["H7", "I7", "J7", "K7", "L7", "M7", "N7", "O7", "O8", "N8", "M8"]
    for a, b in itertools.pairwise(path):
        run(state, "ann", f"move {a} {b} 1 fleet 1 rowers")
    with pytest.raises(IllegalCommand, match="0 movement points left"):
        run(state, "ann", "move M8 L8 1 fleet 1 rowers")


def test_the_second_move_phase_gives_every_unit_its_points_again():
    state = blank(phase="move1")
    put(state, "ann", "army", "E6")
    run(state, "ann", "move E6 D6 1 army")
    run(state, "ann", "move D6 D5 1 army")
    run(state, "ann", "move D5 E6 1 army")
    for _ in range(3):  # first move, sea battle, land battle
        run(state, "ann", "done")
    assert state.phase == "move2" and state.units[0].used == 0
    run(state, "ann", "move E6 D6 1 army")


def test_athletic_armies_get_one_more_point():
    state = blank(phase="move1")
    state.players["ann"].traits = ["athletic"]
    put(state, "ann", "army", "E6")
    for step in ("E6 D6", "D6 D5", "D5 E6", "E6 D5"):  # 2 + 1 + 1 + 1
        run(state, "ann", f"move {step} 1 army")
    assert state.units[0].used == 5


def test_moves_are_for_the_move_phases():
    state = blank(phase="recruit")
    put(state, "ann", "army", "E6")
    with pytest.raises(IllegalCommand, match="first move phase or second move phase"):
        run(state, "ann", "move E6 D6 1 army")


def test_moved_events_record_each_units_cost():
    from tests.games.war.helpers import decide

    state = blank(phase="move1")
    put(state, "ann", "army", "E6")
    put(state, "ann", "leader", "E6", name="Cleon")
    (moved,) = of(decide(state, "ann", "move E6 D6 all"), ev.Moved)
    assert moved.costs == (2, 2)


def test_unmanned_fleets_and_transports_are_taken_but_a_manned_fleet_blocks():
    state = blank(phase="move1")
    put(state, "ann", "fleet", "H7")
    put(state, "ann", "rowers", "H7")
    put(state, "bob", "fleet", "I7")
    put(state, "bob", "transport", "I7")
    run(state, "ann", "move H7 I7 1 fleet 1 rowers")
    assert {u.owner for u in state.units} == {"ann"}
    put(state, "bob", "fleet", "J7")
    put(state, "bob", "rowers", "J7")
    with pytest.raises(IllegalCommand, match="attack them"):
        run(state, "ann", "move I7 J7 1 fleet 1 rowers")


def test_a_move_naming_no_units_moves_the_whole_stack():
    state = blank(phase="move1")
    give_city(state, "athens", "ann", home=True)
    src = state.cities["athens"].space
    dst = CONTENT.spaces[src].neighbours[0]
    put(state, "ann", "army", src, 2)
    put(state, "ann", "baggage", src)
    command = RULESET.parse(f"move {src} {dst}", state, "ann")
    assert command == RULESET.parse(f"move {src} {dst} all", state, "ann")
    assert isinstance(command, Move) and (command.army, command.baggage) == (2, 1)
