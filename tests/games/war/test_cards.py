import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.cards import playable
from tests.games.war.helpers import CONTENT, blank, decide, fight, fold, give_city, of, put, run


def holding(*cards, phase="recruit"):
    state = blank(phase=phase)
    give_city(state, "athens", "ann", home=True)
    give_city(state, "sparta", "bob", home=True)
    state.players["ann"].hand = list(cards)
    return state


def test_a_card_played_goes_to_the_discards_and_is_a_barrier():
    from hellenica_tui.games.war.ruleset import RULESET

    state = holding("contributions")
    events = decide(state, "ann", "play contributions", [3, 4])
    assert events[0] == ev.CardPlayed(player="ann", card="contributions")
    assert RULESET.is_barrier(events[0])
    fold(state, events)
    assert state.players["ann"].gold == 7 and state.players["ann"].hand == [] and state.discard == ["contributions"]


def test_cards_are_played_from_your_hand_in_your_own_turn():
    state = holding("contributions")
    with pytest.raises(IllegalCommand, match="no card 'bribes'") as info:
        run(state, "ann", "play bribes")
    assert info.value.rule == "cards"
    with pytest.raises(IllegalCommand, match="ann's turn"):
        run(state, "bob", "play contributions")


def test_battle_cards_are_played_in_battles_not_with_play():
    state = holding("break-formation")
    with pytest.raises(IllegalCommand, match="not played in your own turn"):
        run(state, "ann", "play break-formation")
    assert not playable(CONTENT.cards["break-formation"]) and playable(CONTENT.cards["bribes"])


def test_extra_diplomacy_this_turn_and_one_fewer_for_an_opponent_next_turn():
    state = holding("bribes", "threatened", phase="diplomacy")
    run(state, "ann", "play bribes")
    run(state, "ann", "diplomacy naxos", [1])
    run(state, "ann", "diplomacy naxos", [1])
    with pytest.raises(IllegalCommand, match="no diplomacy roll left"):
        run(state, "ann", "diplomacy naxos", [1])
    run(state, "ann", "play threatened bob")
    assert state.players["bob"].diplomacy_next == -1
    for _ in range(4):
        run(state, "ann", "done")  # diplomacy, move 1, sea, land; then the second move ends the turn
    run(state, "ann", "done")
    assert state.active == "bob" and state.players["bob"].diplomacy_bonus == -1
    state.phase = "diplomacy"
    with pytest.raises(IllegalCommand, match="no diplomacy roll left"):
        run(state, "bob", "diplomacy naxos", [1])


def test_take_a_neutral_city_or_raise_a_revolt():
    state = holding("alliance", "revolt")
    give_city(state, "naxos", "bob")
    with pytest.raises(IllegalCommand, match="needs a target: neutral city"):
        run(state, "ann", "play alliance naxos")
    run(state, "ann", "play alliance delphi")
    assert state.cities["delphi"].controller == "ann" and not state.cities["delphi"].hostile
    with pytest.raises(IllegalCommand, match="enemy minor city"):
        run(state, "ann", "play revolt sparta")
    run(state, "ann", "play revolt naxos")
    run(state, "bob", "defend", [3])  # 2 rebels, nobody of bob's there
    assert state.cities["naxos"].controller == ""


def test_blockade_stops_a_citys_next_revenue_once():
    state = holding("economic-blockade", phase="move2")
    run(state, "ann", "play economic-blockade sparta")
    events = decide(state, "ann", "done")
    assert dict(of(events, ev.RevenueCollected)[0].by_city) == {"sparta": 0}
    fold(state, events)
    assert not state.cities["sparta"].no_income


def test_rivalry_keeps_an_opponent_still_for_his_next_turn():
    state = holding("political-rivalry", phase="move2")
    put(state, "bob", "army", "E6")
    state.players["bob"].gold = 5
    run(state, "ann", "play political-rivalry bob")
    run(state, "ann", "done", [1])
    state.phase = "move1"
    with pytest.raises(IllegalCommand, match="neither move nor attack"):
        run(state, "bob", "move E6 D6 1 army")


def test_a_truce_stops_all_attacks_until_the_end_of_the_players_next_turn():
    state = holding("truce", phase="land")
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6")
    run(state, "ann", "play truce")
    with pytest.raises(IllegalCommand, match="truce holds"):
        run(state, "ann", "attack D6")
    assert state.truce_turn == 2
    state.turn = 2
    run(state, "ann", "done")  # land battle over
    run(state, "ann", "done", [1])  # the second move: the turn ends, and the truce with it
    assert state.truce_by == ""


def test_coup_and_jealousies_hurt_an_opponent():
    state = holding("coup", "internal-jealousies")
    state.players["bob"].gold = 5
    run(state, "ann", "play coup bob", [4])
    assert state.cities["sparta"].razed == 4
    run(state, "ann", "play internal-jealousies bob", [6, 6])
    assert state.players["bob"].gold == 0  # never below nothing


