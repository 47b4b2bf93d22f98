"""What loading a scenario keeps so that it is not done twice.

Three stores, from the nearest to the farthest:

- in the process, each scenario folder read, until one of its files changes
  (`loaded`, `keep_loaded`);
- in the user's cache, a scenario that passed every check, pickled
  (`cached_content`, `store_content`);
- in the user's cache, the TOML tree of each file's bytes (`cached_tree`,
  `store_tree`): parsing TOML is most of what a headless command spends
  starting up, and the tree holds only parser output, so every check still
  runs on it.

`content_hash` names a scenario's bytes; saves carry it, and every cached
entry must still match it.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import msgspec

from hellenica_tui.engine.usercache import cache_base, store
from hellenica_tui.games.hellenica.content.schema import Content


def content_hash(files: dict[str, bytes]) -> str:
    """sha256 over every file, by name, with line endings made canonical."""
    digest = hashlib.sha256()
    for name in sorted(files):
        data = files[name].replace(b"\r\n", b"\n")
        digest.update(name.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
    return digest.hexdigest()


# -- in the process -------------------------------------------------------------

Stamp = tuple[tuple[str, int, int], ...]
_LOADED: dict[Path, tuple[Stamp, Content]] = {}


def stamp(folder: Path) -> Stamp:
    """Every .toml file under the folder with its time and size (scandir: a start asks several times)."""
    stats = []
    folders = [str(folder)]
    while folders:
        with os.scandir(folders.pop()) as items:
            for item in items:
                if item.is_dir():
                    folders.append(item.path)
                elif item.name.endswith(".toml"):
                    st = item.stat()
                    stats.append((item.path, st.st_mtime_ns, st.st_size))
    return tuple(sorted(stats))


def loaded(folder: Path, now: Stamp) -> Content | None:
    """The content read from `folder` in this process, if its files are as they were."""
    kept = _LOADED.get(folder)
    return kept[1] if kept is not None and kept[0] == now else None


def keep_loaded(folder: Path, now: Stamp, content: Content) -> None:
    _LOADED[folder] = (now, content)


def forget_loaded() -> None:
    """Read every folder again on its next load (the benchmarks time a cold load)."""
    _LOADED.clear()


# -- the checked-content cache --------------------------------------------------
#
# A scenario that passed every check is kept, pickled, in the user's cache under a
# key made of the bytes of every file in the scenario folder, the folder, the
# program's version and the rules' source files (size and time, as for byte-code),
# so an edit to any of them checks again. The entry also names the position file (if
# any) with the hash of its bytes, which must still match. A damaged or foreign
# entry is ignored: the scenario is read and checked again, then stored anew.

_RULES = Path(__file__).parents[1]  # every rules module may take part in checking a scenario


def checked_cache_file(where: str, raw: dict[str, bytes]) -> Path | None:
    base = cache_base()
    if base is None:
        return None
    from hellenica_tui import __version__

    digest = hashlib.sha256(f"{__version__}\0{where}\0".encode())
    try:
        # the rules' sources as Python's byte-code cache sees them: name, size, time
        for name, st in _rule_sources():
            digest.update(f"{name}\0{st.st_size}\0{st.st_mtime_ns}\0".encode())
    except OSError:
        return None  # the program's sources are not readable: no cache
    for name in sorted(raw):
        digest.update(name.encode() + b"\0" + hashlib.sha256(raw[name]).digest())
    return base / "checked" / (digest.hexdigest() + ".pickle")


def _rule_sources() -> list[tuple[str, os.stat_result]]:
    """Every rules source file (its path under the rules' folder, with / between the parts)
    and its status, in the order of their paths' parts (as sorted Paths come)."""
    found: list[tuple[str, os.stat_result]] = []
    folders = [("", str(_RULES))]
    while folders:
        under, folder = folders.pop()
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.is_dir():
                    folders.append((f"{under}{entry.name}/", entry.path))
                elif entry.name.endswith(".py"):
                    found.append((under + entry.name, entry.stat()))
    return sorted(found, key=lambda source: source[0].split("/"))


def cached_content(entry: Path, folder: Path | None, raw: dict[str, bytes]) -> Content | None:
    """The entry's content if it still matches; `folder` None: `raw` holds every file already."""
    import pickle  # the user's own cache, written by this program

    try:
        content, position_file, position_digest = pickle.loads(entry.read_bytes())
    except Exception:  # any damage (truncation, garbage, a class gone) means "read again"
        return None
    if not isinstance(content, Content) or content.directory != (str(folder) if folder else ""):
        return None
    if position_file:
        try:
            data = raw[position_file] if folder is None else (folder / position_file).read_bytes()
        except (OSError, KeyError):
            return None
        if hashlib.sha256(data).hexdigest() != position_digest:
            return None
        raw[position_file] = data
    if content.hash != content_hash(raw):
        return None
    return content


def store_content(entry: Path, content: Content, raw: dict[str, bytes]) -> None:
    import pickle

    position_file = content.scenario.position
    digest = hashlib.sha256(raw[position_file]).hexdigest() if position_file else ""
    try:
        data = pickle.dumps((content, position_file, digest), protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return  # a value pickle cannot hold: no cache
    store(entry, data)


# -- the TOML tree cache ----------------------------------------------------------


def _tree_cache_file(data: bytes) -> Path | None:
    base = cache_base()
    return None if base is None else base / "toml" / (hashlib.sha256(data).hexdigest() + ".msgpack")


def cached_tree(data: bytes) -> Any | None:
    """The TOML tree kept for these bytes; None when missing, damaged or off."""
    cached = _tree_cache_file(data)
    if cached is not None:
        try:
            return msgspec.msgpack.decode(cached.read_bytes())
        except (OSError, msgspec.DecodeError):
            pass  # missing or damaged: parse again
    return None


def store_tree(data: bytes, tree: Any) -> None:
    cached = _tree_cache_file(data)
    if cached is None:
        return
    try:
        data = msgspec.msgpack.encode(tree)
    except TypeError:
        return  # a value msgpack cannot hold: no cache
    store(cached, data)
