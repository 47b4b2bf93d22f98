"""Walking a save's frames: where each lies, checked against its marks and its running
crc, without decoding them. The readers of format 2 (saveread.py) and of the journal
(journalread.py) both stand on it."""

from __future__ import annotations

import sys
import zlib
from array import array
from itertools import accumulate

import msgspec

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.savefile import (
    _HEAD,
    _TRAIL,
    GROUP,
    HEAD_MARK,
    MAX_FRAME,
    MIN_FRAME,
    REDO,
    TRAIL_MARK,
    UNDO,
    UNDONE,
    _check,
    torn,
)


class Scan(msgspec.Struct):
    """Where the frames lie: the played ones end at `end`; `offsets` (every
    played frame's start, then `end`) only when they were walked one by one."""

    end: int
    count: int
    offsets: list[int] | None
    undone: list[tuple[int, int]]
    warnings: list[str]
    size: int
    kinds: list[int] = []  # of a journal (format 3): each frame's kind; `offsets` holds every frame
    run: int = 0  # the running crc where the valid frames end


def quick_scan(data: bytes | bytearray, view: memoryview, start: int, seed: int) -> Scan | None:
    """The whole file checked by one crc32 pass against the last trailer; None if that fails.

    Then the redo frames are found by stepping back from the end, and the
    last played frame's ordinal gives the number of played frames.
    """
    size = len(data)
    if size == start:
        return Scan(start, 0, [start], [], [], size)
    if size - start < MIN_FRAME:
        return None
    mark, _, _, crc = _TRAIL.unpack_from(data, size - _TRAIL.size)
    if mark != TRAIL_MARK or zlib.crc32(view[start : size - 4], seed) != crc:
        return None
    end = size
    undone: list[tuple[int, int]] = []
    while end > start:  # every byte is as written; still, nothing here may raise
        if end - start < MIN_FRAME:
            return None
        mark, frame_size, ordinal, _ = _TRAIL.unpack_from(data, end - _TRAIL.size)
        at = end - frame_size
        if mark != TRAIL_MARK or not start <= at <= end - MIN_FRAME:
            return None
        hmark, kind, length, check, zero = _HEAD.unpack_from(data, at)
        if hmark != HEAD_MARK or zero or length != frame_size - _HEAD.size or check != _check(kind, length):
            return None  # the walk frame by frame names what is wrong
        if kind == GROUP:
            if ordinal >= (end - start) // MIN_FRAME:
                return None
            return Scan(end, ordinal + 1, None, undone[::-1], [], size)
        if kind != UNDONE:
            return None
        undone.append((at, end))
        end = at
    return Scan(start, 0, [start], undone[::-1], [], size)


def scan(
    path: str,
    data: bytes | bytearray,
    view: memoryview,
    start: int,
    seed: int,
    ordinal: int = 0,
    base: int = 0,
    journal: bool = False,
) -> Scan:
    """Every frame checked one by one; raises at the first damaged one, drops a torn last one.

    `data` may hold only the file's bytes from offset `base` on, beginning with
    frame `ordinal` (whose running crc starts from `seed`); offsets in messages
    are the file's, offsets returned are `data`'s."""
    size = len(data)
    offset = start
    run = seed
    crc32 = zlib.crc32
    unpack_head, unpack_trail = _HEAD.unpack_from, _TRAIL.unpack_from
    head_size, trail_size = _HEAD.size, _TRAIL.size
    played: list[int] = []
    undone: list[tuple[int, int]] = []
    warnings: list[str] = []
    kinds: list[int] = []
    while offset < size:
        if size - offset < head_size:
            warnings.append(torn(path, base + offset))
            size = offset
            break
        mark, kind, length, check, zero = unpack_head(data, offset)
        if mark != HEAD_MARK or zero or crc32(view[offset + 1 : offset + 6]) & 0xFFFF != check:
            raise SaveFileError(path, base + offset, "a frame header is damaged (check mismatch)")
        if length >= MAX_FRAME:
            raise SaveFileError(path, base + offset, f"a frame claims {length} bytes, more than any frame holds")
        if length < MIN_FRAME - head_size:
            raise SaveFileError(path, base + offset, f"a frame claims {length} bytes, fewer than any frame holds")
        end = offset + head_size + length
        if end > size:
            warnings.append(torn(path, base + offset))
            size = offset
            break
        tmark, frame_size, number, crc = unpack_trail(data, end - trail_size)
        run = crc32(view[offset : end - 4], run)
        if tmark != TRAIL_MARK or frame_size != end - offset or crc != run:
            raise SaveFileError(path, base + offset, "a frame is damaged (checksum mismatch)")
        if number != ordinal:
            raise SaveFileError(path, base + offset, f"frame {number} found where frame {ordinal} belongs")
        run = crc32(view[end - 4 : end], run)
        if journal:
            if kind not in (GROUP, UNDO, REDO):
                raise SaveFileError(path, base + offset, f"unknown frame kind {kind}")
            played.append(offset)
            kinds.append(kind)
        elif kind == GROUP:
            if undone:
                raise SaveFileError(path, base + offset, "a played command follows an undone one")
            played.append(offset)
        elif kind == UNDONE:
            undone.append((offset, end))
        else:
            raise SaveFileError(path, base + offset, f"unknown frame kind {kind}")
        ordinal += 1
        offset = end
    end = undone[0][0] if undone else size
    played.append(end)
    return Scan(end, len(played) - 1, played, undone, warnings, size, kinds, run)


def heads_agree(data: bytes | bytearray, start: int, end: int, heads: list[int]) -> bool:
    """Whether the frames' heads, decoded from `start`, agree with what the walk frame by
    frame (`scan`) checks: each head's check and a length a frame may have, each trailer
    at the end its head gives, holding that frame's size and its ordinal, the last
    ending at `end`. A fast load that finds them so loads what a slow one would.

    Each distinct head is checked once; the rest is done a whole list at a time (the
    frame ends summed up, their trailers gathered and compared as arrays), for a loop
    over every frame in Python would cost a fifth of the decode itself."""
    low, high = MIN_FRAME - _HEAD.size, MAX_FRAME
    size_of = {}
    for head in set(heads):
        length = (head >> 24) & 0xFFFFFFFF
        if (head >> 8) & 0xFFFF != _check(head >> 56, length) or not low <= length < high:
            return False
        size_of[head] = _HEAD.size + length
    sizes = list(map(size_of.__getitem__, heads))
    ends = list(accumulate(sizes, initial=start))
    if ends[-1] != end:
        return False
    # Each trailer's frame size and ordinal (big-endian, between its mark and its crc),
    # at the end its head gives.
    first, last = _TRAIL.size - len(TRAIL_MARK), 4
    found = array("I", b"".join([data[at - first : at - last] for at in ends[1:]]))
    if sys.byteorder == "little":
        found.byteswap()
    return found[0::2] == array("I", sizes) and found[1::2] == array("I", range(len(heads)))
