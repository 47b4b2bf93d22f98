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

All GROUP frames come first, in log order; UNDONE frames, if any, are the
redo stack at the tail, the next batch to redo first. The head check lets a
reader tell a torn last frame (the program died while appending: reported
and dropped) from a corrupted length (an error); so does MAX_FRAME, for a
length no frame can have.

Every frame is one msgpack value preceded by one msgpack integer (the head),
so the played frames, as they lie in the file, are the body of a msgpack
array that one typed decoder turns into command groups in a single call.

Reading first checks the last trailer's running crc against one crc32 pass
over the file; only if that fails (a torn tail, damage) are the frames
walked one by one, which finds the first bad frame and its byte offset.

Writes: every accepted command is one frame appended and flushed; a write
that fails is cut off again, so the file ends where it did. Anything else
(undo, redo, a command that drops the redo stack, a new game, save-as,
upgrading an old format or schema) writes a new file beside the old one: the
unchanged prefix copied from the old file, then the new tail; it is fsynced
and renamed over the old one, and the folder fsynced. A write that fails
leaves the old file as it was. The caller holds the save's lock
(`savelock.py`) throughout.

`read_tail` reads only what lies past a point a game already knows (frames
another process appended, or wrote after an undo), for a game to catch up.

Reads never write. Every failure is one SaveFileError(path, offset, reason).
Format 1 (each frame with its own crc, groups holding their index, text and
a hash after every command) is still read; see `legacy.py`.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import struct
import tempfile
import zlib
from collections.abc import Callable, Mapping
from functools import cache
from typing import Annotated, Any, Union, cast

import msgspec

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.log import CommandGroup, Group, group_type
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
    """Where the played groups' frames start, and the running crc there.

    Boundary k is where group k's frame starts; boundary `count` is where the
    played frames end (and the redo frames, if any, begin). A fast load knows
    only that last boundary: earlier ones are found when asked for (an error
    to report, an undo to write) by stepping back through the trailers, each
    of which holds its frame's size, so the cost is the number of frames
    stepped over, never the length of the log.
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
    frames: FrameTable
    warnings: list[str]
    size: int  # bytes of valid data (without a torn last frame)
    format: int = FORMAT_VERSION


def schema_version(ruleset: Ruleset) -> int:
    return int(getattr(ruleset, "schema_version", 1))


def upcasters(ruleset: Ruleset) -> Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]:
    found: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] = getattr(ruleset, "upcasters", {})
    return found


# -- encoding ----------------------------------------------------------------

_encoder = msgspec.msgpack.Encoder()


def encode_header(header: SaveHeader) -> bytes:
    body = _encoder.encode(header)
    return MAGIC + _PREFIX.pack(FORMAT_VERSION, len(body), zlib.crc32(body)) + body


def header_crc(head: bytes) -> int:
    """The crc an encoded header stores: the seed of its frames' running crc."""
    crc: int = _PREFIX.unpack_from(head, len(MAGIC))[2]
    return crc


def _open_array(payload: bytes) -> bytes:
    """`payload` with one more element announced in its array header (the trailer's place).

    Anything other than a msgpack array is left alone: such a frame cannot be
    read back, which is what a test of damage wants from it.
    """
    first = payload[:1]
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


def _group_items(groups: list[Group]) -> list[tuple[int, bytes]]:
    return [(GROUP, _encoder.encode(g)) for g in groups]


def _redo_items(redo: list[list[Group]]) -> list[tuple[int, bytes]]:
    """The UNDONE frames' payloads for a redo stack (next batch first)."""
    return [(UNDONE, _encoder.encode((batch,))) for batch in reversed(redo)]


def encode_save(header: SaveHeader, groups: list[Group], redo: list[list[Group]]) -> bytes:
    head = encode_header(header)
    frames, _ = encode_frames(_group_items(groups) + _redo_items(redo), 0, header_crc(head))
    return head + b"".join(frames)


# -- writing -----------------------------------------------------------------


def write_atomically(path: str, data: bytes, prefix: int = 0) -> None:
    """Replace `path` by its first `prefix` bytes followed by `data`: a temporary
    file in the same folder, fsynced, renamed over `path`; then the folder fsynced.
    On any failure `path` is left as it was."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            _keep_mode(path, fd)
            if prefix:
                with open(path, "rb") as old:
                    _copy(old, f, prefix)
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


def _keep_mode(path: str, fd: int) -> None:
    """The new file gets the old one's permissions (a temporary file is private)."""
    try:
        mode = os.stat(path).st_mode & 0o777
    except OSError:
        mode = 0o666 & ~_umask()
    if hasattr(os, "fchmod"):
        os.fchmod(fd, mode)


