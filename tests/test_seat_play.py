"""The seat layer's session for any registered game (seat.play.Session), on the dice
game: two seats' sessions on one save, each told what the other did in its own eyes."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.seat.opening import new_game
from hellenica_tui.seat.play import Session


@pytest.fixture
def seats(tmp_path):
    path = str(tmp_path / "dice.hsav")
    made = new_game("dicegame", "standard", [Seat("red"), Seat("blue")], 3, {"target": 30}, path)
    made.game.close()
    red, blue = Session.load(path, "red"), Session.load(path, "blue")
    yield red, blue
    red.close()
    blue.close()


def test_each_seat_reads_the_others_commands_in_its_own_eyes(seats):
    red, blue = seats
    assert red.viewer == "red" and red.suggestions()[:2] == ["bank", "bet 1"] and blue.suggestions() == []
    assert red.submit("draw")[0] == "Red: draw" and red.tell(red.game.log[-1])[1].startswith("  Red draws a ")
    blue.game.sync()
    retell, told, notes = blue.outside()
    assert (retell, told, notes) == (False, ["Red: draw", "  Red draws a card."], [])  # the card is red's secret
    with pytest.raises(CommandError, match="turn, not blue"):
        blue.submit("roll")


def test_undo_and_redo_are_told_and_a_command_another_seat_has_seen_stands(seats):
    red, blue = seats
    red.submit("bet 2")
    assert red.undo_blocked() is None and red.undo() == ["Taken back: Red: bet 2"]
    assert red.game.log == [] and red.redo() == ["Red: bet 2", "  Red bets 2."]
    blue.game.sync()
    assert blue.outside() == (False, ["Red: bet 2", "  Red bets 2."], [])
    red.game.sync()
    assert red.undo_blocked() == "Blue has already seen 'bet 2'; it stands."
    assert blue.history() == ["Red: bet 2", "  Red bets 2."]
