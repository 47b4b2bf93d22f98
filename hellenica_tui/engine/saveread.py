"""Reading a save file (its layout: `savefile.py`). Reads never write.

Reading first checks the last trailer's running crc against one crc32 pass
over the file; only if that fails (a torn tail, damage) are the frames walked
one by one, which finds the first bad frame and its byte offset. A save of
format 1 is read by `legacy.py`.

A save of format 3 (a journal) is read by `journalread.py`, which also reads
what lies past a point a game already knows, for it to catch up.
"""

from __future__ import annotations

import os
import stat
import zlib
from collections.abc import Callable, Mapping
from functools import cache
from typing import Annotated, Any, Union, cast

import msgspec

from hellenica_tui.engine import legacy
from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.framescan import heads_agree, quick_scan
from hellenica_tui.engine.framescan import scan as frame_scan
from hellenica_tui.engine.log import CommandGroup, Group, group_type
from hellenica_tui.engine.ruleset import Ruleset
from hellenica_tui.engine.savefile import (
    _HEAD,
    _HEAD_START,
    _PREFIX,
    FORMAT_2,
    FORMAT_VERSION,
    GROUP,
    MAGIC,
    MAX_SAVE,
    FrameTable,
    LoadedSave,
    SaveHeader,
    _decode,
    _run_at,
    schema_version,
    upcast_chain,
)

# -- reading -----------------------------------------------------------------


def read_header(path: str) -> SaveHeader:
    """Only the header: enough to choose a ruleset."""
    data = _read_bytes(path)
    return _parse_header(path, data)[0]


def read_save(path: str, rulesets: Mapping[str, Ruleset]) -> tuple[Ruleset, LoadedSave]:
    """Read a save: header, checksums, upcasting, typed decoding."""
    data = _read_bytes(path)
    offset = 0
    try:
        header, offset, version, seed = _parse_header(path, data)
        ruleset = rulesets.get(header.ruleset)
        if ruleset is None:
            known = ", ".join(sorted(rulesets)) or "none"
            raise SaveFileError(path, _HEAD_START, f"unknown game {header.ruleset!r} (this program plays: {known})")
        _check_schema(path, header, ruleset)
        if version == legacy.FORMAT:
            return ruleset, legacy.parse_frames(path, data, offset, header, ruleset)
        if version == FORMAT_2:
            return ruleset, _parse_frames(path, data, offset, seed, header, ruleset)
        from hellenica_tui.engine.journalread import parse_journal

        return ruleset, parse_journal(path, data, offset, seed, header, ruleset)
    except SaveFileError:
        raise
    except Exception as exc:  # a reader must never let anything else escape
        raise SaveFileError(path, offset, f"unreadable: {exc}") from exc


def same_header(fd: int, start: int, seed: int) -> bool:
    """Whether an open save still has the header a game read (same layout, length and crc)."""
    head = os.pread(fd, _HEAD_START, 0)
    if len(head) < _HEAD_START or head[: len(MAGIC)] != MAGIC:
        return False
    version, length, crc = _PREFIX.unpack_from(head, len(MAGIC))
    return bool(version == FORMAT_VERSION and _HEAD_START + length == start and crc == seed)


