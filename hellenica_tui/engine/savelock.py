"""`SaveLock`: one writer at a time on a save file, across processes.

Every process that changes a save holds the save's lock, exclusively, while it
catches up with the file, decides and writes; a reader holds it shared while it
reads, so it never sees a frame half written by a live writer. The lock is an
`flock` on a small file beside the save (`.NAME.lock`), never on the save
itself: a rewrite renames a new file over the save, and a lock on the old one
would then guard nothing. The holder writes its process id and command line
into that file, so a process that waits too long can say who holds it.

The lock file is left in place after use: removing it would let two processes
lock two different files of the same name. When the folder is read-only (a save
opened where nothing can be written anyway) the save file itself is locked.

Where `fcntl` is missing (Windows) `msvcrt` locks one byte far beyond the
holder's note; there every lock is exclusive.
"""

from __future__ import annotations

import errno
import os
import sys
import time

from hellenica_tui.engine.errors import SaveLocked
from hellenica_tui.engine.text import clip

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]  # the module is absent on Windows
    import msvcrt

WAIT = 3.0  # seconds a process waits for the lock before it gives up and says who holds it
_POLL = 0.02
_NOTE_MAX = 200  # bytes of the holder's note that are read back
_WINDOWS_BYTE = 1 << 20  # the byte msvcrt locks: beyond the note, which stays readable


def lock_path(path: str) -> str:
    folder, name = os.path.split(os.path.abspath(path))
    return os.path.join(folder, f".{name}.lock")


def holder_note() -> bytes:
    """This process as the holder: its id and its command line, on one line."""
    words = [os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else "python", *sys.argv[1:]]
    return f"{os.getpid()} {' '.join(words)}".encode(errors="replace")[: _NOTE_MAX - 1] + b"\n"


class SaveLock:
    """An exclusive (or shared) lock on one save path; re-entrant within a process.

    `acquire` waits up to `timeout` seconds (default `WAIT`), then raises
    `SaveLocked` naming the holder. Use it as a context manager.
    """

    def __init__(self, path: str, *, shared: bool = False, timeout: float = WAIT) -> None:
        self.path = path
        self.shared = shared and fcntl is not None
        self.timeout = timeout
        self._fd: int | None = None
        self._depth = 0
        self._writable = True  # whether the lock file could be opened for writing
        self._note = False  # whether this lock wrote its holder's note (and clears it)

    @property
    def held(self) -> bool:
        return self._depth > 0

    @property
    def on_file(self) -> bool:
        """Whether a lock file is really held (a reader finds none before any writer made one)."""
        return self._fd is not None

    def acquire(self, timeout: float | None = None) -> None:
        if self._depth:
            self._depth += 1
            return
        fd = self._open()
        if fd is None:
            self._depth = 1
            return
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        try:
            while not try_lock(fd, self.shared):
                if time.monotonic() >= deadline:
                    raise SaveLocked(self.path, *holder_of(fd))
                time.sleep(_POLL)
        except BaseException:
            os.close(fd)
            raise
        self._fd, self._depth = fd, 1
        self._note = not self.shared and self._writable
        if self._note:
            try:
                os.ftruncate(fd, 0)
                os.pwrite(fd, holder_note(), 0)
            except OSError:  # a full disk: the lock holds all the same, unnamed
                self._note = False

    def release(self) -> None:
        if not self._depth:
            raise RuntimeError("release of a save lock not held")
        self._depth -= 1
        if self._depth:
            return
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            if self._note:
                os.ftruncate(fd, 0)
        except OSError:
            pass
        finally:
            unlock(fd)
            os.close(fd)

    def __enter__(self) -> SaveLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def _open(self) -> int | None:
        """The lock file, made if need be; in a folder we may not write, the save itself.
        A reader never makes one: with none there, no writer has locked the save yet."""
        self._writable = True
        target = lock_path(self.path)
        try:
            return os.open(target, os.O_RDWR if self.shared else os.O_RDWR | os.O_CREAT, 0o644)
        except FileNotFoundError:
            if self.shared:
                return None
            raise SaveLocked(self.path, reason="cannot write the game: its folder is not there") from None
        except OSError as exc:
            if exc.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
                raise SaveLocked(self.path, reason=f"cannot lock it: {exc.strerror or exc}") from exc
        self._writable = False
        for name in (target, self.path):
            try:  # never blocks, even on a FIFO
                return os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
            except OSError as exc:
                error = exc
        raise SaveLocked(self.path, reason=f"cannot lock it: {error.strerror or error}")


def try_lock(fd: int, shared: bool) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
        else:  # pragma: no cover - Windows
            os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        return True
    except BlockingIOError:
        return False
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EAGAIN, errno.EDEADLK):
            return False
        raise


def unlock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
    else:  # pragma: no cover - Windows
        os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def holder_of(fd: int) -> tuple[int | None, str]:
    """The holder's process id and command line, as far as its note tells."""
    try:
        note = os.pread(fd, _NOTE_MAX, 0).decode(errors="replace").split("\n", 1)[0]
    except OSError:
        return None, ""
    pid, _, command = note.partition(" ")
    if not pid.isdigit():
        return None, ""
    # The note is another program's text: nothing in it may reach a terminal as a control code.
    return int(pid), clip(command, 80)
