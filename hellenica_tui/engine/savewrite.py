"""Writing a save file (its layout: `savefile.py`).

Every accepted command is one frame appended and flushed; a write that fails
is cut off again, so the file ends where it did. Anything else (undo, redo, a
command that drops the redo stack, a new game, save-as, upgrading an old
format or schema) writes a new file beside the old one: the unchanged prefix
copied from the old file, then the new tail; it is fsynced and renamed over
the old one, and the folder fsynced. A write that fails leaves the old file as
it was. The caller holds the save's lock (`savelock.py`) throughout.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from typing import Any

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.filemodes import make_private
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.savefile import (
    GROUP,
    FrameTable,
    SaveHeader,
    _encoder,
    _group_items,
    _redo_items,
    encode_frame,
    encode_frames,
    encode_header,
    header_crc,
)

# -- writing -----------------------------------------------------------------


def write_atomically(path: str, data: bytes, prefix: int = 0) -> None:
    """Replace `path` by its first `prefix` bytes followed by `data`: a temporary
    file in the same folder, fsynced, renamed over `path`; then the folder fsynced.
    On any failure `path` is left as it was."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            make_private(fd)
            if prefix:
                with open(path, "rb") as old:
                    _copy(old, f, prefix)
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


def _copy(source: Any, target: Any, count: int) -> None:
    """The first `count` bytes of `source` into `target` (in the kernel where it can)."""
    target.flush()
    done = 0
    if hasattr(os, "copy_file_range"):
        try:
            while done < count:
                n = os.copy_file_range(source.fileno(), target.fileno(), count - done, done)
                if not n:
                    break
                done += n
        except OSError as exc:
            if done or exc.errno not in (errno.EXDEV, errno.ENOSYS, errno.EINVAL, errno.EOPNOTSUPP):
                raise
    target.seek(done)
    source.seek(done)
    while done < count:
        chunk = source.read(min(1 << 20, count - done))
        if not chunk:
            raise OSError(errno.EIO, "the save file is shorter than what it held")
        target.write(chunk)
        done += len(chunk)


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
    """Keeps a save file in step with a game's log.

    `frames` knows where each played group's frame starts and the running
    crc there; `frames.end` is where the redo frames (if any) begin. The
    frame table changes only once a write has succeeded.
    """

    def __init__(self, path: str, frames: FrameTable) -> None:
        self.path = path
        self.frames = frames
        self._file = open(path, "r+b", buffering=0)  # noqa: SIM115 - closed after the change
        make_private(self._file.fileno())

    @classmethod
    def create(
        cls, path: str, header: SaveHeader, groups: list[Group], redo: list[list[Group]]
    ) -> SaveWriter:
        """Write a whole save atomically and keep it open for appending."""
        head = encode_header(header)
        seed = header_crc(head)
        table = FrameTable(None, len(head), seed, [(len(head), seed)], 0)
        played = []
        for kind, payload in _group_items(groups):
            frame, run = encode_frame(kind, payload, table.count, table.run)
            played.append(frame)
            table.push(table.end + len(frame), run)
        undone, _ = encode_frames(_redo_items(redo), table.count, table.run)
        try:
            write_atomically(path, head + b"".join(played + undone))
            return cls(path, table)
        except OSError as exc:
            raise SaveFileError(path, 0, f"cannot write the game: {exc.strerror or exc}") from exc

    @property
    def end(self) -> int:
        return self.frames.end

    def fileno(self) -> int:
        return self._file.fileno()

    def append(self, group: Group) -> None:
        """A newly accepted command after the last played one, where the file must end
        (anything past it, a torn frame, is cut off); flushed. If the write fails, the
        file is cut back to where it ended and the error raised."""
        frames = self.frames
        frame, run = encode_frame(GROUP, _encoder.encode(group), frames.count, frames.run)
        try:
            self._file.truncate(frames.end)
            self._file.seek(frames.end)
            view = memoryview(frame)
            while view:  # an unbuffered file may take part of it at a time
                view = view[self._file.write(view) or 0 :]
        except OSError:
            with contextlib.suppress(OSError, ValueError):  # the file is unusable: the next load drops a torn frame
                self._file.truncate(frames.end)
            raise
        frames.push(frames.end + len(frame), run)

    def rewrite(self, keep: int, groups: list[Group], redo: list[list[Group]]) -> None:
        """A new file: the first `keep` played frames as they are, then `groups` and
        the redo stack; renamed over the old one once it is whole and synced."""
        frames = self.frames
        at, run = frames.boundary(keep)
        bounds: list[tuple[int, int]] = []
        played: list[bytes] = []
        for kind, payload in _group_items(groups):
            frame, run = encode_frame(kind, payload, keep + len(played), run)
            played.append(frame)
            bounds.append((at + sum(map(len, played)), run))
        undone, _ = encode_frames(_redo_items(redo), keep + len(played), run)
        write_atomically(self.path, b"".join(played + undone), prefix=at)
        self._file.close()
        self._file = open(self.path, "r+b", buffering=0)  # noqa: SIM115 - the new file
        frames.cut(keep)
        for offset, crc in bounds:
            frames.push(offset, crc)

    def close(self) -> None:
        self._file.close()