def test_forced_march_gives_an_army_stack_two_more_points():
    state = holding("forced-march", phase="move1")
    (army,) = put(state, "ann", "army", "E6")
    run(state, "ann", "play forced-march E6")
    for step in ("E6 D6", "D6 D5", "D5 E6", "E6 D6"):  # 2 + 1 + 1 + 2 = 6
        run(state, "ann", f"move {step} 1 army")
    assert state.unit(army).used == 4


def test_assassination_kills_a_leader_and_election_replaces_ones_own():
    state = holding("assassination", "election")
    put(state, "bob", "leader", "F12", name="Brasidas")
    put(state, "ann", "leader", "H8", name="Cleon")
    run(state, "ann", "play assassination brasidas")
    assert not [u for u in state.units if u.name == "Brasidas"]
    with pytest.raises(IllegalCommand, match="own leader"):
        run(state, "ann", "play election brasidas")
    events = decide(state, "ann", "play election cleon", [1, 20])
    (raised,) = of(events, ev.LeaderRaised)
    assert raised.skills == ("leadership",) and raised.space == "H8"


def test_storms_and_plague_and_short_supplies():
    state = holding("storms", "plague", "short-supplies")
    put(state, "bob", "fleet", "H7", 2)
    run(state, "ann", "play storms H7", [6, 1])
    assert sum(1 for u in state.units if u.kind == "fleet") == 1
    give_city(state, "naxos", "bob")
    put(state, "bob", "army", "L10")
    events = decide(state, "ann", "play plague naxos", [4])  # 4 + 2 = 6: gone
    assert of(events, ev.UpkeepRolled)[0].modifier == 2 and of(events, ev.UpkeepRolled)[0].lost
    put(state, "bob", "baggage", "E6", 3)
    run(state, "ann", "play short-supplies E6", [2])
    assert sum(1 for u in state.units if u.kind == "baggage") == 1


def test_treasure_pays_for_a_city_taken_this_turn():
    state = holding("treasure", phase="land")
    put(state, "ann", "army", "E6", 3)
    run(state, "ann", "play treasure")
    events = decide(state, "ann", "attack E7", [10, 10, 10, 1, 1, 7])
    assert [e.amount for e in of(events, ev.GoldChanged)] == [7]


def test_grand_strategy_draws_cards():
    state = holding("grand-strategy")
    state.deck = ["spy", "truce", "bribes"]
    run(state, "ann", "play grand-strategy", [2])
    assert sorted(state.players["ann"].hand) == ["bribes", "truce"]


def battle_at_d6(attacker_cards=(), defender_cards=()):
    state = holding(*attacker_cards, phase="land")
    state.players["bob"].hand = list(defender_cards)
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6")  # hills: +4 defending
    return state


def test_the_attacker_names_his_battle_cards_and_the_defender_answers():
    state = battle_at_d6(["break-formation"], ["strong-position"])
    run(state, "ann", "attack D6 with break-formation")
    assert state.pending is not None and state.active == "bob" and state.players["ann"].hand == []
    with pytest.raises(IllegalCommand, match="bob answers the attack"):
        run(state, "bob", "done")
    events = decide(state, "bob", "defend strong-position", [5, 2, 7, 1])  # ann 5; bob 2+4+3; break formation 7
    (fought,) = of(events, ev.BattleFought)
    assert fought.attacker.card_dice == (7,) and fought.attacker.total == 12
    assert fought.defender.per_die == (7,) and fought.defender.total == 9 and fought.attacker_won
    fold(state, events)
    assert state.pending is None and sorted(state.discard) == ["break-formation", "strong-position"]


def test_cards_played_against_a_neutral_city_leave_the_hand():
    """Seen in play: an attack on a neutral city is fought at once, with nobody to answer,
    and its cards stayed in the attacker's hand to be played again."""
    state = holding("sapping", "night-raid", phase="land")
    put(state, "ann", "army", "E6", 3)  # next to Thebes (E7), neutral
    events = decide(state, "ann", "attack E7 with sapping", [10, 10, 10, 5, 3, 4])
    assert of(events, ev.CardPlayed) == [ev.CardPlayed(player="ann", card="sapping")]
    fold(state, events)
    assert state.players["ann"].hand == ["night-raid"] and state.discard == ["sapping"]


