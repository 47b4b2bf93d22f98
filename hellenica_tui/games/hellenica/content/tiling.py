"""Areas from tiles: what a tile becomes once placed on a location of the grid.

A map given as tiles (`MapData.tiles`, `MapData.locations`) is played as the
Areas its arrangement makes: the tile gives the area's id, names, settlements,
mines and mountains, turned clockwise by the rotation; the location gives the
hex and whether it is an island. A mine belongs to the City Area across its
side, and is left out when no city lies there. A location left empty when a
map is built becomes a sea area of its own (`hole_area`); on the explorable
map, a location no tile was placed on yet is an empty land area (`empty_area`).

The printed map is the arrangement the locations name (`printed`); built and
random maps hand their own placements to `arranged_areas`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from hellenica_tui.games.hellenica.content.schema import SIDE_VECTORS, Area, MapData, Mine, Side, Tile

SIDES: tuple[Side, ...] = ("n", "ne", "se", "s", "sw", "nw")  # clockwise, as SIDE_VECTORS


class Placement(NamedTuple):
    """Tile `tile` on location number `location`, turned `rotation` sixths clockwise."""

    location: int
    tile: str
    rotation: int = 0


def turned(side: Side, rotation: int) -> Side:
    """Where side `side` of a tile faces once the tile is turned `rotation` sixths clockwise."""
    return SIDES[(SIDES.index(side) + rotation) % 6]


def mountain_sides(tile: Tile, rotation: int) -> frozenset[Side]:
    """The sides of the placed tile that are mountains, as it lies on the board."""
    return frozenset(turned(side, rotation) for side in tile.mountains)


def is_city_tile(tile: Tile) -> bool:
    """A City Tile: a land tile with settlements (home cities, Delphi and the volcano cities too)."""
    return tile.kind != "sea" and tile.settlements > 0


def printed(mapdata: MapData) -> list[Placement]:
    """The arrangement the locations name: the printed map."""
    return [Placement(i, loc.tile, loc.rotation) for i, loc in enumerate(mapdata.locations) if loc.tile]


def hole_area(mapdata: MapData, location: int, number: int) -> Area:
    """The sea area an empty location becomes when building ends (`number` counts the holes from 0)."""
    first, second = divmod(number, 26)
    return Area(
        id=f"open_sea_{number + 1}",
        name=f"Open Sea {number + 1}",
        abbrev=f"S{chr(65 + first % 26)}{chr(65 + second)}",
        kind="sea",
        hex=mapdata.locations[location].hex,
    )


EMPTY_PREFIX = "empty_"


def empty_id(location: int) -> str:
    """The id of the empty area on `location` (named by its location, so it stays one area until explored)."""
    return f"{EMPTY_PREFIX}{location}"


def empty_name(ident: str) -> str | None:
    """The name of the empty area `ident` names ("Unexplored 21"), also once it is explored and
    gone from the areas (the log still tells of it); None for any other id."""
    number = ident.removeprefix(EMPTY_PREFIX)
    return f"Unexplored {int(number)}" if ident.startswith(EMPTY_PREFIX) and number.isdigit() else None


def empty_area(mapdata: MapData, location: int) -> Area:
    """The unexplored land area on an empty location: no tile yet, so no settlements and no mountains."""
    return Area(
        id=empty_id(location),
        name=empty_name(empty_id(location)) or "",
        abbrev=f"U{location:02d}",
        kind="land",
        hex=mapdata.locations[location].hex,
        island=mapdata.locations[location].island,
        empty=True,
    )


def arranged_areas(
    mapdata: MapData, placements: Iterable[Placement], holes: Sequence[int] = (), empties: Sequence[int] = ()
) -> list[Area]:
    """The areas of `placements` (and of the `holes` made seas, the `empties` left to explore),
    in the order of the locations."""
    tiles = {tile.id: tile for tile in mapdata.tiles}
    locations = mapdata.locations
    placed = {p.location: p for p in placements}
    at_hex = {locations[i].hex: tiles[p.tile] for i, p in placed.items()}
    hole_number = {location: n for n, location in enumerate(holes)}
    empty_set = frozenset(empties)
    areas: list[Area] = []
    for index, location in enumerate(locations):
        if index in hole_number:
            areas.append(hole_area(mapdata, index, hole_number[index]))
            continue
        p = placed.get(index)
        if p is None:
            if index in empty_set:
                areas.append(empty_area(mapdata, index))
            continue
        tile = tiles[p.tile]
        q, r = location.hex
        mines: list[Mine] = []
        for mine in tile.mines:
            dq, dr = SIDE_VECTORS[turned(mine.side, p.rotation)]
            across = at_hex.get((q + dq, r + dr))
            if across is not None and is_city_tile(across):
                mines.append(Mine(city=across.id))
        areas.append(
            Area(
                id=tile.id,
                name=tile.name,
                abbrev=tile.abbrev,
                kind="sea" if tile.kind == "sea" else "land",
                hex=location.hex,
                island=location.island,
                settlements=tile.settlements,
                mines=mines,
                mountains=[turned(side, p.rotation) for side in tile.mountains],
                volcano=tile.kind == "volcano",
                free_temple=tile.kind == "delphi",
                home_of=tile.home_of,
            )
        )
    return areas
