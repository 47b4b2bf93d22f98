"""Taking a save apart into frames and putting it back with fresh checksums,
as someone editing a save by hand would (tests of damage and forgery)."""

from __future__ import annotations

import struct
from typing import Any

import msgspec

from hellenica_tui.engine.savefile import GROUP, HEADER_OFFSET, MAGIC, REDO, UNDO, encode_frames, header_crc

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
    """A frame's payload as plain data, without its trailer: a group's fields, [batch]
    (format 2), or an undo's or a redo's map (format 3)."""
    raw = msgspec.msgpack.decode(data[frame.start + HEAD_SIZE : frame.end])
    if isinstance(raw, dict):
        return {k: v for k, v in raw.items() if k != "t"}
    return raw[:-1]


def encoded_payload(data: bytes, frame: Frame) -> bytes:
    return msgspec.msgpack.encode(payload(data, frame))


def rebuild(head: bytes, items: list[tuple[int, bytes]]) -> bytes:
    """A header (as bytes) followed by frames of (kind, payload), chained afresh."""
    return head + b"".join(encode_frames(items, 0, header_crc(head))[0])


def items(data: bytes) -> list[tuple[int, bytes]]:
    return [(f.kind, encoded_payload(data, f)) for f in frames(data)]


def raw_log(data: bytes, count: int) -> list[Any]:
    """The log of an undamaged save once its first `count` frames are read, each group as
    the plain array it is saved as: an undo takes back all but the lines said, a redo
    puts its batch back (read here apart from the engine's own reading)."""
    log: list[Any] = []
    redo: list[list[Any]] = []
    for frame in frames(data)[:count]:
        raw = payload(data, frame)
        if frame.kind == GROUP:
            log.append(raw)
            redo.clear()
        elif frame.kind == UNDO:
            after = log[raw["cut"] :]
            del log[raw["cut"] :]
            log += [g for g in after if _said(g)]
            redo.append([g for g in after if not _said(g)])
        elif frame.kind == REDO and redo:
            log += redo.pop()
    return log


def _said(raw: Any) -> bool:
    return isinstance(raw[1], dict) and raw[1].get("type") == "Say"


def format_2(head: bytes, log: list[Any], redo: list[list[Any]]) -> bytes:
    """A save of format 2 (the redo stack as UNDONE frames at the tail, the next batch to
    redo first) holding `log` and `redo`; `head` is a header record of today's layout."""
    from hellenica_tui.engine.savefile import FORMAT_2, UNDONE

    head = head[: len(MAGIC)] + FORMAT_2.to_bytes(2, "little") + head[len(MAGIC) + 2 :]
    enc = msgspec.msgpack.encode
    items = [(GROUP, enc(g)) for g in log] + [(UNDONE, enc([batch])) for batch in reversed(redo)]
    return rebuild(head, items)
