"""Save files: the log itself, written as it grows.

Layout (integers of the fixed parts little-endian unless marked BE):

    magic            8 bytes  MAGIC
    format version   u16      FORMAT_VERSION (the byte layout described here)
    header length    u32
    header crc32     u32      of the header bytes
    header           msgpack  SaveHeader
    frame*           one per command group, see below

    frame:
    head             9 bytes  0xCF, kind u8, payload length u32 BE,
                              check u16 BE, 0x00 (a msgpack uint64)
    payload          msgpack  an array: a group's four fields (GROUP) or
                              one list of groups (UNDONE), then the trailer
                              as its last element
    trailer          14 bytes 0xC4 0x0C (a msgpack bin of 12 bytes), then
                              frame size u32 BE, frame ordinal u32 BE,
                              running crc32 BE

`check` is the low 16 bits of crc32 over the kind and length bytes; the
payload length counts the trailer. With the kind in the top byte, the head
of every played frame is an integer in [2**56, 2**57), which the decoder
checks as it goes. The running crc32 covers every byte of
every frame from the first frame up to (not including) this crc, seeded with
the header crc: one crc32 pass over the whole file checks it all at once,
and a frame that is dropped, repeated, moved or taken from another game
breaks the chain where it stands.

The frames are a journal (`journal.py`), only ever appended to: a GROUP
frame is a command played (a group's four fields), an UNDO frame an undo
(a map {cut, before}), a REDO frame a redo (a map {redo: the groups put
back}); the trailer is a map's last value, under the key "t". In format 2
the played groups came first and UNDONE frames (one list of groups each)
held the redo stack at the tail, the next batch to redo first; such a save
is read, and rewritten as a journal at its first change. The head check lets a
reader tell a torn last frame (the program died while appending: reported
and dropped) from a corrupted length (an error); so does MAX_FRAME, for a
length no frame can have.

Every frame is one msgpack value preceded by one msgpack integer (the head),
so the played frames, as they lie in the file, are the body of a msgpack
array that one typed decoder turns into command groups in a single call.

This module holds the layout and its encoding, and what the readers of
both formats share; writing is in `savewrite.py`, reading in `saveread.py`
(format 1, each frame with its own crc, groups holding their index, text and
a hash after every command, in `legacy.py`). Every failure is one
SaveFileError(path, offset, reason).
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable, Sequence
from typing import Annotated, Any

import msgspec

from hellenica_tui.engine.capabilities import schema_version, upcasters
from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.journal import Redone, Step, Undone, journal_of
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.ruleset import Ruleset, Seat

__all__ = ["schema_version", "upcasters"]  # with the layout, what the readers share

MAGIC = b"\x89EVLOG\r\n"
FORMAT_VERSION = 3
FORMAT_2 = 2  # the redo stack as UNDONE frames at the tail; read, never written
GROUP = 1
UNDONE = 2
UNDO = 3
REDO = 4

# No command group comes near this; a length beyond it is damage, never a frame
# torn while saving (which would silently drop every frame after it).
MAX_FRAME = 1 << 24
# A whole save: a seven-player game to the end takes about 100 KiB, and the
# longest game measured a few MiB. A file larger than this is refused unread.
MAX_SAVE = 1 << 28

_PREFIX = struct.Struct("<HII")  # format version, header length, header crc
_HEAD = struct.Struct(">BBIHB")  # 0xCF, kind, payload length, check, 0: a msgpack uint64
# Big-endian, like msgpack's own integers. The crc must be: crc32 over data followed by
# its crc in little-endian order gives the same value whatever the data, which would
# make the running crc after every frame a constant and the chain worthless.
_TRAIL = struct.Struct(">2sIII")  # TRAIL_MARK, frame size, ordinal, running crc: a msgpack bin 12
HEAD_MARK = 0xCF
TRAIL_MARK = b"\xc4\x0c"
MIN_FRAME = _HEAD.size + 1 + _TRAIL.size  # a head, the smallest array header, a trailer
HEADER_OFFSET = _HEAD_START = len(MAGIC) + _PREFIX.size  # where the header record starts


# Integers a save may hold: within 64 bits, as everything a game stores in one.
INT64 = (-(1 << 63), 1 << 63)
Seed = Annotated[int, msgspec.Meta(ge=INT64[0], le=INT64[1] - 1)]
# A name in a header: short, without control characters (it may end up in a message).
Name = Annotated[str, msgspec.Meta(max_length=200, pattern=r"^[^\x00-\x1f\x7f-\x9f]*$")]


class SaveHeader(msgspec.Struct, frozen=True, kw_only=True):
    """Everything needed to rebuild the initial state of a saved game."""

    program_version: Name
    ruleset: Name
    scenario: Name
    content_hash: Name
    seed: Seed
    seats: tuple[Seat, ...]
    settings: dict[str, Any] = {}
    schema_version: Annotated[int, msgspec.Meta(ge=1, lt=1 << 31)] = 1
    # The ruleset's packed rules data (`pack_content`) the game began with, so it
    # plays on unchanged when the installed scenario changes; empty in older saves.
    content: bytes = b""


class FrameTable:
    """Where the played groups' frames start in a save of format 1 or 2, and the
    running crc there (for messages: such a save is rewritten whole when it changes).

    Boundary k is where group k's frame starts; boundary `count` is where the
    played frames end (and the redo frames, if any, begin). A fast load knows
    only that last boundary: earlier ones are found when asked for (an error
    to report) by stepping back through the trailers, each of which holds its
    frame's size, so the cost is the number of frames stepped over.
    """

    def __init__(self, data: bytes | bytearray | None, start: int, seed: int, bounds: list[tuple[int, int]], count: int) -> None:
        self._data = data  # the bytes read at load: the prefix they hold is never rewritten
        self.start = start
        self.seed = seed
        self.count = count
        self._first = count + 1 - len(bounds)  # bounds[j] is boundary _first + j
        self._bounds = bounds

    @classmethod
    def of(cls, data: bytes | bytearray | None, start: int, seed: int, offsets: list[int]) -> FrameTable:
        """From every boundary's offset (the running crc is read back when needed)."""
        table = cls(data, start, seed, [(offsets[-1], _run_at(data, start, seed, offsets[-1]))], len(offsets) - 1)
        table._known = offsets
        return table

    _known: list[int] | None = None

    @property
    def end(self) -> int:
        return self._bounds[-1][0]

    @property
    def run(self) -> int:
        return self._bounds[-1][1]

    def offset(self, k: int) -> int:
        return self.boundary(k)[0]

    def boundary(self, k: int) -> tuple[int, int]:
        if not 0 <= k <= self.count:
            raise IndexError(k)
        if k < self._first:
            found = []  # boundaries _first - 1, _first - 2, ... down to k
            at = self._bounds[0][0]
            for j in range(self._first - 1, k - 1, -1):
                if self._known is not None:
                    at = self._known[j]
                else:
                    assert self._data is not None
                    at -= _TRAIL.unpack_from(self._data, at - _TRAIL.size)[1]
                found.append((at, _run_at(self._data, self.start, self.seed, at)))
            self._bounds[:0] = found[::-1]
            self._first = k
        return self._bounds[k - self._first]


