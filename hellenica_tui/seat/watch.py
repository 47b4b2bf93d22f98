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
import select
import sys
import threading
import time
from collections.abc import Callable, Generator
from typing import Any

from hellenica_tui.engine.errors import SaveLocked
from hellenica_tui.engine.savelock import lock_path

if sys.platform.startswith("linux"):
    import fcntl  # where the kernel tells of changes (inotify) and locks are flocks

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
    it: a thread that waits for the file to change and calls the screens' callbacks
    when it did (from its thread: a callback hands the news over to its screen's own
    loop). The screens then catch up themselves (their SaveWatch still decides
    whether the game must read the file).

    On Linux the kernel tells the thread of every change to the save's folder
    (inotify, through inotify_simple): the thread sleeps until a change comes, and
    is told at once, where looking 20 times a second made a change wait 25 ms on
    average and woke each process 20 times a second for nothing. Where that cannot
    be had (another system, the kernel's limit of watches reached, the folder gone),
    the thread takes one `stat` of the file every `every` seconds, which works
    wherever Python does. `notify=False` asks for that always."""

    def __init__(self, every: float = 0.05, notify: bool = True) -> None:
        self.every = every
        self.notify = notify
        self._lock = threading.Lock()
        self._watchers: dict[str, _Watcher] = {}

    def follow(self, path: str, callback: Callable[[], None]) -> Callable[[], None]:
        """Call `callback` (from the watcher's thread) whenever the file at `path`
        changes; returns the function that stops it."""
        with self._lock:
            watcher = self._watchers.get(path)
            if watcher is None or not watcher.is_alive():
                watcher = self._watchers[path] = _Watcher(path, self.every, self.notify)
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

    def notified(self) -> list[str]:
        """The files watched now whose changes the kernel tells (the others are looked at)."""
        with self._lock:
            return sorted(path for path, watcher in self._watchers.items() if watcher.notified)


# What changes a file in a folder: written, closed after writing, its times or rights
# set, made, moved in or out, removed (a save written anew is moved over the old one).
FOLDER_CHANGES = 0x2 | 0x8 | 0x4 | 0x100 | 0x80 | 0x40 | 0x200
# The folder itself removed or moved, or its watch ended: the save is looked at instead.
FOLDER_GONE = 0x400 | 0x800 | 0x8000
OVERFLOW = 0x4000  # the kernel's queue overflowed and events were lost: told, to look


class _Watcher(threading.Thread):
    def __init__(self, path: str, every: float, notify: bool) -> None:
        super().__init__(name=f"save watcher {os.path.basename(path)}", daemon=True)
        self.path, self.every, self.notify = path, every, notify
        self.notified = False  # told by the kernel (else looking)
        self._callbacks: list[Callable[[], None]] = []
        self._halt = threading.Event()  # (not `_stop`: a Thread method of that name tells it ended)
        self._wake_read, self._wake_write = os.pipe()  # wakes the thread that waits for the kernel

    def add(self, callback: Callable[[], None]) -> None:
        self._callbacks = [*self._callbacks, callback]

    def remove(self, callback: Callable[[], None]) -> bool:
        """Stop calling `callback`; True when none is left and the thread ends."""
        self._callbacks = [c for c in self._callbacks if c is not callback]
        if not self._callbacks and not self._halt.is_set():
            os.write(self._wake_write, b"!")  # before the flag: the thread closes the pipe once it sees it
            self._halt.set()
        return not self._callbacks

    def _tell(self) -> None:
        for callback in self._callbacks:
            callback()

    def run(self) -> None:
        try:
            notifier = _notifier(self.path) if self.notify else None
            if notifier is not None:
                with notifier:
                    self.notified = True
                    self._wait_for_kernel(notifier)
                    self.notified = False
            if not self._halt.is_set():
                self._look()
        finally:
            os.close(self._wake_read)
            os.close(self._wake_write)

    def _wait_for_kernel(self, notifier: Any) -> None:
        """Until stopped, or the folder's watch is gone: tell of each change to the file."""
        name = os.path.basename(self.path)
        while True:
            select.select([notifier, self._wake_read], [], [])
            if self._halt.is_set():
                return
            events = notifier.read(timeout=0)
            if any(event.name == name or event.mask & OVERFLOW for event in events):
                self._writer_done()
                events += notifier.read(timeout=0)  # what the same change told meanwhile
                self._tell()
            if any(event.mask & FOLDER_GONE for event in events):
                self._tell()  # the save went with its folder: the screens look and say so
                return

    def _writer_done(self) -> None:
        """Wait until the process changing the save lets go of its lock (the kernel tells
        of the change as it is written): told before, a screen would find the save busy
        and look again only at its next look, a second later. A shared lock taken and let
        go at once, in this thread: the screens' own loops never wait for it."""
        try:
            fd = os.open(lock_path(self.path), os.O_RDONLY)
        except OSError:  # no lock file: no writer has locked the save
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_SH)
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass
        finally:
            os.close(fd)

    def _look(self) -> None:
        """Until stopped: a `stat` of the file every `every` seconds, telling of a change."""
        seen = stamp_of(self.path)
        while not self._halt.wait(self.every):
            found = stamp_of(self.path)
            # A change within RACY of the last could leave the times as they were: told
            # again at the next look, where the screen's own SaveWatch reads what it must.
            racy = time.time_ns() - max(found[3], found[4]) <= RACY * 1e9
            if found != seen or racy:
                seen = found
                self._tell()


def _notifier(path: str) -> Any:
    """An inotify watch of the folder of `path`, or None where the kernel will not give one."""
    try:
        from inotify_simple import INotify
    except ImportError:  # not Linux
        return None
    try:
        notifier = INotify()
    except OSError:  # the kernel's limit of inotify instances
        return None
    try:
        notifier.add_watch(os.path.dirname(os.path.abspath(path)), FOLDER_CHANGES | 0x400 | 0x800)
    except OSError:  # the folder is gone, or the limit of watches
        notifier.close()
        return None
    return notifier


def changes(played: Any, every: float = 1.0, watchers: SaveWatchers | None = None) -> Generator[list[Any], None, None]:
    """Follow `played`'s save: each time other processes change it, what they changed
    (`Game.take_outside`: commands taken back, commands added), the game caught up
    with it. Woken by the save's watcher, and every `every` seconds besides; the
    caller stops following by closing the generator."""
    path = played.path
    if path is None:
        return
    woken = threading.Event()
    stop = (watchers or SaveWatchers()).follow(path, woken.set)
    look = SaveWatch()
    try:
        while True:
            woken.wait(every)
            woken.clear()
            stamp = look.look(path)
            if stamp is None:
                continue
            try:
                played.sync(wait=every)
            except SaveLocked:  # a writer holds it still: look again when woken next
                continue
            look.caught_up(path, stamp)
            found = played.take_outside()
            if found:
                yield found
    finally:
        stop()
