"""A cheap look at the save file before the game catches up with it.

The game screen looks at its save for commands other programs gave whenever the
process's watcher of that file (SaveWatchers, below) says it changed, and once a
second besides. `Game.sync` opens the file and reads its last bytes; one `stat` call
tells first whether anything could have changed: the same file (device and
inode), length, and modification and change times. A file changed within
`RACY` seconds of the look may change again within the clock's tick without
its times moving, so such a look always asks the game (as git treats an index
entry modified as it was read).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable

Stamp = tuple[int, int, int, int, int]
RACY = 0.1  # seconds: beyond any file system's timestamp tick
UNREADABLE: Stamp = (-1, -1, -1, -1, -1)


def stamp_of(path: str) -> Stamp:
    """What tells one state of the file at `path` from another."""
    try:
        st = os.stat(path)
    except OSError:
        return UNREADABLE  # the game says why, when it looks
    return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns


class SaveWatch:
    def __init__(self) -> None:
        self.path: str | None = None
        self.seen = UNREADABLE  # the file as the game last caught up with it
        self.settled = False  # the file was unchanged for longer than RACY when seen

    def look(self, path: str) -> Stamp | None:
        """None when the file at `path` is as the game last `caught_up` with it; else its
        stamp, to hand back to `caught_up` once the game has read it."""
        found = stamp_of(path)
        if self.settled and path == self.path and found == self.seen != UNREADABLE:
            return None
        return found

    def caught_up(self, path: str, stamp: Stamp) -> None:
        """The game has read the file as `stamp` (taken before it read it) shows it."""
        self.path, self.seen = path, stamp
        self.settled = time.time_ns() - max(stamp[3], stamp[4]) > RACY * 1e9


class SaveWatchers:
    """One watcher per save file for the whole process, however many screens follow
    it: a thread that takes one `stat` of the file every `every` seconds and calls the
    screens' callbacks when it changed (from its thread: a callback hands the news
    over to its screen's own loop). The screens then catch up themselves (their
    SaveWatch still decides whether the game must read the file). Portable: a `stat`
    works wherever Python does; at 20 looks a second it costs a few microseconds of
    one thread, so no notification service is needed."""

    def __init__(self, every: float = 0.05) -> None:
        self.every = every
        self._lock = threading.Lock()
        self._watchers: dict[str, _Watcher] = {}

    def follow(self, path: str, callback: Callable[[], None]) -> Callable[[], None]:
        """Call `callback` (from the watcher's thread) whenever the file at `path`
        changes; returns the function that stops it."""
        with self._lock:
            watcher = self._watchers.get(path)
            if watcher is None or not watcher.is_alive():
                watcher = self._watchers[path] = _Watcher(path, self.every)
                watcher.start()
            watcher.add(callback)

        def stop() -> None:
            with self._lock:
                if watcher.remove(callback):  # the last one: the thread ends
                    self._watchers.pop(path, None)

        return stop

    def watched(self) -> list[str]:
        """The files watched now, one thread each."""
        with self._lock:
            return sorted(self._watchers)


class _Watcher(threading.Thread):
    def __init__(self, path: str, every: float) -> None:
        super().__init__(name=f"save watcher {os.path.basename(path)}", daemon=True)
        self.path, self.every = path, every
        self._callbacks: list[Callable[[], None]] = []
        self._stop = threading.Event()

    def add(self, callback: Callable[[], None]) -> None:
        self._callbacks = [*self._callbacks, callback]

    def remove(self, callback: Callable[[], None]) -> bool:
        """Stop calling `callback`; True when none is left and the thread ends."""
        self._callbacks = [c for c in self._callbacks if c is not callback]
        if not self._callbacks:
            self._stop.set()
        return not self._callbacks

    def run(self) -> None:
        seen = stamp_of(self.path)
        while not self._stop.wait(self.every):
            found = stamp_of(self.path)
            # A change within RACY of the last could leave the times as they were: told
            # again at the next look, where the screen's own SaveWatch reads what it must.
            racy = time.time_ns() - max(found[3], found[4]) <= RACY * 1e9
            if found != seen or racy:
                seen = found
                for callback in self._callbacks:
                    callback()