def _run_at(data: bytes | bytearray | None, start: int, seed: int, at: int) -> int:
    """The running crc of every frame byte before `at` (a frame boundary)."""
    if at == start:
        return seed
    assert data is not None
    crc = int.from_bytes(data[at - 4 : at], "big")
    return zlib.crc32(data[at - 4 : at], crc)


class LoadedSave(msgspec.Struct, kw_only=True):
    """What `read_save` found: the played groups, the redo stack and any warnings.

    `redo` is a stack: its last batch is the next one to redo.
    `frames.offset(i)` is the byte offset of group i's frame; `frames.end` is
    where the played groups end. `format` is the layout the file was in.
    """

    header: SaveHeader
    groups: list[Group]
    redo: list[list[Group]]
    frames: Any  # a FrameTable (formats 1 and 2) or a journalread.JournalFrames: offset(i) and end
    warnings: list[str]
    size: int  # bytes of valid data (without a torn last frame)
    format: int = FORMAT_VERSION


# -- encoding ----------------------------------------------------------------

_encoder = msgspec.msgpack.Encoder()


def encode_header(header: SaveHeader, version: int = FORMAT_VERSION) -> bytes:
    """The header record; `version` other than today's only to make older saves (tests)."""
    body = _encoder.encode(header)
    return MAGIC + _PREFIX.pack(version, len(body), zlib.crc32(body)) + body


def header_crc(head: bytes) -> int:
    """The crc an encoded header stores: the seed of its frames' running crc."""
    crc: int = _PREFIX.unpack_from(head, len(MAGIC))[2]
    return crc


