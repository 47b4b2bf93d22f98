"""Writing a save file (its layout: `savefile.py`).

Every change (a command accepted, an undo, a redo) is a step appended as a
frame and flushed; a write that fails is cut off again, so the file ends where
it did. A whole save (a new game, save-as, upgrading an old format or schema)
is written to a new file beside the old one, fsynced and renamed over it, and
the folder fsynced; a writer killed meanwhile leaves a temporary file that the
next open removes (`clean_temporaries`). A write that fails leaves the old
file as it was. The caller holds the save's lock (`savelock.py`) throughout.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.filemodes import make_private
from hellenica_tui.engine.journal import Step, journal_of
from hellenica_tui.engine.journalread import JournalEnd
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.savefile import (
    MAX_SAVE,
    SaveHeader,
    encode_frames,
    encode_header,
    header_crc,
    step_items,
)

# -- writing -----------------------------------------------------------------


def write_atomically(path: str, data: bytes) -> None:
    """Replace `path` by `data`: a temporary file in the same folder, fsynced,
    renamed over `path`; then the folder fsynced.
    On any failure `path` is left as it was."""
    folder = os.path.dirname(os.path.abspath(path))
    import tempfile  # here: a program that only reads saves (`hellenica show`) needs not import it (and shutil)

    fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            make_private(fd)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:  # some systems cannot open folders; the rename stands anyway
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def open_save(path: str) -> int:
    """A descriptor for reading a save, which must be a regular file (opening a FIFO
    never blocks; it is refused). Raises OSError, or SaveFileError if not a file."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise SaveFileError(path, 0, "not a save file (not a regular file)")
    return fd


def file_stamp(fd: int) -> tuple[int, int, bytes]:
    """What tells one state of a save file from another: its inode, its length and
    its last four bytes (the running crc of every frame, if it ends on a whole one)."""
    st = os.fstat(fd)
    return st.st_ino, st.st_size, os.pread(fd, 4, max(0, st.st_size - 4))


class SaveWriter:
    """Appends steps to a save file (a journal of format 3) where its valid frames end.

    `end` says where that is (with the running crc there and the frames before
    it); it moves only once a write has succeeded.
    """

    def __init__(self, path: str, end: JournalEnd) -> None:
        self.path = path
        self.end = end
        self._file = open(path, "r+b", buffering=0)  # noqa: SIM115 - closed after the change
        make_private(self._file.fileno())

    @classmethod
    def create(cls, path: str, header: SaveHeader, groups: list[Group], redo: list[list[Group]]) -> SaveWriter:
        """Write a whole save atomically (the log, then the redo stack as steps) and keep it
        open for appending."""
        head = encode_header(header)
        frames, run = _encoded(path, step_items(journal_of(groups, redo)), 0, header_crc(head), len(head))
        try:
            write_atomically(path, head + b"".join(frames))
            writer = cls(path, JournalEnd(len(head) + sum(map(len, frames)), run, len(frames)))
        except OSError as exc:
            raise SaveFileError(path, 0, f"cannot write the game: {exc.strerror or exc}") from exc
        writer.start, writer.seed = len(head), header_crc(head)
        return writer

    start = 0  # where the frames begin and the header's crc (of a save written whole)
    seed = 0

    def fileno(self) -> int:
        return self._file.fileno()

    def append(self, steps: list[Step]) -> None:
        """Steps after the last valid frame, where the file must end (anything past it, a
        torn frame, is cut off); flushed. If the write fails, the file is cut back to where
        it ended and the error raised: nothing the file held is lost. A step no reader
        would take (a frame or a save beyond what a save may hold) is refused unwritten
        with SaveFileError."""
        end = self.end
        frames, run = _encoded(self.path, step_items(steps), end.ordinal, end.run, end.at)
        data = b"".join(frames)
        try:
            self._file.truncate(end.at)
            self._file.seek(end.at)
            view = memoryview(data)
            while view:  # an unbuffered file may take part of it at a time
                view = view[self._file.write(view) or 0 :]
        except OSError:
            with contextlib.suppress(OSError, ValueError):  # the file is unusable: the next load drops a torn frame
                self._file.truncate(end.at)
            raise
        self.end = JournalEnd(end.at + len(data), run, end.ordinal + len(frames))

    def close(self) -> None:
        self._file.close()


def _encoded(path: str, items: list[tuple[int, bytes]], ordinal: int, run: int, at: int) -> tuple[list[bytes], int]:
    """The frames of `items`, or SaveFileError when a reader would refuse them (too large)."""
    try:
        frames, run = encode_frames(items, ordinal, run)
    except ValueError as exc:
        raise SaveFileError(path, at, f"cannot save the game: {exc}") from exc
    if at + sum(map(len, frames)) > MAX_SAVE:
        raise SaveFileError(path, at, f"cannot save the game: the save would be more than any save holds ({MAX_SAVE} bytes)")
    return frames, run


def temporary_pattern(path: str) -> re.Pattern[str]:
    """The names `write_atomically` gives its temporary files for `path`."""
    return re.compile(rf"\.{re.escape(os.path.basename(path))}\.[A-Za-z0-9_]{{8}}\.tmp")


def clean_temporaries(path: str) -> None:
    """With the save's lock held (no write of it is under way): remove the temporary
    files a writer killed while writing the whole save left beside it."""
    folder = os.path.dirname(os.path.abspath(path))
    pattern = temporary_pattern(path)
    try:
        names = [n for n in os.listdir(folder) if pattern.fullmatch(n)]
    except OSError:
        return
    for name in names:
        with contextlib.suppress(OSError):
            os.unlink(os.path.join(folder, name))
