"""A cheap look at the save file before the game catches up with it.

The game screen looks at its save twice a second for commands other programs
gave. `Game.sync` opens the file and reads its last bytes; one `stat` call
tells first whether anything could have changed: the same file (device and
inode), length, and modification and change times. A file changed within
`RACY` seconds of the look may change again within the clock's tick without
its times moving, so such a look always asks the game (as git treats an index
entry modified as it was read).
"""

from __future__ import annotations

import os
import time

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
