"""Damaged save files made from real games: the corpus the loaders must survive.

`damaged(data, rng)` yields `Case`s: truncations at every frame boundary and
inside frames, bit flips, wrong magic and format version, absurd lengths
(with a valid frame check, so they read as real lengths), wrong types inside
frames that are then re-framed with correct checksums (the whole chain of
running checksums redone), headers naming another game, content, schema or
seats (the frames re-chained to them), and frames spliced, dropped or swapped
(left as they are: the chain breaks where they stand).
"""

from __future__ import annotations

import random
import struct
import zlib
from collections.abc import Callable, Iterator
from typing import Any

import msgspec

from hellenica_tui.engine.savefile import FORMAT_VERSION, GROUP, HEADER_OFFSET, MAGIC
from tests.engine import frames as framing

_HEAD = struct.Struct(">BBIHB")  # a frame's head: 0xCF, kind, length, check, 0
_PREFIX = struct.Struct("<HII")


class Frame(msgspec.Struct, frozen=True):
    start: int
    end: int
    kind: int


class Layout(msgspec.Struct, frozen=True):
    header_end: int
    frames: tuple[Frame, ...]

    @property
    def boundaries(self) -> list[int]:
        return [0, len(MAGIC), HEADER_OFFSET, self.header_end, *(f.end for f in self.frames)]


class Case(msgspec.Struct, frozen=True):
    label: str
    data: bytes
    # What a load must give: "error" (SaveFileError), "prefix" (loads, keeping the
    # log the first `keep` frames add up to), or "any" (either, as long as it is clean).
    expect: str = "any"
    keep: int = -1


def layout(data: bytes) -> Layout:
    return Layout(framing.header_end(data), tuple(Frame(f.start, f.end, f.kind) for f in framing.frames(data)))


def _played(data: bytes, lay: Layout, upto: int) -> int:
    """The frames that end at or before `upto`: a load keeps the log they add up to."""
    return sum(1 for f in lay.frames if f.end <= upto)


def _header(data: bytes, lay: Layout) -> dict:
    return msgspec.msgpack.decode(data[HEADER_OFFSET : lay.header_end])


def _with_header(data: bytes, lay: Layout, header: Any) -> bytes:
    """Another header, the frames re-chained to it (as an editor with the format in hand would)."""
    body = msgspec.msgpack.encode(header)
    head = MAGIC + _PREFIX.pack(FORMAT_VERSION, len(body), zlib.crc32(body)) + body
    return framing.rebuild(head, framing.items(data))


def _payload(data: bytes, f: Frame) -> Any:
    return framing.payload(data, framing.Frame(f.start, f.end, f.kind))


def _reframe(data: bytes, f: Frame, payload: bytes, kind: int | None = None) -> bytes:
    """Frame `f` replaced by `payload` (encoded), every frame re-chained with fresh checksums."""
    items = framing.items(data)
    at = [g.start for g in layout(data).frames].index(f.start)
    items[at] = (f.kind if kind is None else kind, payload)
    return framing.rebuild(data[: framing.header_end(data)], items)


# -- wrong values inside a structure ---------------------------------------------------

ODD_VALUES: tuple[Any, ...] = (
    None, True, -1, 0, 2**63 - 1, -(2**63), 1.5, float("nan"), "", "x" * 5000, "\x00\ud7ff\u202e",
    b"\xff\x00", [], {}, [None], {"type": "NoSuchThing"}, {"": 1}, [[[[[]]]]],
)


def _paths(raw: Any, prefix: tuple = ()) -> Iterator[tuple]:
    yield prefix
    if isinstance(raw, dict):
        for k, v in raw.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(raw, list):
        for i, v in enumerate(raw):
            yield from _paths(v, (*prefix, i))


