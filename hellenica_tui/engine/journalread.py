"""Reading a save of format 3, a journal of steps (`journal.py`; the layout: `savefile.py`).

As for format 2, one crc32 pass over the file is checked against the last
trailer, and then every frame is decoded by one msgspec call (a played group
as its typed Struct, an undo or a redo as a small typed map); each head's kind
must be its payload's, and each head must agree with its trailer
(`framescan.heads_agree`). Only if that fails are the frames walked one by
one, which names the first bad one. The steps then add up
to the log and the redo stack (`journal.replay`), which refuses steps that do
not fit the log (a forged save).

`read_journal_tail` reads the steps past a point a game already knows, for it
to catch up with what other processes appended.
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Callable, Sequence
from functools import cache
from typing import Annotated, Any, Union

import msgspec

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.framescan import heads_agree
from hellenica_tui.engine.framescan import scan as frame_scan
from hellenica_tui.engine.journal import JournalError, Redone, Step, Undone, replay
from hellenica_tui.engine.log import CommandGroup, group_type
from hellenica_tui.engine.ruleset import Ruleset
from hellenica_tui.engine.savefile import (
    _HEAD,
    _TRAIL,
    FORMAT_VERSION,
    GROUP,
    MIN_FRAME,
    REDO,
    TRAIL_MARK,
    UNDO,
    LoadedSave,
    SaveHeader,
    _decode,
    schema_version,
    upcast_chain,
)


class JournalEnd(msgspec.Struct):
    """Where a journal's valid frames end: the byte offset, the running crc there and
    how many frames lie before it."""

    at: int
    run: int
    ordinal: int


class JournalFrames:
    """Where each group of the log lies in the file, found only when asked (for a message)."""

    def __init__(
        self, steps: Sequence[Step], offsets: Callable[[], list[int]], end: JournalEnd, start: int, seed: int
    ) -> None:
        self._steps, self._offsets, self.end_at = steps, offsets, end
        self.start, self.seed = start, seed  # where the frames begin, and the header's crc
        self._where: list[int] | None = None

    @property
    def end(self) -> int:
        return self.end_at.at

    def offset(self, i: int) -> int:
        if self._where is None:
            offsets = self._offsets()
            pairs = [s if isinstance(s, (Undone, Redone)) else (s, offsets[k]) for k, s in enumerate(self._steps)]
            log, _ = replay(pairs, key=lambda pair: pair[0])
            self._where = [at for _, at in log]
        return self._where[i] if i < len(self._where) else self.end


# A step's map as it lies in a frame: an undo's two numbers, a redo's groups, the trailer.
def _mark_type(gtype: Any) -> Any:
    return dict[str, Union[int, bytes, list[gtype]]]  # noqa: UP007  # built at run time


def _mark(raw: dict[str, Any], kind: int) -> Undone | Redone | None:
    """The undo or redo a frame's map holds (None: it holds no valid one)."""
    if kind == UNDO and raw.keys() == {"cut", "before", "t"}:
        cut, before = raw["cut"], raw["before"]
        if isinstance(cut, int) and isinstance(before, int) and 0 <= cut < before < 1 << 31:
            return Undone(cut, before)
    if kind == REDO and raw.keys() == {"redo", "t"} and isinstance(raw["redo"], list) and raw["redo"]:
        return Redone(raw["redo"])
    return None


_Head = Annotated[int, msgspec.Meta(ge=GROUP << 56, lt=(REDO + 1) << 56, multiple_of=256)]


@cache
def _bulk_decoder(gtype: Any) -> msgspec.msgpack.Decoder[list[Any]]:
    item: Any = Union[_Head, gtype, _mark_type(gtype)]  # noqa: UP007  # built at run time
    return msgspec.msgpack.Decoder(list[item])


def _bulk(
    data: bytearray, view: memoryview, start: int, end: int, count: int, gtype: Any
) -> tuple[list[Any], list[int], list[int]] | None:
    """Every frame decoded in one msgspec call: the steps, the places of the marks and the
    heads; None if the decode fails or a head does not agree with its trailer or payload."""
    if not count:
        return [], [], []
    # The array header goes into the five bytes before the first frame (the end of the
    # header, already checked and decoded): no copy of the frames is needed.
    saved = bytes(view[start - 5 : start])
    view[start - 5 : start] = b"\xdd" + (2 * count).to_bytes(4, "big")
    try:
        items = _bulk_decoder(gtype).decode(view[start - 5 : end])
    except (msgspec.DecodeError, msgspec.ValidationError):
        return None
    finally:
        view[start - 5 : start] = saved
    if len(items) != 2 * count:
        return None
    heads, steps = items[0::2], items[1::2]
    marks = [i for i, head in enumerate(heads) if head >> 56 != GROUP] if max(heads) >> 56 != GROUP else []
    types = list(map(type, steps))
    if types.count(CommandGroup) != count - len(marks) or not heads_agree(data, start, end, heads):
        return None  # every other frame a group, and each head as its trailer says
    for m in marks:
        mark = _mark(steps[m], heads[m] >> 56) if types[m] is dict else None
        if mark is None:
            return None
        steps[m] = mark
    return steps, marks, heads


def _offsets_of(start: int, heads: list[int]) -> list[int]:
    offsets, at = [], start
    for head in heads:
        offsets.append(at)
        at += _HEAD.size + ((head >> 24) & 0xFFFFFFFF)
    return offsets