def _read_bytes(path: str) -> bytearray:
    """The whole file, in a buffer of our own (the bulk decode writes an array header into it).

    Only a regular file is read (a FIFO or a device would hang or never end),
    and only once its first bytes are a save's magic and its size is one a
    save can have: nothing is allocated for a file that is not a save.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise SaveFileError(path, 0, f"cannot open: {exc.strerror or exc}") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveFileError(path, 0, "not a save file (not a regular file)")
        with open(fd, "rb", buffering=0, closefd=False) as f:
            head = f.read(len(MAGIC))
            if head != MAGIC[: len(head)] or (len(head) < len(MAGIC) and info.st_size >= len(MAGIC)):
                raise SaveFileError(path, 0, "not a save file (wrong magic bytes)")
            if info.st_size > MAX_SAVE:
                raise SaveFileError(path, 0, f"{info.st_size} bytes, more than any save holds ({MAX_SAVE})")
            data = bytearray(info.st_size)
            data[: len(head)] = head
            view, got = memoryview(data), len(head)
            while got < len(data) and (n := f.readinto(view[got:])):
                got += n
            view.release()
            del data[got:]
            while len(data) <= MAX_SAVE and (more := f.read(1 << 20)):  # a file that grew meanwhile
                data += more
            if len(data) > MAX_SAVE:
                raise SaveFileError(path, 0, f"more than any save holds ({MAX_SAVE} bytes)")
            return data
    except OSError as exc:
        raise SaveFileError(path, 0, f"cannot read: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)


def _parse_header(path: str, data: bytes | bytearray) -> tuple[SaveHeader, int, int, int]:
    """The header, where the frames start, the format version and the header crc."""
    if data[: len(MAGIC)] != MAGIC:
        raise SaveFileError(path, 0, "not a save file (wrong magic bytes)")
    if len(data) < _HEAD_START:
        raise SaveFileError(path, len(data), "the file ends inside its header")
    version, length, crc = _PREFIX.unpack_from(data, len(MAGIC))
    if version not in (FORMAT_VERSION, FORMAT_2, legacy.FORMAT):
        raise SaveFileError(
            path, len(MAGIC),
            f"save format {version} is not readable here (this program reads formats {legacy.FORMAT} to {FORMAT_VERSION})",
        )  # fmt: skip
    end = _HEAD_START + length
    if end > len(data):
        raise SaveFileError(path, len(data), "the file ends inside its header")
    body = data[_HEAD_START:end]
    if zlib.crc32(body) != crc:
        raise SaveFileError(path, _HEAD_START, "the header is damaged (checksum mismatch)")
    try:
        header = msgspec.msgpack.decode(body, type=SaveHeader)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise SaveFileError(path, _HEAD_START, f"the header is unreadable: {exc}") from exc
    return header, end, version, crc


def _check_schema(path: str, header: SaveHeader, ruleset: Ruleset) -> None:
    current = schema_version(ruleset)
    if header.schema_version > current:
        raise SaveFileError(
            path, _HEAD_START,
            f"saved by a newer program (schema {header.schema_version}; this one reads up to {current})",
        )  # fmt: skip
    if header.ruleset != ruleset.id:
        raise SaveFileError(path, _HEAD_START, f"the game is {header.ruleset!r}, not {ruleset.id!r}")


def _parse_frames(path: str, data: bytearray, start: int, seed: int, header: SaveHeader, ruleset: Ruleset) -> LoadedSave:
    view = memoryview(data)
    gtype = group_type(ruleset)
    current = header.schema_version == schema_version(ruleset)
    names = tuple(seat.name for seat in header.seats)
    scan = quick_scan(data, view, start, seed) if current else None
    if scan is None:
        scan = frame_scan(path, data, view, start, seed)
    played = _bulk_decode(data, view, start, scan.end, scan.count, group_type(ruleset, names)) if current else None
    if played is None:  # an old schema, or a frame the bulk decode refused: frame by frame
        if scan.offsets is None:
            scan = frame_scan(path, data, view, start, seed)
        decode_group, decode_batch = _frame_decoders(path, header, ruleset, gtype)
        offsets = scan.offsets
        assert offsets is not None
        # One by one, any player name passes: the game names a stranger better than a decoder would.
        played = [
            _decode(path, offsets[i], decode_group, view[offsets[i] + _HEAD.size : offsets[i + 1]])
            for i in range(scan.count)
        ]
    else:
        decode_batch = _frame_decoders(path, header, ruleset, gtype)[1]
    batches: list[list[Group]] = []
    for offset, end in scan.undone:
        batch = _decode(path, offset, decode_batch, view[offset + _HEAD.size : end])
        if not batch:
            raise SaveFileError(path, offset, "an undone frame holds no command")
        batches.append(batch)
    frames = (
        FrameTable(data, start, seed, [(scan.end, _run_at(data, start, seed, scan.end))], scan.count)
        if scan.offsets is None
        else FrameTable.of(data, start, seed, scan.offsets)
    )
    return LoadedSave(
        header=header, groups=played, redo=batches[::-1], frames=frames, warnings=scan.warnings, size=scan.size,
        format=FORMAT_2,
    )


def _bulk_decode(data: bytearray, view: memoryview, start: int, end: int, count: int, gtype: Any) -> list[Group] | None:
    """Every played group in one msgspec call; None if that fails.

    The played frames lie in the file as msgpack values (each head an
    integer, each payload an array whose last element, the trailer, the
    decoder skips), so an array header just before them makes one document;
    the groups are every second element. The garbage collector is left
    running: each command's events tuple is a tracked object, and collecting
    them a few hundred at a time while they are fresh in the cache costs less
    than one collection of a hundred thousand of them afterwards.
    """
    if not count:
        return []
    # The array header goes into the five bytes before the first frame (the end of
    # the header, already checked and decoded): no copy of the frames is needed.
    view[start - 5 : start] = b"\xdd" + (2 * count).to_bytes(4, "big")
    try:
        items = _bulk_decoder(gtype).decode(view[start - 5 : end])
    except (msgspec.DecodeError, msgspec.ValidationError):
        return None
    groups = items[1::2]
    # Only a file edited by hand with its checksums redone can misalign heads and groups,
    # or give a frame a length other than its own (which the frame-by-frame walk refuses).
    if set(map(type, groups)) != {CommandGroup} or not heads_agree(data, start, end, items[0::2]):
        return None
    return cast(list[Group], groups)


@cache
def _bulk_decoder(gtype: Any) -> msgspec.msgpack.Decoder[list[Any]]:
    return msgspec.msgpack.Decoder(list[Union[_PlayedHead, gtype]])  # noqa: UP007


# The head of a played frame as the integer it is: kind GROUP in the top byte, a zero
# low byte. Anything else (an undone batch or an unknown kind in the middle of the
# played frames, of a file edited with its checksums redone) fails the bulk decode.
_PlayedHead = Annotated[int, msgspec.Meta(ge=GROUP << 56, lt=(GROUP + 1) << 56, multiple_of=256)]


def _frame_decoders(
    path: str, header: SaveHeader, ruleset: Ruleset, gtype: Any
) -> tuple[Callable[[memoryview], Group], Callable[[memoryview], list[Group]]]:
    """Decoders for one GROUP or UNDONE payload (with its trailer), upcasting an old schema."""
    current = schema_version(ruleset)
    if header.schema_version == current:
        group = msgspec.msgpack.Decoder(gtype).decode
        batch = msgspec.msgpack.Decoder(tuple[list[gtype], bytes]).decode
        return group, (lambda payload: batch(payload)[0])
    chain = upcast_chain(path, header.schema_version, current, ruleset, CommandGroup.__struct_fields__)

    def decode_group(payload: memoryview) -> Group:
        raw = msgspec.msgpack.decode(payload)
        if not isinstance(raw, list) or len(raw) != len(CommandGroup.__struct_fields__) + 1:
            raise msgspec.ValidationError("a command group must be an array of its fields")
        return cast(Group, msgspec.convert(chain(raw[:-1]), gtype))

    def decode_batch(payload: memoryview) -> list[Group]:
        raw = msgspec.msgpack.decode(payload)
        if not (isinstance(raw, list) and len(raw) == 2 and isinstance(raw[0], list)):
            raise msgspec.ValidationError("an undone frame holds a list of command groups")
        return msgspec.convert([chain(g) for g in raw[0]], list[gtype])

    return decode_group, decode_batch


