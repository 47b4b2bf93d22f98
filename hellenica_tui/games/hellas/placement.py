"""Where a drawn tile may be laid: next to the Dolphin or to two tiles, every edge
matching land to land and water to water; on a Voyage also no water left open
(each water stretch of the new tile must meet the sea already laid) and more of the
player's ships than the opponent's next to the spot."""

from __future__ import annotations

from hellenica_tui.games.hellas.content import Index, Tile
from hellenica_tui.games.hellas.geometry import DIRECTIONS, Spot, distinct_turns, edge_kind, neighbour, opposite
from hellenica_tui.games.hellas.state import State, key

_FACES: dict[tuple[str, str, int], str] = {}  # (content hash, tile, turn) -> the six edges as laid


def face(idx: Index, tile: Tile, turn: int) -> str:
    """The kinds on edges 0..5 of `tile` laid with `turn`."""
    k = (idx.hash, tile.id, turn)
    laid = _FACES.get(k)
    if laid is None:
        laid = _FACES[k] = "".join(edge_kind(tile, turn, d) for d in range(6))
    return laid


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


def needs(s: State, idx: Index, spot: Spot) -> str:
    """What a tile at `spot` must show on each edge: L or W facing a laid tile, "."
    facing an empty spot; "" if the spot touches neither the Dolphin nor two tiles."""
    grid, placed = s.grid, s.placed
    q, r = spot
    out = []
    touching = 0
    dolphin = False
    for d, (dq, dr) in enumerate(DIRECTIONS):
        tid = grid.get(key(q + dq, r + dr))
        if tid is None:
            out.append(".")
            continue
        out.append(face(idx, idx.tiles[tid], placed[tid][2])[opposite(d)])
        touching += 1
        dolphin = dolphin or tid == idx.content.start.id
    return "".join(out) if dolphin or touching >= 2 else ""


def matches(need: str, laid: str) -> bool:
    return all(n == "." or n == f for n, f in zip(need, laid, strict=True))


_TURNS: dict[tuple[str, str], tuple[int, ...]] = {}


def turns_of(idx: Index, tile: Tile) -> tuple[int, ...]:
    k = (idx.hash, tile.id)
    turns = _TURNS.get(k)
    if turns is None:
        turns = _TURNS[k] = distinct_turns(tile)
    return turns


_OPEN: dict[tuple[str, tuple[tuple[str, tuple[int, int, int]], ...]], list[tuple[Spot, str]]] = {}
_KEEP = 4096  # maps kept


def open_spots(s: State, idx: Index) -> list[tuple[Spot, str]]:
    """Each spot a tile may go to by the map rules, with the edges it needs there;
    kept per map, as it depends on the tiles laid only."""
    k = (idx.hash, tuple(s.placed.items()))
    found = _OPEN.get(k)
    if found is None:
        if len(_OPEN) >= _KEEP:
            _OPEN.clear()
        found = _OPEN[k] = [(spot, need) for spot in frontier(s) if (need := needs(s, idx, spot))]
    return found


def spots_for(s: State, idx: Index, tile: Tile, *, voyage: bool, player: str, first: bool = False
              ) -> list[tuple[int, int, int]]:  # fmt: skip
    """Every (q, r, turn) where `tile` may be laid now (one turn of each distinct face);
    with `first`, the first one found only (to know whether there is any)."""
    out: list[tuple[int, int, int]] = []
    turns = turns_of(idx, tile)
    for spot, need in open_spots(s, idx):
        if voyage and not ship_majority(s, spot, player):
            continue
        for turn in turns:
            if matches(need, face(idx, tile, turn)) and not (voyage and opens_water(s, idx, tile, spot, turn)):
                out.append((spot[0], spot[1], turn))
                if first:
                    return out
    return out


def fits(s: State, idx: Index, tile: Tile, spot: Spot, turn: int) -> bool:
    """Whether `tile` turned `turn` may go on `spot` by the map rules: next to the
    Dolphin or to two tiles, with every edge matching."""
    if key(*spot) in s.grid:
        return False
    need = needs(s, idx, spot)
    return bool(need) and matches(need, face(idx, tile, turn % 6))


def adjacent_cities(s: State, spot: Spot) -> list[str]:
    """The cities on the tiles next to `spot`."""
    out = []
    for d in range(6):
        tid = s.grid.get(key(*neighbour(spot, d)))
        if tid is not None and tid in s.owner:
            out.append(tid)
    return out