@cache
def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _copy(source: Any, target: Any, count: int) -> None:
    """The first `count` bytes of `source` into `target` (in the kernel where it can)."""
    target.flush()
    done = 0
    if hasattr(os, "copy_file_range"):
        try:
            while done < count:
                n = os.copy_file_range(source.fileno(), target.fileno(), count - done, done)
                if not n:
                    break
                done += n
        except OSError as exc:
            if done or exc.errno not in (errno.EXDEV, errno.ENOSYS, errno.EINVAL, errno.EOPNOTSUPP):
                raise
    target.seek(done)
    source.seek(done)
    while done < count:
        chunk = source.read(min(1 << 20, count - done))
        if not chunk:
            raise OSError(errno.EIO, "the save file is shorter than what it held")
        target.write(chunk)
        done += len(chunk)


def open_save(path: str) -> int:
    """A descriptor for reading a save, which must be a regular file (opening a FIFO
    never blocks; it is refused). Raises OSError, or SaveFileError if not a file."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise SaveFileError(path, 0, "not a save file (not a regular file)")
    return fd


def file_stamp(fd: int) -> tuple[int, int, bytes]:
    """What tells one state of a save file from another: its inode, its length and
    its last four bytes (the running crc of every frame, if it ends on a whole one)."""
    st = os.fstat(fd)
    return st.st_ino, st.st_size, os.pread(fd, 4, max(0, st.st_size - 4))


class SaveWriter:
    """Keeps a save file in step with a game's log.

    `frames` knows where each played group's frame starts and the running
    crc there; `frames.end` is where the redo frames (if any) begin. The
    frame table changes only once a write has succeeded.
    """

    def __init__(self, path: str, frames: FrameTable) -> None:
        self.path = path
        self.frames = frames
        self._file = open(path, "r+b", buffering=0)  # noqa: SIM115 - closed after the change

    @classmethod
    def create(
        cls, path: str, header: SaveHeader, groups: list[Group], redo: list[list[Group]]
    ) -> SaveWriter:
        """Write a whole save atomically and keep it open for appending."""
        head = encode_header(header)
        seed = header_crc(head)
        table = FrameTable(None, len(head), seed, [(len(head), seed)], 0)
        played = []
        for kind, payload in _group_items(groups):
            frame, run = encode_frame(kind, payload, table.count, table.run)
            played.append(frame)
            table.push(table.end + len(frame), run)
        undone, _ = encode_frames(_redo_items(redo), table.count, table.run)
        try:
            write_atomically(path, head + b"".join(played + undone))
            return cls(path, table)
        except OSError as exc:
            raise SaveFileError(path, 0, f"cannot write the game: {exc.strerror or exc}") from exc

    @property
    def end(self) -> int:
        return self.frames.end

    def fileno(self) -> int:
        return self._file.fileno()

    def append(self, group: Group) -> None:
        """A newly accepted command after the last played one, where the file must end
        (anything past it, a torn frame, is cut off); flushed. If the write fails, the
        file is cut back to where it ended and the error raised."""
        frames = self.frames
        frame, run = encode_frame(GROUP, _encoder.encode(group), frames.count, frames.run)
        try:
            self._file.truncate(frames.end)
            self._file.seek(frames.end)
            view = memoryview(frame)
            while view:  # an unbuffered file may take part of it at a time
                view = view[self._file.write(view) or 0 :]
        except OSError:
            with contextlib.suppress(OSError, ValueError):  # the file is unusable: the next load drops a torn frame
                self._file.truncate(frames.end)
            raise
        frames.push(frames.end + len(frame), run)

    def rewrite(self, keep: int, groups: list[Group], redo: list[list[Group]]) -> None:
        """A new file: the first `keep` played frames as they are, then `groups` and
        the redo stack; renamed over the old one once it is whole and synced."""
        frames = self.frames
        at, run = frames.boundary(keep)
        bounds: list[tuple[int, int]] = []
        played: list[bytes] = []
        for kind, payload in _group_items(groups):
            frame, run = encode_frame(kind, payload, keep + len(played), run)
            played.append(frame)
            bounds.append((at + sum(map(len, played)), run))
        undone, _ = encode_frames(_redo_items(redo), keep + len(played), run)
        write_atomically(self.path, b"".join(played + undone), prefix=at)
        self._file.close()
        self._file = open(self.path, "r+b", buffering=0)  # noqa: SIM115 - the new file
        frames.cut(keep)
        for offset, crc in bounds:
            frames.push(offset, crc)

    def close(self) -> None:
        self._file.close()


# -- reading -----------------------------------------------------------------


class _Scan(msgspec.Struct):
    """Where the frames lie: the played ones end at `end`; `offsets` (every
    played frame's start, then `end`) only when they were walked one by one."""

    end: int
    count: int
    offsets: list[int] | None
    undone: list[tuple[int, int]]
    warnings: list[str]
    size: int


def read_header(path: str) -> SaveHeader:
    """Only the header: enough to choose a ruleset."""
    data = _read_bytes(path)
    return _parse_header(path, data)[0]


def read_save(path: str, rulesets: Mapping[str, Ruleset]) -> tuple[Ruleset, LoadedSave]:
    """Read a save: header, checksums, upcasting, typed decoding."""
    from hellenica_tui.engine import legacy  # only for saves of format 1

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
        return ruleset, _parse_frames(path, data, offset, seed, header, ruleset)
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


class Tail(msgspec.Struct):
    """What lies in a save past a frame boundary a game already knows.

    `bounds[i]` is the boundary after `groups[i]` (offset, running crc);
    `redo` is the redo stack found after them, `size` where the valid data
    ends (a torn last frame is left out: the next write cuts it off)."""

    groups: list[Group]
    bounds: list[tuple[int, int]]
    redo: list[list[Group]]
    size: int


def read_tail(path: str, fd: int, at: int, ordinal: int, run: int, header: SaveHeader, ruleset: Ruleset) -> Tail:
    """The frames of an open save from byte `at` on, which begins frame `ordinal`
    with the running crc `run` there; checked frame by frame like a slow load."""
    size = os.fstat(fd).st_size
    data = bytearray()
    while len(data) < size - at and (chunk := os.pread(fd, min(1 << 20, size - at - len(data)), at + len(data))):
        data += chunk
    view = memoryview(data)
    try:
        scan = _scan(path, data, view, 0, run, ordinal, at)
        decode_group, decode_batch = _frame_decoders(path, header, ruleset, group_type(ruleset))
        offsets = scan.offsets
        assert offsets is not None
        groups = [
            _decode(path, at + offsets[i], decode_group, view[offsets[i] + _HEAD.size : offsets[i + 1]])
            for i in range(scan.count)
        ]
        bounds = [(at + end, _run_at(data, 0, run, end)) for end in offsets[1:]]
        batches = []
        for start, end in scan.undone:
            batch = _decode(path, at + start, decode_batch, view[start + _HEAD.size : end])
            if not batch:
                raise SaveFileError(path, at + start, "an undone frame holds no command")
            batches.append(batch)
    finally:
        view.release()
    return Tail(groups=groups, bounds=bounds, redo=batches[::-1], size=at + scan.size)


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
    from hellenica_tui.engine import legacy

    if data[: len(MAGIC)] != MAGIC:
        raise SaveFileError(path, 0, "not a save file (wrong magic bytes)")
    if len(data) < _HEAD_START:
        raise SaveFileError(path, len(data), "the file ends inside its header")
    version, length, crc = _PREFIX.unpack_from(data, len(MAGIC))
    if version not in (FORMAT_VERSION, legacy.FORMAT):
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
    scan = _quick_scan(data, view, start, seed) if current else None
    if scan is None:
        scan = _scan(path, data, view, start, seed)
    played = _bulk_decode(view, start, scan.end, scan.count, group_type(ruleset, names)) if current else None
    if played is None:  # an old schema, or a frame the bulk decode refused: frame by frame
        if scan.offsets is None:
            scan = _scan(path, data, view, start, seed)
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
        header=header, groups=played, redo=batches[::-1], frames=frames, warnings=scan.warnings, size=scan.size
    )


