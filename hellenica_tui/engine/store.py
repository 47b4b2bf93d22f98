"""Where a game's steps are recorded: a store behind the small `Recorder` protocol.

`FileStore` is a save file: its lock, where its journal ends (what this game
last read or wrote), and the file's stamp then, which tells whether another
process changed it since. `MemoryStore` keeps the steps in a list (a game
played in memory: tests, search), and checks them as a file's reader would.
Each `record` keeps every step given or none: a failed write loses nothing and
keeps nothing.
"""

from __future__ import annotations

import os
import zlib
from typing import Any, Protocol

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.journal import JournalError, Step, replay, take
from hellenica_tui.engine.journalread import JournalEnd, JournalTail, read_journal_tail
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.ruleset import Ruleset
from hellenica_tui.engine.savefile import SaveHeader
from hellenica_tui.engine.savelock import SaveLock
from hellenica_tui.engine.saveread import same_header
from hellenica_tui.engine.savewrite import SaveWriter, clean_temporaries, file_stamp, open_save

Stamp = tuple[int, int, int, bytes]


class Recorder(Protocol):
    def record(self, steps: list[Step]) -> None:
        """Keep `steps` after the ones kept so far, or raise SaveFileError keeping none."""


class MemoryStore:
    """The steps of a game kept in memory, checked as a reader of a save would check them."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self._log: list[Group] = []  # what the steps add up to, step by step
        self._redo: list[list[Group]] = []

    def record(self, steps: list[Step]) -> None:
        log, redo = (self._log, self._redo) if len(steps) == 1 else (list(self._log), [list(b) for b in self._redo])
        try:  # a step that does not fit changes nothing (`journal.take` checks before it changes)
            for i, step in enumerate(steps):
                take(log, redo, step, len(self.steps) + i)
        except JournalError as exc:
            raise SaveFileError("(in memory)", exc.step, exc.reason) from exc
        self._log, self._redo = log, redo
        self.steps += steps

    def recorded(self) -> tuple[list[Group], list[list[Group]]]:
        """The log and the redo stack the steps add up to (what a load would find)."""
        return replay(self.steps)


class FileStore:
    """A save file as one game knows it: `end` is where its journal ends (None: the file
    is of an older format or schema, rewritten whole at the first change); `start` and
    `seed` are where its frames begin and its header's crc."""

    def __init__(self, path: str, lock: SaveLock, start: int, seed: int, end: JournalEnd | None) -> None:
        self.path = path
        self.lock = lock
        self.start, self.seed, self.end = start, seed, end
        self.stamp: Stamp | None = None  # the file as last read or written

    def record(self, steps: list[Step]) -> None:
        assert self.end is not None, "an older save is rewritten whole before it is appended to"
        try:
            writer = SaveWriter(self.path, self.end)
        except OSError as exc:
            raise self.unsaved(exc) from exc
        try:
            writer.append(steps)
            self.end = writer.end
        except OSError as exc:
            raise self.unsaved(exc) from exc
        finally:
            self._written(writer)

    def write_whole(self, header: SaveHeader, groups: list[Group], redo: list[list[Group]]) -> None:
        """The whole game, written afresh (atomically); the store then appends to it.
        With the lock held, what a writer killed meanwhile left beside the save goes."""
        clean_temporaries(self.path)
        writer = SaveWriter.create(self.path, header, groups, redo)
        self.start, self.seed = writer.start, writer.seed
        self.end = writer.end
        self.stamp = None
        self._written(writer, always=True)

    def unsaved(self, exc: OSError) -> SaveFileError:
        """A write failed: the file holds what it held before (a failed append is cut back)."""
        self.stamp = None  # look at the file afresh next time
        return SaveFileError(self.path, self.end.at if self.end else 0, f"cannot save the game: {exc.strerror or exc}")

    def _written(self, writer: SaveWriter, always: bool = False) -> None:
        """After a write (done or failed): the file as it is now, and the writer closed."""
        try:
            self.stamp = stamp_of(writer.fileno()) if always or self.stamp is not None else None
        except (OSError, ValueError):
            self.stamp = None
        writer.close()

    def news(self, header: SaveHeader, ruleset: Ruleset[Any]) -> tuple[Stamp, JournalTail | None] | None:
        """With the lock held: None when the file is as last seen; else its stamp now and
        the steps appended past the end known (None: the file must be read whole). What
        a writer killed meanwhile left beside the save goes."""
        path = self.path
        try:
            fd = open_save(path)
        except FileNotFoundError:
            raise SaveFileError(path, 0, "the save file is no longer there (removed or moved)") from None
        except OSError as exc:
            raise SaveFileError(path, 0, f"cannot open: {exc.strerror or exc}") from exc
        try:
            stamp = stamp_of(fd)
            if stamp == self.stamp:
                return None
            clean_temporaries(path)
            end = self.end
            if end is None or not same_header(fd, self.start, self.seed) or not continues(fd, end, self.start):
                return stamp, None
            return stamp, read_journal_tail(path, fd, end, header, ruleset)
        finally:
            os.close(fd)

    def look(self) -> Stamp | None:
        """The file's stamp now (None if it cannot be opened)."""
        try:
            fd = open_save(self.path)
        except (OSError, SaveFileError):
            return None
        try:
            return stamp_of(fd)
        finally:
            os.close(fd)


def stamp_of(fd: int) -> Stamp:
    """What tells one state of a save from another: its inode, its length, its time of
    change and its last four bytes (the running crc of every frame, on a whole one)."""
    ino, size, tail = file_stamp(fd)
    return ino, size, os.fstat(fd).st_mtime_ns, tail


def continues(fd: int, end: JournalEnd, start: int) -> bool:
    """Whether an open save still holds the journal a game knows, up to `end` (it is then
    read on from there): the running crc there covers every byte before it."""
    if end.at == start:
        return True
    tail = os.pread(fd, 4, end.at - 4)
    return len(tail) == 4 and zlib.crc32(tail, int.from_bytes(tail, "big")) == end.run
