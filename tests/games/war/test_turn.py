import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from tests.games.war.helpers import blank, decide, fold, give_city, of, put, run


def two_homes(phase="recruit"):
    state = blank(phase=phase)
    give_city(state, "athens", "ann", home=True)
    give_city(state, "sparta", "bob", home=True)
    return state


def finish_turn(state, player, rolls=()):
    """done through every phase of `player`'s turn (the home city's experience roll is the first die)."""
    run(state, player, "done", [1])  # recruit, experience 1
    for _ in range(5):
        run(state, player, "done", rolls if state.phase == "move2" else ())


def test_the_phases_follow_in_order_and_the_turn_passes():
    state = two_homes()
    seen = []
    for _ in range(6):
        seen.append(state.phase)
        run(state, "ann", "done", [1] if state.phase == "recruit" else ())
    assert seen == ["recruit", "diplomacy", "move1", "sea", "land", "move2"]
    assert state.active == "bob" and state.phase == "recruit" and state.turn == 1
    finish_turn(state, "bob")
    assert state.active == "ann" and state.turn == 2


def test_a_turn_begins_with_two_cards_revenue_and_upkeep():
    state = two_homes(phase="move2")
    state.deck = ["spy", "truce", "bribes"]
    put(state, "bob", "army", "F12")
    events = decide(state, "ann", "done")
    assert of(events, ev.CardsDrawn) == [
        ev.CardsDrawn(player="bob", cards=("bribes",)),
        ev.CardsDrawn(player="bob", cards=("truce",)),
    ]
    assert of(events, ev.RevenueCollected)[0].total == 7
    assert of(events, ev.UpkeepPaid)[0].gold == 1
    assert of(events, ev.PhaseBegan)[-1].phase == "recruit"


def test_an_empty_deck_is_the_discards_shuffled():
    state = two_homes(phase="move2")
    state.discard = ["spy", "truce"]
    events = decide(state, "ann", "done", [])
    (shuffled,) = of(events, ev.DeckShuffled)
    assert shuffled.from_discard and sorted(shuffled.deck) == ["spy", "truce"]
    fold(state, events)
    assert sorted(state.players["bob"].hand) == ["spy", "truce"] and state.discard == []


def test_over_the_hand_limit_the_player_discards_before_revenue():
    state = two_homes(phase="move2")
    state.players["bob"].hand = ["a1", "a2", "a3", "a4", "a5", "a6"]
    state.deck = ["spy", "truce"]
    run(state, "ann", "done")
    assert state.phase == "discard" and state.active == "bob" and state.players["bob"].gold == 0
    with pytest.raises(IllegalCommand, match="draw phase"):
        run(state, "bob", "done")
    run(state, "bob", "discard spy")
    assert state.phase == "recruit" and state.players["bob"].gold == 7 and state.discard == ["spy"]


def test_statecraft_raises_the_hand_limit():
    state = two_homes(phase="move2")
    put(state, "bob", "leader", "F12", name="Pericles", skills=("statecraft",))
    state.players["bob"].hand = ["a1", "a2", "a3", "a4", "a5", "a6"]
    state.deck = ["spy", "truce"]
    run(state, "ann", "done")
    assert state.phase == "recruit" and len(state.players["bob"].hand) == 8


def test_commands_out_of_turn_or_phase_are_refused_with_the_rule():
    state = two_homes()
    with pytest.raises(IllegalCommand, match="ann's turn") as info:
        run(state, "bob", "done")
    assert info.value.rule == "turn"
    with pytest.raises(IllegalCommand, match="diplomacy phase"):
        run(state, "ann", "diplomacy naxos")


def test_after_the_last_turn_the_most_cities_win():
    state = two_homes(phase="move2")
    state.turn = 36
    state.order = ["bob", "ann"]
    state.current = 1
    give_city(state, "naxos", "ann")
    events = decide(state, "ann", "done")
    (end,) = of(events, ev.GameEnded)
    assert dict(end.scores) == {"bob": 1, "ann": 2} and end.winners == ("ann",)
    fold(state, events)
    with pytest.raises(IllegalCommand, match="game is over"):
        run(state, "ann", "done")


def test_a_tie_in_cities_goes_to_more_armies_and_fleets_then_gold():
    state = two_homes(phase="move2")
    state.turn, state.order, state.current = 36, ["bob", "ann"], 1
    put(state, "bob", "fleet", "F12")
    (end,) = of(decide(state, "ann", "done"), ev.GameEnded)
    assert end.winners == ("bob",)
    put(state, "ann", "army", "H8")
    state.players["ann"].gold = 1
    (end,) = of(decide(state, "ann", "done"), ev.GameEnded)
    assert end.winners == ("ann",)


def test_a_historian_counts_as_a_city():
    state = two_homes(phase="move2")
    state.turn, state.order, state.current = 36, ["bob", "ann"], 1
    put(state, "bob", "leader", "F12", name="Xenophon", skills=("historian",))
    (end,) = of(decide(state, "ann", "done"), ev.GameEnded)
    assert dict(end.scores)["bob"] == 2 and end.winners == ("bob",)


def test_a_player_with_no_city_and_no_unit_is_out_and_the_last_one_wins():
    state = blank(phase="move2", names=("ann", "bob", "cy"))
    give_city(state, "athens", "ann", home=True)
    give_city(state, "sparta", "bob", home=True)
    state.cities["sparta"].controller = "ann"  # bob's home has fallen
    put(state, "cy", "army", "E6")
    events = decide(state, "ann", "done", [6, 1])  # cy's upkeep roll: lost
    assert of(events, ev.PlayerOut) == [ev.PlayerOut(player="bob")]
    fold(state, events)
    assert state.active == "cy"
    state.phase = "move2"
    events = decide(state, "cy", "done")
    assert of(events, ev.PlayerOut) == [ev.PlayerOut(player="cy")]
    assert of(events, ev.GameEnded)[0].winners == ("ann",)


def test_ships_at_sea_after_the_second_move_roll_for_storms():
    state = two_homes(phase="move2")
    (safe,) = put(state, "ann", "fleet", "G7")  # a fishing village: a harbour
    (sunk, kept) = put(state, "ann", "fleet", "H7", 2)
    put(state, "ann", "rowers", "H7", 2)
    events = decide(state, "ann", "done", [5, 4])
    rolled = {e.id: e.sunk for e in of(events, ev.NavigationRolled)}
    assert rolled == {sunk: True, kept: False}
    lost = of(events, ev.UnitsLost)
    assert len(lost) == 1 and len(lost[0].ids) == 1  # one crew went down with its ship
    fold(state, events)
    assert {u.id for u in state.units if u.kind == "fleet"} == {safe, kept}


def test_sea_worthy_takes_one_from_navigation_rolls():
    state = two_homes(phase="move2")
    state.players["ann"].traits = ["sea-worthy"]
    put(state, "ann", "fleet", "H7")
    (rolled,) = of(decide(state, "ann", "done", [5]), ev.NavigationRolled)
    assert rolled.modifier == -1 and not rolled.sunk


def test_a_neutral_razed_city_mends_one_counter_a_game_turn():
    state = two_homes(phase="move2")
    state.cities["naxos"].razed = 2
    run(state, "ann", "done")  # bob's turn in the same game turn: nothing
    assert state.cities["naxos"].razed == 2
    state.phase = "move2"
    run(state, "bob", "done", [1])  # the next game turn begins with ann
    assert state.turn == 2 and state.cities["naxos"].razed == 1
