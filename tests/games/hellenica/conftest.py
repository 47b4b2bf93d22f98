"""Fixtures for content tests: a writable copy of the classic scenario."""

from __future__ import annotations

import shutil
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hellenica_tui.games.hellenica.content.loading import scenarios_dir

AREA_MAP = Path(__file__).parent / "data" / "classic_map_areas.toml"


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {value!r} as TOML")


def _key(key: str) -> str:
    return key if key.replace("_", "").isalnum() else _value(key)


def dump_toml(data: dict[str, Any]) -> str:
    """Enough TOML for scenario files: scalars, tables and arrays of tables."""
    lines = [f"{_key(k)} = {_value(v)}" for k, v in data.items() if not _is_table(v) and not _is_tables(v)]
    for key, value in data.items():
        if _is_table(value):
            lines += ["", f"[{key}]"] + [f"{_key(k)} = {_value(v)}" for k, v in value.items()]
        elif _is_tables(value):
            for entry in value:
                lines += ["", f"[[{key}]]"] + [f"{_key(k)} = {_value(v)}" for k, v in entry.items()]
    return "\n".join(lines) + "\n"


def _is_table(value: Any) -> bool:
    return isinstance(value, dict)


def _is_tables(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


class ScenarioCopy:
    """A copy of the classic scenario in a temporary folder, edited through dicts."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @property
    def path(self) -> str:
        return str(self.folder)

    def read(self, file: str) -> dict[str, Any]:
        return tomllib.loads((self.folder / file).read_text())

    def write(self, file: str, data: dict[str, Any]) -> None:
        (self.folder / file).write_text(dump_toml(data))

    def edit_tile(self, tile_id: str, **fields: Any) -> None:
        def change(data: dict[str, Any]) -> None:
            tile = next(t for t in data["tiles"] if t["id"] == tile_id)
            for key, value in fields.items():
                if value is None:
                    tile.pop(key, None)
                else:
                    tile[key] = value

        self.edit("map.toml", change)

    def edit_location(self, tile_id: str, **fields: Any) -> None:
        """Edit the location the printed map puts `tile_id` on."""

        def change(data: dict[str, Any]) -> None:
            location = next(loc for loc in data["locations"] if loc.get("tile") == tile_id)
            for key, value in fields.items():
                if value is None:
                    location.pop(key, None)
                else:
                    location[key] = value

        self.edit("map.toml", change)

    def edit(self, file: str, change: Callable[[dict[str, Any]], None]) -> None:
        data = self.read(file)
        change(data)
        self.write(file, data)

    def use_area_map(self) -> None:
        """Write the map in its older form, one [[areas]] entry per area (saves keep it)."""
        if "areas" not in self.read("map.toml"):
            shutil.copy(AREA_MAP, self.folder / "map.toml")

    def edit_area(self, area_id: str, **fields: Any) -> None:
        """Edit one area of the map in its older form (see `use_area_map`)."""
        self.use_area_map()

        def change(data: dict[str, Any]) -> None:
            area = next(a for a in data["areas"] if a["id"] == area_id)
            for key, value in fields.items():
                if value is None:
                    area.pop(key, None)
                else:
                    area[key] = value

        self.edit("map.toml", change)


@pytest.fixture
def classic_copy(tmp_path: Path) -> ScenarioCopy:
    folder = tmp_path / "hellenica" / "classic"  # under a root laid out as scenarios/ is
    shutil.copytree(scenarios_dir() / "classic", folder)
    return ScenarioCopy(folder)
