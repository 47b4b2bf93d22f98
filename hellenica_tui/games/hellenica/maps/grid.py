"""The placement rules' view of a scenario's grid and tiles, made once per scenario."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.mechanics.placement import Grid

_GRIDS: dict[str, Grid] = {}


def grid_of(content: Content) -> Grid:
    """The grid of `content`'s map; an arranged content shares its scenario's grid."""
    key = content.hash.partition("/")[0]
    grid = _GRIDS.get(key)
    if grid is None:
        grid = _GRIDS[key] = Grid(content.map)
    return grid


def needed_tiles(content: Content, pathos: list[str]) -> tuple[str, ...]:
    """Mt. Olympus and Delphi when a public objective names them: a random map keeps them in play."""
    named = {area for objective in pathos for area in content.objectives[objective].map_areas}
    return tuple(t.id for t in content.map.tiles if t.kind in ("olympos", "delphi") and t.id in named)
