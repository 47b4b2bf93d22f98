"""MAP BUILDING: where a tile may go, by the rulebook's placement rules.

A map being built is a dict from location number to (tile, rotation). A
placement is legal when (the rulebook's letters of the buildable map rules):

- the location is on the grid and empty;
- G: against every land tile already placed, its sides match: mountain against
  mountain, clearing against clearing (any side may face a sea, an empty
  location or the edge of the board);
- H: it leaves nothing inaccessible: the tile itself and every tile next to it
  keep a way in, a clearing toward an empty location, a sea or a land tile
  (a land tile across a clearing matches it), never toward the edge; a sea
  keeps a side that is not a cliff;
- J: no volcano next to another volcano;
- K: on an island location, only a City Tile or Mt. Olympus.

Rule I (no two City Tiles in a row by one player unless forced) depends on who
places; `refusal` leaves it to the caller, which knows the player's last tile.

Sides are bit masks (bit i is side i of n, ne, se, s, sw, nw), precomputed for
every rotation, so checking one placement looks at six neighbours and no more.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from hellenica_tui.games.hellenica.content.schema import SIDE_VECTORS, MapData
from hellenica_tui.games.hellenica.content.tiling import SIDES, is_city_tile, turned

Placed = Mapping[int, tuple[str, int]]  # location -> (tile, rotation)


@dataclass(frozen=True, slots=True)
class TileFacts:
    """What the placement rules read of a tile."""

    id: str
    name: str
    sea: bool
    city: bool
    volcano: bool
    olympos: bool
    delphi: bool
    home_of: str
    masks: tuple[int, ...]  # its mountain sides as a bit mask, for each rotation 0-5


def _mask(sides: list[str], rotation: int) -> int:
    mask = 0
    for side in sides:
        mask |= 1 << SIDES.index(turned(side, rotation))  # type: ignore[arg-type]
    return mask


class Grid:
    """The board's locations and the tiles that may go on them, as the rules read them."""

    def __init__(self, mapdata: MapData) -> None:
        self.hexes = [loc.hex for loc in mapdata.locations]
        at = {h: i for i, h in enumerate(self.hexes)}
        vectors = [SIDE_VECTORS[side] for side in SIDES]
        self.around: list[tuple[int, ...]] = [  # the location across each side, -1 off the board
            tuple(at.get((q + dq, r + dr), -1) for dq, dr in vectors) for q, r in self.hexes
        ]
        self.island = [loc.island for loc in mapdata.locations]
        self.start = {loc.start: i for i, loc in enumerate(mapdata.locations) if loc.start}
        self.at = at
        self.tiles = {
            t.id: TileFacts(
                id=t.id, name=t.name, sea=t.kind == "sea", city=is_city_tile(t), volcano=t.kind == "volcano",
                olympos=t.kind == "olympos", delphi=t.kind == "delphi", home_of=t.home_of,
                masks=tuple(_mask(list(t.mountains), r) for r in range(6)),
            )
            for t in mapdata.tiles
        }
        self.spare_seas = tuple(mapdata.spare_seas)

    def reading_order(self) -> list[int]:
        """The locations from the top row down, each row from the left: the random map's order.

        A row of flat-topped hexes zigzags; a hex's row is half its doubled height."""
        return sorted(range(len(self.hexes)), key=lambda i: ((2 * self.hexes[i][1] + self.hexes[i][0]) // 2, self.hexes[i][0]))


def _has_way_in(grid: Grid, placed: Placed, location: int) -> bool:
    """Whether the tile on `location` keeps a side one may cross onto the grid (rule H)."""
    tile_id, rotation = placed[location]
    tile = grid.tiles[tile_id]
    mask = tile.masks[rotation]
    for side, other in enumerate(grid.around[location]):
        if other < 0:
            continue
        if other not in placed:
            if not mask >> side & 1:
                return True
            continue
        other_id, other_rotation = placed[other]
        theirs = grid.tiles[other_id]
        facing = theirs.masks[other_rotation] >> ((side + 3) % 6) & 1
        if tile.sea and (theirs.sea or not facing):
            return True
        if not tile.sea and not mask >> side & 1 and (theirs.sea or not facing):
            return True
    return False


def refusal(grid: Grid, placed: Placed, tile_id: str, location: int, rotation: int) -> str | None:
    """Why the placement is illegal (rules G, H, J, K), or None when it is legal."""
    if not 0 <= location < len(grid.hexes):
        return "there is no such location on the board"
    if location in placed:
        return f"that location already holds {grid.tiles[placed[location][0]].name}"
    tile = grid.tiles[tile_id]
    if grid.island[location] and not (tile.city or tile.olympos):
        return "only a city tile or Mt. Olympus may go on an island"
    mask = tile.masks[rotation % 6]
    for side, other in enumerate(grid.around[location]):
        if other < 0 or other not in placed:
            continue
        other_id, other_rotation = placed[other]
        theirs = grid.tiles[other_id]
        if tile.volcano and theirs.volcano:
            return f"a volcano may not lie next to another ({theirs.name})"
        if tile.sea or theirs.sea:
            continue
        mine = mask >> side & 1
        facing = theirs.masks[other_rotation] >> ((side + 3) % 6) & 1
        if mine != facing:
            what = ("a clearing", "a mountain")
            return f"its {SIDES[side]} side is {what[mine]} against {what[facing]} of {theirs.name}"
    after = dict(placed)
    after[location] = (tile_id, rotation % 6)
    if not _has_way_in(grid, after, location):
        return "it would have no way in: every side toward the board is closed"
    for other in grid.around[location]:
        if other >= 0 and other in placed and not _has_way_in(grid, after, other):
            return f"it would close the last way into {grid.tiles[placed[other][0]].name}"
    return None


def placements(grid: Grid, placed: Placed, tile_id: str, locations: list[int] | None = None) -> Iterator[tuple[int, int]]:
    """Every legal (location, rotation) for the tile, on `locations` or anywhere."""
    for location in range(len(grid.hexes)) if locations is None else locations:
        if location in placed:
            continue
        for rotation in range(6):
            if refusal(grid, placed, tile_id, location, rotation) is None:
                yield location, rotation


def can_place(grid: Grid, placed: Placed, tiles: list[str]) -> bool:
    """Whether any of `tiles` has a legal placement (stops at the first found)."""
    return any(next(placements(grid, placed, tile), None) is not None for tile in tiles)


def sea_access(grid: Grid, placed: Placed, location: int) -> bool:
    """Whether the tile on `location` has a clearing toward a sea or an empty location where a
    sea may come (an AI's home city must keep one)."""
    tile_id, rotation = placed[location]
    mask = grid.tiles[tile_id].masks[rotation]
    for side, other in enumerate(grid.around[location]):
        if other < 0 or mask >> side & 1:
            continue
        if other not in placed or grid.tiles[placed[other][0]].sea:
            return True
    return False
