import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.epireia import battle as b
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.commands import Place
from hellenica_tui.games.epireia.tx import Tx
from tests.games.epireia.conftest import Dice, R, act, started, types

# Powers: c1-01 is 1, c1-06 is 4, h1-01 is 1, h1-14 is 4, t1-06 is 4.


def battlefield(p1=(), p2=()):
    state = started(2)  # p1 Delian (Pericles, 3), p2 Peloponnesian (Brasidas, 2)
    state.city("p1").reserve, state.city("p2").reserve = list(p1), list(p2)
    return R.evolve(state, e.BattleBegan())


def test_tokens_go_face_down_into_the_slots_of_their_unit():
    state = battlefield(["c1-06", "h1-14"], ["c1-01"])
    with pytest.raises(IllegalCommand, match="flank-1a takes cavalry, not hoplites"):
        act(state, "p1", "place h1-14 flank-1a")
    with pytest.raises(IllegalCommand, match="not a token you may lay"):
        act(state, "p1", "place c1-01 flank-1a")
    state, _ = act(state, "p1", "place c1-06 flank-1a")
    with pytest.raises(IllegalCommand, match="already holds"):
        act(state, "p1", "place c1-06 flank-1a")
    state, _ = act(state, "p1", "lead pericles flank")
    state, _ = act(state, "p2", "place c1-01 flank-1a")  # each league has its own side
    assert R.view(state, "p2")["battle"]["slots"]["delian"] == {"flank-1a": "?"}
    assert R.view(state, "p2")["battle"]["leads"]["delian"] == {"flank": "?"}
    assert R.view(state, "p1")["battle"]["slots"]["delian"] == {"flank-1a": "c1-06"}
    assert R.view(state, "p2")["cities"][0]["reserve"] == ["cavalry-1", "hoplites-1"]
    assert R.public_text(Place(token="c1-06", slot="flank-1a"), (), "p1", "p2") == "place (a token face down) flank-1a"


def test_columns_are_shown_one_by_one_and_figures_join_once_a_front():
    state = battlefield(["c1-06"], ["c1-01"])
    for player, text in (("p1", "place c1-06 flank-1a"), ("p1", "lead pericles flank"),
                         ("p2", "place c1-01 flank-1a"), ("p2", "lead brasidas flank"), ("p1", "ready")):
        state, _ = act(state, player, text)
    assert R.to_act(state) == ["p2"]
    state, events = act(state, "p2", "ready")
    assert types(events) == ["PlayerReady", "LeadsRevealed", "ColumnRevealed"]
    assert all(R.is_barrier(ev) for ev in events[1:])
    assert events[2] == e.ColumnRevealed(
        front="flank", column=1, tokens={"delian": {"flank-1a": "c1-06"}, "peloponnesian": {"flank-1a": "c1-01"}}
    )
    assert R.to_act(state) == ["p2"]  # the league behind (1 to 4) is asked first
    state, _ = act(state, "p2", "commit")  # 1 + 2 = 3
    assert R.to_act(state) == ["p1"]  # the other may answer
    state, events = act(state, "p1", "hold")
    assert e.ColumnDecided(front="flank", column=1, delian=4, peloponnesian=3, winner="delian") in events
    assert R.to_act(state) == ["p1"]  # column 2, 0 to 0: the Delian League first on a tie; Brasidas is spent
    state, _ = act(state, "p1", "hold")
    assert R.to_act(state) == ["p1"]  # column 3
    with pytest.raises(IllegalCommand, match="only the figure asked"):
        act(state, "p2", "commit")
    state, events = act(state, "p1", "commit")
    assert e.ColumnDecided(front="flank", column=3, delian=3, peloponnesian=0, winner="delian") in events
    assert e.FrontDecided(front="flank", winner="delian") in events
    assert e.FrontDecided(front="center", winner=None) in events  # no token nor figure: all ties
    assert events[-1] == e.GameWon(league="delian", reason="won 1 fronts to 0")
    assert state.phase == "over" and R.to_act(state) == []


