"""The screen's questions, answered by the rules: a stack's reach and its costs, a
battle's dice, modifiers and odds."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.commands import Move
from hellenica_tui.games.war.narration import told
from hellenica_tui.games.war.queries import battle_preview, reachable
from tests.games.war.helpers import CONTENT, blank, give_city, put

LEADER = CONTENT.leader_names[0]


def test_the_reach_is_what_moves_step_by_step_would_spend():
    state = blank(phase="move1")
    put(state, "ann", "army", "E6", 2)
    found = reachable(state, CONTENT, "ann", Move(src="E6", dst="", army=2))
    # Armies have 4 points: D6 (hills) costs 2, D5 next to it at 1 more is 3.
    assert found.costs["D6"] == CONTENT.terrain_of("D6").cost.foot
    assert all(0 < cost <= CONTENT.units["army"].moves for cost in found.costs.values())
    assert "E6" not in found.costs
    for space, cost in found.costs.items():  # each is reached through a neighbour reached more cheaply
        before = found.previous[space]
        assert before == "E6" or found.costs[before] < cost
    far = max(found.costs, key=found.costs.get)
    assert found.first_step(far, "E6") in CONTENT.spaces["E6"].neighbours


def test_a_neutral_city_and_an_enemy_stack_bar_the_way():
    state = blank(phase="move1")
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6")
    found = reachable(state, CONTENT, "ann", Move(src="E6", dst="", army=1))
    assert "D6" not in found.costs and "E7" not in found.costs  # bob's army; Thebes, neutral


def test_the_preview_gives_the_rules_modifiers_and_sensible_odds():
    state = blank(phase="land")
    put(state, "ann", "army", "E6", 2)
    put(state, "bob", "army", "D6")
    preview = battle_preview(state, CONTENT, "ann", "D6")
    assert [d.modifier for d in preview.defender.dice] == [CONTENT.terrain["hills"].defence]
    assert [d.sides for d in preview.attacker.dice] == [10, 10]
    assert 0.3 < preview.win < 0.8  # two d10 against one d10 +4: about even
    many = battle_preview(state, CONTENT, "ann", "D6", samples=50)
    assert 0 <= many.win <= 1


def test_a_city_adds_its_garrison_and_the_refusal_is_the_rules():
    state = blank(phase="land")
    put(state, "ann", "army", "E6")
    give_city(state, "thebes", "bob")
    preview = battle_preview(state, CONTENT, "ann", "E7")
    assert preview.city == "thebes" and [d.what for d in preview.defender.dice] == ["garrison"]
    with pytest.raises(IllegalCommand, match="move in to take what is there"):
        battle_preview(state, CONTENT, "ann", "F6")


def test_the_log_tells_minor_cities_the_turn_order_and_upkeep_in_words():
    state = blank()
    ids = put(state, "ann", "army", state.cities["athens"].space, 2)
    assert told(ev.MinorCitySet(city="delphi", income=2, trait_rolls=(12,), trait="greek-fire"), state, None) == (
        "Delphi is a minor city: 2 gold a turn, the trait Greek Fire."
    )
    order = ev.TurnOrderRolled(rolls=(("ann", (7,)), ("bob", (1,))), order=("ann", "bob"))
    assert told(order, state, None) == "The turn order by a d10 each (ann 7; bob 1): ann, then bob."
    assert (
        told(ev.UpkeepPaid(player="ann", ids=tuple(ids), gold=2), state, "ann")
        == "ann pays 2 gold of upkeep for 2 armies."
    )


def test_the_log_tells_rolls_of_upkeep_experience_and_navigation_without_ids():
    state = blank()
    (army,) = put(state, "ann", "army", state.cities["athens"].space)
    (fleet,) = put(state, "ann", "fleet", state.cities["athens"].space)
    hungry = ev.UpkeepRolled(player="ann", id=army, roll=6, modifier=1, lost=True)
    assert told(hungry, state, None) == "ann's unfed 1 army rolls 6+1 for upkeep: it deserts."
    assert told(ev.ExperienceRolled(player="ann", roll=10, coin=3), state, None) == (
        "ann's home city rolls 10 for experience, then 3: a leader."
    )
    assert told(ev.ExperienceRolled(player="ann", roll=4), state, None) == "ann's home city rolls 4 for experience."
    at_sea = ev.NavigationRolled(player="ann", id=fleet, roll=2, modifier=0, sunk=False)
    assert told(at_sea, state, None) == "ann's 1 fleet at sea rolls 2 to navigate: safe."


def test_the_log_names_players_by_letter_and_home_city_and_spaces_by_their_city():
    state = blank(("alpha", "beta"))
    athens = state.cities["athens"].space
    assert told(ev.HomeChosen(player="alpha", city="athens"), state, None) == "Alpha takes Athens as his home city."
    state.players["alpha"].home = "athens"
    assert told(ev.Moved(player="alpha", ids=(), dst=athens, costs=()), state, None) == (
        f"Alpha of Athens moves no unit to Athens ({athens})."
    )
    taken = ev.ControlChanged(city="corinth", controller="beta", hostile=False)
    assert told(taken, state, None) == "Corinth now belongs to Beta."
    assert (
        told(ev.CardDiscarded(player="beta", card="break-formation"), state, None) == "Beta discards Break Formation."
    )


def test_the_log_tells_casualties_plunder_and_treasure_in_words():
    state = blank()
    athens = state.cities["athens"].space
    near = CONTENT.spaces[athens].neighbours[0]
    a, b, c = put(state, "ann", "army", near, 3)
    (leader,) = put(state, "ann", "leader", near, name=LEADER)
    rolled = ev.CasualtiesRolled(
        player="ann", rolls=((a, 2), (b, 5), (c, 6)), modifier=-1, destroyed=(a,),
        retreats=((b, athens), (c, athens)), beaten_leaders=(leader,),
    )  # fmt: skip
    assert told(rolled, state, None) == (
        f"ann rolls for the beaten: 2, 5, 6 (-1 each); 1 army lost; 2 armies fall back to Athens ({athens});"
        f" leader {LEADER} beaten."
    )
    assassinated = ev.CardPlayed(player="bob", card="assassination", target=LEADER.lower())
    assert told(assassinated, state, None) == f"bob plays Assassination on ann's leader {LEADER}."
    plunder = ev.CityPlundered(player="ann", city="corinth", dice=(3, 4), razed=2)
    assert told(plunder, state, None) == "ann plunders Corinth for 7 gold (rolled 3, 4); it carries 2 razed counters."
    assert told(ev.TreasureReady(player="ann"), state, None) == (
        "ann takes treasure in gold from every city he captures this turn."
    )


def test_a_revenue_of_nothing_says_why():
    state = blank()
    give_city(state, "athens", "ann", home=True)
    give_city(state, "corinth", "ann")
    give_city(state, "naxos", "ann")
    state.cities["athens"].no_income = True
    state.cities["naxos"].razed = 1
    put(state, "bob", "army", CONTENT.spaces[state.cities["corinth"].space].neighbours[0])
    paid = ev.RevenueCollected(player="ann", by_city=(("athens", 0), ("corinth", 0), ("naxos", 0)), total=0)
    assert told(paid, state, None) == (
        "ann of Athens collects 0 gold of revenue (Athens pays nothing: a card stopped its income;"
        " Corinth pays nothing: besieged; Naxos pays nothing: razed)."
    )
    assert told(ev.RevenueCollected(player="ann", by_city=(("athens", 7),), total=7), state, None) == (
        "ann of Athens collects 7 gold of revenue."
    )


def test_a_failed_diplomacy_roll_says_what_was_needed():
    roll = ev.DiplomacyRolled(player="ann", city="corinth", roll=3, modifier=0, success=False)
    assert told(roll, blank(), None) == "ann treats with Corinth: rolls 3, no success (6 needed)."


def test_the_log_tells_cards_effects_and_revolts_in_words():
    state = blank()
    assert told(ev.DiplomacyChanged(player="bob", now=1), state, None) == "bob's diplomacy rolls: +1 this turn."
    assert told(ev.DiplomacyChanged(player="bob", next=-1), state, None) == "bob's diplomacy rolls: -1 next turn."
    assert told(ev.RevoltBroke(city="corinth", roll=2), state, None) == "The revolt in Corinth breaks out: 2 rebels."



def revolt_raised(armies: int):
    """Bob's Naxos, held by `armies` armies, rises at ann's diplomacy and waits for his answer."""
    from tests.games.war.helpers import run

    state = blank(phase="diplomacy")
    give_city(state, "naxos", "bob")
    if armies:
        put(state, "bob", "army", state.cities["naxos"].space, armies)
    run(state, "ann", "diplomacy naxos", [6])
    assert state.pending_revolt == "naxos"
    return state


def test_a_revolts_risk_is_rolled_by_the_rules_and_falls_with_more_defenders():
    from hellenica_tui.games.war.queries import revolt_preview
    from hellenica_tui.games.war.state import copy_state

    unguarded = revolt_raised(0)
    before = copy_state(unguarded)
    assert revolt_preview(unguarded, CONTENT).lost == 1.0  # nobody fights: the city turns neutral
    assert unguarded.units == before.units and unguarded.cities == before.cities  # asked of copies
    one, three = revolt_preview(revolt_raised(1), CONTENT), revolt_preview(revolt_raised(3), CONTENT)
    assert one.guards == 1 and three.guards == 3 and one.bonus == CONTENT.terrain["city"].defence
    assert 0.0 < three.lost < one.lost < 1.0
