from hellenica_tui.games.epireia import events as e
from tests.games.epireia.conftest import Dice, R, act, started


def resolve(state, rolls=(), away=None):
    """End the diplomacy of a 2-player game with figures placed as `away` says."""
    while state.phase == "development":
        state, _ = act(state, R.to_act(state)[0], "done")
    state.away.update(away or {})
    state, _ = act(state, "p2", "done")
    before = R.copy_state(state)
    state, events = act(state, "p1", "done", Dice(rolls))
    return before, state, events


def of(events, kind):
    return [ev for ev in events if isinstance(ev, kind)]


def test_two_figures_on_an_empire_each_roll_against_the_higher_target():
    # The rulebook's example: Heliodorus's +2 with Empires cancels the penalty of two figures.
    state = started(2, cities=("athens", "larissa"), first={"athens": "themistocles", "larissa": "heliodorus"})
    _, state, events = resolve(state, [7, 8], {"heliodorus": "persia", "themistocles": "persia"})
    rolled = of(events, e.EmpireRolled)
    assert [(r.player, r.roll, r.bonus, r.needed, r.success) for r in rolled] == [
        ("p2", 7, 2, 9, True),  # the Peloponnesian League rolls first
        ("p1", 8, 0, 9, False),
    ]
    assert state.city("p2").resources["copper"] == 2 + 3 + 1 and state.city("p1").resources["copper"] == 3
    assert state.away == {} and state.city("p2").empires_won == 1


def test_one_figure_on_an_empire_needs_the_lower_target_and_empires_go_in_order():
    state = started(2)
    state.city("p2").figures.append("lysander")
    _, state, events = resolve(state, [5, 6], {"brasidas": "macedonia", "lysander": "egypt"})
    rolled = of(events, e.EmpireRolled)
    assert [(r.empire, r.needed, r.success) for r in rolled] == [("egypt", 5, True), ("macedonia", 5, True)]


def test_territory_conflict_adds_the_attack_of_each_leagues_figures():
    # The rulebook's example: Cleisthenes (2) and Pericles (3) roll 4, Brasidas (2) rolls 5: 9 to 7.
    state = started(2)
    state.city("p1").figures.append("cleisthenes")
    _, state, events = resolve(state, [4, 5], {"pericles": "euboea", "cleisthenes": "euboea", "brasidas": "euboea"})
    [conflict] = of(events, e.ConflictRolled)
    assert (conflict.delian, conflict.peloponnesian, conflict.winner) == ((4, 5), (5, 2), "delian")
    assert e.TerritoryTaken(space="euboea", player="p1", previous="") in events
    assert state.territories == {"euboea": "p1"}
    assert state.city("p1").resources["wheat"] == 2 + 2 + 1  # the tax once, then the collection


def test_a_tie_in_a_conflict_sends_every_figure_home_and_nobody_takes_the_territory():
    state = started(2)
    _, state, events = resolve(state, [5, 6], {"brasidas": "euboea", "pericles": "euboea"})  # 5+3 = 6+2
    assert of(events, e.ConflictRolled)[0].winner is None and state.territories == {}


def test_brigands_by_the_attack_of_the_figures():
    state = started(2)
    state.brigands.append("euboea")
    state.city("p1").figures.append("cleisthenes")
    away = {"pericles": "euboea", "cleisthenes": "euboea"}  # attack 5: a 3 or more drives them out
    _, won, events = resolve(R.copy_state(state), [3], away)
    assert [(b.needed, b.success) for b in of(events, e.BrigandsRolled)] == [(3, True)]
    assert won.brigands == [] and won.territories == {"euboea": "p1"}
    _, lost, events = resolve(R.copy_state(state), [2], away)
    assert lost.brigands == ["euboea"] and lost.territories == {}
    _, alone, events = resolve(R.copy_state(state), [6], {"brasidas": "euboea"})  # attack 2: a 7 or more
    assert [(b.needed, b.bonus, b.success) for b in of(events, e.BrigandsRolled)] == [(7, 0, False)]
    assert alone.brigands == ["euboea"] and alone.away == {}


def test_a_territory_is_reclaimed_unless_defended_and_a_city_holds_three_at_most():
    state = started(2)
    state.territories = {"epirus": "p2"}
    _, taken, events = resolve(R.copy_state(state), [], {"pericles": "epirus"})
    assert e.TerritoryTaken(space="epirus", player="p1", previous="p2") in events and taken.territories == {"epirus": "p1"}
    _, kept, events = resolve(R.copy_state(state), [2, 9], {"pericles": "epirus", "brasidas": "epirus"})
    assert kept.territories == {"epirus": "p2"} and not of(events, e.TerritoryTaken)
    state.territories = {"epirus": "p1", "illyria": "p1", "ionia": "p1"}
    _, full, events = resolve(R.copy_state(state), [], {"pericles": "euboea"})
    assert "euboea" not in full.territories


def test_greek_cities_in_their_order_win_a_token_for_the_league_and_can_be_reclaimed():
    state = started(2)
    state.city("p1").figures.append("cleisthenes")
    _, won, events = resolve(R.copy_state(state), [7, 7], {"pericles": "delphi", "cleisthenes": "elis"})
    assert [r.city for r in of(events, e.IntegrationRolled)] == ["elis", "delphi"]
    assert won.leagues["delian"].allies == {"elis": "t1-01", "delphi": "c1-01"}
    assert won.city("p1").resources["copper"] == 2 + 2 + 1 and won.city("p1").integrations == 2
    state.leagues["peloponnesian"].allies = {"elis": "t1-04"}
    _, back, events = resolve(R.copy_state(state), [7], {"pericles": "elis"})
    assert back.leagues["delian"].allies == {"elis": "t1-04"} and back.leagues["peloponnesian"].allies == {}
    _, failed, events = resolve(R.copy_state(state), [6], {"pericles": "elis"})
    assert of(events, e.IntegrationRolled)[0].needed == 7 and failed.leagues["peloponnesian"].allies == {"elis": "t1-04"}


def test_the_collection_with_buildings_figures_and_the_act_in_play():
    state = started(2)
    state.city("p1").buildings.append("granary")
    state.city("p1").figures.append("aspasia")
    before, after, _ = resolve(R.copy_state(state))
    gained = {r: after.city("p1").resources[r] - before.city("p1").resources[r] for r in ("wheat", "wood", "copper")}
    assert gained == {"wheat": 2, "wood": 1, "copper": 2}
    state.card = "the-plague"
    before, after, _ = resolve(R.copy_state(state))
    assert after.city("p2").resources["wheat"] == before.city("p2").resources["wheat"]


def test_dice_are_barriers():
    state = started(2)
    _, _, events = resolve(state, [7], {"brasidas": "persia"})
    assert R.is_barrier(of(events, e.EmpireRolled)[0])
