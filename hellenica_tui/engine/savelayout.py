"""The save file's layout and records, shared by the reader of today's format
(savefile.py) and the reader of format 1 (legacy.py): the magic bytes and frame
structs, the header, the table of frame boundaries, what a load returns, and
the decoding and upcasting both readers apply to a frame.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable, Mapping
from typing import Annotated, Any

import msgspec

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.log import CommandGroup
from hellenica_tui.engine.ruleset import Ruleset, Seat

MAGIC = b"\x89EVLOG\r\n"
FORMAT_VERSION = 2
GROUP = 1
UNDONE = 2

# No command group comes near this; a length beyond it is damage, never a frame
# torn while saving (which would silently drop every frame after it).
MAX_FRAME = 1 << 24
# A whole save: a seven-player game to the end takes about 100 KiB, and the
# longest game measured a few MiB. A file larger than this is refused unread.
MAX_SAVE = 1 << 28

PREFIX = struct.Struct("<HII")  # format version, header length, header crc
HEAD = struct.Struct(">BBIHB")  # 0xCF, kind, payload length, check, 0: a msgpack uint64
# Big-endian, like msgpack's own integers. The crc must be: crc32 over data followed by
# its crc in little-endian order gives the same value whatever the data, which would
# make the running crc after every frame a constant and the chain worthless.
TRAIL = struct.Struct(">2sIII")  # TRAIL_MARK, frame size, ordinal, running crc: a msgpack bin 12
HEAD_MARK = 0xCF
TRAIL_MARK = b"\xc4\x0c"
MIN_FRAME = HEAD.size + 1 + TRAIL.size  # a head, the smallest array header, a trailer
HEADER_OFFSET = len(MAGIC) + PREFIX.size  # where the header record starts


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
    """Where the played groups' frames start, and the running crc there.

    Boundary k is where group k's frame starts; boundary `count` is where the
    played frames end (and the redo frames, if any, begin). A fast load knows
    only that last boundary: earlier ones are found when asked for (an error
    to report, an undo to write) by stepping back through the trailers, each
    of which holds its frame's size, so the cost is the number of frames
    stepped over, never the length of the log.
    """

    def __init__(self, data: bytes | None, start: int, seed: int, bounds: list[tuple[int, int]], count: int) -> None:
        self._data = data  # the bytes read at load: the prefix they hold is never rewritten
        self.start = start
        self.seed = seed
        self.count = count
        self._first = count + 1 - len(bounds)  # bounds[j] is boundary _first + j
        self._bounds = bounds

    @classmethod
    def of(cls, data: bytes | None, start: int, seed: int, offsets: list[int]) -> FrameTable:
        """From every boundary's offset (the running crc is read back when needed)."""
        table = cls(data, start, seed, [(offsets[-1], run_at(data, start, seed, offsets[-1]))], len(offsets) - 1)
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
                    at -= TRAIL.unpack_from(self._data, at - TRAIL.size)[1]
                found.append((at, run_at(self._data, self.start, self.seed, at)))
            self._bounds[:0] = found[::-1]
            self._first = k
        return self._bounds[k - self._first]

    def push(self, offset: int, run: int) -> None:
        self._bounds.append((offset, run))
        self.count += 1

    def cut(self, keep: int) -> None:
        """Forget the boundaries after `keep` (the file is about to be cut there)."""
        self.boundary(keep)
        del self._bounds[keep - self._first + 1 :]
        self.count = keep
        if self._known is not None:
            del self._known[keep + 1 :]


def run_at(data: bytes | None, start: int, seed: int, at: int) -> int:
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
    groups: list[CommandGroup]
    redo: list[list[CommandGroup]]
    frames: FrameTable
    warnings: list[str]
    size: int  # bytes of valid data (without a torn last frame)
    format: int = FORMAT_VERSION


def schema_version(ruleset: Ruleset) -> int:
    return int(getattr(ruleset, "schema_version", 1))


def upcasters(ruleset: Ruleset) -> Mapping[int, Callable[[dict], dict]]:
    return getattr(ruleset, "upcasters", {})


def decode_frame(path: str, offset: int, decode: Callable[[memoryview], Any], payload: memoryview) -> Any:
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
            raise SaveFileError(path, HEADER_OFFSET, f"no way to upgrade a save from schema {version} to {version + 1}")
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
