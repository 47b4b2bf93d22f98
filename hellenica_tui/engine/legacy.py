"""Reading saves of format 1, so games saved by earlier versions still load.

Format 1 framed each command group on its own:

    payload length   u32
    kind             u8       GROUP or UNDONE
    header check     u16      low 16 bits of crc32(length + kind bytes)
    payload crc32    u32      crc32 of the payload, seeded with the header crc
    payload          msgpack  a group as the array (index, player, text,
                              command, events, state_hash), or a list of them

Groups carried their index, their text and a state hash after every command.
They are read into today's `CommandGroup` (player, command, events, state
hash); the game rewrites the file in the current format on its first write.
Nothing here writes.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from typing import Any, cast

import msgspec

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.log import Group, group_type
from hellenica_tui.engine.ruleset import Ruleset
from hellenica_tui.engine.savefile import (
    GROUP,
    MAX_FRAME,
    UNDONE,
    FrameTable,
    LoadedSave,
    SaveHeader,
    _decode,
    schema_version,
    torn,
    upcast_chain,
)

FORMAT = 1
FIELDS = ("index", "player", "text", "command", "events", "state_hash")
_FRAME = struct.Struct("<IBHI")  # length, kind, header check, payload crc


def parse_frames(path: str, data: bytes | bytearray, offset: int, header: SaveHeader, ruleset: Ruleset) -> LoadedSave:
    start = offset
    view = memoryview(data)
    size = len(data)
    groups: list[tuple[int, memoryview]] = []
    undone: list[tuple[int, memoryview]] = []
    warnings: list[str] = []
    while offset < size:
        if size - offset < _FRAME.size:
            warnings.append(torn(path, offset))
            size = offset
            break
        length, kind, check, crc = _FRAME.unpack_from(data, offset)
        hcrc = zlib.crc32(view[offset : offset + 5])
        if hcrc & 0xFFFF != check:
            raise SaveFileError(path, offset, "a frame header is damaged (check mismatch)")
        if length >= MAX_FRAME:
            raise SaveFileError(path, offset, f"a frame claims {length} bytes, more than any frame holds")
        start = offset + _FRAME.size
        end = start + length
        if end > size:
            warnings.append(torn(path, offset))
            size = offset
            break
        payload = view[start:end]
        if zlib.crc32(payload, hcrc) != crc:
            raise SaveFileError(path, offset, "a frame is damaged (checksum mismatch)")
        if kind == GROUP:
            if undone:
                raise SaveFileError(path, offset, "a played command follows an undone one")
            groups.append((offset, payload))
        elif kind == UNDONE:
            undone.append((offset, payload))
        else:
            raise SaveFileError(path, offset, f"unknown frame kind {kind}")
        offset = end

    gtype = group_type(ruleset)
    chain = upcast_chain(path, header.schema_version, schema_version(ruleset), ruleset, FIELDS)
    index = 0

    def convert(at: int, raw: Any) -> Group:
        nonlocal index
        fields = chain(raw)
        if fields[0] != index:
            raise SaveFileError(path, at, f"command {fields[0]} found where command {index} belongs")
        index += 1
        player, _, command, events, state_hash = fields[1:]
        return cast(Group, msgspec.convert([player, command, events, state_hash or None], gtype))

    def group_at(at: int) -> Callable[[memoryview], Group]:
        return lambda raw: convert(at, msgspec.msgpack.decode(raw))

    def batch_at(at: int) -> Callable[[memoryview], list[Group]]:
        return lambda raw: [convert(at, g) for g in _as_list(msgspec.msgpack.decode(raw))]

    played = [_decode(path, at, group_at(at), payload) for at, payload in groups]
    batches: list[list[Group]] = []
    for at, payload in undone:
        batch = _decode(path, at, batch_at(at), payload)
        if not batch:
            raise SaveFileError(path, at, "an undone frame holds no command")
        batches.append(batch)
    offsets = [o for o, _ in groups]
    offsets.append(undone[0][0] if undone else size)
    return LoadedSave(
        header=header,
        groups=played,
        redo=batches[::-1],
        frames=FrameTable.of(data, start, 0, offsets),  # for reporting offsets only: never written through,
        warnings=warnings,
        size=size,
        format=FORMAT,
    )


def _as_list(raw: Any) -> list[Any]:
    if not isinstance(raw, list):
        raise msgspec.ValidationError("an undone frame holds a list of command groups")
    return raw
