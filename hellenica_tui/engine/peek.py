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
from hellenica_tui.engine.log import Group, group_type
from hellenica_tui.engine.ruleset import Ruleset
from hellenica_tui.engine.savefile import (
    _HEAD,
    _PREFIX,
    _TRAIL,
    FORMAT_VERSION,
    GROUP,
    HEAD_MARK,
    HEADER_OFFSET,
    MAGIC,
    MAX_FRAME,
    MIN_FRAME,
    TRAIL_MARK,
    SaveHeader,
    schema_version,
)

MAX_HEADER = 1 << 24  # far beyond a header with its rules data (about 20 KB)


@cache
def _group_decoder(ruleset: Ruleset) -> Any:
    """One decoder per ruleset: building one costs more than peeking at a save."""
    return msgspec.msgpack.Decoder(group_type(ruleset)).decode


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
        if ruleset is not None and version == FORMAT_VERSION and self.header.schema_version == schema_version(ruleset):
            self._decode = _group_decoder(ruleset)

    def groups(self) -> Iterator[Group]:
        """The played groups, last first, as far as they can be read back (redo frames skipped)."""
        data, start = self._map, self.start
        self.reached_start = False
        if data is None or self._decode is None:
            return
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
            if kind == GROUP:
                try:
                    yield self._decode(data[at + _HEAD.size : end])
                except msgspec.MsgspecError:
                    return
            end = at
        self.reached_start = True

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
