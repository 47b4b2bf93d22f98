"""Whatever a save held when it was loaded, nothing the program writes to it is refused
on the next load: what is written is checked as what is read, or the write is refused
with one line. A writer killed while writing a whole save leaves nothing behind that
the next open does not clear away."""

import os
import re
import tempfile

import pytest

from hellenica_tui.engine.chat import Say
from hellenica_tui.engine.errors import GameError, SaveFileError, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.log import CommandGroup
from hellenica_tui.engine.savefile import encode_frames, encode_header, header_crc, step_items
from tests.engine.conftest import RULESETS, new_game
from tests.engine.dicegame import BetPlaced, PotBanked

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def forge(save_path, groups):
    """A save of the dice game holding `groups` as played, every checksum valid."""
    game = new_game(path=save_path, target=10**6)
    head = encode_header(game.header)
    with open(save_path, "wb") as f:
        f.write(head + b"".join(encode_frames(step_items(groups), 0, header_crc(head))[0]))


def bet(amount, events=None, player="ann"):
    from tests.engine.dicegame import Bet

    return CommandGroup(player, Bet(amount=amount), tuple(events or (BetPlaced(player=player, amount=amount),)))


def refused_on_one_line(error):
    text = str(error)
    assert "\n" not in text and not CONTROL.search(text), text
    return text


FORGED = {
    # a command whose saved outcome is not what it gives (a question with no options, say)
    "other outcomes": lambda: [bet(1), bet(2, [BetPlaced(player="ann", amount=3)])],
    "300,000 events in one command": lambda: [bet(1), bet(1, [BetPlaced(player="ann", amount=1)] * 300_000)],
    "100,000 frames": lambda: [
        *(CommandGroup("ann", Say(text="hi"), ()) for _ in range(100_000)),
        bet(2, [BetPlaced(player="ann", amount=3)]),
    ],
}


@pytest.mark.parametrize("kind", FORGED)
def test_an_undo_that_a_load_would_refuse_is_refused_and_the_save_still_loads(kind, save_path):
    forge(save_path, FORGED[kind]())
    game = Game.load(save_path, RULESETS)  # played commands are folded, not decided again, on load
    before = open(save_path, "rb").read()
    with pytest.raises(UndoBlocked, match=r"cannot be taken back: .*does not give the saved outcomes") as refused:
        game.undo("ann")
    refused_on_one_line(refused.value)
    assert open(save_path, "rb").read() == before
    again = Game.load(save_path, RULESETS)
    assert list(again.log) == list(game.log) and not again.can_redo


def test_a_command_whose_outcome_a_load_would_refuse_is_refused_unwritten(save_path):
    # a pot forged to the edge of 64 bits: banking it would write a number no load takes
    forge(save_path, [bet(1, [BetPlaced(player="ann", amount=2**63 - 1)])])
    game = Game.load(save_path, RULESETS)
    game.apply("bet 1", "ann")  # the pot is now beyond 64 bits, but no event says so yet
    before = open(save_path, "rb").read()
    with pytest.raises(SaveFileError, match=r"cannot save the game: .*PotBanked.*beyond 64 bits") as refused:
        game.apply("bank", "ann")
    refused_on_one_line(refused.value)
    assert open(save_path, "rb").read() == before and len(game.log) == 2
    assert not any(isinstance(e, PotBanked) for g in Game.load(save_path, RULESETS).log for e in g.events)


def test_a_line_of_ten_megabytes_is_refused_on_one_line_without_its_control_characters(save_path):
    game = new_game(path=save_path)
    before = open(save_path, "rb").read()
    with pytest.raises(GameError) as refused:
        game.apply("say " + "\x80\x1b[2J" * 3_500_000, "ann")
    assert len(refused_on_one_line(refused.value)) < 400
    assert open(save_path, "rb").read() == before


def test_a_frame_no_reader_would_take_is_refused_unwritten(save_path, monkeypatch):
    from hellenica_tui.engine import savefile

    game = new_game(path=save_path)
    monkeypatch.setattr(savefile, "MAX_FRAME", 40)  # as if the command were larger than any frame may be
    before = open(save_path, "rb").read()
    with pytest.raises(SaveFileError, match="cannot save the game: a frame of") as refused:
        game.apply("bet 3", "ann")
    refused_on_one_line(refused.value)
    assert open(save_path, "rb").read() == before and not game.log


def test_a_killed_writers_temporary_file_is_removed_on_the_next_open(save_path):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    folder, name = os.path.split(save_path)
    # what `write_atomically` leaves when killed between making its file and renaming it
    fd, stale = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    os.write(fd, b"half a save")
    os.close(fd)
    other = os.path.join(folder, f".{name}.x.tmp")  # not a name the writer gives: left alone
    open(other, "w").close()
    Game.load(save_path, RULESETS)
    assert not os.path.exists(stale) and os.path.exists(other)
    fd, stale = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    os.close(fd)
    game.save_as(save_path)  # a whole save written (the lock held) clears them too
    assert not os.path.exists(stale)


def test_a_whole_save_is_written_under_a_name_the_next_open_knows(save_path, monkeypatch):
    from hellenica_tui.engine import savewrite

    made = []
    real = tempfile.mkstemp
    monkeypatch.setattr(tempfile, "mkstemp", lambda **kw: made.append(real(**kw)) or made[-1])  # imported when writing
    game = new_game(path=save_path)
    game.save_as(save_path)
    assert made and all(savewrite.temporary_pattern(save_path).fullmatch(os.path.basename(p)) for _, p in made)


@pytest.mark.parametrize(
    "group",
    [CommandGroup("ann", Say(text="\x80" * 5_000_000), ()), CommandGroup("\u0100\x80" * 2_000_000, Say(text="hi"), ())],
)
def test_errors_of_a_load_stay_on_one_short_line_of_ascii_whatever_the_save_holds(group, save_path):
    """What the save holds is told in ASCII, cut with "..." (the UTF-8 of "…", or of a
    character such as U+0100, holds bytes a terminal reading bytes takes for C1 controls)."""
    forge(save_path, [group])
    with pytest.raises(SaveFileError) as refused:
        Game.load(save_path, RULESETS)
    text = refused_on_one_line(refused.value)
    assert text.isascii() and len(text) <= SaveFileError.LIMIT, text
