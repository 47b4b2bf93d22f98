"""Save files: the log itself, written as it grows.

Layout (all integers little-endian):

    magic            8 bytes  MAGIC
    format version   u16      FORMAT_VERSION (the byte layout described here)
    header length    u32
    header crc32     u32      of the header bytes
    header           msgpack  SaveHeader
    frame*           one per command group, see below

    frame:
    payload length   u32
    kind             u8       GROUP (a played command) or UNDONE (a redo batch)
    header check     u16      low 16 bits of crc32(length + kind bytes)
    payload crc32    u32      crc32 of the payload, seeded with the header crc
    payload          msgpack  a CommandGroup, as an array of its fields (GROUP),
                              or a list of them (UNDONE)

All GROUP frames come first, in log order; UNDONE frames, if any, are the
redo stack at the tail, the next batch to redo first. The header check lets
a reader tell a torn last frame (the program died while appending: reported
and dropped) from a corrupted length (an error); so does MAX_FRAME, for a
length no frame can have.

Writes: every accepted command is one frame appended and flushed. Undo, redo
and a command that drops the redo stack rewrite only the tail: the file is
truncated at a frame boundary and the new frames appended, so the accepted
prefix is never touched and the cost does not grow with the log. A whole
file (a new game, save-as, upgrading an old schema, dropping a torn tail) is
written to a temporary file, fsynced and renamed over the target.

Reads never write. Every failure is one SaveFileError(path, offset, reason).
"""

from __future__ import annotations

import gc
import os
import struct
import tempfile
import zlib
from collections.abc import Callable, Mapping
from functools import cache
from operator import attrgetter
from typing import Any

import msgspec

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.log import CommandGroup, group_type
from hellenica_tui.engine.ruleset import Ruleset, Seat

MAGIC = b"\x89EVLOG\r\n"
FORMAT_VERSION = 1
GROUP = 1
UNDONE = 2

# No command group comes near this; a length beyond it is damage, never a frame
# torn while saving (which would silently drop every frame after it).
MAX_FRAME = 1 << 24

_PREFIX = struct.Struct("<HII")  # format version, header length, header crc
_FRAME = struct.Struct("<IBHI")  # length, kind, header check, payload crc
HEADER_OFFSET = _HEAD_START = len(MAGIC) + _PREFIX.size  # where the header record starts


class SaveHeader(msgspec.Struct, frozen=True, kw_only=True):
    """Everything needed to rebuild the initial state of a saved game."""

    program_version: str
    ruleset: str
    scenario: str
    content_hash: str
    seed: int
    seats: tuple[Seat, ...]
    settings: dict[str, Any] = {}
    schema_version: int = 1


class LoadedSave(msgspec.Struct, kw_only=True):
    """What `read_save` found: the played groups, the redo stack and any warnings.

    `redo` is a stack: its last batch is the next one to redo.
    `offsets[i]` is the byte offset of group i's frame; `offsets[-1]` (one more
    than the groups) is where the played groups end.
    """

    header: SaveHeader
    groups: list[CommandGroup]
    redo: list[list[CommandGroup]]
    offsets: list[int]
    warnings: list[str]
    size: int  # bytes of valid data (without a torn last frame)


def schema_version(ruleset: Ruleset) -> int:
    return int(getattr(ruleset, "schema_version", 1))


def upcasters(ruleset: Ruleset) -> Mapping[int, Callable[[dict], dict]]:
    return getattr(ruleset, "upcasters", {})


# -- encoding ----------------------------------------------------------------

_encoder = msgspec.msgpack.Encoder()


def encode_header(header: SaveHeader) -> bytes:
    body = _encoder.encode(header)
    return MAGIC + _PREFIX.pack(FORMAT_VERSION, len(body), zlib.crc32(body)) + body


def encode_frame(kind: int, payload: bytes) -> bytes:
    if len(payload) >= MAX_FRAME:
        raise ValueError(f"a frame of {len(payload)} bytes is more than a save may hold")
    head = struct.pack("<IB", len(payload), kind)
    hcrc = zlib.crc32(head)
    return head + struct.pack("<HI", hcrc & 0xFFFF, zlib.crc32(payload, hcrc)) + payload


def encode_group(group: CommandGroup) -> bytes:
    return encode_frame(GROUP, _encoder.encode(group))


def encode_redo(redo: list[list[CommandGroup]]) -> bytes:
    """The UNDONE frames for a redo stack (next batch first)."""
    return b"".join(encode_frame(UNDONE, _encoder.encode(batch)) for batch in reversed(redo))


def encode_save(header: SaveHeader, groups: list[CommandGroup], redo: list[list[CommandGroup]]) -> bytes:
    return encode_header(header) + b"".join(encode_group(g) for g in groups) + encode_redo(redo)


