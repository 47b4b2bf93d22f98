"""Taking a save apart into frames and putting it back with fresh checksums,
as someone editing a save by hand would (tests of damage and forgery)."""

from __future__ import annotations

import struct
from typing import Any

import msgspec

from hellenica_tui.engine.savefile import HEADER_OFFSET, MAGIC, encode_frames, header_crc

_HEAD = struct.Struct(">BBIHB")  # as the save format describes a frame's head: 0xCF, kind, length, check, 0
HEAD_SIZE = _HEAD.size
TRAIL_SIZE = 14


class Frame(msgspec.Struct, frozen=True):
    start: int
    end: int
    kind: int


def header_end(data: bytes) -> int:
    (length,) = struct.unpack_from("<I", data, len(MAGIC) + 2)
    return HEADER_OFFSET + length


def frames(data: bytes) -> list[Frame]:
    """Every whole frame of an undamaged save."""
    out, at = [], header_end(data)
    while at + HEAD_SIZE <= len(data):
        _, kind, length, _, _ = _HEAD.unpack_from(data, at)
        end = at + HEAD_SIZE + length
        if end > len(data):
            break
        out.append(Frame(at, end, kind))
        at = end
    return out


def payload(data: bytes, frame: Frame) -> Any:
    """A frame's payload as plain data, without its trailer: a group's fields, or [batch]."""
    return msgspec.msgpack.decode(data[frame.start + HEAD_SIZE : frame.end])[:-1]


def encoded_payload(data: bytes, frame: Frame) -> bytes:
    return msgspec.msgpack.encode(payload(data, frame))


def rebuild(head: bytes, items: list[tuple[int, bytes]]) -> bytes:
    """A header (as bytes) followed by frames of (kind, payload), chained afresh."""
    return head + b"".join(encode_frames(items, 0, header_crc(head))[0])


def items(data: bytes) -> list[tuple[int, bytes]]:
    return [(f.kind, encoded_payload(data, f)) for f in frames(data)]
