import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.epireia.commands import PickFigure
from tests.games.epireia.conftest import R, act, new_state, started, types


@pytest.mark.parametrize(
    "players, leagues",
    [
        (2, ["delian", "peloponnesian"]),
        (3, ["delian", "peloponnesian", "delian"]),
        (4, ["delian", "peloponnesian", "peloponnesian", "delian"]),
    ],
)
def test_seats_follow_the_leagues_order_of_picking(players, leagues):
    state = new_state(players)
    assert [c.league for c in state.cities] == leagues
    assert R.to_act(state) == ["p1"]


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        R.initial_state("standard", [Seat(f"p{i}") for i in range(players)], 1, {})


def test_the_starting_state():
    state = new_state(3)
    for city in state.cities:
        assert city.resources == {"wheat": 2, "wood": 2, "copper": 2}
        assert city.prestige == 1 and city.figures == [] and city.reserve == []
    assert all(board.treasury == {"wheat": 0, "wood": 0, "copper": 0} for board in state.leagues.values())
    assert sum(len(d) for d in state.decks.values()) == 52


def test_cities_then_administrators_are_picked_in_turn_each_once():
    state = new_state(3)
    with pytest.raises(IllegalCommand, match="p1 picks now"):
        act(state, "p2", "city sparta")
    state, _ = act(state, "p1", "city athens")
    with pytest.raises(IllegalCommand, match="Athens is already taken"):
        act(state, "p2", "city athens")
    state, _ = act(state, "p2", "city sparta")
    state, _ = act(state, "p3", "city corinth")
    assert state.phase == "pick_admin" and R.to_act(state) == ["p1"]
    state, _ = act(state, "p1", "admin archon")
    with pytest.raises(IllegalCommand, match="already taken"):
        act(state, "p2", "admin archon")
    state, _ = act(state, "p2", "admin polemarch")
    state, _ = act(state, "p3", "admin merchant")
    assert state.phase == "pick_figure"
    assert sorted(R.to_act(state)) == ["p1", "p2", "p3"]  # the first figures are picked at once


def test_the_first_figure_is_secret_until_all_have_picked():
    state = new_state(2)
    for text in ("city athens", "city sparta", "admin archon", "admin polemarch"):
        state, _ = act(state, R.to_act(state)[0], text)
    with pytest.raises(IllegalCommand, match="one of athens's"):
        act(state, "p1", "figure brasidas")
    state, events = act(state, "p2", "figure leonidas")
    assert types(events) == ["FigurePicked"] and R.to_act(state) == ["p1"]
    assert R.view(state, "p1")["secret_picks"] == {"p2": "?"}
    assert R.view(state, None)["secret_picks"] == {"p2": "?"}
    assert R.view(state, "p2")["secret_picks"] == {"p2": "leonidas"}
    assert R.public_text(PickFigure(figure="leonidas"), events, "p2", "p1") == "figure (secret)"
    assert not any(R.is_barrier(e) for e in events)  # a pick may be taken back before the others have seen it
    with pytest.raises(IllegalCommand, match="already picked"):
        act(state, "p2", "figure gorgo")
    state, events = act(state, "p1", "figure cleisthenes")
    assert types(events)[:4] == ["FigurePicked", "FiguresRevealed", "ActDrawn", "RoundBegan"]
    assert R.is_barrier(events[1])
    assert state.city("p1").figures == ["cleisthenes"] and state.city("p2").figures == ["leonidas"]
    assert state.act == 1 and state.round == 1 and state.card in ("envoys-abroad", "festival-offerings", "rival-builders")
    assert state.phase == "development" and R.to_act(state) == ["p1"] and state.actions_left == 2


def test_four_players_start_with_the_delian_league():
    state = started(4)
    assert R.to_act(state) == ["p1"] and state.city("p1").league == "delian"