def test_a_card_must_fit_the_battle_and_the_side():
    state = battle_at_d6(["narrow-channel", "night-raid"], ["night-raid", "determined-resistance"])
    with pytest.raises(IllegalCommand, match="Narrow Channel does not fit"):
        run(state, "ann", "attack D6 with narrow-channel")  # a defender's card, at sea
    state.players["bob"].hand = ["surprise-attack", "determined-resistance"]
    run(state, "ann", "attack D6")
    with pytest.raises(IllegalCommand, match="Surprise Attack does not fit"):
        run(state, "bob", "defend surprise-attack")
    run(state, "bob", "defend determined-resistance", [5, 5, 1, 3])


def test_cards_against_the_opponent_take_from_his_total_and_casualty_rolls():
    state = battle_at_d6(["allies-leave", "cavalry-pursuit"])
    run(state, "ann", "attack D6 with allies-leave cavalry-pursuit")
    events = decide(state, "bob", "defend", [6, 6, 5, 5])  # 6 against 6+4, less 5: ann wins; bob rolls 5, -1
    (fought,) = of(events, ev.BattleFought)
    assert fought.defender.minus_dice == (5,) and fought.defender.total == 5 and fought.attacker_won
    (cas,) = of(events, ev.CasualtiesRolled)
    assert cas.modifier == -1 and cas.destroyed


def test_withdrawal_helps_ones_own_casualty_rolls():
    state = battle_at_d6(["withdrawal"])
    run(state, "ann", "attack D6 with withdrawal")
    (cas,) = of(decide(state, "bob", "defend", [1, 9, 4]), ev.CasualtiesRolled)
    assert cas.player == "ann" and cas.modifier == 1 and cas.retreats


def test_a_card_aimed_at_a_player_keeps_his_name_even_if_it_reads_like_a_space():
    from hellenica_tui.games.war.ruleset import RULESET

    state = blank(names=("p1", "q2"))
    give_city(state, "athens", "p1", home=True)
    state.players["p1"].hand = ["coup", "storms"]
    command = RULESET.parse("play coup q2", state, "p1")
    assert command.target == "q2" and RULESET.format(command) == "play coup q2"
    assert RULESET.parse("play storms h7", state, "p1").target == "H7"


def test_spy_shows_an_opponents_hand_to_the_spy_alone():
    from hellenica_tui.games.war.ruleset import RULESET

    state = holding("spy")
    state.players["bob"].hand = ["truce", "bribes"]
    run(state, "ann", "play spy bob")
    assert RULESET.view(state, "ann")["players"]["ann"]["seen"] == {"bob": ["truce", "bribes"]}
    assert RULESET.view(state, "bob")["players"]["ann"]["seen"] == {}


def test_exile_takes_a_leader_away_for_2d6_turns_and_he_comes_home():
    state = holding("exiled", phase="move2")
    (leader,) = put(state, "bob", "leader", "F12", name="Brasidas", skills=("oratory",))
    run(state, "ann", "play exiled brasidas", [1, 1])  # back on turn 1 + 2
    assert state.unit(leader).space == "" and state.unit(leader).exiled_until == 3
    run(state, "ann", "done")  # bob's turn 1: still away
    assert state.unit(leader).space == ""
    state.turn = 3
    state.phase = "move2"
    run(state, "bob", "done")  # on to ann; then ann ends and bob's turn 4 brings him back
    state.phase = "move2"
    run(state, "ann", "done", [1])
    assert state.unit(leader).space == "F12"


def test_failure_dismisses_a_leader_whose_stack_lost_a_battle_this_turn():
    state = holding("failure", phase="land")
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6")
    (leader,) = put(state, "bob", "leader", "D6", name="Brasidas")
    with pytest.raises(IllegalCommand, match="beaten leader"):
        run(state, "ann", "play failure brasidas")
    fold(state, fight(state, "ann", "attack D6", [9, 1, 5]))  # bob beaten, his army falls back with the leader
    assert state.unit(leader).beaten == state.turn
    run(state, "ann", "play failure brasidas")
    assert all(u.id != leader for u in state.units)


def test_relieving_force_only_while_a_city_of_yours_is_besieged():
    state = holding("relieving-force", phase="move1")
    put(state, "ann", "army", "E6")
    with pytest.raises(IllegalCommand, match="besieged"):
        run(state, "ann", "play relieving-force E6")
    put(state, "bob", "fleet", "H7")  # next to Athens
    run(state, "ann", "play relieving-force E6")
    assert state.units[0].used == -2


def test_hesitation_keeps_an_enemy_stack_from_attacking_for_the_rest_of_the_game_turn():
    state = holding("hesitation")
    state.order = ["ann", "bob"]
    put(state, "bob", "army", "E6")
    put(state, "ann", "army", "D6")
    run(state, "ann", "play hesitation E6")
    state.current, state.phase = 1, "land"  # bob's turn, the same game turn
    with pytest.raises(IllegalCommand, match="can attack"):
        run(state, "bob", "attack D6")
    state.turn = 2
    run(state, "bob", "attack D6")  # a new month
