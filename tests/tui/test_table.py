"""The table, without a screen: what a change tells, the hand-off between two
people, the AI's pace and its commands thought out apart from where they are
given, what opens next, and every trouble told in one line."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hellenica_tui.engine.errors import (
    AmbiguousCommand,
    IllegalCommand,
    RequestError,
    SaveFileError,
    SaveLocked,
    UndoBlocked,
)
from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from hellenica_tui.seat import watch
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.aispeed import AI_SPEEDS
from hellenica_tui.tui.controller.ai_turns import AiThought
from hellenica_tui.tui.controller.table import Recap, Secret, Table, private
from hellenica_tui.tui.controller.troubles import Trouble, trouble
from hellenica_tui.tui.secret_choices import EthosChoice
from tests.engine.test_savefile import failing_writes


def table_of(tmp_path: Path, players=("athens", "sparta", "thebes"), ai=("sparta", "thebes")) -> Table:
    return Table(GameSession.new(list(players), 5, {}, path=str(tmp_path / "game.hsav"), ai=list(ai)))


def ai_until_person(table: Table) -> int:
    """Let the AI seats act, each command planned, thought and given as the screen does."""
    given = 0
    while (turn := table.ai_plan()) is not None:
        outcome = table.ai_apply(table.bots.think(turn))
        assert outcome.changed and outcome.trouble is None
        given += 1
    return given


def test_a_command_is_told_and_the_areas_it_changed_are_not_marked_for_who_gave_it(tmp_path):
    table = table_of(tmp_path)
    table.pinned = frozenset({"megara"})
    outcome = table.submit("patron apollo")
    assert outcome.changed and outcome.trouble is None and not outcome.retold
    assert outcome.lines[0] == "Athens: patron apollo" and table.log[-len(outcome.lines):] == list(outcome.lines)
    assert outcome.hint == outcome.lines[-1].strip() and not outcome.question
    assert outcome.marks == frozenset() and not outcome.add_marks
    assert table.pinned == {"megara"}  # a summary's areas stay marked until the person clears them
    assert outcome.handoff is None  # one person at this table: nothing to hide


def test_a_refused_command_changes_nothing_and_says_why_in_one_line(tmp_path):
    table = table_of(tmp_path)
    log = list(table.log)
    outcome = table.submit("patron nobody")
    assert not outcome.changed and outcome.trouble is not None and outcome.trouble.message
    assert "\n" not in outcome.trouble.message and table.log == log and not outcome.trouble.save


def test_a_refused_answer_keeps_the_question_in_view(tmp_path, monkeypatch):
    table = table_of(tmp_path)
    monkeypatch.setattr(table.session, "question", lambda: "Which city? Type choose and one of: a; b.")
    found = table.submit("patron nobody").trouble
    assert found is not None and found.message.endswith("\nWhich city? Type choose and one of: a; b.")


def test_between_two_people_the_screen_is_handed_over_and_the_log_told_again(tmp_path):
    table = table_of(tmp_path, ("athens", "sparta"), ai=())
    command = table.session.suggestions()[0]
    outcome = table.submit(command)
    assert outcome.handoff == "Sparta" and outcome.retold
    assert table.shown_for == table.person == "sparta"
    assert list(outcome.lines) == table.log and f"Athens: {command}" in table.log
    assert not outcome.add_marks  # shown to Sparta as the areas Athens's command changed


def test_undo_tells_what_was_taken_back_and_a_refused_undo_says_so(tmp_path):
    table = table_of(tmp_path)
    assert table.undo().trouble == Trouble("Cannot undo: There is nothing to undo.")
    table.submit("patron apollo")
    outcome = table.undo()
    assert outcome.trouble is None and outcome.lines[-1] == "Taken back: Athens: patron apollo"
    assert table.redo().lines[0] == "Athens: patron apollo"


def test_the_ai_thinks_on_its_own_view_and_its_command_is_given_where_planned(tmp_path):
    table = table_of(tmp_path)
    table.submit("patron apollo")
    turn = table.ai_plan()
    assert turn is not None and turn.player == "thebes" and turn.index == len(table.session.game.log)
    assert turn.view is not table.session.state  # a copy: the thread reading it shares nothing
    thought = table.bots.think(turn)
    outcome = table.ai_apply(thought)
    assert outcome.changed and outcome.lines[0] == "Thebes: ai setup"
    assert outcome.add_marks  # another player's command: its areas marked beside the others


def test_a_thought_the_game_moved_past_is_dropped(tmp_path):
    table = table_of(tmp_path)
    table.submit("patron apollo")
    turn = table.ai_plan()
    assert turn is not None
    thought = table.bots.think(turn)
    table.ai_apply(table.bots.think(turn))  # given meanwhile (by another program, say)
    count = len(table.session.game.log)
    assert table.ai_apply(thought) == table.ai_apply(thought)
    assert not table.ai_apply(thought).changed and len(table.session.game.log) == count


def test_a_bots_refusal_is_told_like_any_other(tmp_path):
    table = table_of(tmp_path)
    table.submit("patron apollo")
    turn = table.ai_plan()
    assert turn is not None
    outcome = table.ai_apply(AiThought(turn, None, IllegalCommand("no rule for this")))
    assert outcome.trouble == Trouble("no rule for this") and not outcome.changed


def test_no_ai_to_plan_while_a_person_must_act(tmp_path):
    table = table_of(tmp_path)
    assert table.ai_plan() is None and table.ai_delay("normal") is None


def test_the_ai_pace_follows_the_speed_and_a_skip_goes_on_to_the_persons_decision(tmp_path):
    table = table_of(tmp_path)
    assert not table.skip()  # Athens to act: no AI is acting
    table.submit("patron apollo")
    assert table.ai_delay("slow") == AI_SPEEDS["slow"] and table.ai_delay("nonsense") == AI_SPEEDS["normal"]
    assert table.skip() and table.ai_delay("slow") == 0.0
    assert ai_until_person(table) == 2
    assert table.ai_delay("slow") is None and table.skip_turn is None  # the person decides: the skip is over


def test_with_no_person_at_the_table_a_skip_ends_with_the_turn(tmp_path):
    table = table_of(tmp_path, ("athens", "sparta"), ai=("athens", "sparta"))
    assert table.skip()
    turn = table.session.game.position[0]
    while table.session.game.position[0] == turn:
        assert table.ai_delay("slow") == 0.0
        planned = table.ai_plan()
        assert planned is not None
        table.ai_apply(table.bots.think(planned))
    assert table.ai_delay("slow") == AI_SPEEDS["slow"] and table.skip_turn is None


def test_undo_ends_a_skip(tmp_path):
    table = table_of(tmp_path)
    table.submit("patron apollo")
    assert table.skip()
    table.undo()
    assert table.skip_turn is None


def test_a_full_disk_is_told_as_save_trouble_and_save_as_clears_it(tmp_path, monkeypatch):
    table = table_of(tmp_path)
    with monkeypatch.context() as patch:
        failing_writes(patch)
        found = table.submit("patron apollo").trouble
    assert found is not None and found.save == "cannot save the game: No space left on device"
    assert found.message.startswith("Cannot save the game: No space left on device: that was not done.")
    assert "ctrl+s" in found.message and table.save_trouble == found.save
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path / "saves"))
    told = table.save_as("elsewhere")
    assert told == f"Saved as {tmp_path / 'saves' / 'elsewhere.hsav'}; the game goes on saving there."
    assert table.save_trouble == "" and table.copy_name() == "elsewhere-copy"


def test_save_as_where_nothing_can_be_written_is_not_saved(tmp_path, monkeypatch):
    table = table_of(tmp_path)
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path / "file" / "saves"))  # a file where the folder goes
    told = table.save_as("elsewhere")
    assert isinstance(told, Trouble) and told.message.startswith("Not saved: ")


def test_a_look_finds_what_another_program_did_and_costs_no_sync_when_nothing(tmp_path, monkeypatch):
    table = table_of(tmp_path)
    session = table.session
    assert not table.look().changed  # the first look reads the file
    other = Game.load(session.game.path, RULESETS)
    other.apply("patron apollo", "athens")
    outcome = table.look()
    assert outcome.changed and "Athens: patron apollo" in outcome.lines and outcome.add_marks
    synced: list[bool] = []
    monkeypatch.setattr(table.watch, "settled", True)  # the file is older than a clock's tick
    monkeypatch.setattr(session.game, "sync", lambda *a: synced.append(True) or False)
    assert not table.look().changed and synced == []  # one stat call told nothing changed
    other.undo("athens")
    assert not table.look().changed and synced == [True]  # changed: the game is asked


def test_a_removed_save_is_told_once(tmp_path):
    table = table_of(tmp_path)
    os.unlink(table.session.game.path)
    first = table.look().trouble
    assert first is not None and first.message.startswith("The save file is no longer there")
    assert "that was not done" not in first.message  # nothing was being done
    assert table.look() == table.look() and table.look().trouble is None  # not told again each look


def test_the_first_secret_choice_opens_after_the_ai_settled(tmp_path):
    table = table_of(tmp_path)
    assert table.next_up() == ([], None)  # a patron is chosen in the open
    table.submit("patron apollo")
    ai_until_person(table)
    alerts, due = table.next_up()
    assert alerts == [] and isinstance(due, Secret) and isinstance(due.choice, EthosChoice)
    assert due.name == "Athens" and table.secret() == due
    assert table.next_up(ask_secret=False) == ([], None)


def test_a_summary_marks_its_areas_until_cleared(tmp_path):
    from hellenica_tui.games.hellenica.table.recap import Happening

    table = table_of(tmp_path)
    attack = [Happening("Sparta attacks you on Megara.", ("megara",))]
    recap = table.recap("athens", attack)
    assert isinstance(recap, Recap) and recap.happenings == attack and recap.person == "athens"
    assert table.pinned == {"megara"} and table.reader() == "athens"
    assert table.mark(frozenset({"sparta"})) == (frozenset({"sparta", "megara"}), True)
    assert table.fade() == {"megara"}  # a summary's marks stay until the person acts
    assert table.mark(frozenset()) == (frozenset({"megara"}), False)


def test_nobody_at_the_keyboard_has_no_summary(tmp_path):
    table = table_of(tmp_path, ("athens", "sparta"), ai=("athens", "sparta"))
    assert table.reader() is None and table.secret() is None and table.combat(reopen=True) is None


def test_secret_commands_stay_out_of_the_prompts_history():
    assert private("keep devotion enlightenment") and private("OFFER 2")
    assert not private("patron apollo") and not private("")


@pytest.mark.parametrize(
    ("error", "doing", "message"),
    [
        (AmbiguousCommand("which one?", ("move a", "move b")), "command", "which one? (move a | move b)"),
        (IllegalCommand("not now"), "undo", "Cannot undo: not now"),
        (UndoBlocked("nothing to undo"), "undo", "Cannot undo: nothing to undo"),
        (RequestError("the log holds no turn 9"), "command", "the log holds no turn 9"),
        (SaveLocked("g.hsav", 12, "hellenica do"), "command",
         "Not done: the save is in use by process 12 (hellenica do); try again when it is done."),
        (SaveLocked("g.hsav", 12), "look", ""),
        (SaveLocked("g.hsav", 12), "save as", "Not saved: in use by process 12; try again when it is done"),
        (SaveFileError("g.hsav", 0, "it is torn"), "look",
         "It is torn. ctrl+s saves the game under another name, to go on there."),
        (OSError(13, "Permission denied"), "save as", "Not saved: Permission denied"),
        (OSError(13, "Permission denied"), "undo",
         "Cannot save the game: Permission denied: that was not done. ctrl+s saves the game under another "
         "name, to go on there."),
    ],
)
def test_every_trouble_is_one_line_for_the_player(error, doing, message):
    found = trouble(error, doing)
    assert found.message == message
    assert found.busy == (isinstance(error, SaveLocked) and doing != "save as")
    assert bool(found.save) == (isinstance(error, (SaveFileError, OSError)) and not isinstance(error, SaveLocked)
                                and doing != "save as")


def test_the_watch_tells_a_file_unchanged_only_once_it_settled(tmp_path, monkeypatch):
    path = tmp_path / "game.hsav"
    path.write_bytes(b"one")
    seen = watch.SaveWatch()
    stamp = seen.look(str(path))
    assert stamp is not None and stamp != watch.UNREADABLE
    seen.caught_up(str(path), stamp)
    assert seen.look(str(path)) == stamp  # written a moment ago: may change within the clock's tick
    monkeypatch.setattr(watch, "RACY", 0.0)  # as if a tick had passed
    seen.caught_up(str(path), stamp)
    assert seen.look(str(path)) is None  # settled and unchanged: nothing to read
    assert seen.look(str(tmp_path / "other.hsav")) == watch.UNREADABLE  # another file, not there
    path.write_bytes(b"longer")
    assert seen.look(str(path)) not in (None, stamp)
    path.unlink()
    seen.caught_up(str(path), watch.UNREADABLE)
    assert seen.look(str(path)) == watch.UNREADABLE  # a file not there is asked about every time
