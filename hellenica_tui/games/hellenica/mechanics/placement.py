"""MAP BUILDING: where a tile may go, by the rulebook's placement rules.

A map being built is a dict from location number to (tile, rotation). A
placement is legal when (the rulebook's letters of the buildable map rules):

- the location is on the grid and empty;
- G: against every land tile already placed, its sides match: mountain against
  mountain, clearing against clearing (any side may face a sea, an empty
  location or the edge of the board);
- H: it leaves nothing inaccessible, on the whole board: every area and every
  empty location (each may become a sea) stays reachable from every other,
  crossing only sides that no tile closes (a mountain, or a cliff toward a sea);
  an empty location closes no side, the edge of the board is closed;
- J: no volcano next to another volcano;
- K: on an island location, only a City Tile or Mt. Olympus.

Rule I (no two City Tiles in a row by one player unless forced) depends on who
places; `refusal` leaves it to the caller, which knows the player's last tile.

Sides are bit masks (bit i is side i of n, ne, se, s, sw, nw), precomputed for
every rotation. Rule H is checked for the whole board yet cheaply: a placement
only closes sides of its own location, so if the board was all of a piece
before, it stays so exactly when the tile still reaches every neighbour it
closed a side to, by some other way; a search from the tile stops as soon as it
has found them all (usually a step or two around). `cut_off` is the same rule
read from scratch, over the whole board.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

import msgspec

from hellenica_tui.games.hellenica.content.schema import SIDE_VECTORS, MapData
from hellenica_tui.games.hellenica.content.tiling import SIDES, is_city_tile, turned

Placed = Mapping[int, tuple[str, int]]  # location -> (tile, rotation)


class TileFacts(msgspec.Struct, frozen=True):
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


def _closes(grid: Grid, placed: Placed, location: int, side: int) -> bool:
    """Whether whatever lies on `location` closes its side `side` (an empty location closes none)."""
    found = placed.get(location)
    return found is not None and bool(grid.tiles[found[0]].masks[found[1]] >> side & 1)


def cut_off(grid: Grid, placed: Placed) -> list[int]:
    """The locations (placed or empty) cut off from the largest part of the board: no way
    crosses to them over sides no tile closes. [] when the board is all of a piece."""
    seen = [False] * len(grid.hexes)
    parts: list[list[int]] = []
    for start in range(len(grid.hexes)):
        if seen[start]:
            continue
        seen[start] = True
        part, todo = [start], [start]
        while todo:
            here = todo.pop()
            for side, other in enumerate(grid.around[here]):
                if other < 0 or seen[other] or _closes(grid, placed, here, side):
                    continue
                if _closes(grid, placed, other, (side + 3) % 6):
                    continue
                seen[other] = True
                part.append(other)
                todo.append(other)
        parts.append(part)
    parts.sort(key=len, reverse=True)
    return sorted(location for part in parts[1:] for location in part)


def _unreached(grid: Grid, placed: Placed, location: int, mask: int, closed: list[int]) -> list[int]:
    """Which of `closed` (neighbours `location` no longer opens onto, now that it holds a tile
    of mountain sides `mask`) no way reaches from it: a search that stops once all are found."""
    missing = set(closed)
    seen = {location}
    todo = [location]
    while todo and missing:
        here = todo.pop()
        for side, other in enumerate(grid.around[here]):
            if other < 0 or other in seen:
                continue
            if (mask >> side & 1) if here == location else _closes(grid, placed, here, side):
                continue
            back = (side + 3) % 6
            if (mask >> back & 1) if other == location else _closes(grid, placed, other, back):
                continue
            seen.add(other)
            missing.discard(other)
            todo.append(other)
    return sorted(missing)


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
    # Rule H: the sides it closes toward neighbours one could cross to before.
    closed = [
        other for side, other in enumerate(grid.around[location])
        if other >= 0 and mask >> side & 1 and not _closes(grid, placed, other, (side + 3) % 6)
    ]  # fmt: skip
    if closed:
        if all(other < 0 or mask >> side & 1 for side, other in enumerate(grid.around[location])):
            return "it would have no way in: every side toward the board is closed"
        lost = _unreached(grid, placed, location, mask, closed)
        if lost:
            q, r = grid.hexes[lost[0]]
            named = grid.tiles[placed[lost[0]][0]].name if lost[0] in placed else f"the empty location {q},{r}"
            return f"it would cut {named} off from the rest of the board"
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
