"""One authority over a save shared by several seats: a command is decided against
the latest log under the lock, or refused saying who acted first; undo never
takes back what another seat has seen."""

from __future__ import annotations

import os

import pytest

from hellenica_tui.engine.errors import IllegalCommand, Superseded, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.seen import read_seen, seen_path
from tests.engine.conftest import RULESETS, new_game


def seat_game(path: str, seat: str | None) -> Game:
    game = Game.load(path, RULESETS)
    if seat is not None:
        game.watch_as(seat)
    return game


def test_a_command_made_stale_by_another_seat_says_who_acted_first(save_path):
    new_game(path=save_path)
    ann = seat_game(save_path, "ann")
    ann.apply("pass", "ann")
    bob = seat_game(save_path, None)  # a program that notes nothing: ann may take back
    assert bob.to_act() == ["bob"]
    ann.undo("ann")  # ann acts again, before bob's program looks
    with pytest.raises(Superseded) as refused:
        bob.apply("pass", "bob")
    assert refused.value.players == ("ann",)
    assert str(refused.value) == "ann acted first; your command no longer applies: it is ann's turn, not bob's"
    assert [g.player for g in bob.log] == [] and bob.to_act() == ["ann"]  # bob's game is level with the file


def test_a_refusal_with_nothing_new_in_the_file_is_the_rules_own(save_path):
    new_game(path=save_path)
    bob = seat_game(save_path, "bob")
    with pytest.raises(IllegalCommand) as refused:
        bob.apply("pass", "bob")
    assert not isinstance(refused.value, Superseded)


def test_undo_is_refused_once_another_seat_has_seen_the_command(save_path):
    new_game(path=save_path)
    ann, bob = seat_game(save_path, "ann"), seat_game(save_path, "bob")
    ann.apply("bet 1", "ann")
    assert read_seen(save_path) == {"ann": 1, "bob": 0}
    assert ann.undo_refusal("ann") is None  # bob's screen has not looked yet
    assert bob.sync()
    assert read_seen(save_path)["bob"] == 1
    with pytest.raises(UndoBlocked) as blocked:
        ann.undo("ann")
    assert blocked.value.message == "bob has already seen 'bet 1'; it stands."
    assert blocked.value.player == "bob"
    assert len(ann.log) == 1


def test_an_undo_nobody_else_saw_cuts_every_note_back(save_path):
    new_game(path=save_path)
    ann = seat_game(save_path, "ann")
    bob = seat_game(save_path, "bob")
    ann.apply("bet 1", "ann")
    ann.apply("bet 2", "ann")
    ann.undo("ann")
    assert read_seen(save_path) == {"ann": 1, "bob": 0}
    bob.sync()
    assert read_seen(save_path) == {"ann": 1, "bob": 1}


def test_games_that_look_on_for_nobody_write_no_notes(save_path):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    game.undo("ann")
    assert not os.path.exists(seen_path(save_path))


def test_unreadable_notes_count_as_none(save_path):
    new_game(path=save_path)
    ann = seat_game(save_path, "ann")
    ann.apply("bet 1", "ann")
    with open(seen_path(save_path), "w") as file:
        file.write("{not json")
    assert read_seen(save_path) == {}
    assert ann.undo("ann")
