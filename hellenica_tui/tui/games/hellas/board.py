"""The Hellas map as the generic hex board (seat/board/hexboard.py): a cell per tile
laid ("land", or "sea" for the Dolphin tile), named by its spot as commands name
it ("2,-1"), labelled with the tile's name (a `+` glyph marks a temple), each
side's edge its kind ("land", or "water" drawn `~`, so the two read without
colour). A city's owner owns its cell; its Greeks and ships are stacks (G3 S1).
While the viewer lays the tile drawn, the legal spots are cells too ("open",
dotted), and the tile is previewed on the spot under the cursor at its turn; a
side that would not match its neighbour is a "clash" (drawn `!`).

A spot (q, r) of the rules' pointy hexes (games/hellas/geometry.py) is the
board's flat hex (q, r): the map is drawn a twelfth of a turn round, its edge d
(0 east, counterclockwise) on the board's side `SIDE_OF[d]`, and a tile's turn
(counterclockwise) is the board's rotation the other way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from hellenica_tui.games.hellas.content import Index, Tile
from hellenica_tui.games.hellas.geometry import edge_kind, neighbour
from hellenica_tui.seat.board.hexboard import CellOverlay, HexBoard, HexCell, HexSide, Stack, turned, with_neighbours
from hellenica_tui.tui.flavour import Flavour
from hellenica_tui.tui.widgets.hexlook import BoardPalette, EdgeKind, Terrain, board_palette

Spot = tuple[int, int]
SIDE_OF = ("se", "ne", "n", "nw", "sw", "s")  # the rules' edge 0..5 on the board
LEGEND = "~ water  ! clash  G Greeks  S ships  + temple"


def palette(flavour: Flavour) -> BoardPalette:
    ansi = flavour == "ansi"
    return board_palette(
        flavour,
        terrains={
            "land": Terrain(fill="" if ansi else "#2f4a2a", ink="bright_white" if ansi else "#e8f0e0"),
            "sea": Terrain("~", fill="blue" if ansi else "#1d3f5e", ink="bright_white" if ansi else "#dfe8f0"),
            "open": Terrain(ink="white" if ansi else "#a0a0a0"),
        },
        edges={
            "land": EdgeKind("", "green" if ansi else "#7fbf6f"),
            "water": EdgeKind("~", "bright_blue" if ansi else "#6fa8dc"),
            "clash": EdgeKind("!", "bright_red" if ansi else "#ff5f5f"),
        },
        owners={"light": "bright_yellow" if ansi else "#f0d060", "dark": "bright_magenta" if ansi else "#c080ff"},
    )


def cell_id(spot: Spot) -> str:
    return f"{spot[0]},{spot[1]}"


def spot_of(cell: str) -> Spot | None:
    q, _, r = cell.partition(",")
    try:
        return int(q), int(r)
    except ValueError:
        return None


def _kinds(tile: Tile, turn: int) -> dict[int, str]:
    return {e: "land" if edge_kind(tile, turn, e) == "L" else "water" for e in range(6)}


def _tile_cell(spot: Spot, tile: Tile, kinds: Mapping[int, str]) -> HexCell:
    return HexCell(
        id=cell_id(spot),
        name=tile.name,
        label="Dolph" if tile.city == -1 else tile.name[:5],
        terrain="sea" if tile.city == -1 else "land",
        hex=spot,
        sides=tuple(HexSide(SIDE_OF[e], kind) for e, kind in kinds.items()),
        glyphs="+" if tile.temple else "",
    )


def filled(
    view: Any, idx: Index, letters: Mapping[str, str], spots: frozenset[Spot] = frozenset(),
    cursor: Spot | None = None, drawn: Tile | None = None, turn: int = 0,
) -> HexBoard:  # fmt: skip
    """The map of `view`: its laid tiles, and while a tile is laid the legal `spots`,
    the `cursor` and the `drawn` tile previewed there at its `turn`."""
    laid: dict[Spot, tuple[Tile, int]] = {(q, r): (idx.tiles[t], turn_) for t, (q, r, turn_) in view["map"].items()}
    kinds = {spot: _kinds(tile, t) for spot, (tile, t) in laid.items()}
    preview = None
    if cursor is not None and drawn is not None:
        preview = _kinds(drawn, turn)
        for e, kind in preview.items():
            there = neighbour(cursor, e)
            if there in kinds and kinds[there][(e + 3) % 6] != kind:
                preview[e] = kinds[there][(e + 3) % 6] = "clash"  # both sides, whichever draws the outline
    cells = [_tile_cell(spot, tile, kinds[spot]) for spot, (tile, _) in laid.items()]
    cells += [HexCell(id=cell_id(s), name="", label=cell_id(s), terrain="open", hex=s) for s in spots - laid.keys()]
    if not cells:
        return HexBoard.of([HexCell(id="0,0", name="no tile laid yet", label="", terrain="open", hex=(0, 0))])
    board = HexBoard.of(with_neighbours(cells), letters={**letters, "greek": "G", "ship": "S"})
    overlays = {}
    for tile_id, (q, r, _) in view["map"].items():
        owner = view["owner"].get(tile_id, "")
        if owner:
            stacks: tuple[Stack, ...] = (Stack(owner, "greek", view["greeks"].get(tile_id, 0)),)
            if view["ships"].get(tile_id, 0):
                stacks += (Stack(owner, "ship", view["ships"][tile_id]),)
            overlays[cell_id((q, r))] = CellOverlay(owner=owner, stacks=stacks)
    board = board.with_overlays(overlays).with_highlights(dict.fromkeys(map(cell_id, spots - laid.keys()), ""))
    if cursor is not None and drawn is not None and preview is not None:
        # The tile's sides as printed, so that the board's turn (clockwise) lays them as placed.
        printed = _tile_cell(cursor, drawn, {})
        sides = tuple(HexSide(turned(SIDE_OF[e], -turn), kind) for e, kind in preview.items())
        board = board.with_preview(printed.id, msgspec.structs.replace(printed, sides=sides), turn)
    return board.with_cursor(cell_id(cursor) if cursor is not None else None)


def said(view: Any, idx: Index, names: Mapping[str, str], cell: str) -> str:
    """A line on the tile laid at `cell` (its owner, Greeks and ships)."""
    spot = spot_of(cell)
    found = next((t for t, (q, r, _) in view["map"].items() if (q, r) == spot), None)
    if found is None:
        return f"{cell}: no tile laid there."
    tile = idx.tiles[found]
    words = f"{cell}: {tile.name}" + (" (temple)" if tile.temple else "")
    owner = view["owner"].get(found, "")
    if owner:
        words += f", {names.get(owner, owner)}'s city: {view['greeks'].get(found, 0)} Greeks, {view['ships'].get(found, 0)} ships"
    return words + "."
