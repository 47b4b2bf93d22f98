"""The rules data a game began with, kept in its save so that later edits to
`scenarios/` never change or refuse a game in progress.

A bundle is the scenario's files as they were when the game was set up (the
very bytes its content hash covers), with the program version that wrote
them, as msgpack compressed with zlib: about 20 KB for the classic scenario.
A save is untrusted, so unpacking bounds the size, accepts only plain
relative `.toml` names, requires the bytes to match the hash the header
names, and sends them through the same checks as a scenario folder
(`content.load_files`).
"""

from __future__ import annotations

import re
import zlib

import msgspec

from hellenica_tui import __version__
from hellenica_tui.games.hellenica.content.archive import archived_files
from hellenica_tui.games.hellenica.content.caching import content_hash
from hellenica_tui.games.hellenica.content.loading import folder_files, load_files, load_scenario, scenario_path
from hellenica_tui.games.hellenica.content.schema import Content, ContentError

# Far beyond any scenario (the classic one is about 110 KB): a bound on what a
# crafted bundle may make us inflate or hold.
MAX_UNPACKED = 4 << 20
MAX_FILES = 64
_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*(/[A-Za-z0-9_][A-Za-z0-9_.-]*)*\.toml")


class Bundle(msgspec.Struct, frozen=True, kw_only=True):
    version: str  # the program version that set the game up
    files: dict[str, bytes]


def pack(scenario: str) -> tuple[Content, bytes]:
    """The installed scenario and its bundle, made from the bytes its hash covers."""
    for _ in range(2):  # an edit between the two reads is met by reading again
        content = load_scenario(scenario)
        folder = scenario_path(scenario)
        files = folder_files(folder)
        position = content.scenario.position
        if position:
            files[position] = (folder / position).read_bytes()
        if content_hash(files) == content.hash:
            bundle = Bundle(version=__version__, files=files)
            return content, zlib.compress(msgspec.msgpack.encode(bundle))
    raise ContentError(scenario, "scenario", "its files changed while they were read; try again")


def pack_archived(scenario: str, wanted: str) -> bytes:
    """The bundle of the earlier version of `scenario` the program keeps by this hash (b"": none)."""
    files = archived_files(scenario, wanted)
    if not files:
        return b""
    return zlib.compress(msgspec.msgpack.encode(Bundle(version=f"earlier than {__version__}", files=files)))


def unpack(scenario: str, expected_hash: str, packed: bytes) -> tuple[Content, str]:
    """The content a bundle holds, checked, and the program version that packed it.

    Raises ContentError saying what is wrong with a damaged or crafted bundle.
    """
    inflate = zlib.decompressobj()
    try:
        data = inflate.decompress(packed, MAX_UNPACKED)
    except zlib.error as exc:
        raise ContentError("save", "rules data", f"damaged ({exc})") from None
    if inflate.unconsumed_tail or not inflate.eof:
        raise ContentError("save", "rules data", f"damaged or larger than {MAX_UNPACKED >> 20} MiB")
    try:
        bundle = msgspec.msgpack.decode(data, type=Bundle)
    except msgspec.MsgspecError as exc:
        raise ContentError("save", "rules data", f"unreadable ({exc})") from None
    if len(bundle.files) > MAX_FILES:
        raise ContentError("save", "rules data", f"{len(bundle.files)} files, more than a scenario has")
    for name in bundle.files:
        if not _NAME.fullmatch(name) or ".." in name.split("/"):
            raise ContentError("save", "rules data", f"a file named {name[:60]!r}")
    if content_hash(bundle.files) != expected_hash:
        raise ContentError("save", "rules data", "its files do not match the content hash the save names")
    version = "".join(c for c in bundle.version[:40] if c.isprintable())
    return load_files(scenario, dict(bundle.files)), version or "unknown"
