"""The rules data a game began with, kept in its save, so that later edits to
`scenarios/epireia/` never change or refuse a game in progress.

A bundle is the scenario's files as they were (the bytes its content hash
covers) with the program version that wrote them, as zlib-compressed msgpack.
A save is untrusted: unpacking bounds the size, takes only the file names a
scenario has, requires the bytes to match the hash the save names, and sends
them through the same checks as a scenario folder."""

from __future__ import annotations

import zlib

import msgspec

from hellenica_tui import __version__
from hellenica_tui.games.epireia.content.loading import FILES, content_hash, load_files, read_files, scenario_folder
from hellenica_tui.games.epireia.content.schema import ContentError
from hellenica_tui.games.epireia.content.tables import Content

MAX_UNPACKED = 2 << 20  # far beyond a scenario (about 30 KB)


class Bundle(msgspec.Struct, frozen=True, kw_only=True):
    version: str
    files: dict[str, bytes]


def pack(scenario: str) -> tuple[Content, bytes]:
    """The installed scenario, checked, and its bundle."""
    files = read_files(scenario_folder(scenario))
    content = load_files(files)
    return content, zlib.compress(msgspec.msgpack.encode(Bundle(version=__version__, files=files)))


def unpack(expected_hash: str, packed: bytes) -> tuple[Content, str]:
    """The content a bundle holds, checked, and the program version that packed it."""
    inflate = zlib.decompressobj()
    try:
        data = inflate.decompress(packed, MAX_UNPACKED)
        bundle = msgspec.msgpack.decode(data, type=Bundle)
    except (zlib.error, msgspec.DecodeError) as exc:
        raise ContentError("save", "rules data", f"unreadable: {exc}") from None
    if inflate.unconsumed_tail:
        raise ContentError("save", "rules data", "larger than any scenario")
    if set(bundle.files) != set(FILES):
        raise ContentError("save", "rules data", "not the files of an Epireia scenario")
    if content_hash(bundle.files) != expected_hash:
        raise ContentError("save", "rules data", "its files do not match the hash the save names")
    return load_files(bundle.files), bundle.version
