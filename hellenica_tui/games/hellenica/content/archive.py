"""Earlier versions of a scenario's rules data, kept by their content hash.

A save written before saves kept their rules data (save format 1) names only
the hash of the data its game began with. When the installed scenario
changes, that data is found here: `scenarios/hellenica/archive/<scenario>/<hash>/`
holds the scenario's files as they were (the very bytes the hash covers), so
such a game still loads, verifies and plays on as it began. A folder whose
files do not match its name is ignored.
"""

from __future__ import annotations

import re
from pathlib import Path

from hellenica_tui.games.hellenica.content.caching import content_hash
from hellenica_tui.games.hellenica.content.decoding import decode
from hellenica_tui.games.hellenica.content.loading import folder_files, load_files, scenarios_dir
from hellenica_tui.games.hellenica.content.schema import Content, Scenario

ARCHIVE = "archive"  # the folder beside the scenarios (it is no scenario: FACTS.scenarios lists those)
_HASH = re.compile(r"[0-9a-f]{64}")
_FOUND: dict[tuple[str, str], Content] = {}


def archive_folder(scenario: str, wanted: str) -> Path | None:
    """Where the archive would keep this version of `scenario` (None: not a plain hash or name)."""
    if not _HASH.fullmatch(wanted) or not re.fullmatch(r"[a-z0-9_-]+", scenario):
        return None
    return scenarios_dir() / ARCHIVE / scenario / wanted


def archived_files(scenario: str, wanted: str) -> dict[str, bytes]:
    """The bytes of the archived version of `scenario` with this hash, by file name ({}: none)."""
    folder = archive_folder(scenario, wanted)
    if folder is None or not folder.is_dir():
        return {}
    files = folder_files(folder)
    position = decode("scenario.toml", files["scenario.toml"], Scenario).position if "scenario.toml" in files else ""
    if position:  # the position file the scenario names, kept as it lay
        path = (folder / position).resolve()
        if folder.resolve() not in path.parents or not path.is_file():
            return {}
        files[position] = path.read_bytes()
    return files if content_hash(files) == wanted else {}


def archived(scenario: str, wanted: str) -> Content | None:
    """The archived content of `scenario` with this hash, checked as a scenario folder is."""
    key = (scenario, wanted)
    if key not in _FOUND:
        files = archived_files(scenario, wanted)
        if not files:
            return None
        _FOUND[key] = load_files(scenario, files)
    return _FOUND[key]
