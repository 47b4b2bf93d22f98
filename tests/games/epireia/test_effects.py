"""The effects of buildings, abilities and constraints, each where it counts."""

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.epireia import events as e
from tests.games.epireia.conftest import R, act, started, types
from tests.games.epireia.test_resolution import of, resolve


def rich(state, player="p1"):
    state.city(player).resources = {"wheat": 9, "wood": 9, "copper": 9}
    return state


def test_the_military_buildings_open_level_two():
    state = rich(started(2))
    state, _ = act(state, "p1", "build barracks")
    state, events = act(state, "p1", "produce hoplites 2")
    assert e.Paid(player="p1", own={"copper": 3}) in events and state.city("p1").reserve == ["h2-01"]
    assert R.to_act(state) == ["p2"]
    with pytest.raises(IllegalCommand, match="level II cavalry"):  # the Barracks open hoplites only
        act(rich(state, "p2"), "p2", "produce cavalry 2")


def test_the_temple_the_council_hall_and_the_chancery():
    state = rich(started(2))
    state, _ = act(state, "p1", "build temple")
    assert state.city("p1").prestige == 3 and state.city("p1").recruits_owed == 1  # the Archon's bonus at 3
    state, _ = act(state, "p1", "recruit cimon")
    state, events = act(state, "p1", "build council")
    assert types(events) == ["ActionSpent", "Paid", "Built", "RecruitOwed"]
    assert R.to_act(state) == ["p1"] and state.city("p1").recruits_owed == 1  # chosen before the turn passes


def test_the_embassy_and_the_house_of_guests_add_two_to_their_rolls():
    state = started(2)
    state.city("p1").buildings += ["embassy", "proxenia"]
    state.city("p1").figures.append("cimon")
    _, _, events = resolve(state, [5, 5], {"pericles": "persia", "cimon": "elis"})
    [empire] = of(events, e.EmpireRolled)
    [city] = of(events, e.IntegrationRolled)
    assert (empire.bonus, empire.success) == (2, True) and (city.bonus, city.success) == (2, True)


def test_conflict_abilities_add_to_the_leagues_roll():
    state = started(2)
    state.city("p2").figures = ["brasidas", "cobon"]  # Cobon: +1 in a conflict (any city's card, for the test)
    _, _, events = resolve(state, [6, 6], {"pericles": "euboea", "cobon": "euboea"})
    [conflict] = of(events, e.ConflictRolled)
    assert conflict.delian == (6, 3) and conflict.peloponnesian == (6, 3) and conflict.winner is None


def test_the_priestess_blesses_every_roll_of_the_round():
    state = started(2, admins=("priestess", "archon"))
    state.city("p1").buildings.append("chancery")
    state, events = act(state, "p1", "ability")
    assert e.Blessed(player="p1", round=1) in events
    _, _, events = resolve(state, [5], {"pericles": "persia"})
    assert of(events, e.EmpireRolled)[0].bonus == 2


def test_the_trapezites_draws_on_the_treasury_and_the_architect_builds_without_an_action():
    state = started(2, admins=("trapezites", "architect"))
    state.city("p1").buildings.append("chancery")
    state.leagues["delian"].treasury["copper"] = 5
    state, events = act(state, "p1", "ability copper")
    assert e.Withdrawn(player="p1", resource="copper", amount=3) in events
    assert state.leagues["delian"].treasury["copper"] == 2
    state, _ = act(state, "p1", "done")
    state.city("p2").buildings.append("chancery")
    state, _ = act(state, "p2", "ability granary")
    assert "granary" in state.city("p2").buildings and state.actions_left == 2


def test_the_constraints_of_an_act():
    state = started(2)
    state.card = "storms-at-sea"  # every Empire asks 1 more
    _, _, events = resolve(R.copy_state(state), [8], {"pericles": "persia"})
    assert of(events, e.EmpireRolled)[0].needed == 8
    state.card = "arms-race"  # every token costs 1 Copper more
    state.city("p1").resources["copper"] = 3
    act(state, "p1", "produce hoplites 1")  # 3 Copper: the city has them
    state.city("p1").resources["copper"] = 2
    with pytest.raises(IllegalCommand, match="costs 3 copper"):
        act(state, "p1", "produce hoplites 1")
