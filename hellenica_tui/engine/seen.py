"""How far each seat's screen has read a save's log, so that undo never takes back
what another seat has already seen.

A screen bound to a seat (`Game.seat`) notes, each time it catches up with the
file, how many commands of the log it now holds; the note goes into a small file
beside the save (`.NAME.seen`, next to its lock file), always written with the
save's lock held, so undo (which reads the notes under the same lock) never
misses one. The file is a JSON object from seat to count; it is replaced whole
(written aside, then renamed), so a reader never sees half of it. A file that
cannot be read counts as no notes: undo is then as strict as without seats.
"""

from __future__ import annotations

import os

import msgspec

from hellenica_tui.engine.savelock import lock_path

_decode = msgspec.json.Decoder(dict[str, int]).decode


def seen_path(path: str) -> str:
    folder, name = os.path.split(lock_path(path))
    return os.path.join(folder, name[: -len(".lock")] + ".seen")


def read_seen(path: str) -> dict[str, int]:
    """Each seat's count of commands seen, as last noted (empty when none or unreadable)."""
    try:
        with open(seen_path(path), "rb") as file:
            return _decode(file.read(4096))
    except (OSError, msgspec.DecodeError):
        return {}


def note_seen(path: str, seat: str, count: int, *, most: int | None = None) -> None:
    """With the save's lock held: `seat` has seen the first `count` commands; with
    `most`, no seat's note may go beyond that many (the log was cut back). A note
    that cannot be written is let go: it only ever makes undo stricter."""
    marks = read_seen(path)
    if most is not None:
        marks = {s: min(n, most) for s, n in marks.items()}
    if seat:
        marks[seat] = count
    elif not marks:
        return  # no seat looks on: no file to make
    try:  # written in place, with the lock held: renaming a file aside costs more than the note
        fd = os.open(seen_path(path), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return
    try:
        data = msgspec.json.encode(marks)
        os.pwrite(fd, data, 0)
        os.ftruncate(fd, len(data))
    except OSError:
        pass
    finally:
        os.close(fd)
