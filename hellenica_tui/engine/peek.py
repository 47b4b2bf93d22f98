"""A save's header and its last command groups, read without the rest of it.

Lists of saved games need only a few facts per save (who plays, the turn,
who won), which lie in the header and at the end of the log. `peek` reads
the header and then steps back from the end through the frames' trailers
(each holds its frame's size), decoding only the played frames it is asked
for. The file is mapped, not read: a long game costs what its last turn
costs. Nothing here checks a save as a load does (the running crc is not
followed); a frame that does not look right simply ends the walk.
"""

from __future__ import annotations

import mmap
import os
import stat
import zlib
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

import msgspec

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.journal import Undone, is_said
from hellenica_tui.engine.journalread import _mark, _mark_type
from hellenica_tui.engine.log import Group, group_type
from hellenica_tui.engine.ruleset import Ruleset
from hellenica_tui.engine.savefile import (
    _HEAD,
    _PREFIX,
    _TRAIL,
    FORMAT_2,
    FORMAT_VERSION,
    GROUP,
    HEAD_MARK,
    HEADER_OFFSET,
    MAGIC,
    MAX_FRAME,
    MIN_FRAME,
    REDO,
    TRAIL_MARK,
    UNDO,
    SaveHeader,
    schema_version,
)

MAX_HEADER = 1 << 24  # far beyond a header with its rules data (about 20 KB)


@cache
def _group_decoder(ruleset: Ruleset) -> Any:
    """One decoder per ruleset: building one costs more than peeking at a save."""
    return msgspec.msgpack.Decoder(group_type(ruleset)).decode


@cache
def _mark_decoder(ruleset: Ruleset) -> Any:
    return msgspec.msgpack.Decoder(_mark_type(group_type(ruleset))).decode


class Peek:
    """An open save: its `header`, and `groups()` from the last one back."""

    def __init__(self, path: str, rulesets: Mapping[str, Ruleset]) -> None:
        self.path = path
        self._map: mmap.mmap | None = None
        try:
            with open(path, "rb") as f:
                info = os.fstat(f.fileno())
                if not stat.S_ISREG(info.st_mode):
                    raise SaveFileError(path, 0, "not a regular file")
                if info.st_size < HEADER_OFFSET:
                    raise SaveFileError(path, 0, "not a save file (too short)")
                self._map = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        except OSError as exc:
            raise SaveFileError(path, 0, f"cannot open: {exc.strerror or exc}") from exc
        data = self._map
        if data[: len(MAGIC)] != MAGIC:
            raise SaveFileError(path, 0, "not a save file (wrong magic bytes)")
        version, length, crc = _PREFIX.unpack_from(data, len(MAGIC))
        self.start = HEADER_OFFSET + length
        if length > MAX_HEADER or self.start > len(data):
            raise SaveFileError(path, HEADER_OFFSET, "the header is damaged")
        body = data[HEADER_OFFSET : self.start]
        if zlib.crc32(body) != crc:
            raise SaveFileError(path, HEADER_OFFSET, "the header is damaged (checksum mismatch)")
        try:
            self.header = msgspec.msgpack.decode(body, type=SaveHeader)
        except msgspec.MsgspecError as exc:
            raise SaveFileError(path, HEADER_OFFSET, "the header is unreadable") from exc
        ruleset = rulesets.get(self.header.ruleset)
        # Only a save in today's layout and schema is walked; others tell their header only.
        self._decode: Any = None
        self._journal = version == FORMAT_VERSION
        current = ruleset is not None and self.header.schema_version == schema_version(ruleset)
        if ruleset is not None and current and version in (FORMAT_VERSION, FORMAT_2):
            self._decode = _group_decoder(ruleset)
            self._decode_mark = _mark_decoder(ruleset)

    def groups(self) -> Iterator[Group]:
        """The played groups, last first, as far as they can be read back (redo frames skipped).

        In a journal, an undo met on the way back hides the groups it took back
        (all but the lines said) from what lies before it: `hiding` counts, for each
        undo passed, how many groups before it are still to be hidden; a group goes
        through every such count, the latest undo's first. A redo gives its groups."""
        data, start = self._map, self.start
        self.reached_start = False
        if data is None or self._decode is None:
            return
        hiding: list[int] = []  # the latest undo passed last
        end = len(data)
        while end > start:
            if end - start < MIN_FRAME:
                return
            mark, size, _, _ = _TRAIL.unpack_from(data, end - _TRAIL.size)
            at = end - size
            if mark != TRAIL_MARK or not MIN_FRAME <= size < MAX_FRAME or at < start:
                return
            head, kind = data[at], data[at + 1]
            if head != HEAD_MARK:
                return
            try:
                payload = data[at + _HEAD.size : end]
                if kind == GROUP:
                    found = [self._decode(payload)]
                elif self._journal and kind in (UNDO, REDO):
                    step = _mark(self._decode_mark(payload), kind)
                    if step is None:
                        return
                    if isinstance(step, Undone):
                        hiding.append(step.before - step.cut)
                        found = []
                    else:
                        found = step.batch[::-1]
                else:
                    found = []  # format 2: the redo stack at the tail
            except msgspec.MsgspecError:
                return
            for group in found:
                if _shown(group, hiding):
                    yield group
            end = at
        self.reached_start = True

    _journal = False
    _decode_mark: Any = None

    # Set by `groups()`: whether the walk went back to the first group, rather
    # than stopping at something it could not read (or never starting).
    reached_start = False

    def close(self) -> None:
        if self._map is not None:
            self._map.close()
            self._map = None

    def __enter__(self) -> Peek:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _shown(group: Group, hiding: list[int]) -> bool:
    """Whether a group met on the way back is in the log, given the undos passed
    (`hiding`, which it uses up); a line said outlives every undo."""
    shown = True
    for k in range(len(hiding) - 1, -1, -1):
        if hiding[k]:
            hiding[k] -= 1
            if not is_said(group):
                shown = False
                break
    while hiding and not hiding[-1]:
        hiding.pop()
    return shown