def test_the_league_that_held_may_answer_a_commitment():
    state = battlefield(["c1-01"], ["c1-06"])
    for player, text in (("p1", "place c1-01 flank-1a"), ("p1", "lead pericles flank"),
                         ("p2", "place c1-06 flank-1a"), ("p2", "lead brasidas flank"), ("p1", "ready"), ("p2", "ready")):
        state, _ = act(state, player, text)
    state, _ = act(state, "p1", "hold")  # behind 1 to 4, holds
    assert R.to_act(state) == ["p2"]
    state, _ = act(state, "p2", "commit")  # 6 to 1
    assert R.to_act(state) == ["p1"]
    state, events = act(state, "p1", "commit")  # 4 to 6: still lost
    assert e.ColumnDecided(front="flank", column=1, delian=4, peloponnesian=6, winner="peloponnesian") in events
    assert state.phase == "over"  # no figure is left to ask: the rest of the battle is decided at once


def finished(fronts, **cities):
    state = battlefield()
    state.battle.fronts = fronts
    for name, (prestige, copper) in cities.items():
        state.city(name).prestige, state.city(name).resources["copper"] = prestige, copper
    tx = Tx(state, R.content(state), Dice())
    b.finish(tx)
    return tx.events[-1]


def test_the_majority_of_fronts_then_the_maritime_front_then_prestige_then_copper():
    assert finished({"flank": "delian", "center": "", "maritime": ""}).league == "delian"
    tied = {"flank": "delian", "center": "", "maritime": "peloponnesian"}
    assert finished(tied) == e.GameWon(league="peloponnesian", reason="fronts tied; won the maritime front")
    none = {"flank": "delian", "center": "peloponnesian", "maritime": ""}
    won = finished(none, p1=(3, 0), p2=(5, 0))
    assert won.league == "peloponnesian" and "Prestige" in won.reason
    won = finished(none, p1=(5, 4), p2=(5, 1))
    assert won.league == "delian" and "Copper" in won.reason


def test_a_front_goes_to_the_majority_of_columns_won():
    state = battlefield(["t1-06", "t1-01"], ["t1-05"])  # 4 and 1 against 3
    for player, text in (("p1", "place t1-06 maritime-1a"), ("p1", "place t1-01 maritime-3a"),
                         ("p2", "place t1-05 maritime-3b"), ("p1", "ready"), ("p2", "ready")):
        state, events = act(state, player, text)
    # Won, tied, lost: one to one, nobody wins the maritime front; nobody any front, and every
    # count being equal the last resort holds.
    assert e.FrontDecided(front="maritime", winner=None) in events
    assert events[-1] == e.GameWon(league="peloponnesian", reason="tied in every count; the defender holds")


def test_the_order_of_asking_is_set_by_the_tokens_alone():
    # The Delian League is behind (1 to 2), joins and goes ahead (4 to 2); the Peloponnesian
    # answers by holding, and the column is decided: the Delian League is not asked again.
    state = battlefield(["c1-01"], ["c1-02"])
    for player, text in (("p1", "place c1-01 flank-1a"), ("p1", "lead pericles flank"),
                         ("p2", "place c1-02 flank-1a"), ("p2", "lead brasidas flank"), ("p1", "ready"), ("p2", "ready")):
        state, _ = act(state, player, text)
    assert R.to_act(state) == ["p1"]
    state, _ = act(state, "p1", "commit")
    assert R.to_act(state) == ["p2"]
    state, events = act(state, "p2", "hold")
    assert e.ColumnDecided(front="flank", column=1, delian=4, peloponnesian=2, winner="delian") in events


def test_the_commands_of_setting_the_battlefield_are_secret():
    state = battlefield(["c1-06"])
    assert R.options_secret(state, "p1")
    assert not R.options_secret(started(2), "p1")
