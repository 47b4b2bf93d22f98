import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.epireia import events as e
from tests.games.epireia.conftest import R, act, started, types


def test_two_actions_each_the_delian_league_first_then_diplomacy_the_peloponnesian_first():
    state = started(3)  # p1 and p3 are Delian, p2 Peloponnesian
    for player in ("p1", "p3", "p2"):
        assert R.to_act(state) == [player]
        state, _ = act(state, player, "donate 2 wheat")
        assert R.to_act(state) == [player] and state.actions_left == 1
        state, _ = act(state, player, "donate 2 wood")
    assert state.phase == "diplomacy" and R.to_act(state) == ["p2"]


def test_the_same_action_twice_and_done_ends_a_turn_early():
    state = started(2)
    state, _ = act(state, "p1", "build altar")
    with pytest.raises(IllegalCommand, match="built once"):
        act(state, "p1", "build altar")
    state, _ = act(state, "p1", "done")
    assert R.to_act(state) == ["p2"]


def test_a_donation_is_two_to_eight_of_one_resource_and_gains_one_prestige():
    state = started(2)
    for text, why in (("donate 1 wheat", "2 to 8"), ("donate 9 wheat", "2 to 8"), ("donate 3 wheat", "only 2")):
        with pytest.raises(IllegalCommand, match=why):
            act(state, "p1", text)
    state, events = act(state, "p1", "donate 2 copper")
    assert state.city("p1").resources["copper"] == 0 and state.city("p1").prestige == 2
    assert state.leagues["delian"].treasury["copper"] == 2
    assert e.PrestigeGained(player="p1", amount=1) in events


def test_a_building_is_paid_and_takes_effect():
    state = started(2)
    state, _ = act(state, "p1", "build granary")  # 2 wood
    assert state.city("p1").resources == {"wheat": 2, "wood": 0, "copper": 2}
    with pytest.raises(IllegalCommand, match="costs 2 wheat, 2 wood, 2 copper; you lack 2 wood"):
        act(state, "p1", "build temple")
    state, _ = act(state, "p1", "build altar")  # +1 Prestige
    assert state.city("p1").prestige == 2 and state.city("p1").buildings == ["granary", "altar"]


def test_level_two_needs_the_military_building_and_the_treasury_pays_what_a_city_lacks():
    state = started(2)
    with pytest.raises(IllegalCommand, match="level II hoplites need"):
        act(state, "p1", "produce hoplites 2")
    state, _ = act(state, "p1", "donate 2 copper")
    state, events = act(state, "p1", "produce hoplites 1")
    assert e.Paid(player="p1", own={}, treasury={"copper": 2}) in events
    assert state.leagues["delian"].treasury["copper"] == 0 and len(state.city("p1").reserve) == 1
    assert any(isinstance(ev, e.TokenGained) and R.is_barrier(ev) for ev in events)  # a draw: undo stops here


def test_no_token_when_its_stock_is_exhausted():
    state = started(2)
    state.decks["cavalry-1"] = []
    with pytest.raises(IllegalCommand, match="exhausted"):
        act(state, "p1", "produce cavalry 1")
    assert not any(c == R.parse("produce cavalry 1", state, "p1") for c in R.legal_commands(state, "p1"))


def test_a_bonus_is_taken_when_reached_and_lost_when_it_cannot_be_paid():
    state = started(2)  # p1's Archon: at Prestige 3, pay 1 Wheat for a new figure
    paid, _ = act(state, "p1", "donate 2 wood")
    paid, events = act(paid, "p1", "donate 2 copper")
    assert e.BonusReached(player="p1", level=3, taken=True) in events and paid.city("p1").recruits_owed == 1
    assert R.to_act(paid) == ["p1"]  # the turn waits for the figure to be chosen
    with pytest.raises(IllegalCommand, match="choose your new figure first"):
        act(paid, "p1", "done")
    assert {R.format(c) for c in R.legal_commands(paid, "p1")} == {
        "recruit themistocles", "recruit cleisthenes", "recruit cimon", "recruit aspasia"
    }  # fmt: skip
    paid, _ = act(paid, "p1", "recruit cimon")
    assert paid.city("p1").figures == ["pericles", "cimon"] and R.to_act(paid) == ["p2"]

    lost, _ = act(state, "p1", "donate 2 wheat")
    lost, events = act(lost, "p1", "donate 2 wood")
    assert e.BonusReached(player="p1", level=3, taken=False) in events
    assert lost.city("p1").recruits_owed == 0 and lost.city("p1").bonuses == [3]
    lost.city("p1").resources["wheat"] = 5  # reached once: never taken later
    assert lost.city("p1").bonuses == [3]


def test_the_administrators_ability_needs_its_building_once_a_round_three_a_game():
    state = started(2)  # p1: Archon (+1 Prestige)
    with pytest.raises(IllegalCommand, match="needs your Administrator building"):
        act(state, "p1", "ability")
    state.city("p1").buildings.append("chancery")
    after, events = act(state, "p1", "ability")
    assert after.city("p1").prestige == 2 and after.actions_left == 2  # no action spent
    assert types(events) == ["AbilityUsed", "PrestigeGained"]
    with pytest.raises(IllegalCommand, match="once a round"):
        act(after, "p1", "ability")
    state.city("p1").ability_uses = 3
    with pytest.raises(IllegalCommand, match="used 3 times"):
        act(state, "p1", "ability")


def test_the_polemarch_takes_a_free_token():
    state = started(2)
    state, _ = act(state, "p1", "done")
    state.city("p2").buildings.append("chancery")
    state, events = act(state, "p2", "ability cavalry")
    assert types(events) == ["AbilityUsed", "TokenGained"]
    assert state.city("p2").reserve == ["c1-01"] and state.city("p2").resources == {"wheat": 2, "wood": 2, "copper": 2}


def test_resources_stop_at_the_top_of_the_tracker():
    state = started(2, admins=("merchant", "archon"))
    state.city("p1").buildings.append("chancery")
    state.city("p1").resources["wheat"] = 12
    state, events = act(state, "p1", "ability")
    assert e.ResourcesGained(player="p1", resources={"wood": 1, "copper": 1}) in events