def _whole_crc(data: bytes | bytearray, view: memoryview, start: int, seed: int) -> int | None:
    """The number of frames, if one crc32 pass over them matches the last trailer."""
    size = len(data)
    if size == start:
        return 0
    if size - start < MIN_FRAME:
        return None
    mark, _, ordinal, crc = _TRAIL.unpack_from(data, size - _TRAIL.size)
    if mark != TRAIL_MARK or zlib.crc32(view[start : size - 4], seed) != crc or ordinal >= (size - start) // MIN_FRAME:
        return None
    return int(ordinal) + 1


def _step_decoder(path: str, header: SaveHeader, ruleset: Ruleset, gtype: Any, kind: int) -> Callable[[memoryview], Any]:
    """A decoder of one frame's payload (with its trailer) of `kind`, upcasting an old schema."""
    current = header.schema_version == schema_version(ruleset)
    if kind == GROUP and current:
        return msgspec.msgpack.Decoder(gtype).decode
    if kind == GROUP:
        chain = upcast_chain(path, header.schema_version, schema_version(ruleset), ruleset, CommandGroup.__struct_fields__)

        def upcast(payload: memoryview) -> Any:
            raw = msgspec.msgpack.decode(payload)
            if not isinstance(raw, list) or len(raw) != len(CommandGroup.__struct_fields__) + 1:
                raise msgspec.ValidationError("a command group must be an array of its fields")
            return msgspec.convert(chain(raw[:-1]), gtype)

        return upcast
    decode = msgspec.msgpack.Decoder(_mark_type(gtype) if current else dict[str, Any]).decode

    def mark(payload: memoryview) -> Any:
        raw = decode(payload)
        if not current and kind == REDO and isinstance(raw.get("redo"), list):
            chain = upcast_chain(path, header.schema_version, schema_version(ruleset), ruleset, CommandGroup.__struct_fields__)
            raw["redo"] = msgspec.convert([chain(g) for g in raw["redo"]], list[gtype])
        found = _mark(raw, kind)
        if found is None:
            raise msgspec.ValidationError("a frame holds no valid undo or redo")
        return found

    return mark


def _frame_by_frame(
    path: str, data: bytes | bytearray, view: memoryview, start: int, seed: int, header: SaveHeader, ruleset: Ruleset,
    ordinal: int = 0, base: int = 0,
) -> tuple[list[Any], list[int], JournalEnd, list[str], int]:  # fmt: skip
    """Every frame checked and decoded one by one: the steps, the frames' offsets (the
    file's), where the valid frames end, warnings (a torn last frame) and the valid size."""
    scan = frame_scan(path, data, view, start, seed, ordinal, base, journal=True)
    gtype = group_type(ruleset)
    decoders = {kind: _step_decoder(path, header, ruleset, gtype, kind) for kind in (GROUP, UNDO, REDO)}
    offsets = scan.offsets
    assert offsets is not None
    steps = [
        _decode(path, base + offsets[i], decoders[scan.kinds[i]], view[offsets[i] + _HEAD.size : offsets[i + 1]])
        for i in range(scan.count)
    ]
    end = JournalEnd(base + scan.end, scan.run, ordinal + scan.count)
    return steps, [base + o for o in offsets[:-1]], end, scan.warnings, base + scan.size


def parse_journal(path: str, data: bytearray, start: int, seed: int, header: SaveHeader, ruleset: Ruleset) -> LoadedSave:
    view = memoryview(data)
    try:
        current = header.schema_version == schema_version(ruleset)
        count = _whole_crc(data, view, start, seed) if current else None
        names = tuple(seat.name for seat in header.seats)
        found = _bulk(data, view, start, len(data), count, group_type(ruleset, names)) if count is not None else None
        if found is not None:
            steps, marks, heads = found
            tail = bytes(data[-4:]) if len(data) > start else b""
            run = zlib.crc32(tail, int.from_bytes(tail, "big")) if tail else seed
            end, size = JournalEnd(len(data), run, len(steps)), len(data)
            warnings: list[str] = []
            offsets: Callable[[], list[int]] = lambda: _offsets_of(start, heads)  # noqa: E731
        else:  # an old schema, or a frame the bulk decode refused: frame by frame
            steps, at, end, warnings, size = _frame_by_frame(path, data, view, start, seed, header, ruleset)
            marks, offsets = None, lambda: at
        try:
            log, redo = replay(steps, marks)
        except JournalError as exc:
            raise SaveFileError(path, offsets()[exc.step], exc.reason) from exc
    finally:
        view.release()
    frames = JournalFrames(steps, offsets, end, start, seed)
    return LoadedSave(
        header=header, groups=log, redo=redo, frames=frames, warnings=warnings, size=size, format=FORMAT_VERSION
    )


class JournalTail(msgspec.Struct):
    """The steps found past a known point of a journal, and where its valid frames end now."""

    steps: list[Any]
    offsets: list[int]
    end: JournalEnd


def read_journal_tail(path: str, fd: int, known: JournalEnd, header: SaveHeader, ruleset: Ruleset) -> JournalTail:
    """The frames of an open save past `known`, checked frame by frame like a slow load
    (a torn last frame is left out: the next write cuts it off)."""
    size = os.fstat(fd).st_size
    at = known.at
    data = bytearray()
    while len(data) < size - at and (chunk := os.pread(fd, min(1 << 20, size - at - len(data)), at + len(data))):
        data += chunk
    view = memoryview(data)
    try:
        steps, offsets, end, _, _ = _frame_by_frame(path, data, view, 0, known.run, header, ruleset, known.ordinal, at)
    finally:
        view.release()
    return JournalTail(steps, offsets, end)


__all__ = ["JournalEnd", "JournalFrames", "JournalTail", "parse_journal", "read_journal_tail"]
