import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.economy import collect_revenue, pay_upkeep
from tests.games.war.helpers import blank, decide, give_city, of, put, run, tx

# Athens H8 (coast), Thebes E7 (inland), Delphi F5, Naxos L10 (an island).


def revenue(state, player="ann", rolls=()):
    t = tx(state, rolls)
    collect_revenue(t, player)
    return t


def test_revenue_home_seven_minor_its_own_income_and_income_traits():
    state = blank()
    give_city(state, "athens", "ann", home=True)
    give_city(state, "naxos", "ann")
    state.cities["naxos"].income = 4
    state.players["ann"].traits = ["trade", "wine"]
    t = revenue(state)
    (got,) = of(t.events, ev.RevenueCollected)
    assert dict(got.by_city) == {"athens": 9, "naxos": 4} and t.state.players["ann"].gold == 13


def test_hostile_cities_pay_half_rounded_up_and_razed_none():
    state = blank()
    give_city(state, "naxos", "ann")
    give_city(state, "delphi", "ann")
    state.cities["naxos"].income = 5
    state.cities["naxos"].hostile = True
    state.cities["delphi"].razed = 2
    t = revenue(state)
    (got,) = of(t.events, ev.RevenueCollected)
    assert dict(got.by_city) == {"naxos": 3, "delphi": 0}
    assert t.state.cities["delphi"].razed == 1  # one razed counter comes off a turn


def test_a_besieged_city_pays_nothing():
    state = blank()
    give_city(state, "athens", "ann", home=True)
    put(state, "bob", "fleet", "H7")  # an enemy fleet next to Athens
    (got,) = of(revenue(state).events, ev.RevenueCollected)
    assert dict(got.by_city) == {"athens": 0}


def upkeep(state, rolls=()):
    t = tx(state, rolls)
    pay_upkeep(t, "ann")
    return t


def test_upkeep_is_a_gold_for_each_army_and_rowers_near_a_friendly_city():
    state = blank()
    give_city(state, "athens", "ann", home=True)
    state.players["ann"].gold = 5
    near = put(state, "ann", "army", "G8", 2)  # next to Athens
    put(state, "ann", "rowers", "H8")
    put(state, "ann", "fleet", "H8")  # ships need none
    t = upkeep(state)
    (paid,) = of(t.events, ev.UpkeepPaid)
    assert paid.gold == 3 and set(near) <= set(paid.ids) and t.state.players["ann"].gold == 2


def test_unsupplied_units_eat_baggage_then_roll():
    state = blank()
    state.players["ann"].gold = 10
    fed, hungry = put(state, "ann", "army", "E6", 2)  # no city of ann's near
    (bag,) = put(state, "ann", "baggage", "E6")
    state.unit(hungry).starvation = 2
    t = upkeep(state, [3])  # 3 + 2 counters = 5: it holds on, starving
    (eaten,) = of(t.events, ev.BaggageEaten)
    assert eaten.fed == (fed,) and eaten.baggage == (bag,)
    (rolled,) = of(t.events, ev.UpkeepRolled)
    assert rolled.id == hungry and rolled.modifier == 2 and not rolled.lost
    assert t.state.unit(hungry).starvation == 3


def test_a_starving_unit_is_lost_on_six_and_farmland_helps():
    state = blank()
    (a,) = put(state, "ann", "army", "E6")
    (b,) = put(state, "ann", "army", "D5")  # farms: one less
    t = upkeep(state, [6, 6])
    lost = {e.id: e.lost for e in of(t.events, ev.UpkeepRolled)}
    assert lost == {a: True, b: False}
    assert [u.id for u in t.state.units] == [b]


def test_stoicism_takes_one_from_starvation_rolls():
    state = blank()
    state.players["ann"].traits = ["stoicism"]
    put(state, "ann", "army", "E6")
    (rolled,) = of(upkeep(state, [6]).events, ev.UpkeepRolled)
    assert rolled.modifier == -1 and not rolled.lost


def test_a_razed_or_besieged_city_gives_no_upkeep():
    state = blank()
    give_city(state, "athens", "ann", home=True)
    state.players["ann"].gold = 5
    state.cities["athens"].razed = 1
    put(state, "ann", "army", "H8")
    assert of(upkeep(state, [1]).events, ev.UpkeepRolled)


def test_surrounded_units_get_no_upkeep():
    state = blank()
    give_city(state, "thebes", "ann")
    state.players["ann"].gold = 5
    put(state, "ann", "army", "E6")  # next to Thebes; around it F5, F6, E7, D6, D5, E5
    for space in ("F5", "F6", "E7", "D6", "D5", "E5"):
        put(state, "bob", "army", space)
    assert of(upkeep(state, [1]).events, ev.UpkeepRolled)


