"""Reading a war scenario folder into one checked `Content`.

Every file is decoded into its typed Struct, then `validation` checks what
types cannot say (every hex known, cities on land, tables complete); the
first fault raises `ContentError`, one line naming file, item and fault.
"""

from __future__ import annotations

import hashlib
import os
import tomllib
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import msgspec

from hellenica_tui.games.kit.rule_pages import RulePage, read_pages
from hellenica_tui.games.kit.scenarios import game_scenarios
from hellenica_tui.games.war import hexes
from hellenica_tui.games.war.content.schema import (
    CardsFile,
    Content,
    ContentError,
    LeadersFile,
    MapFile,
    ScenarioFile,
    SkillsFile,
    Space,
    TerrainFile,
    TraitsFile,
    UnitsFile,
)
from hellenica_tui.games.war.content.validation import check_map, check_tables

FILES = ("scenario", "terrain", "units", "skills", "traits", "cards", "map", "leaders")
T = TypeVar("T")


def scenarios_root() -> Path:
    """Where the war scenarios live (games/kit/scenarios.py)."""
    return game_scenarios("war")


def scenario_folder(name_or_path: str) -> Path:
    if "/" in name_or_path or os.sep in name_or_path:
        return Path(name_or_path)
    return scenarios_root() / name_or_path


def read_files(folder: Path) -> dict[str, bytes]:
    if not folder.is_dir():
        raise ContentError(str(folder.name), "", "no such war scenario")
    raw = {}
    for name in FILES:
        path = folder / f"{name}.toml"
        if not path.is_file():
            raise ContentError(f"{name}.toml", "", "the file is missing")
        raw[name] = path.read_bytes()
    return raw


def load_scenario(name_or_path: str = "aegean") -> Content:
    """The scenario `name_or_path`, read and checked (kept while its files stay the same)."""
    folder = scenario_folder(name_or_path)
    raw = read_files(folder)
    return _build(folder.name, _hash(raw), tuple(sorted(raw.items())))


def pack(name_or_path: str = "aegean") -> tuple[Content, bytes]:
    """The installed scenario and its files packed, for a save to keep."""
    folder = scenario_folder(name_or_path)
    raw = read_files(folder)
    return _build(folder.name, _hash(raw), tuple(sorted(raw.items()))), msgspec.msgpack.encode(raw)


def unpack(scenario: str, content_hash: str, packed: bytes) -> Content:
    """A scenario's files kept in a save, checked against their hash and loaded."""
    try:
        raw = msgspec.msgpack.decode(packed, type=dict[str, bytes])
    except msgspec.DecodeError as exc:
        raise ContentError("save", "", f"the rules data kept in it cannot be read: {exc}") from None
    if sorted(raw) != sorted(FILES) or _hash(raw) != content_hash:
        raise ContentError("save", "", "the rules data kept in it does not match its hash")
    return _build(scenario, content_hash, tuple(sorted(raw.items())))


def rule_pages(name_or_path: str = "aegean") -> dict[str, RulePage]:
    """The scenario's rules pages (`rules/<topic>.md`, games/kit/rule_pages.py), by topic."""
    return {p.id: p for p in read_pages(scenario_folder(name_or_path) / "rules")}


def _hash(raw: dict[str, bytes]) -> str:
    digest = hashlib.blake2b(digest_size=16)
    for name in sorted(raw):
        digest.update(name.encode() + b"\0" + raw[name] + b"\0")
    return digest.hexdigest()


@cache
def _build(scenario: str, content_hash: str, files: tuple[tuple[str, bytes], ...]) -> Content:
    raw = dict(files)
    meta = _decode(raw, "scenario", ScenarioFile)
    terrain = _decode(raw, "terrain", TerrainFile).terrain
    units = _decode(raw, "units", UnitsFile).unit
    skills = _decode(raw, "skills", SkillsFile)
    traits = _decode(raw, "traits", TraitsFile).trait
    cards = _decode(raw, "cards", CardsFile).card
    board = _decode(raw, "map", MapFile)
    leaders = _decode(raw, "leaders", LeadersFile).names
    check_tables(meta, terrain, units, skills, traits, cards, leaders)
    by_symbol = {t.symbol: t for t in terrain}
    check_map(board, by_symbol)
    return Content(
        scenario=scenario,
        hash=content_hash,
        title=meta.title,
        players_min=meta.players_min,
        players_max=meta.players_max,
        turns=meta.turns,
        terrain={t.id: t for t in terrain},
        units={u.id: u for u in units},
        skills=skills.skill,
        skill_count=skills.skill_count,
        traits={t.roll: t for t in traits},
        cards={c.id: c for c in cards},
        cities={c.id: c for c in board.city},
        spaces=_spaces(board, by_symbol),
        leader_names=leaders,
    )


def _spaces(board: MapFile, by_symbol: dict[str, Any]) -> dict[str, Space]:
    city_at = {c.space.upper(): c.id for c in board.city}
    grid = {hexes.label(col, row): ch for row, line in enumerate(board.rows) for col, ch in enumerate(line)}
    out = {}
    for space, symbol in grid.items():
        near = tuple(n for n in hexes.neighbour_labels(space) if n in grid)
        water = by_symbol[symbol].water
        coastal = not water and any(by_symbol[grid[n]].water for n in near)
        out[space] = Space(
            id=space, terrain=by_symbol[symbol].id, neighbours=near, coastal=coastal, city=city_at.get(space, "")
        )
    return out


def _decode(raw: dict[str, bytes], name: str, kind: type[T]) -> T:
    file = f"{name}.toml"
    try:
        data = tomllib.loads(raw[name].decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ContentError(file, "", f"not valid TOML: {exc}") from None
    try:
        return msgspec.convert(data, kind)
    except msgspec.ValidationError as exc:
        raise ContentError(file, "", str(exc)) from None
