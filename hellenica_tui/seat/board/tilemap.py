"""The map while it is being built: the tiles placed so far, every empty location
of the grid, and the tile being placed where the cursor is.

Every location of the grid gets a cell, so the cursor can reach the empty ones
and the map keeps one shape (one layout) until the next tile is placed. An empty
location is a cell marked `empty`, named by its hex (the `place` command names it
so). The tile being placed is drawn on its location as if placed, a preview of
the board (`previews`: its cell id -> its turn): its mountain sides show as any placed tile's do, and
the cell keeps the empty location's id so the layout does not change as the tile
moves or turns. Cells equal to those of the model before are kept, so the screen
redraws only what a placement changed.

No Textual here: the map widget draws the model this returns.
"""

from __future__ import annotations

import msgspec

from hellenica_tui.games.hellenica.content.schema import Area, Content, Mine
from hellenica_tui.games.hellenica.content.tiling import Placement, arranged_areas
from hellenica_tui.games.hellenica.maps.state import MapLayout
from hellenica_tui.seat.board.mapmodel import MapModel


def empty_id(hex: tuple[int, int]) -> str:
    """The id of the cell of an empty location (never an area's: areas have no digits)."""
    return f"empty_{hex[0]}_{hex[1]}"


def tile_name(content: Content, tile: str) -> str:
    return next((t.name for t in content.map.tiles if t.id == tile), tile)


def building_model(
    base: Content,
    layout: MapLayout,
    ghost: tuple[int, str, int] | None = None,
) -> MapModel:
    """The map of `layout` (a map being built on the scenario `base`), with the tile
    `ghost` = (location, tile, turn) drawn where it would lie."""
    mapdata = base.map
    placements = [Placement(p.location, p.tile, p.rotation) for p in layout.placed]
    taken = {p.location for p in placements}
    if ghost is not None and ghost[0] not in taken:
        placements.append(Placement(*ghost))
    else:
        ghost = None
    holes = [i for i in range(len(mapdata.locations)) if i not in taken and (ghost is None or i != ghost[0])]
    areas = arranged_areas(mapdata, placements, holes)
    renamed = {a.id: empty_id(a.hex) for a in areas if a.hex in {mapdata.locations[i].hex for i in holes}}
    if ghost is not None:
        renamed[ghost[1]] = empty_id(mapdata.locations[ghost[0]].hex)
    areas = [_renamed(area, renamed) for area in areas]
    # The shape (which id lies on which hex) is the same for every ghost of one layout.
    content = msgspec.structs.replace(
        base, areas={a.id: a for a in areas}, hash=f"{base.hash}/building/{layout.key}/{ghost or ''}"
    )
    model = MapModel.build_of(content)
    cells = dict(model.cells)
    empties = set(renamed.values()) - ({renamed[ghost[1]]} if ghost is not None else set())
    for area_id, cell in cells.items():
        if area_id in empties:
            q, r = cell.hex
            cells[area_id] = msgspec.structs.replace(cell, name=f"Empty location {q},{r}", label=f"{q},{r}", empty=True)
    previews = {renamed[ghost[1]]: ghost[2]} if ghost is not None else {}
    return msgspec.structs.replace(model, cells=cells, shape=f"{base.hash}/building/{layout.key}", previews=previews)


def _renamed(area: Area, renamed: dict[str, str]) -> Area:
    """`area` under its cell's id, its mines naming the cities by theirs."""
    mines = [Mine(city=renamed.get(m.city, m.city)) for m in area.mines]
    if area.id not in renamed and mines == area.mines:
        return area
    return msgspec.structs.replace(area, id=renamed.get(area.id, area.id), mines=mines)


def kept_cells(model: MapModel, before: MapModel) -> MapModel:
    """`model` with the very cells of `before` where nothing in them changed (cells
    compare by identity: the screen redraws and marks only the others)."""
    cells = {}
    for area, cell in model.cells.items():
        old = before.cells.get(area)
        same = old is not None and msgspec.structs.astuple(old) == msgspec.structs.astuple(cell)
        cells[area] = old if same and old is not None else cell
    return msgspec.structs.replace(model, cells=cells)