def test_recruit_one_unit_a_city_and_pay_for_it():
    state = blank()
    give_city(state, "athens", "ann", home=True)
    state.players["ann"].gold = 10
    run(state, "ann", "recruit fleet athens")
    assert state.players["ann"].gold == 6 and [u.kind for u in state.units] == ["fleet"]
    with pytest.raises(IllegalCommand, match="raised all it may") as info:
        run(state, "ann", "recruit army athens")
    assert info.value.rule == "recruit"
    run(state, "ann", "recruit baggage athens 6")
    assert state.players["ann"].gold == 0
    with pytest.raises(IllegalCommand, match="0 more baggage"):
        run(state, "ann", "recruit baggage athens 1")


def test_only_coastal_cities_build_ships():
    state = blank()
    give_city(state, "thebes", "ann", home=True)
    state.players["ann"].gold = 10
    with pytest.raises(IllegalCommand, match="not on the sea"):
        run(state, "ann", "recruit transport thebes")
    run(state, "ann", "recruit army thebes")


def test_hostile_razed_besieged_and_poor_cities_raise_nothing():
    state = blank()
    give_city(state, "naxos", "ann")
    state.players["ann"].gold = 1
    with pytest.raises(IllegalCommand, match="costs 2 gold"):
        run(state, "ann", "recruit army naxos")
    state.players["ann"].gold = 9
    state.cities["naxos"].hostile = True
    with pytest.raises(IllegalCommand, match="hostile"):
        run(state, "ann", "recruit army naxos")
    state.cities["naxos"].hostile = False
    state.cities["naxos"].razed = 1
    with pytest.raises(IllegalCommand, match="razed or besieged"):
        run(state, "ann", "recruit army naxos")


def test_organization_lets_the_nearest_city_raise_one_more():
    state = blank()
    give_city(state, "athens", "ann", home=True)
    give_city(state, "thebes", "ann")
    state.players["ann"].gold = 10
    put(state, "ann", "leader", "G8", name="Cleon", skills=("organization",))  # next to Athens
    run(state, "ann", "recruit army athens")
    run(state, "ann", "recruit army athens")
    run(state, "ann", "recruit army thebes")
    with pytest.raises(IllegalCommand):
        run(state, "ann", "recruit army thebes")


def test_organization_counts_once_for_its_own_leader_and_not_from_prison():
    from hellenica_tui.games.war.recruiting import allowance
    from tests.games.war.helpers import tx as making

    state = blank()
    give_city(state, "athens", "ann", home=True)
    give_city(state, "sparta", "ann")
    put(state, "ann", "leader", "G8", name="Cleon", skills=("organization",))  # nearest Athens
    put(state, "ann", "leader", "G12", name="Nicias")  # nearest Sparta, no Organization
    put(state, "ann", "leader", "", name="Lamachus", skills=("organization",), held_by="bob")  # a prisoner
    t = making(state)
    assert allowance(t.state, t, t.state.cities["athens"]) == 2
    assert allowance(t.state, t, t.state.cities["sparta"]) == 1


def test_the_experience_roll_on_ten_gives_a_leader_or_a_trait():
    state = blank()
    give_city(state, "athens", "ann", home=True)
    give_city(state, "sparta", "bob", home=True)
    events = decide(state, "ann", "done", [10, 3, 1, 50])  # a leader: 1D6=1, one skill: 50 (honorable)
    (raised,) = of(events, ev.LeaderRaised)
    assert raised.skills == ("honorable",) and raised.space == "H8"
    events = decide(state, "ann", "done", [10, 9, 6, 4, 6, 4, 2, 3])  # a trait: 64 is rolled again, then 23
    (gained,) = of(events, ev.TraitGained)
    assert gained.rolls == (64, 64, 23) and gained.trait == "trade"
    events = decide(state, "ann", "done", [9])
    assert of(events, ev.ExperienceRolled)[0].roll == 9 and not of(events, ev.LeaderRaised)
    assert of(events, ev.PhaseBegan)[0].phase == "diplomacy"


def test_no_leader_is_raised_once_every_name_is_given():
    from hellenica_tui.games.war.rolls import raise_leader

    state = blank()
    state.leader_names = []
    t = tx(state)
    raise_leader(t, "ann", "H8")
    assert t.events == [] and not t.state.units