def _quick_scan(data: bytes | bytearray, view: memoryview, start: int, seed: int) -> _Scan | None:
    """The whole file checked by one crc32 pass against the last trailer; None if that fails.

    Then the redo frames are found by stepping back from the end, and the
    last played frame's ordinal gives the number of played frames.
    """
    size = len(data)
    if size == start:
        return _Scan(start, 0, [start], [], [], size)
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
            return _Scan(end, ordinal + 1, None, undone[::-1], [], size)
        if kind != UNDONE:
            return None
        undone.append((at, end))
        end = at
    return _Scan(start, 0, [start], undone[::-1], [], size)


def _scan(
    path: str, data: bytes | bytearray, view: memoryview, start: int, seed: int, ordinal: int = 0, base: int = 0
) -> _Scan:
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
        if kind == GROUP:
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
    return _Scan(end, len(played) - 1, played, undone, warnings, size)


def _bulk_decode(view: memoryview, start: int, end: int, count: int, gtype: Any) -> list[Group] | None:
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
    if set(map(type, groups)) != {CommandGroup} or not _heads_agree(view, start, end, items[0::2]):
        return None
    return cast(list[Group], groups)


def _heads_agree(view: memoryview, start: int, end: int, heads: list[int]) -> bool:
    """Each played frame's head gives the length its trailer holds, and together they end at `end`."""
    unpack = _TRAIL.unpack_from
    at = start
    for ordinal, head in enumerate(heads):
        length = (head >> 24) & 0xFFFFFFFF
        if (head >> 8) & 0xFFFF != _check(GROUP, length) or not MIN_FRAME - _HEAD.size <= length < MAX_FRAME:
            return False
        at += _HEAD.size + length
        if at > end:
            return False
        _, size, number, _ = unpack(view, at - _TRAIL.size)
        if size != _HEAD.size + length or number != ordinal:
            return False
    return at == end


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
