"""Hex geometry of the map: axial coordinates, the six directions, turned tiles.

A spot is `(q, r)`; edge `d` of a spot faces the spot `DIRECTIONS[d]` away, and
the neighbour there touches it with its edge `(d + 3) % 6`. A tile laid with
`turn` t shows on its edge d what its printed edge `(d - t) % 6` shows.
"""

from __future__ import annotations

from hellenica_tui.games.hellas.content import Tile

Spot = tuple[int, int]
DIRECTIONS: tuple[Spot, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def neighbour(spot: Spot, edge: int) -> Spot:
    dq, dr = DIRECTIONS[edge]
    return (spot[0] + dq, spot[1] + dr)


def opposite(edge: int) -> int:
    return (edge + 3) % 6


def printed_edge(edge: int, turn: int) -> int:
    """The printed edge of a tile laid with `turn` that lies on its edge `edge`."""
    return (edge - turn) % 6


def edge_kind(tile: Tile, turn: int, edge: int) -> str:
    """"L" or "W" on edge `edge` of `tile` laid with `turn`."""
    return tile.edges[printed_edge(edge, turn)]


def segment_at(tile: Tile, turn: int, edge: int) -> int:
    """The index of the segment of `tile` (laid with `turn`) that reaches edge `edge`."""
    printed = printed_edge(edge, turn)
    for n, seg in enumerate(tile.segments):
        if printed in seg.edges:
            return n
    raise ValueError(f"tile {tile.id!r} has no segment at edge {printed}")  # the loader rules it out


def distinct_turns(tile: Tile) -> tuple[int, ...]:
    """The turns that give a tile different faces (a symmetric tile has fewer)."""
    seen: dict[frozenset[tuple[str, frozenset[int], bool]], int] = {}
    for turn in range(6):
        face = frozenset(
            (seg.kind, frozenset(printed_to_placed(seg.edges, turn)), n == tile.city)
            for n, seg in enumerate(tile.segments)
        )
        seen.setdefault(face, turn)
    return tuple(sorted(seen.values()))


def printed_to_placed(edges: tuple[int, ...], turn: int) -> tuple[int, ...]:
    return tuple((e + turn) % 6 for e in edges)
