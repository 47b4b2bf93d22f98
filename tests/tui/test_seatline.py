"""The seat line: whose turn it is and who waits, in words, at any width."""

from __future__ import annotations

from hellenica_tui.tui.seatline import TurnBell, seat_line, seat_states

NAMES = {"athens": "Athens", "sparta": "Sparta", "thebes": "Thebes", "corinth": "Corinth"}
SEATS = list(NAMES)


def states(to_act, ai=("thebes",)):
    return seat_states(SEATS, NAMES, set(ai), to_act)


def test_your_turn_is_said_in_words_with_who_else_acts_and_who_waits():
    line = seat_line(states(["athens", "thebes"]), "athens", False, 200)
    assert line == "▶ YOUR TURN, Athens · also to act: Thebes (AI) · waiting with you: Sparta, Corinth"


def test_a_waiting_seat_is_told_whom_it_waits_for():
    line = seat_line(states(["sparta"]), "athens", False, 200)
    assert line == "You wait for Sparta · waiting with you: Thebes (AI), Corinth"


def test_the_line_shortens_to_fit_and_keeps_the_mark():
    for width in (80, 60, 40, 30):
        line = seat_line(states(["athens", "sparta", "thebes"]), "athens", False, width)
        assert len(line) <= width and line.startswith("▶ YOUR TURN")
    assert seat_line(states(["athens", "sparta", "thebes"]), "athens", False, 30) == "▶ YOUR TURN · also: Spa, The"


def test_a_finished_game_and_nobody_to_act():
    assert seat_line(states([]), "athens", True, 80) == "The game is over."
    assert seat_line(states([]), "athens", False, 80).startswith("Nobody has to act")


def test_the_bell_rings_once_when_the_turn_begins():
    bell = TurnBell(acting=False)
    assert [bell.turn_began(a) for a in (False, True, True, False, True)] == [False, True, False, False, True]
    assert not TurnBell(acting=True).turn_began(True)  # opening on one's turn: no ring


def test_an_ai_seat_at_a_level_a_player_chose_says_it_while_there_is_room():
    chosen = seat_states(SEATS, NAMES, {"thebes", "sparta"}, ["sparta"], {"thebes": "hard"})
    line = seat_line(chosen, "athens", False, 200)
    assert line == "You wait for Sparta (AI) · waiting with you: Thebes (AI, hard), Corinth"  # normal: as before
    assert seat_line(chosen, "athens", False, 64) == "Waiting for Sparta (AI) · waiting: Thebes (AI, hard), Corinth"
    assert "hard" not in seat_line(chosen, "athens", False, 40)  # short forms drop it first
