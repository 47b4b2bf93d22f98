"""The war map as the generic hex board (seat/board/hexboard.py): a cell per space,
its terrain the content's terrain kind (the palette's colours; the sea waved, so
it reads without colour), its label the space's name as moves type it ("E7"),
its glyph the terrain's letter (terrain.toml's symbols), its name the city or
the terrain. A city's holder owns its cell; its troubles are marks (razed,
siege, hostile, home). The units on a space are stacks by kind (A army, R
rowers, F fleet, T transport, B baggage, L leader; `!` when some starve). In a
move, the stack chosen is marked "moving" and the spaces it reaches are lit
with the movement points each costs. The cursor is the screen's (pointer.py).

The spaces lie in "odd-q" columns as on the printed map (games/war/hexes.py):
its axial coordinates are the board's, flat hexes, odd columns half a hex lower.
"""

from __future__ import annotations

from typing import Any

import msgspec

from hellenica_tui.games.war import hexes
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.seat.board.hexboard import CellOverlay, HexBoard, HexCell, Stack, with_neighbours
from hellenica_tui.tui.flavour import Flavour
from hellenica_tui.tui.games.war.pointer import Pointer
from hellenica_tui.tui.games.war.words import LETTERS, city_troubles, letter
from hellenica_tui.tui.widgets.hexlook import BoardPalette, Terrain, board_palette

KINDS = ("army", "rowers", "fleet", "transport", "baggage", "leader")  # the order stacks are written in
OWNERS = {  # a colour per seat, by the seats' letters
    "alpha": "red", "beta": "bright_cyan", "gamma": "yellow", "delta": "magenta", "epsilon": "bright_green",
    "zeta": "bright_blue", "eta": "bright_red", "theta": "cyan", "iota": "bright_magenta", "kappa": "green",
    "lambda": "bright_yellow", "mu": "white",
}  # fmt: skip
# By the terrain kinds' ids (terrain.toml): its glyph, then its colours in true colour
# and in the terminal's 16; a kind not named draws plain.
TERRAINS: dict[str, tuple[str, str, str, str, str]] = {  # glyph, fill, ink; fill and ink in ansi
    "sea": ("~", "#1d3f5e", "#dfe8f0", "blue", "bright_white"),
    "city": ("", "", "#ffffff", "", "bright_white"),
    "farms": ("", "", "#d8c060", "", "yellow"),
    "village": ("", "", "#e0c080", "", "bright_yellow"),
    "forest": ("", "", "#6fb06f", "", "green"),
    "mountains": ("^", "", "#a0a0a0", "", "bright_black"),
    "pass": ("", "", "#b8a890", "", "white"),
    "hills": ("", "", "#a8c878", "", "bright_green"),
    "swamp": ("", "", "#70b0a0", "", "cyan"),
    "sandy": ("", "", "#e8d898", "", "bright_yellow"),
    "rocky": ("", "", "#c0b8b0", "", "white"),
}
LEGEND = "A army R rowers F fleet T transport B baggage L leader"


def palette(flavour: Flavour) -> BoardPalette:
    ansi = flavour == "ansi"
    terrains = {kind: Terrain(glyph, fill_16 if ansi else fill, ink_16 if ansi else ink)
                for kind, (glyph, fill, ink, fill_16, ink_16) in TERRAINS.items()}  # fmt: skip
    return board_palette(flavour, terrains=terrains, owners=OWNERS)


_BARE: dict[int, tuple[Content, HexBoard]] = {}  # by the content's id (the ruleset keeps each content)


def bare(content: Content) -> HexBoard:
    """The map without a position on it, made once per content."""
    kept = _BARE.get(id(content))
    found = kept[1] if kept is not None and kept[0] is content else None
    if found is None:
        cells = []
        for space in content.spaces.values():
            where = hexes.offset(space.id)
            assert where is not None  # the loader names every space so
            terrain = content.terrain_of(space.id)
            name = content.cities[space.city].name if space.city else terrain.name
            axial = hexes.to_axial(*where)
            cells.append(HexCell(id=space.id, name=name, label=space.id, terrain=terrain.id, hex=(axial.q, axial.r),
                                 glyphs=terrain.symbol if not terrain.water else ""))  # fmt: skip
        found = HexBoard.of(with_neighbours(cells), letters=LETTERS)
        _BARE[id(content)] = (content, found)
    return found


def _stacks(units: list[dict[str, Any]]) -> tuple[Stack, ...]:
    counts: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for unit in units:
        counts.setdefault((unit["owner"], unit["kind"]), []).append(unit)
    order = {kind: n for n, kind in enumerate(KINDS)}
    out = []
    for (owner, kind), found in sorted(counts.items(), key=lambda item: order.get(item[0][1], len(order))):
        flags = ("starving",) if any(u["starvation"] for u in found) else ()
        out.append(Stack(owner, kind, len(found), flags))
    return tuple(out)


def filled(content: Content, view: Any, state: Any, at: Pointer | None) -> HexBoard:
    """The map with the view's position on it, the reach lit and the cursor, for `at`."""
    board = bare(content)
    others = {p: letter(view, p) for p in view["players"] if p not in LETTERS}  # seats named otherwise (tests)
    if others:
        board = msgspec.structs.replace(board, letters={**board.letters, **others})
    by_space: dict[str, list[dict[str, Any]]] = {}
    for unit in view["units"]:
        if unit["space"]:
            by_space.setdefault(unit["space"], []).append(unit)
    overlays: dict[str, CellOverlay] = {}
    for ident, city in view["cities"].items():
        troubles = " ".join(city_troubles(state, content, ident))
        marks = [word for word, found in (("razed", "razed" in troubles), ("siege", "besieged" in troubles),
                                          ("hostile", city["hostile"])) if found]  # fmt: skip
        if city["home_of"] and city["home_of"] == city["controller"]:
            marks.append("home")
        holder = city["controller"] or None
        overlays[city["space"]] = CellOverlay(owner=holder, marks=tuple(marks))
    for space, units in by_space.items():
        old = overlays.get(space, CellOverlay())
        overlays[space] = CellOverlay(owner=old.owner, stacks=_stacks(units), marks=old.marks)
    if at is not None and at.chosen:
        old = overlays.get(at.chosen, CellOverlay())
        overlays[at.chosen] = CellOverlay(owner=old.owner, stacks=old.stacks, marks=("moving", *old.marks))
    board = board.with_overlays(overlays)
    if at is not None and at.chosen:
        board = board.with_highlights({space: str(cost) for space, cost in at.reach.items()})
    return board.with_cursor(at.space if at is not None and at.space in board.cells else None)
