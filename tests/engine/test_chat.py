"""`say ...`: a line said at the table is kept in the log, changes nothing of the game,
and is stepped over by undo."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.chat import Say
from hellenica_tui.engine.errors import InvalidCommand, SaveFileError, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.log import CommandGroup
from hellenica_tui.engine.savewrite import SaveWriter
from tests.engine.conftest import RULESETS, new_game
from tests.engine.dicegame import RULESET


def test_any_seat_talks_at_any_time_and_the_game_stays_as_it_was(save_path):
    game = new_game(path=save_path)
    before = RULESET.state_hash(game.state)
    group = game.apply("say Good luck, Bob!", "bob")  # not bob's turn: talk is not a move
    assert group.command == Say(text="Good luck, Bob!") and group.events == () and group.state_hash is None
    assert RULESET.state_hash(game.state) == before and game.to_act() == ["ann"]
    assert game.text(group) == "say Good luck, Bob!" == game.public_text(group, "ann")
    game.apply("bet 1", "ann")
    again = Game.load(save_path, RULESETS)
    assert [again.text(g) for g in again.log] == ["say Good luck, Bob!", "bet 1"]
    assert again.verify() == 2


@pytest.mark.parametrize(
    ("text", "why"),
    [("say", "say what?"), ("say   ", "say what?"), ("say [b]loud[/b]", "no control characters, brackets"),
     ("say a\x1b[2Jb", "no control characters"), ("say " + "x" * 201, "at most 200 characters")],
)  # fmt: skip
def test_a_line_that_cannot_be_kept_is_refused(save_path, text, why):
    game = new_game(path=save_path)
    with pytest.raises(InvalidCommand, match=why.replace("?", r"\?")):
        game.apply(text, "ann")
    assert not game.log


def test_undo_steps_over_what_was_said_and_keeps_it(save_path):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    game.apply("say oops", "ann")
    game.apply("say ha", "bob")
    taken = game.undo("ann")
    assert [game.text(g) for g in taken] == ["bet 1"]
    assert [game.text(g) for g in game.log] == ["say oops", "say ha"]
    assert game.state.pot == 0
    game.redo()
    assert [game.text(g) for g in game.log] == ["say oops", "say ha", "bet 1"]
    assert [Game.load(save_path, RULESETS).text(g) for g in game.log] == ["say oops", "say ha", "bet 1"]
    assert game.verify() == 3


def test_nothing_but_talk_is_nothing_to_undo(save_path):
    game = new_game(path=save_path)
    game.apply("say hello", "ann")
    with pytest.raises(UndoBlocked, match="a line said stays said"):
        game.undo()


def test_a_save_whose_line_said_changes_the_game_is_refused(save_path):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    forged = CommandGroup(player="ann", command=Say(text="hi"), events=game.log[0].events)
    writer = SaveWriter(save_path, game._store.end)
    writer.append([forged])
    writer.close()
    with pytest.raises(SaveFileError, match="a line said that changes the game"):
        Game.load(save_path, RULESETS)