def _open_array(payload: bytes) -> bytes:
    """`payload` with one more element announced in its array header (the trailer's place);
    a small map (an undo or redo step) gets one more key, "t", whose value the trailer is.

    Anything else is left alone: such a frame cannot be read back, which is what a
    test of damage wants from it.
    """
    first = payload[:1]
    if first and 0x80 <= first[0] < 0x8F:
        return bytes((first[0] + 1,)) + payload[1:] + b"\xa1t"
    if first and 0x90 <= first[0] < 0x9F:
        return bytes((first[0] + 1,)) + payload[1:]
    if first == b"\xdc" and payload[1:3] != b"\xff\xff":
        return b"\xdc" + (int.from_bytes(payload[1:3], "big") + 1).to_bytes(2, "big") + payload[3:]
    if first == b"\xdd":
        return b"\xdd" + (int.from_bytes(payload[1:5], "big") + 1).to_bytes(4, "big") + payload[5:]
    return payload


def encode_frame(kind: int, payload: bytes, ordinal: int, run: int) -> tuple[bytes, int]:
    """One frame and the running crc after it.

    `payload` is a msgpack array (a group's fields, or a one-element array
    holding an undone batch); the trailer becomes its last element.
    `ordinal` is the frame's place in the file, `run` the running crc of
    every frame before it.
    """
    body = _open_array(payload)
    length = len(body) + _TRAIL.size
    if length >= MAX_FRAME:
        raise ValueError(f"a frame of {length} bytes is more than a save may hold")
    head = _HEAD.pack(HEAD_MARK, kind, length, _check(kind, length), 0)
    frame = head + body + TRAIL_MARK + struct.pack(">II", _HEAD.size + length, ordinal)
    crc = zlib.crc32(frame, run)
    tail = crc.to_bytes(4, "big")
    return frame + tail, zlib.crc32(tail, crc)


def _check(kind: int, length: int) -> int:
    return zlib.crc32(struct.pack(">BI", kind, length)) & 0xFFFF


def encode_frames(
    items: list[tuple[int, bytes]], ordinal: int, run: int
) -> tuple[list[bytes], int]:
    """Frames for (kind, payload) pairs, numbered from `ordinal`; and the running crc after them."""
    frames = []
    for kind, payload in items:
        frame, run = encode_frame(kind, payload, ordinal, run)
        frames.append(frame)
        ordinal += 1
    return frames, run


def step_items(steps: Sequence[Step]) -> list[tuple[int, bytes]]:
    """(kind, payload) of each step's frame: a group as its array, an undo or a redo as a map."""
    items = []
    for step in steps:
        if isinstance(step, Undone):
            items.append((UNDO, _encoder.encode({"cut": step.cut, "before": step.before})))
        elif isinstance(step, Redone):
            items.append((REDO, _encoder.encode({"redo": step.batch})))
        else:
            items.append((GROUP, _encoder.encode(step)))
    return items


def encode_save(header: SaveHeader, groups: list[Group], redo: list[list[Group]]) -> bytes:
    head = encode_header(header)
    frames, _ = encode_frames(step_items(journal_of(groups, redo)), 0, header_crc(head))
    return head + b"".join(frames)


# -- what the readers share ------------------------------------------------


def _decode(path: str, offset: int, decode: Callable[[memoryview], Any], payload: memoryview) -> Any:
    try:
        return decode(payload)
    except SaveFileError:
        raise
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise SaveFileError(path, offset, f"a frame holds no valid command: {exc}") from exc
    except Exception as exc:  # an upcaster that choked on an odd frame
        raise SaveFileError(path, offset, f"a frame cannot be upgraded: {exc!r}") from exc


def upcast_chain(path: str, old: int, new: int, ruleset: Ruleset, fields: tuple[str, ...]) -> Callable[[Any], Any]:
    """Raw group (an array of `fields`) to raw group of the current schema, as an array of `fields`."""
    steps = []
    table = upcasters(ruleset)
    for version in range(old, new):
        if version not in table:
            raise SaveFileError(path, _HEAD_START, f"no way to upgrade a save from schema {version} to {version + 1}")
        steps.append(table[version])

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


def torn(path: str, offset: int) -> str:
    return f"{path}: the last frame (at byte {offset}) was cut off while saving and has been dropped"
