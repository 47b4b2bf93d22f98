"""Where a drawn tile may be laid: next to the Dolphin or to two tiles, every edge
matching land to land and water to water; on a Voyage also no water left open
(each water stretch of the new tile must meet the sea already laid) and more of the
player's ships than the opponent's next to the spot."""

from __future__ import annotations

from hellenica_tui.games.hellas.content import Index, Tile
from hellenica_tui.games.hellas.geometry import Spot, distinct_turns, edge_kind, neighbour, opposite
from hellenica_tui.games.hellas.state import State, key


def tile_at(s: State, idx: Index, spot: Spot) -> tuple[Tile, int] | None:
    """The tile laid at `spot` and its turn, if any."""
    tid = s.grid.get(key(*spot))
    if tid is None:
        return None
    return idx.tiles[tid], s.placed[tid][2]


def fits(s: State, idx: Index, tile: Tile, spot: Spot, turn: int) -> bool:
    """Next to the Dolphin or to two tiles, with every edge matching."""
    if key(*spot) in s.grid:
        return False
    touching = 0
    dolphin = False
    for d in range(6):
        there = tile_at(s, idx, neighbour(spot, d))
        if there is None:
            continue
        other, other_turn = there
        if edge_kind(tile, turn, d) != edge_kind(other, other_turn, opposite(d)):
            return False
        touching += 1
        dolphin = dolphin or other.id == idx.content.start.id
    return dolphin or touching >= 2


def opens_water(s: State, idx: Index, tile: Tile, spot: Spot, turn: int) -> bool:
    """Whether laying it would make a new water segment: a water stretch of the tile
    none of whose edges meets a tile already laid."""
    for seg in tile.segments:
        if seg.kind != "water":
            continue
        if not any(key(*neighbour(spot, (e + turn) % 6)) in s.grid for e in seg.edges):
            return True
    return False


def frontier(s: State) -> list[Spot]:
    """The empty spots next to at least one tile, in a fixed order."""
    spots: set[Spot] = set()
    for q, r, _ in s.placed.values():
        for d in range(6):
            spot = neighbour((q, r), d)
            if key(*spot) not in s.grid:
                spots.add(spot)
    return sorted(spots)


def ships_around(s: State, spot: Spot) -> dict[str, int]:
    """Each player's ships on the tiles next to `spot`."""
    count = dict.fromkeys(s.players, 0)
    for d in range(6):
        tid = s.grid.get(key(*neighbour(spot, d)))
        if tid is not None and tid in s.owner:
            count[s.owner[tid]] += s.ships[tid]
    return count


def ship_majority(s: State, spot: Spot, player: str) -> bool:
    """More of `player`'s ships next to the spot than the opponent's (a tie is
    enough under a Fair Wind, but never with none of its own)."""
    count = ships_around(s, spot)
    mine = count[player]
    theirs = sum(n for p, n in count.items() if p != player)
    return mine > theirs or (s.fair_wind and mine >= 1 and mine == theirs)


def spots_for(s: State, idx: Index, tile: Tile, *, voyage: bool, player: str) -> list[tuple[int, int, int]]:
    """Every (q, r, turn) where `tile` may be laid now."""
    out: list[tuple[int, int, int]] = []
    turns = distinct_turns(tile)
    for spot in frontier(s):
        if voyage and not ship_majority(s, spot, player):
            continue
        for turn in turns:
            if fits(s, idx, tile, spot, turn) and not (voyage and opens_water(s, idx, tile, spot, turn)):
                out.append((spot[0], spot[1], turn))
    return out


def adjacent_cities(s: State, spot: Spot) -> list[str]:
    """The cities on the tiles next to `spot`."""
    out = []
    for d in range(6):
        tid = s.grid.get(key(*neighbour(spot, d)))
        if tid is not None and tid in s.owner:
            out.append(tid)
    return out
