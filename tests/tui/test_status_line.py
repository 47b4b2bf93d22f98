"""The status line keeps its tail (chaos, the Favorite) at any width down to 80 columns."""

import pytest

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.boardinfo import status_line


@pytest.fixture
def session():
    # Seven city-states: the longest "to act" list the patron phase can show.
    game = GameSession.new(["athens", "sparta", "thebes", "corinth", "byzantium", "troy", "corcyra"], 5)
    yield game
    game.close()


def test_in_full_chaos_comes_before_the_favorite(session):
    line = status_line(session.view(), session.content, session.to_act())
    assert line.startswith("Turn 1 · choosing patrons · ")
    assert "(then " in line
    assert line.index(f"chaos {session.state.chaos}") < line.index("Favorite: ")
    assert line.endswith(f"({session.state.direction.title()})")


@pytest.mark.parametrize("width", [78, 66])  # the screen is never narrower than 80 columns
def test_shortened_to_the_width_it_keeps_chaos_and_the_favorite(session, width):
    favorite = session.name(session.state.favorite)
    line = status_line(session.view(), session.content, session.to_act(), width)
    assert len(line) <= width
    chaos = f"chaos {session.state.chaos}"
    assert chaos in line and favorite in line.split(chaos)[1]


def test_the_ai_form_says_who_acts_and_how_to_skip(session):
    to_act = session.to_act()
    line = status_line(session.view(), session.content, to_act, 78, ai=True)
    assert len(line) <= 78
    assert f"{session.name(to_act[0])} (AI)" in line and "'.' skips" in line


def test_a_width_too_small_for_any_form_is_cut_with_dots(session):
    line = status_line(session.view(), session.content, session.to_act(), 20)
    assert len(line) == 20 and line.endswith("...")


def test_the_ai_form_keeps_the_favorite_in_the_action_phase_at_80_columns(session):
    # Action phase, round 2, the longest city-state name acting for the AI.
    view = session.view()
    view.phase, view.round, view.turn = "action", 2, 3
    line = status_line(view, session.content, ["byzantium"], 78, ai=True)
    assert len(line) <= 78 and not line.endswith("...")
    assert line.endswith(f"({view.direction.title()})") and "Byzantium (AI)" in line and "'.' skips" in line
