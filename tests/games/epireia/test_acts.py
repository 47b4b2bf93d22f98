from hellenica_tui.games.epireia import events as e
from tests.games.epireia.conftest import Dice, R, act, started, types


def to_end_of_round(state, rolls=(), away=None):
    events = []
    while state.phase == "development":
        state, got = act(state, R.to_act(state)[0], "done")
        events += got
    state.away.update(away or {})
    while state.phase == "diplomacy":
        state, got = act(state, R.to_act(state)[0], "done", Dice(rolls))
        events += got
    return state, events


def test_the_first_to_meet_the_objective_wins_the_reward_and_the_next_act_comes_next_round():
    state = started(2)
    assert state.card == "envoys-abroad"  # win one negotiation with an Empire; a trireme of level I
    state.territories["epirus"] = "p1"
    state, events = to_end_of_round(state, [9], {"brasidas": "macedonia"})
    assert e.ActCompleted(act=1, player="p2") in events
    assert state.city("p2").reserve == ["t1-01"]
    # The next Act is drawn at the start of the next round, before its first turn.
    at = types(events).index("ActDrawn")
    assert types(events)[at:].index("RoundBegan") > 0 and events[at] == e.ActDrawn(act=2, card="brigands-in-the-hills")
    assert state.act == 2 and not state.act_done and state.round == 2
    # Its Brigands take the Territories they are put on, removing a city's token.
    assert e.BrigandsPlaced(space="epirus", evicted="p1") in events
    assert state.territories == {} and state.brigands == ["epirus", "illyria", "chalkidiki"]


def test_only_one_city_wins_an_act_and_those_meeting_it_at_once_go_in_the_development_order():
    state = started(2)
    state.card = "festival-offerings"  # Prestige 4
    for city in state.cities:
        city.prestige = 4
    state, events = act(state, "p1", "done")
    assert [ev.player for ev in events if isinstance(ev, e.ActCompleted)] == ["p1"]
    state.city("p2").prestige = 5
    state, events = act(state, "p2", "done")
    assert not any(isinstance(ev, e.ActCompleted) for ev in events)


def test_the_round_in_which_the_third_act_is_completed_is_played_out_then_the_great_battle():
    state = started(2)
    state.act, state.card = 3, "pirates"  # Prestige 7
    state.city("p1").prestige, state.city("p1").bonuses = 6, [3, 5, 7]
    state, events = act(state, "p1", "donate 2 wheat")
    assert e.ActCompleted(act=3, player="p1") in events and state.phase == "development"
    assert len(state.city("p1").reserve) == 2  # a trireme of level II and a hoplite of level I
    state, events = to_end_of_round(state)
    assert state.phase == "battle_setup" and "RoundBegan" not in types(events)
    assert sorted(R.to_act(state)) == ["p1", "p2"]
