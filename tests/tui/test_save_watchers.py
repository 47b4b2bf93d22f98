"""One watcher per save file for the whole process: however many screens follow a
save, one thread looks at it, and each screen is told when it changes."""

from __future__ import annotations

import os
import sys
import threading
import time

import pytest

from hellenica_tui.seat import watch
from hellenica_tui.seat.watch import SaveWatchers

# Each way of watching: told by the kernel (where it can), and looking at the file.
WAYS = [pytest.param(True, id="told"), pytest.param(False, id="looking")]
linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="inotify is Linux's")


def wait(condition, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


@pytest.mark.parametrize("notify", WAYS)
def test_screens_following_one_save_share_one_thread_and_each_is_told_of_a_change(tmp_path, notify):
    path = tmp_path / "table.hsav"
    path.write_bytes(b"a")
    other = tmp_path / "other.hsav"
    other.write_bytes(b"b")
    watchers = SaveWatchers(every=0.01, notify=notify)
    told = {"athens": 0, "sparta": 0, "other": 0}

    def count(name):
        def tell():
            told[name] += 1
        return tell

    stops = [watchers.follow(str(path), count("athens")), watchers.follow(str(path), count("sparta"))]
    stops.append(watchers.follow(str(other), count("other")))
    assert watchers.watched() == sorted([str(path), str(other)])
    # One thread a file, not one a screen (these watchers' own: another test's may still be ending).
    threads = list(watchers._watchers.values())
    assert len(threads) == 2 and all(isinstance(t, threading.Thread) and t.is_alive() for t in threads)
    time.sleep(0.2)  # the files' first times are old news once settled
    told.update(athens=0, sparta=0, other=0)
    time.sleep(0.2)
    assert told == {"athens": 0, "sparta": 0, "other": 0}  # nothing changed: nobody is told
    path.write_bytes(b"ab")
    assert wait(lambda: told["athens"] and told["sparta"])
    assert told["other"] == 0
    for stop in stops:
        stop()
    assert watchers.watched() == []
    assert wait(lambda: not any(t.is_alive() for t in threads))  # the threads end with their last follower


@pytest.mark.parametrize("notify", WAYS)
def test_a_save_moved_away_and_back_is_told_too(tmp_path, notify):
    path = tmp_path / "table.hsav"
    path.write_bytes(b"a")
    watchers = SaveWatchers(every=0.01, notify=notify)
    told = []
    stop = watchers.follow(str(path), lambda: told.append(1))
    time.sleep(0.2)
    told.clear()
    path.rename(tmp_path / "gone.hsav")
    assert wait(lambda: told)  # the screen looks and says the save is no longer there
    stop()


@linux
def test_told_by_the_kernel_a_watcher_never_looks_at_an_unchanged_save(tmp_path, monkeypatch):
    """Waiting for the kernel costs nothing while nobody acts (looking took 20 `stat`s a
    second in every seat's process), and a change is told at once."""
    path = tmp_path / "table.hsav"
    path.write_bytes(b"a")
    looks = []
    stamp_of = watch.stamp_of
    monkeypatch.setattr(watch, "stamp_of", lambda p: looks.append(p) or stamp_of(p))
    watchers = SaveWatchers(every=0.01)
    told = []
    stop = watchers.follow(str(path), lambda: told.append(time.monotonic()))
    assert wait(lambda: watchers.notified() == [str(path)])
    time.sleep(0.3)
    assert looks == [] and told == []
    changed = time.monotonic()
    with open(path, "ab") as f:
        f.write(b"b")
    assert wait(lambda: told)
    assert told[0] - changed < 0.5
    stop()


@linux
def test_a_save_written_anew_and_renamed_over_the_old_is_told_by_the_kernel(tmp_path):
    """Undo writes a new file and renames it over the save: the folder's watch sees it."""
    path = tmp_path / "table.hsav"
    path.write_bytes(b"a")
    (tmp_path / ".table.hsav.lock").write_bytes(b"")
    watchers = SaveWatchers()
    told = []
    stop = watchers.follow(str(path), lambda: told.append(1))
    assert wait(lambda: watchers.notified() == [str(path)])
    (tmp_path / ".table.hsav.lock").write_bytes(b"1234 hellenica do")  # another file of the folder
    time.sleep(0.2)
    assert told == []
    (tmp_path / "new").write_bytes(b"ab")
    os.replace(tmp_path / "new", path)
    assert wait(lambda: told)
    stop()


def test_where_the_kernel_tells_nothing_the_watcher_looks_at_the_save(tmp_path, monkeypatch):
    monkeypatch.setattr(watch, "_notifier", lambda path: None)  # not Linux, or no inotify left
    path = tmp_path / "table.hsav"
    path.write_bytes(b"a")
    watchers = SaveWatchers(every=0.01)
    told = []
    stop = watchers.follow(str(path), lambda: told.append(1))
    time.sleep(0.2)
    assert watchers.notified() == []
    told.clear()
    path.write_bytes(b"ab")
    assert wait(lambda: told)
    stop()


@linux
def test_a_change_is_told_once_its_writer_lets_go_of_the_save(tmp_path):
    """The kernel tells of a change as it is written, with the writer's lock still held: a
    screen told then would find the save busy, and look again only a second later."""
    from hellenica_tui.engine.savelock import SaveLock

    path = tmp_path / "table.hsav"
    path.write_bytes(b"a")
    watchers = SaveWatchers()
    told = []
    stop = watchers.follow(str(path), lambda: told.append(1))
    assert wait(lambda: watchers.notified() == [str(path)])
    with SaveLock(str(path)):
        with open(path, "ab") as f:
            f.write(b"b")
        time.sleep(0.3)
        assert told == []
    assert wait(lambda: told)
    stop()
