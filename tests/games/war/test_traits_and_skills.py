from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.economy import collect_revenue, pay_upkeep
from hellenica_tui.games.war.effects import trait_ids
from tests.games.war.helpers import blank, fight, give_city, of, put, run, tx


def test_a_minor_citys_trait_is_its_holders_while_he_holds_it():
    state = blank(phase="land")
    give_city(state, "naxos", "ann")
    state.cities["naxos"].trait = "hoplites"
    state.cities["delphi"].trait = "phalanx"  # neutral: nobody's
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6")
    assert trait_ids(state, "ann") == ["hoplites"]
    (fought,) = of(fight(state, "ann", "attack D6", [1, 1, 1]), ev.BattleFought)
    assert fought.attacker.per_die == (1,)


def test_siegecraft_and_fortifications_and_long_walls_at_a_city():
    state = blank(phase="land")
    give_city(state, "sparta", "bob", home=True)
    state.players["ann"].traits = ["siegecraft"]
    state.players["bob"].traits = ["fortifications", "long-walls"]
    put(state, "ann", "army", "G12")
    put(state, "bob", "army", "F12")
    (fought,) = of(fight(state, "ann", "attack F12", [1, 1, 1, 6]), ev.BattleFought)
    assert fought.attacker.per_die == (2,)
    assert fought.defender.per_die == (8 + 2 + 4,)


def test_a_siegecraft_leader_helps_his_stack_against_a_city():
    state = blank(phase="land")
    put(state, "ann", "army", "E6")
    put(state, "ann", "leader", "E6", name="Cleon", skills=("siegecraft",))
    (fought,) = of(fight(state, "ann", "attack E7", [1, 1, 1, 6]), ev.BattleFought)
    assert fought.attacker.per_die == (2,)


def test_economics_adds_to_the_home_city_income():
    state = blank()
    give_city(state, "athens", "ann", home=True)
    put(state, "ann", "leader", "H8", name="Cleon", skills=("economics",))
    t = tx(state)
    collect_revenue(t, "ann")
    assert of(t.events, ev.RevenueCollected)[0].total == 8


def test_logistics_gives_its_stack_a_point_and_eases_starvation():
    state = blank(phase="move1")
    (army,) = put(state, "ann", "army", "E6")
    put(state, "ann", "leader", "E6", name="Cleon", skills=("logistics",))
    for step in ("E6 D6", "D6 D5", "D5 E6", "E6 D5"):  # 2 + 1 + 1 + 1 = 5
        run(state, "ann", f"move {step} 1 army cleon")
    assert state.unit(army).used == 5
    t = tx(state, [6])
    pay_upkeep(t, "ann")
    (rolled,) = of(t.events, ev.UpkeepRolled)
    assert rolled.modifier == -1 - 1  # Logistics, and D5 is farmland