# -- writing -----------------------------------------------------------------


def write_atomically(path: str, data: bytes) -> None:
    """Replace `path` by `data`: temp file in the same folder, fsync, rename."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:  # some systems cannot open folders; the rename stands anyway
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


class SaveWriter:
    """Keeps a save file in step with a game's log.

    `offsets[i]` is where group i's frame starts; the last entry is the end of
    the played groups, where the redo frames (if any) begin.
    """

    def __init__(self, path: str, offsets: list[int]) -> None:
        self.path = path
        self.offsets = offsets
        self._file = open(path, "r+b")  # noqa: SIM115 - held for the game's life
        self._file.seek(0, os.SEEK_END)
        self._has_redo = self._file.tell() != offsets[-1]

    @classmethod
    def create(
        cls, path: str, header: SaveHeader, groups: list[CommandGroup], redo: list[list[CommandGroup]]
    ) -> SaveWriter:
        """Write a whole save atomically and keep it open for appending."""
        head = encode_header(header)
        frames = [encode_group(g) for g in groups]
        offsets = [len(head)]
        for frame in frames:
            offsets.append(offsets[-1] + len(frame))
        try:
            write_atomically(path, head + b"".join(frames) + encode_redo(redo))
            return cls(path, offsets)
        except OSError as exc:
            raise SaveFileError(path, 0, f"cannot write the game: {exc.strerror or exc}") from exc

    def append(self, group: CommandGroup) -> None:
        """A newly accepted command: drop any redo frames, append, flush."""
        if self._has_redo:
            self._file.truncate(self.offsets[-1])
            self._has_redo = False
        self._file.seek(self.offsets[-1])
        frame = encode_group(group)
        self._file.write(frame)
        self._file.flush()
        self.offsets.append(self.offsets[-1] + len(frame))

    def rewrite_tail(self, keep: int, groups: list[CommandGroup], redo: list[list[CommandGroup]]) -> None:
        """Keep the first `keep` groups, then write `groups` and the redo stack."""
        del self.offsets[keep + 1 :]
        frames = [encode_group(g) for g in groups]
        for frame in frames:
            self.offsets.append(self.offsets[-1] + len(frame))
        tail = b"".join(frames) + encode_redo(redo)
        self._file.truncate(self.offsets[keep])
        self._file.seek(self.offsets[keep])
        self._file.write(tail)
        self._file.flush()
        self._has_redo = bool(redo)

    def close(self) -> None:
        self._file.close()


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
        header, offset = _parse_header(path, data)
        ruleset = rulesets.get(header.ruleset)
        if ruleset is None:
            known = ", ".join(sorted(rulesets)) or "none"
            raise SaveFileError(path, _HEAD_START, f"unknown game {header.ruleset!r} (this program plays: {known})")
        return ruleset, _parse_frames(path, data, offset, header, ruleset)
    except SaveFileError:
        raise
    except Exception as exc:  # a reader must never let anything else escape
        raise SaveFileError(path, offset, f"unreadable: {exc}") from exc


def _read_bytes(path: str) -> bytes:
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as exc:
        raise SaveFileError(path, 0, f"cannot open: {exc.strerror or exc}") from exc


def _parse_header(path: str, data: bytes) -> tuple[SaveHeader, int]:
    if data[: len(MAGIC)] != MAGIC:
        raise SaveFileError(path, 0, "not a save file (wrong magic bytes)")
    if len(data) < _HEAD_START:
        raise SaveFileError(path, len(data), "the file ends inside its header")
    version, length, crc = _PREFIX.unpack_from(data, len(MAGIC))
    if version != FORMAT_VERSION:
        raise SaveFileError(
            path, len(MAGIC), f"save format {version} is not readable here (this program reads format {FORMAT_VERSION})"
        )
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
    return header, end


def _parse_frames(path: str, data: bytes, offset: int, header: SaveHeader, ruleset: Ruleset) -> LoadedSave:
    current = schema_version(ruleset)
    if header.schema_version > current:
        raise SaveFileError(
            path, _HEAD_START,
            f"saved by a newer program (schema {header.schema_version}; this one reads up to {current})",
        )  # fmt: skip
    if header.ruleset != ruleset.id:
        raise SaveFileError(path, _HEAD_START, f"the game is {header.ruleset!r}, not {ruleset.id!r}")
    view = memoryview(data)
    size = len(data)
    unpack = _FRAME.unpack_from
    crc32 = zlib.crc32
    frame_size = _FRAME.size
    groups: list[tuple[int, memoryview]] = []
    undone: list[tuple[int, memoryview]] = []
    warnings: list[str] = []
    while offset < size:
        if size - offset < frame_size:
            warnings.append(_torn(path, offset))
            size = offset
            break
        length, kind, check, crc = unpack(data, offset)
        hcrc = crc32(view[offset : offset + 5])
        if hcrc & 0xFFFF != check:
            raise SaveFileError(path, offset, "a frame header is damaged (check mismatch)")
        if length >= MAX_FRAME:
            raise SaveFileError(path, offset, f"a frame claims {length} bytes, more than any frame holds")
        start = offset + frame_size
        end = start + length
        if end > size:
            warnings.append(_torn(path, offset))
            size = offset
            break
        payload = view[start:end]
        if crc32(payload, hcrc) != crc:
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
    if header.schema_version == current:
        decode_group = msgspec.msgpack.Decoder(gtype).decode
        decode_batch = msgspec.msgpack.Decoder(list[gtype]).decode
    else:
        chain = _upcast_chain(path, header.schema_version, current, ruleset)

        def decode_group(payload: memoryview) -> CommandGroup:
            return msgspec.convert(chain(msgspec.msgpack.decode(payload)), gtype)

        def decode_batch(payload: memoryview) -> list[CommandGroup]:
            raw = msgspec.msgpack.decode(payload)
            if not isinstance(raw, list):
                raise msgspec.ValidationError("an undone frame holds a list of command groups")
            return msgspec.convert([chain(g) for g in raw], list[gtype])

    played = _decode_all(path, groups, decode_group, gtype if header.schema_version == current else None)
    if list(map(attrgetter("index"), played)) != list(range(len(played))):
        at = next(i for i, g in enumerate(played) if g.index != i)
        raise SaveFileError(path, groups[at][0], f"command {played[at].index} found where command {at} belongs")
    batches: list[list[CommandGroup]] = []
    index = len(played)
    for offset, payload in undone:
        batch = _decode(path, offset, decode_batch, payload)
        if not batch:
            raise SaveFileError(path, offset, "an undone frame holds no command")
        for group in batch:
            if group.index != index:
                raise SaveFileError(path, offset, f"undone command {group.index} found where {index} belongs")
            index += 1
        batches.append(batch)
    offsets = [o for o, _ in groups]
    offsets.append(undone[0][0] if undone else size)
    return LoadedSave(
        header=header, groups=played, redo=batches[::-1], offsets=offsets, warnings=warnings, size=size
    )


def _decode_all(
    path: str, frames: list[tuple[int, memoryview]], decode: Callable[[memoryview], Any], gtype: Any
) -> list[CommandGroup]:
    """Every played group; in one msgspec call when no upcasting is needed.

    The payloads are joined as the body of one msgpack array (one copy, no
    Python work per frame), with the garbage collector paused: the decoder
    makes a great many objects and none of them can be in a cycle. Should
    the joined decode fail, the frames are decoded one by one to name the
    frame at fault.
    """
    if gtype is not None and frames:
        enabled = gc.isenabled()
        gc.disable()
        try:
            return _bulk_decoder(gtype).decode(
                b"".join([b"\xdd", len(frames).to_bytes(4, "big"), *(p for _, p in frames)])
            )
        except (msgspec.DecodeError, msgspec.ValidationError):
            pass
        finally:
            if enabled:
                gc.enable()
    return [_decode(path, offset, decode, payload) for offset, payload in frames]


@cache
def _bulk_decoder(gtype: Any) -> msgspec.msgpack.Decoder:
    return msgspec.msgpack.Decoder(list[gtype])


def _decode(path: str, offset: int, decode: Callable[[memoryview], Any], payload: memoryview) -> Any:
    try:
        return decode(payload)
    except SaveFileError:
        raise
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise SaveFileError(path, offset, f"a frame holds no valid command: {exc}") from exc
    except Exception as exc:  # an upcaster that choked on an odd frame
        raise SaveFileError(path, offset, f"a frame cannot be upgraded: {exc!r}") from exc


def _upcast_chain(path: str, old: int, new: int, ruleset: Ruleset) -> Callable[[Any], Any]:
    steps = []
    table = upcasters(ruleset)
    for version in range(old, new):
        if version not in table:
            raise SaveFileError(path, _HEAD_START, f"no way to upgrade a save from schema {version} to {version + 1}")
        steps.append(table[version])

    fields = CommandGroup.__struct_fields__

    # A group is saved as an array of its fields; upcasters see it as a dict.
    def chain(raw: Any) -> Any:
        if isinstance(raw, list) and len(raw) == len(fields):
            raw = dict(zip(fields, raw, strict=True))
        if not isinstance(raw, dict):
            raise msgspec.ValidationError("a command group must be an array of its fields")
        for step in steps:
            raw = step(raw)
        return [raw.get(name) for name in fields]

    return chain


def _torn(path: str, offset: int) -> str:
    return f"{path}: the last frame (at byte {offset}) was cut off while saving and has been dropped"
