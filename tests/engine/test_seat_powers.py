"""Undo and redo act for one player when one is given (or the game looks on for a seat):
redo puts back only what that same player took back."""

import pytest

from hellenica_tui.engine.errors import UndoBlocked
from hellenica_tui.engine.game import Game
from tests.engine.conftest import RULESETS, new_game


def bobs_bet_taken_back(save_path):
    game = new_game(path=save_path, target=10**6)
    game.apply("bet 1", "ann")
    game.apply("bank", "ann")  # bob's turn
    game.apply("bet 2", "bob")
    game.undo("bob")
    return game


def test_redo_refuses_another_players_command_and_changes_nothing(save_path):
    game = bobs_bet_taken_back(save_path)
    before = open(save_path, "rb").read()
    with pytest.raises(UndoBlocked, match=r"^bob took back the last command undone; only they can put it back") as refused:
        game.redo("ann")
    assert refused.value.player == "bob"
    assert open(save_path, "rb").read() == before and game.can_redo and len(game.log) == 2
    assert [game.text(g) for g in game.redo("bob")] == ["bet 2"]


def test_a_game_that_looks_on_for_a_seat_undoes_and_redoes_for_that_seat_alone(save_path):
    bobs_bet_taken_back(save_path)
    athens = Game.load(save_path, RULESETS)
    athens.watch_as("ann")
    with pytest.raises(UndoBlocked, match=r"^bob took back"):
        athens.redo()  # the screen's ctrl+y, with no player named
    sparta = Game.load(save_path, RULESETS)
    sparta.watch_as("bob")
    assert [sparta.text(g) for g in sparta.redo()] == ["bet 2"]
    # ann's own last command stands behind bob's: her screen's undo never takes bob's back
    athens.sync()
    with pytest.raises(UndoBlocked, match="bob has played since"):
        athens.undo()


def test_the_whole_table_still_redoes_whatever_was_taken_back_last(save_path):
    game = bobs_bet_taken_back(save_path)
    assert [game.text(g) for g in game.redo()] == ["bet 2"]
