"""One watcher per save file for the whole process: however many screens follow a
save, one thread looks at it, and each screen is told when it changes."""

from __future__ import annotations

import threading
import time

from hellenica_tui.tui.controller.watch import SaveWatchers


def wait(condition, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def save_watcher_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("save watcher") and t.is_alive()]


def test_screens_following_one_save_share_one_thread_and_each_is_told_of_a_change(tmp_path):
    path = tmp_path / "table.hsav"
    path.write_bytes(b"a")
    other = tmp_path / "other.hsav"
    other.write_bytes(b"b")
    watchers = SaveWatchers(every=0.01)
    told = {"athens": 0, "sparta": 0, "other": 0}
    before = len(save_watcher_threads())

    def count(name):
        def tell():
            told[name] += 1
        return tell

    stops = [watchers.follow(str(path), count("athens")), watchers.follow(str(path), count("sparta"))]
    stops.append(watchers.follow(str(other), count("other")))
    assert watchers.watched() == sorted([str(path), str(other)])
    assert len(save_watcher_threads()) == before + 2  # one a file, not one a screen
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
    assert wait(lambda: len(save_watcher_threads()) == before)  # the threads end with their last follower


def test_a_save_moved_away_and_back_is_told_too(tmp_path):
    path = tmp_path / "table.hsav"
    path.write_bytes(b"a")
    watchers = SaveWatchers(every=0.01)
    told = []
    stop = watchers.follow(str(path), lambda: told.append(1))
    time.sleep(0.2)
    told.clear()
    path.rename(tmp_path / "gone.hsav")
    assert wait(lambda: told)  # the screen looks and says the save is no longer there
    stop()
