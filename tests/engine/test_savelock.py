"""One writer at a time: the save's lock, catching up with other processes, and
writes that fail without losing what the file held."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from hellenica_tui.engine import journalread, loading, savewrite, store
from hellenica_tui.engine.errors import SaveFileError, SaveLocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.savelock import SaveLock, lock_path
from tests.engine.conftest import PERSON_AND_BOTS, RULESETS, new_game
from tests.engine.dicegame import RULESET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load(path: str) -> Game:
    return Game.load(path, RULESETS)


def texts(game: Game) -> list[str]:
    return [game.text(g) for g in game.log]


def hash_of(game: Game) -> bytes:
    return RULESET.state_hash(game.state)


class Holder:
    """Another process holding a save's lock until closed."""

    def __init__(self, path: str) -> None:
        code = textwrap.dedent(f"""
            import sys
            from hellenica_tui.engine.savelock import SaveLock
            lock = SaveLock({path!r})
            lock.acquire()
            print("held", flush=True)
            sys.stdin.read()
        """)
        self.process = subprocess.Popen(
            [sys.executable, "-c", code, "--holding", os.path.basename(path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT, text=True,
        )  # fmt: skip
        assert self.process.stdout is not None and self.process.stdout.readline() == "held\n"

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(10)


@pytest.fixture
def holder():
    held: list[Holder] = []
    yield lambda path: held.append(Holder(path)) or held[-1]
    for h in held:
        h.close()


# -- the lock --------------------------------------------------------------------------


def test_a_second_writer_waits_then_names_the_process_holding_the_lock(save_path, holder):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    before = open(save_path, "rb").read()
    held = holder(save_path)
    game.lock_wait = 0.2
    with pytest.raises(SaveLocked) as caught:
        game.apply("bet 2", "ann")
    message = str(caught.value)
    assert f"process {held.process.pid} (-c --holding game.hsav)" in message and "\n" not in message
    assert caught.value.pid == held.process.pid
    assert texts(game) == ["bet 1"] and open(save_path, "rb").read() == before
    held.close()
    game.apply("bet 2", "ann")  # free again
    assert texts(load(save_path)) == ["bet 1", "bet 2"]


def test_the_lock_is_reentrant_and_its_note_is_cleared_on_release(save_path):
    lock = SaveLock(save_path)
    with lock:
        with lock:
            note = open(lock_path(save_path)).read()
            assert note.startswith(f"{os.getpid()} ")
        assert lock.held
    assert not lock.held and open(lock_path(save_path)).read() == ""
    with pytest.raises(RuntimeError):
        lock.release()


def test_readers_share_the_lock_and_wait_for_a_writer(save_path, holder):
    new_game(path=save_path).apply("bet 1", "ann")
    with SaveLock(save_path, shared=True), SaveLock(save_path, shared=True, timeout=0.1):
        pass  # two readers at once
    holder(save_path)
    with pytest.raises(SaveLocked):
        SaveLock(save_path, shared=True, timeout=0.1).acquire()


def test_a_note_with_control_codes_is_shown_harmless(save_path, holder):
    holder(save_path)
    with open(lock_path(save_path), "w") as f:
        f.write("4242 evil \x1b]0;title\x07 name\n")
    with pytest.raises(SaveLocked) as caught:
        SaveLock(save_path, timeout=0.05).acquire()
    assert "process 4242 (evil ]0;title name)" in str(caught.value)


# -- catching up -----------------------------------------------------------------------


def test_two_games_on_one_save_see_each_others_commands(save_path):
    first = new_game(path=save_path)
    second = load(save_path)
    first.apply("bet 1", "ann")
    second.apply("bet 2", "ann")  # decided after catching up with bet 1
    first.apply("bet 3", "ann")
    assert texts(first) == [*texts(second)[:2], "bet 3"] and texts(load(save_path)) == ["bet 1", "bet 2", "bet 3"]
    assert [len(c.added) for c in second.take_outside()] == [1] and second.take_outside() == []
    load(save_path).verify()


def test_an_undo_elsewhere_is_followed_and_can_be_redone_here(save_path):
    first = new_game(path=save_path)
    for text in ("bet 1", "bet 2", "bet 3"):
        first.apply(text, "ann")
    second = load(save_path)
    second.undo()
    assert first.sync() and texts(first) == ["bet 1", "bet 2"] and first.can_redo
    (change,) = first.take_outside()
    assert change.kept == 2 and [second.text(g) for g in change.removed] == ["bet 3"] and not change.added
    first.redo()
    assert second.sync() and texts(second) == ["bet 1", "bet 2", "bet 3"] and not second.can_redo
    assert hash_of(first) == hash_of(second) == hash_of(load(second.path))


def test_a_command_refused_after_catching_up_is_never_written_twice(save_path):
    # Two processes loaded the same position; both try the command that ends the turn.
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    a, b = load(save_path), load(save_path)
    a.apply("bank", "ann")
    with pytest.raises(Exception, match="not"):  # bob acts now: ann's bank is refused
        b.apply("bank", "ann")
    assert texts(load(save_path)) == ["bet 1", "bank"] == texts(b)


def test_catching_up_reads_only_what_was_added(save_path, monkeypatch):
    first = new_game(PERSON_AND_BOTS, path=save_path, target=10**6)
    for _ in range(30):
        first.apply("bet 1", first.to_act()[0])
    second = load(save_path)
    known = os.path.getsize(save_path)
    first.apply("bet 2", first.to_act()[0])
    first.undo()  # appended: the file only grows
    first.apply("bet 3", first.to_act()[0])

    def whole(*args, **kwargs):
        raise AssertionError("the whole save was read again")

    monkeypatch.setattr(loading, "read_save", whole)
    read = []
    tail = journalread.read_journal_tail
    monkeypatch.setattr(
        store, "read_journal_tail", lambda path, fd, known, *rest: read.append(known.at) or tail(path, fd, known, *rest)
    )
    assert second.sync() and texts(second) == texts(first) and not second.can_redo
    assert read == [known]
    assert not second.sync()  # nothing new: nothing read
    assert read == [known]


def test_a_new_game_written_over_the_save_is_read_whole(save_path):
    first = new_game(path=save_path)
    first.apply("bet 1", "ann")
    new_game(path=save_path, seed=99).apply("bet 2", "ann")
    assert first.sync() and first.seed == 99 and texts(first) == ["bet 2"]
    (change,) = first.take_outside()
    assert change.kept == 0 and len(change.removed) == 1 and len(change.added) == 1


def test_new_without_replace_keeps_a_file_made_meanwhile(save_path):
    new_game(path=save_path).apply("bet 1", "ann")
    with pytest.raises(FileExistsError):
        Game.new(RULESET, "standard", PERSON_AND_BOTS, 1, {"target": 60}, path=save_path, replace=False)
    assert texts(load(save_path)) == ["bet 1"]


# -- the file goes away or cannot be written ---------------------------------------------


def test_a_removed_save_refuses_changes_and_save_as_keeps_everything(save_path, tmp_path):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    os.unlink(save_path)
    with pytest.raises(SaveFileError, match="no longer there"):
        game.apply("bet 2", "ann")
    assert texts(game) == ["bet 1"] and not os.path.exists(save_path)
    elsewhere = str(tmp_path / "elsewhere.hsav")
    game.save_as(elsewhere)
    game.apply("bet 2", "ann")
    assert texts(load(elsewhere)) == ["bet 1", "bet 2"]


def read_only(path: str, monkeypatch) -> None:
    """Make `path` read-only; where that binds no one (root), opening it to write fails."""
    os.chmod(path, 0o444)
    if os.access(path, os.W_OK):
        plain = savewrite.SaveWriter.__init__

        def refuse(self, target, frames):
            if os.path.abspath(target) == os.path.abspath(path):
                raise PermissionError(13, "Permission denied", target)
            plain(self, target, frames)

        monkeypatch.setattr(savewrite.SaveWriter, "__init__", refuse)


def test_a_save_made_read_only_is_never_written_nor_replaced(save_path, monkeypatch):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    game.apply("bet 2", "ann")
    before = open(save_path, "rb").read()
    read_only(save_path, monkeypatch)
    for change in (lambda: game.apply("bet 3", "ann"), game.undo):
        with pytest.raises(SaveFileError, match="Permission denied"):
            change()
    assert texts(game) == ["bet 1", "bet 2"] and open(save_path, "rb").read() == before


RLIMIT = """
import resource, signal, sys
from hellenica_tui.engine.game import Game
from tests.engine.conftest import RULESETS
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
game = Game.load(sys.argv[1], RULESETS)
resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[2]), resource.RLIM_INFINITY))
try:
    getattr(game, sys.argv[3])(*sys.argv[4:])
except Exception as error:
    print(type(error).__name__, error)
"""


@pytest.mark.parametrize("change", [("undo",), ("redo",), ("apply", "bet 2", "ann")])
def test_a_write_beyond_the_file_size_limit_loses_nothing(change, save_path):
    """A real failed write: the process may not grow any file beyond a few bytes less
    than the save's size (undo and redo write a new file), or beyond its size (a
    command appends to it)."""
    game = new_game(path=save_path)
    for text in ("bet 1", "bet 2", "bet 3", "bet 1"):
        game.apply(text, "ann")
    game.undo()
    appends = change[0] == "apply"
    if not appends:
        game.undo()  # something to undo and to redo after the failure
    before = open(save_path, "rb").read()
    limit = len(before) - (0 if appends else 8)
    if appends:
        limit = len(before)
    done = subprocess.run(
        [sys.executable, "-c", RLIMIT, save_path, str(limit), *change],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )  # fmt: skip
    assert done.stdout.startswith("SaveFileError") and "cannot save the game" in done.stdout, done.stderr
    assert open(save_path, "rb").read() == before
    again = load(save_path)
    kept = ["bet 1", "bet 2", "bet 3"] if appends else ["bet 1", "bet 2"]
    assert texts(again) == kept and again.verify() == len(kept)
    if appends:
        again.apply("bet 2", "ann")
        assert texts(load(save_path)) == [*kept, "bet 2"]
    else:
        again.redo()
        again.redo()
        assert texts(load(save_path)) == ["bet 1", "bet 2", "bet 3", "bet 1"]
    assert not [f for f in os.listdir(os.path.dirname(save_path)) if f.endswith(".tmp")]


def test_a_save_replaced_by_a_fifo_is_refused_without_waiting(save_path):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    os.unlink(save_path)
    os.mkfifo(save_path)
    for change in (game.sync, lambda: game.apply("bet 2", "ann")):  # neither ever blocks
        with pytest.raises(SaveFileError, match="not a regular file"):
            change()
    assert texts(game) == ["bet 1"]


def test_looking_for_changes_takes_no_lock_while_nothing_changed(save_path, holder):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    holder(save_path)
    assert not game.sync()  # the file is as the game left it: the held lock is never asked for
    with open(save_path, "ab") as f:
        f.write(b"\xcf")  # a change (a frame begun): now the lock is needed
    with pytest.raises(SaveLocked):
        game.sync()
