"""Saves of format 3: a journal that undo and redo append to; what a peek reads back
from the end; the steps a forged journal cannot get past."""

import os
import random

import pytest

from hellenica_tui.engine import savefile
from hellenica_tui.engine.chat import Say
from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.journal import JournalError, Redone, Undone, journal_of, replay
from hellenica_tui.engine.log import CommandGroup
from hellenica_tui.engine.peek import Peek
from hellenica_tui.engine.savefile import encode_frames, encode_header, header_crc, step_items
from hellenica_tui.engine.store import MemoryStore
from tests.engine.conftest import PERSON_AND_BOTS, RULESETS, TWO_PEOPLE, new_game, play_randomly


def load(path):
    return Game.load(path, RULESETS)


def played_with_undos(path, seed, commands=60, seats=PERSON_AND_BOTS):
    """A game with undos, redos and lines said in between, as its save was written."""
    game = new_game(seats, path=path, seed=seed, target=10**6)
    rng = random.Random(seed)
    for _ in range(commands):
        roll = rng.random()
        if roll < 0.15 and game.undo_refusal("ann") is None:
            game.undo("ann")
        elif roll < 0.25 and game.can_redo:
            game.redo()
        elif roll < 0.32:
            game.apply(f"say hello {rng.randrange(9)}", "ann")
        else:
            play_randomly(game, 1, rng, barriers=rng.random() < 0.3)
    return game


@pytest.mark.parametrize("seed", range(6))
def test_a_journal_loads_to_the_log_and_the_redo_stack_it_was_played_to(seed, save_path):
    game = played_with_undos(save_path, seed)
    again = load(save_path)
    assert list(again.log) == list(game.log) and again.redo_stack == game.redo_stack
    assert again.verify() == len(game.log)


@pytest.mark.parametrize("seed", range(6))
def test_a_peek_walks_the_log_back_over_undos_redos_and_lines_said(seed, save_path):
    game = played_with_undos(save_path, seed)
    with Peek(save_path, RULESETS) as peek:
        walked = list(peek.groups())
        assert peek.reached_start
    assert walked == list(game.log)[::-1]


def test_a_whole_save_written_afresh_holds_the_redo_stack_as_steps(save_path):
    game = new_game(path=save_path, target=10**6)
    for text in ("bet 1", "bet 2", "bet 3", "bet 1", "bet 2"):
        game.apply(text, "ann")
    game.undo("ann")
    game.undo("ann")
    steps = journal_of(list(game.log), [list(b) for b in game.redo_stack])
    assert steps[-2:] == [Undone(4, 5), Undone(3, 4)]  # the top batch taken back last
    assert replay(steps) == (list(game.log), [list(b) for b in game.redo_stack])
    game.save_as(save_path)
    again = load(save_path)
    top = list(game.redo_stack[-1])
    assert again.redo_stack == game.redo_stack and again.redo() == top


def test_steps_that_do_not_fit_the_log_are_refused():
    g = CommandGroup("ann", Say(text="x"), ())
    played = CommandGroup("ann", Say(text="y"), ())
    with pytest.raises(JournalError, match="on a log of 1"):
        replay([g, Undone(0, 2)])
    with pytest.raises(JournalError, match="not taken back"):
        replay([g, Redone([played])])


def test_a_forged_undo_in_a_save_is_refused_saying_where(save_path):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    game.apply("bet 2", "ann")
    data = open(save_path, "rb").read()
    head = data[: savefile.HEADER_OFFSET + int.from_bytes(data[10:14], "little")]
    items = step_items([*game.log, Undone(0, 5)])
    with open(save_path, "wb") as f:
        f.write(head + b"".join(encode_frames(items, 0, header_crc(head))[0]))
    with pytest.raises(SaveFileError, match="an undo of commands 0 to 5 on a log of 2") as error:
        load(save_path)
    assert "\n" not in str(error.value)


def test_a_game_in_memory_keeps_its_steps_as_a_save_would():
    game = new_game(TWO_PEOPLE, target=10**6)
    game.apply("bet 1", "ann")
    game.apply("bet 2", "ann")
    game.undo("ann")
    store = game._store
    assert isinstance(store, MemoryStore)
    log, redo = store.recorded()
    assert log == list(game.log) and redo == [list(b) for b in game.redo_stack]


def test_an_undo_at_a_hundred_thousand_commands_appends_a_frame(save_path):
    """Undo costs what it writes, not what the save holds: a long game's save only grows."""
    game = new_game(path=save_path)
    said = [CommandGroup("ann", Say(text=f"line {k}"), ()) for k in range(100_000)]
    head = encode_header(game.header)
    with open(save_path, "wb") as f:
        f.write(head + b"".join(encode_frames(step_items(said), 0, header_crc(head))[0]))
    long = load(save_path)
    long.apply("bet 1", "ann")
    size = os.path.getsize(save_path)
    long.undo("ann")
    assert 0 < os.path.getsize(save_path) - size < 100
    again = load(save_path)
    assert len(again.log) == 100_000 and again.can_redo


def test_format_2_saves_still_load_and_their_first_change_writes_a_journal(tmp_path):
    import shutil

    from hellenica_tui.games import RULESETS as GAMES

    older = [n for n in sorted(os.listdir("saves/examples")) if open(f"saves/examples/{n}", "rb").read(9)[8] == savefile.FORMAT_2]
    assert len(older) == 3  # Hellenica's examples, written before the journal
    for name in older:
        copy = str(tmp_path / name)
        shutil.copy(os.path.join("saves/examples", name), copy)
        game = Game.load(copy, GAMES)
        hashes = [g.state_hash for g in game.log]
        game.apply("say well played", game.seats[0].name)
        assert open(copy, "rb").read()[8] == savefile.FORMAT_VERSION
        again = Game.load(copy, GAMES)
        assert [g.state_hash for g in again.log] == [*hashes, None]
        assert again.verify() == len(hashes) + 1


def test_a_step_that_does_not_fit_found_while_catching_up_is_refused_each_time(save_path):
    from hellenica_tui.engine.savewrite import SaveWriter

    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    other = load(save_path)
    game.apply("bet 2", "ann")
    writer = SaveWriter(save_path, game._store.end)  # a forger appending, every checksum right
    writer.append([Undone(0, 9)])
    writer.close()
    for _ in range(2):  # taken in part the first time: read whole the next, never twice
        with pytest.raises(SaveFileError, match="an undo of commands 0 to 9 on a log of 2"):
            other.sync()
