import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.commands import Execute
from tests.games.war.helpers import blank, decide, give_city, of, put, run


def captured():
    state = blank(phase="move1")
    give_city(state, "athens", "ann", home=True)
    give_city(state, "sparta", "bob", home=True)
    put(state, "ann", "army", "E6")
    (leader,) = put(state, "bob", "leader", "D6", name="Brasidas", skills=("oratory",))
    run(state, "ann", "move E6 D6 1 army")
    return state, leader


def test_a_leader_taken_is_a_prisoner_whose_skills_help_nobody():
    from hellenica_tui.games.war.effects import diplomacy_rolls
    from tests.games.war.helpers import CONTENT

    state, leader = captured()
    assert state.unit(leader).held_by == "ann"
    assert diplomacy_rolls(state, CONTENT, "bob") == 1 and diplomacy_rolls(state, CONTENT, "ann") == 1


def test_the_captor_may_put_a_prisoner_to_death_in_his_turn():
    state, leader = captured()
    events = decide(state, "ann", "execute brasidas")
    assert of(events, ev.UnitsLost) == [ev.UnitsLost(ids=(leader,), reason="put to death")]
    with pytest.raises(IllegalCommand, match="no prisoner called") as info:
        run(state, "ann", Execute(leader="cleon"))
    assert info.value.rule == "prisoners"


def test_the_owner_buys_him_back_for_five_gold_in_his_recruit_phase():
    state, leader = captured()
    state.order, state.current, state.phase = ["ann", "bob"], 1, "recruit"
    with pytest.raises(IllegalCommand, match="ransom is 5 gold"):
        run(state, "bob", "ransom brasidas")
    state.players["bob"].gold = 6
    run(state, "bob", "ransom brasidas")
    assert state.unit(leader).space == "F12" and not state.unit(leader).held_by
    assert state.players["bob"].gold == 1 and state.players["ann"].gold == 5


def test_no_ransom_without_a_home_to_come_back_to():
    state, _ = captured()
    state.order, state.current, state.phase = ["ann", "bob"], 1, "recruit"
    state.players["bob"].gold = 9
    state.cities["sparta"].controller = "ann"
    with pytest.raises(IllegalCommand, match="do not hold your home city"):
        run(state, "bob", "ransom brasidas")


def test_a_prisoner_offers_no_moves_to_anyone():
    from hellenica_tui.games.war.commands import Move
    from hellenica_tui.games.war.ruleset import RULESET

    state, _ = captured()
    state.order, state.current = ["ann", "bob"], 1
    assert not any(isinstance(c, Move) and c.leaders for c in RULESET.legal_commands(state, "bob"))