def _replace(raw: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(raw, dict):
        return {k: (_replace(v, rest, value) if k == head else v) for k, v in raw.items()}
    return [(_replace(v, rest, value) if i == head else v) for i, v in enumerate(raw)]


def _drop_key(raw: Any, path: tuple) -> Any:
    *parent, key = path
    node = raw
    for step in parent:
        node = node[step]
    if isinstance(node, dict):
        del node[key]
    else:
        del node[key]
    return raw


def mutate(raw: Any, rng: random.Random) -> tuple[str, Any]:
    """One wrong-type (or wrong-value) change somewhere inside a decoded frame."""
    paths = list(_paths(raw))
    path = rng.choice(paths)
    choice = rng.random()
    if choice < 0.15 and path:
        return f"drop {path}", _drop_key(msgspec.msgpack.decode(msgspec.msgpack.encode(raw)), path)
    if choice < 0.25 and isinstance(raw, dict):
        return "unknown key", {**raw, "surprise": rng.choice(ODD_VALUES)}
    value = rng.choice(ODD_VALUES)
    return f"{path} = {value!r:.30}", _replace(raw, path, value)


# -- the corpus ----------------------------------------------------------------------------


def truncations(data: bytes, lay: Layout, rng: random.Random, inside_payload: int = 2) -> Iterator[Case]:
    for cut in lay.boundaries:
        if cut < lay.header_end:
            yield Case(f"truncate at header boundary {cut}", data[:cut], "error")
        else:
            yield Case(f"truncate at frame boundary {cut}", data[:cut], "prefix", _played(data, lay, cut))
    for cut in rng.sample(range(1, lay.header_end), min(8, lay.header_end - 1)):
        yield Case(f"truncate inside the header at {cut}", data[:cut], "error")
    for f in lay.frames:
        kept = _played(data, lay, f.start)
        for k in range(1, _HEAD.size + 1):  # inside the frame head, and just after it
            yield Case(f"truncate inside frame at {f.start}+{k}", data[: f.start + k], "prefix", kept)
        for _ in range(inside_payload):
            cut = rng.randrange(f.start + _HEAD.size, f.end)
            yield Case(f"truncate inside payload at {cut}", data[:cut], "prefix", kept)


def bit_flips(data: bytes, rng: random.Random, count: int) -> Iterator[Case]:
    for _ in range(count):
        out = bytearray(data)
        bits = [rng.randrange(len(data) * 8) for _ in range(rng.choice((1, 1, 2, 3)))]
        for bit in bits:
            out[bit // 8] ^= 1 << (bit % 8)
        yield Case(f"flip bits {bits}", bytes(out))


def wrong_magic_and_version(data: bytes, lay: Layout) -> Iterator[Case]:
    for i in range(len(MAGIC)):
        out = bytearray(data)
        out[i] ^= 0x20
        yield Case(f"magic byte {i} changed", bytes(out), "error")
    yield Case("empty file", b"", "error")
    yield Case("only the magic", MAGIC, "error")
    yield Case("a zip file", b"PK\x03\x04" + data[4:], "error")
    yield Case("text", b"hello, this is not a game\n" * 20, "error")
    for version in (0, 1, FORMAT_VERSION + 1, 255, 65535):  # 1: an older layout, read as such
        out = bytearray(data)
        struct.pack_into("<H", out, len(MAGIC), version)
        yield Case(f"format version {version}", bytes(out), "error")


def absurd_lengths(data: bytes, lay: Layout, rng: random.Random, frames: int) -> Iterator[Case]:
    for length in (0, 1, 2**31, 2**32 - 1):
        out = bytearray(data)
        struct.pack_into("<I", out, len(MAGIC) + 2, length)
        yield Case(f"header length {length}", bytes(out), "error")
    picked = rng.sample(lay.frames, min(frames, len(lay.frames)))
    for f in picked:
        real = f.end - f.start - _HEAD.size
        for length in (0, real - 1, real + 1, 2**24, 2**31, 2**32 - 1):
            if length < 0:
                continue
            check = zlib.crc32(struct.pack(">BI", f.kind, length)) & 0xFFFF
            frame_head = _HEAD.pack(0xCF, f.kind, length, check, 0)
            out = data[: f.start] + frame_head + data[f.start + _HEAD.size :]
            # Claiming more than the file holds reads as a torn last frame only
            # when the frame is the last one and the claim is plausible.
            is_last = f is lay.frames[-1]
            if length > real and is_last and length < 2**24:
                yield Case(f"frame at {f.start} claims {length}", out, "prefix", _played(data, lay, f.start))
            else:
                yield Case(f"frame at {f.start} claims {length}", out, "error")
    for kind in (0, 3, 255):
        f = rng.choice(lay.frames)
        yield Case(f"frame kind {kind}", _reframe(data, f, msgspec.msgpack.encode(_payload(data, f)), kind), "error")


def wrong_types(data: bytes, lay: Layout, rng: random.Random, count: int) -> Iterator[Case]:
    for _ in range(count):
        f = rng.choice(lay.frames)
        label, raw = mutate(_payload(data, f), rng)
        yield Case(f"frame at {f.start}: {label}", _reframe(data, f, msgspec.msgpack.encode(raw)))
    for f in rng.sample(lay.frames, min(3, len(lay.frames))):
        yield Case(f"frame at {f.start} holds garbage", _reframe(data, f, b"\xc1"), "error")
        yield Case(f"frame at {f.start} holds a number", _reframe(data, f, msgspec.msgpack.encode(7)), "error")


def wrong_headers(data: bytes, lay: Layout, rng: random.Random, count: int, other_hash: str) -> Iterator[Case]:
    header = _header(data, lay)
    fixed: list[tuple[str, Any, str]] = [
        ("another game's content hash", {**header, "content_hash": other_hash}, "error"),
        ("unknown ruleset", {**header, "ruleset": "chess"}, "error"),
        ("unknown scenario", {**header, "scenario": "atlantis"}, "error"),
        ("scenario path", {**header, "scenario": "../../etc/passwd"}, "error"),
        ("newer schema", {**header, "schema_version": 99}, "error"),
        ("schema 0", {**header, "schema_version": 0}, "error"),
        ("no seats", {**header, "seats": []}, "error"),
        ("one seat", {**header, "seats": header["seats"][:1]}, "error"),
        ("a seat twice", {**header, "seats": header["seats"] + header["seats"][:1]}, "error"),
        ("an unknown city-state", {**header, "seats": [["atlantis", "human", ""], *header["seats"][1:]]}, "error"),
        ("unknown setting", {**header, "settings": {"bogus": True}}, "error"),
        ("a setting of the wrong type", {**header, "settings": {"epic": "yes"}}, "error"),
        ("another seed", {**header, "seed": header["seed"] + 1}, "any"),
        ("header is a list", list(header.values()), "error"),
        ("header is a number", 42, "error"),
    ]
    for label, value, expect in fixed:
        yield Case(label, _with_header(data, lay, value), expect)
    for _ in range(count):
        label, raw = mutate(header, rng)
        yield Case(f"header: {label}", _with_header(data, lay, raw))


def splices(data: bytes, lay: Layout, other: bytes, rng: random.Random) -> Iterator[Case]:
    frames = [data[f.start : f.end] for f in lay.frames]
    head = data[: lay.header_end]
    played = [i for i, f in enumerate(lay.frames) if f.kind == GROUP]
    if len(played) >= 3:
        i = rng.choice(played[1:-1])
        yield Case(f"frame {i} dropped", head + b"".join(frames[:i] + frames[i + 1 :]), "error")
        yield Case(f"frame {i} twice", head + b"".join(frames[: i + 1] + frames[i:]), "error")
        j = i + 1
        swapped = [*frames[:i], frames[j], frames[i], *frames[j + 1:]]
        yield Case(f"frames {i} and {j} swapped", head + b"".join(swapped), "error")
    olay = layout(other)
    yield Case("another game's frames", head + other[olay.header_end :], "any")
    yield Case("another game's header", other[: olay.header_end] + data[lay.header_end :], "any")
    yield Case("a second copy appended", data + data, "error")
    yield Case("zeros appended", data + b"\x00" * 64, "any")
    yield Case("garbage appended", data + bytes(rng.randrange(256) for _ in range(64)), "any")


def damaged(data: bytes, other: bytes, other_hash: str, rng: random.Random, scale: int = 1) -> Iterator[Case]:
    """The corpus for one save; `scale` multiplies the random parts."""
    lay = layout(data)
    yield from truncations(data, lay, rng)
    yield from wrong_magic_and_version(data, lay)
    yield from absurd_lengths(data, lay, rng, frames=3 * scale)
    yield from splices(data, lay, other, rng)
    yield from wrong_headers(data, lay, rng, 10 * scale, other_hash)
    yield from wrong_types(data, lay, rng, 40 * scale)
    yield from bit_flips(data, rng, 40 * scale)


SOURCES: dict[str, Callable[[], bytes]] = {}
