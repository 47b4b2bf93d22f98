"""Reading a scenario: its folder, its TOML files, decoded into `schema`'s Structs.

`load_scenario` reads a scenario folder into one `Content`; `load_files` does
the same for rules data kept in a save (see `bundle`). Both go through
`check_files`, which decodes every file, indexes the tables by id and runs
`validation`; any problem raises `ContentError` naming the file, the item and
what is wrong. What was read is kept (`caching`) until a file changes.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import msgspec

from hellenica_tui.games.hellenica.content import caching
from hellenica_tui.games.hellenica.content.schema import SCENARIO_FILES, Area, Content, ContentError, MapData, Scenario
from hellenica_tui.games.kit.scenarios import game_scenarios

# Decoding and checking the files (`check_files`) is imported where it runs: a start
# whose scenario is in the checked-content cache never needs it.


def scenarios_dir() -> Path:
    """The folder holding one sub-folder per scenario of Hellenica (games/kit/scenarios.py)."""
    return game_scenarios("hellenica")


def scenario_path(name_or_path: str) -> Path:
    """A scenario id (a folder under `scenarios_dir()`) or a folder path, resolved."""
    if os.sep in name_or_path or "/" in name_or_path or name_or_path in (".", ".."):
        return Path(name_or_path).resolve()
    return (scenarios_dir() / name_or_path).resolve()


def load_scenario(name_or_path: str = "classic") -> Content:
    """Read, check and index a scenario; kept until one of its files changes."""
    folder = scenario_path(name_or_path)
    if not folder.is_dir():
        raise ContentError(str(name_or_path), "scenario", "no such scenario folder")
    now = caching.stamp(folder)
    content = caching.loaded(folder, now)
    if content is None:
        content = _load(folder)
        caching.keep_loaded(folder, now, content)
    return content


def _load(folder: Path) -> Content:
    raw = folder_files(folder)
    entry = caching.checked_cache_file(str(folder), raw)
    if entry is not None:
        content = caching.cached_content(entry, folder, raw)
        if content is not None:
            return content
    content = _check(folder, raw)
    if entry is not None:
        caching.store_content(entry, content, raw)
    return content


def folder_files(folder: Path) -> dict[str, bytes]:
    """The bytes of a scenario folder's own files (not its position file), by name."""
    return {path.name: path.read_bytes() for path in folder.glob("*.toml")}


def load_files(name: str, raw: dict[str, bytes]) -> Content:
    """`check_files` through the checked-content cache: rules data kept in a save,
    checked once per set of bytes like a folder's."""
    entry = caching.checked_cache_file(f"kept:{name}", raw)
    if entry is not None:
        content = caching.cached_content(entry, None, raw)
        if content is not None and content.scenario.id == name:
            return content
    content = check_files(name, raw)
    if entry is not None:
        caching.store_content(entry, content, raw)
    return content


def _check(folder: Path, raw: dict[str, bytes]) -> Content:
    """Decode, check and index the scenario's files (`raw` gains the position file)."""
    from hellenica_tui.games.hellenica.content.decoding import decode

    position = decode("scenario.toml", raw["scenario.toml"], Scenario).position if "scenario.toml" in raw else ""
    if position:
        # a path inside the scenario folder; its bytes count in the content hash
        position_file = (folder / position).resolve()
        if not position_file.is_file() or folder.resolve() not in position_file.parents:
            raise ContentError("scenario.toml", "position", f"no file {position!r} in the scenario")
        raw[position] = position_file.read_bytes()
    return check_files(folder.name, raw, str(folder))


def check_files(name: str, raw: dict[str, bytes], directory: str = "") -> Content:
    """Decode, check and index the files of scenario `name`, given as bytes by file name.

    The loader hands over a folder's files; rules data kept in a save (see
    `content_bundle`) comes here too, so it passes every check a folder does.
    `raw` holds the position file, if scenario.toml names one.
    """
    from hellenica_tui.games.hellenica.content.decoding import decode
    from hellenica_tui.games.hellenica.content.validation import validate
    from hellenica_tui.games.hellenica.positions.schema import read_position

    decoded: dict[str, Any] = {}
    for file, kind in SCENARIO_FILES.items():
        if file not in raw:
            raise ContentError(file, "file", f"missing from scenario {name!r}")
        decoded[file] = decode(file, raw[file], kind)
    scenario: Scenario = decoded["scenario.toml"]
    if scenario.position and scenario.position not in raw:
        raise ContentError("scenario.toml", "position", f"no file {scenario.position!r} in the scenario")
    if scenario.id != name:
        raise ContentError("scenario.toml", "id", f"{scenario.id!r} differs from the scenario's name {name!r}")
    mapdata: MapData = decoded["map.toml"]
    deities = _index("deities.toml", "deity", decoded["deities.toml"].deities)
    content = Content(
        scenario=scenario,
        map=mapdata,
        areas=_index("map.toml", "tile" if mapdata.tiles else "area", _areas(mapdata)),
        city_states=_index("map.toml", "city-state", mapdata.city_states),
        units=_index("units.toml", "unit", decoded["units.toml"].units),
        upgrades=_index("upgrades.toml", "upgrade", decoded["upgrades.toml"].upgrades),
        dice=_index("dice.toml", "die", decoded["dice.toml"].dice),
        deities=deities,
        invocations=_index(
            "deities.toml", "invocation", [inv for deity in deities.values() for inv in deity.invocations]
        ),
        advancements=_index("advancements.toml", "advancement", decoded["advancements.toml"].advancements),
        governments=_index("governments.toml", "government", decoded["governments.toml"].governments),
        objectives=_index("objectives.toml", "objective", decoded["objectives.toml"].objectives),
        world_events=decoded["world_events.toml"].world_events,
        ai_cards=decoded["ai_cards.toml"].ai_cards,
        ai_bonus=decoded["ai_cards.toml"].ai_bonus,
        creatures=_index("creatures.toml", "creature", decoded["creatures.toml"].creatures),
        hash=caching.content_hash(raw),
        directory=directory,
    )
    _index("world_events.toml", "world event", content.world_events)
    _index("ai_cards.toml", "AI card", content.ai_cards)
    _index("ai_cards.toml", "AI bonus", content.ai_bonus)
    validate(content)
    if scenario.position:
        position = read_position(content, scenario.position, raw[scenario.position])
        content = msgspec.structs.replace(content, position=position)
    return content


def _areas(mapdata: MapData) -> list[Area]:
    """The map's areas: as written, or made by the printed arrangement of its tiles."""
    if not mapdata.tiles and not mapdata.locations:
        return mapdata.areas
    from hellenica_tui.games.hellenica.content.map_checks import check_tiles
    from hellenica_tui.games.hellenica.content.tiling import arranged_areas, printed

    check_tiles(mapdata)
    return arranged_areas(mapdata, printed(mapdata))


def _index(file: str, label: str, items: list[Any]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for entry in items:
        if entry.id in found:
            raise ContentError(file, f"{label} {entry.id!r}", "duplicate id")
        found[entry.id] = entry
    return found
