"""`HostLease`: which one process plays a game's AI seats.

Several processes may hold one save (a screen per seat, `hellenica do`). The
AI seats must be played by exactly one of them, the host, so that no two
processes think out the same AI command and the table never waits on an AI
that nobody plays. The host is whoever holds the lease: an `flock` on a small
file beside the save (`.NAME.host`, next to the save's lock file), taken
without waiting and held as long as the process wants to host. The operating
system lets it go when the process ends, however it ends, so another screen
takes it over at its next look. The holder writes its process id and command
line into the file, so the others can say who plays the AI.

Whoever holds the lease still gives each AI command through `Game.transact`:
the lease decides who plays, the save's lock keeps the log whole.
"""

from __future__ import annotations

import os

from hellenica_tui.engine.filemodes import PRIVATE, make_private
from hellenica_tui.engine.savelock import holder_note, holder_of, lock_path, try_lock, unlock


def lease_path(path: str) -> str:
    folder, name = os.path.split(lock_path(path))
    return os.path.join(folder, name[: -len(".lock")] + ".host")


class HostLease:
    """The right to play the AI seats of the save at `path`; `take` never waits."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._fd: int | None = None
        self.held = False

    def take(self) -> bool:
        """Take the lease if nobody holds it (True also when this process holds it).

        In a folder where nothing can be written, nobody else can give a command
        either: the one looking hosts."""
        if self.held:
            return True
        if self._fd is None:
            try:
                self._fd = os.open(lease_path(self.path), os.O_RDWR | os.O_CREAT, PRIVATE)
            except OSError:
                self.held = True
                return True
            make_private(self._fd)
        if not try_lock(self._fd, shared=False):
            return False
        self.held = True
        try:
            os.ftruncate(self._fd, 0)
            os.pwrite(self._fd, holder_note(), 0)
        except OSError:  # a full disk: the lease holds all the same, unnamed
            pass
        return True

    def holder(self) -> str:
        """Who hosts, in words ("process 123 (hellenica play ...)"); "" if unknown or free."""
        if self.held:
            return "this program"
        fd = self._fd
        if fd is None:
            return ""
        pid, command = holder_of(fd)
        if pid is None:
            return ""
        return f"process {pid} ({command})" if command else f"process {pid}"

    def release(self) -> None:
        """Let another process host; the lease file stays (as the lock file does)."""
        fd, self._fd = self._fd, None
        if fd is None:
            self.held = False
            return
        try:
            if self.held:
                os.ftruncate(fd, 0)
                unlock(fd)
        except OSError:
            pass
        finally:
            os.close(fd)
            self.held = False

    def __del__(self) -> None:  # a session dropped without closing lets another host
        self.release()

    def __enter__(self) -> HostLease:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
