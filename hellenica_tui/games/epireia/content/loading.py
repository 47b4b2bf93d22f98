"""Reading an Epireia scenario folder into one checked, indexed `Content`.

Each TOML file decodes into its schema Struct; then `validation` checks what a
schema cannot (ids unique, references that exist, counts that fit the boards).
Any fault raises `ContentError`, one line naming the file, the item and what is
wrong. A scenario read is kept, keyed by its folder and its files' bytes."""

from __future__ import annotations

import hashlib
import os
import tomllib
from functools import cache
from pathlib import Path
from typing import TypeVar

import msgspec

from hellenica_tui.games.epireia.content import schema as s
from hellenica_tui.games.epireia.content.tables import Content, index
from hellenica_tui.games.epireia.content.validation import validate
from hellenica_tui.games.kit.scenarios import game_scenarios

T = TypeVar("T")

FILES: dict[str, type[msgspec.Struct]] = {
    "scenario.toml": s.Rules,
    "cities.toml": s.CitiesFile,
    "figures.toml": s.FiguresFile,
    "administrators.toml": s.AdministratorsFile,
    "buildings.toml": s.BuildingsFile,
    "tokens.toml": s.TokensFile,
    "battlefield.toml": s.BattlefieldFile,
    "map.toml": s.MapFile,
    "acts.toml": s.ActsFile,
    "solo.toml": s.SoloFile,
    "augurs.toml": s.AugursFile,
}


def scenarios_dir() -> Path:
    """The folder of Epireia's scenarios (games/kit/scenarios.py)."""
    return game_scenarios("epireia")


def scenario_folder(name_or_path: str) -> Path:
    """A scenario id (a folder under `scenarios_dir()`) or a folder path."""
    if "/" in name_or_path or os.sep in name_or_path:
        return Path(name_or_path).resolve()
    return scenarios_dir() / name_or_path


def read_files(folder: Path) -> dict[str, bytes]:
    if not folder.is_dir():
        raise s.ContentError(str(folder.name), "scenario", "no such scenario folder")
    out: dict[str, bytes] = {}
    for name in FILES:
        path = folder / name
        if not path.is_file():
            raise s.ContentError(name, "file", "missing from the scenario folder")
        out[name] = path.read_bytes()
    return out


def content_hash(raw: dict[str, bytes]) -> str:
    digest = hashlib.blake2b(digest_size=16)
    for name in sorted(raw):
        digest.update(name.encode() + b"\0" + raw[name] + b"\0")
    return digest.hexdigest()


def load_scenario(name_or_path: str) -> Content:
    """Read and check a scenario (kept while its files stay the same)."""
    folder = scenario_folder(name_or_path)
    raw = read_files(folder)
    return _checked(str(folder), tuple(sorted(raw.items())))


@cache
def _checked(folder: str, raw: tuple[tuple[str, bytes], ...]) -> Content:
    return load_files(dict(raw))


def load_files(raw: dict[str, bytes]) -> Content:
    """Decode and check a scenario's files, given as bytes by file name."""
    decoded = {name: _decode(name, raw.get(name), kind) for name, kind in FILES.items()}
    content = index(decoded, content_hash(raw))
    validate(content)
    return content


def _decode(name: str, data: bytes | None, kind: type[T]) -> T:
    if data is None:
        raise s.ContentError(name, "file", "missing from the scenario folder")
    try:
        table = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise s.ContentError(name, "file", f"not valid TOML: {exc}") from None
    try:
        return msgspec.convert(table, kind)
    except msgspec.ValidationError as exc:
        raise s.ContentError(name, "item", str(exc)) from None
