"""The program's folder in the user's cache: what a start keeps so that the next one
need not do it again (checked scenarios, parsed TOML, parsed styles). Everything
there may be deleted at any time; a damaged entry is ignored and made again."""

from __future__ import annotations

import os
from pathlib import Path


def cache_base() -> Path | None:
    """The program's folder in the user's cache; None when caching is off."""
    if os.environ.get("HELLENICA_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    if not os.path.isabs(base):
        return None
    return Path(base) / "hellenica"


def store(entry: Path, data: bytes) -> None:
    """Keep `data` at `entry`, whole or not at all (readers never see half a file); a
    read-only home keeps nothing."""
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        temp = entry.with_suffix(f".{os.getpid()}.tmp")
        temp.write_bytes(data)
        os.replace(temp, entry)
    except OSError:
        pass
