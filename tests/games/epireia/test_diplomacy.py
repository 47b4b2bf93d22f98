import pytest

from hellenica_tui.engine.errors import IllegalCommand
from tests.games.epireia.conftest import R, act, started


def diplomacy(players=2, **kw):
    state = started(players, **kw)
    while state.phase == "development":
        state, _ = act(state, R.to_act(state)[0], "done")
    return state


def test_the_peloponnesian_league_sends_first_and_moving_is_not_mandatory():
    state = diplomacy(4)
    order = []
    while state.phase == "diplomacy":
        order.append(R.to_act(state)[0])
        state, _ = act(state, order[-1], "done")
    assert order == ["p2", "p3", "p1", "p4"] and state.round == 2


def test_a_figure_leaves_home_once_a_round():
    state = diplomacy()
    state, _ = act(state, "p2", "send brasidas epirus")
    with pytest.raises(IllegalCommand, match="already left"):
        act(state, "p2", "send brasidas illyria")
    with pytest.raises(IllegalCommand, match="not one of your figures"):
        act(state, "p2", "send pericles illyria")


def test_the_sea_spaces_need_a_figure_with_the_sea():
    state = diplomacy()
    for space in ("egypt", "aigaio"):
        with pytest.raises(IllegalCommand, match="reached by sea"):
            act(state, "p2", f"send brasidas {space}")
    state.city("p2").figures.append("lysander")  # a figure with the sea
    act(state, "p2", "send lysander egypt")


def test_one_figure_of_a_league_on_an_empire_or_a_greek_city():
    state = diplomacy(3)  # p1 and p3 are Delian
    state, _ = act(state, "p2", "send brasidas persia")
    state, _ = act(state, "p2", "done")
    state, _ = act(state, "p1", "send pericles persia")  # the other league may join
    state.city("p1").figures.append("cleisthenes")
    with pytest.raises(IllegalCommand, match="already has a figure there"):
        act(state, "p1", "send cleisthenes persia")
    state, _ = act(state, "p1", "send cleisthenes delphi")
    state, _ = act(state, "p1", "done")
    for space in ("persia", "delphi"):
        with pytest.raises(IllegalCommand, match="already has a figure there"):
            act(state, "p3", f"send timoleon {space}")


def test_several_figures_may_share_a_territory():
    state = diplomacy()
    state.city("p2").figures.append("leonidas")
    state, _ = act(state, "p2", "send brasidas epirus")
    state, _ = act(state, "p2", "send leonidas epirus")
    assert state.away == {"brasidas": "epirus", "leonidas": "epirus"}


def test_played_cities_allies_and_an_allys_territory_are_out_of_reach():
    state = diplomacy(3)
    with pytest.raises(IllegalCommand, match="Athens is played"):
        act(state, "p2", "send brasidas athens")
    state.territories["epirus"] = "p1"
    state.leagues["delian"].allies["elis"] = "t1-01"
    state, _ = act(state, "p2", "done")
    state, _ = act(state, "p1", "send pericles epirus")  # its own: it may defend it
    state, _ = act(state, "p1", "done")
    with pytest.raises(IllegalCommand, match="an ally holds that Territory"):
        act(state, "p3", "send timoleon epirus")
    with pytest.raises(IllegalCommand, match="already your league's ally"):
        act(state, "p3", "send timoleon elis")


def test_an_act_may_close_a_space():
    state = diplomacy()
    state.card = "festival-offerings"
    with pytest.raises(IllegalCommand, match="closes Macedonia"):
        act(state, "p2", "send brasidas macedonia")
