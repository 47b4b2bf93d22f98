"""A hex board any hex game fills: cells on hexes, what stands on them, what to point at.

No game and no drawing here (the map widget `tui/widgets/hexboard.py` draws a
`HexBoard`); a game's UI turns its content and state into one.

Coordinates are axial (q, r) on flat-topped hexes; the six sides are named
n, ne, se, s, sw, nw, clockwise from the top (`SIDE_VECTORS`). Column q is
drawn half a hex lower than column q - 1.

How a game fills a board:

    cells = with_neighbours([HexCell(id="argos", name="Argos", label="ARG", terrain="land",
                                     hex=(0, 0), sides=(HexSide("n", "mountain"),), glyphs="o"), ...])
    bare = HexBoard.of(cells, letters={"red": "r", "hoplite": "H"})  # once per map
    shown = bare.with_overlays({"argos": CellOverlay(owner="red", stacks=(Stack("red", "hoplite", 2),))})
    shown = shown.with_highlights({"sparta": "2"}).with_cursor("argos")

* `HexCell` per space: `id` (what commands name), `name`, `label` (a few
  letters drawn in the hex), `terrain` (a string the palette styles and marks:
  "land", "sea", "forest"...), `hex`, `sides` (a `HexSide` per side that has
  something to say: its edge kind, "mountain", "river", "clearing"..., and the
  neighbour beyond it, if any: `with_neighbours` fills those in from the hexes;
  a side facing off the board is drawn with its edge kind too), `glyphs` (a few characters for what the space
  holds for good: "oo$" for two settlements and a mine) and an `overlay`.
* `CellOverlay`: what a game position puts there: an `owner`, `stacks`
  (`Stack`: owner, kind, count, flags) and `marks` (short strings: upgrades,
  a status). `HexBoard.with_overlays` lays a position on a bare board.
* Board level: `letters` (the text drawn for an owner, a stack kind, a flag),
  `highlights` (cell id -> a short reason or cost label, "" for
  none: the legal spots, the reachable spaces), `cursor` (a cell id or None:
  where the view's cursor is put), `previews` (see below).
* A preview (a tile being placed): `HexBoard.with_preview(at, cell, rotation)`
  draws `cell` where the cell `at` lies, keeping `at`'s id and hex (so the
  layout stays the same while the tile moves and turns), its sides turned
  `rotation` sixths clockwise; `previews[at]` holds the rotation.

Structs are immutable. Boards made by `with_overlays`, `with_preview` and
`kept_cells` keep the very same `HexCell` object for a space whose cell did not
change, so a renderer may key its cache on cells (they compare by identity).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import msgspec

SIDE_VECTORS: dict[str, tuple[int, int]] = {
    "n": (0, -1),
    "ne": (1, -1),
    "se": (1, 0),
    "s": (0, 1),
    "sw": (-1, 1),
    "nw": (-1, 0),
}
SIDES: tuple[str, ...] = tuple(SIDE_VECTORS)  # clockwise from the top
OPPOSITE: dict[str, str] = {"n": "s", "ne": "sw", "se": "nw", "s": "n", "sw": "ne", "nw": "se"}


def turned(side: str, rotation: int) -> str:
    """The side `side` becomes when its hex turns `rotation` sixths clockwise."""
    return SIDES[(SIDES.index(side) + rotation) % 6]


def neighbour_hex(hex: tuple[int, int], side: str) -> tuple[int, int]:
    dq, dr = SIDE_VECTORS[side]
    return hex[0] + dq, hex[1] + dr


class HexSide(msgspec.Struct, frozen=True):
    side: str  # n, ne, se, s, sw, nw
    edge: str  # the edge kind the palette draws ("mountain", "river"...); "" for a plain side
    neighbour: str = ""  # the cell beyond it, "" for none


class Stack(msgspec.Struct, frozen=True):
    owner: str
    kind: str
    count: int = 1
    flags: tuple[str, ...] = ()  # "elite", "exhausted"...: drawn as marks after the count


class CellOverlay(msgspec.Struct, frozen=True):
    """The part of a cell a game position changes."""

    owner: str | None = None
    stacks: tuple[Stack, ...] = ()
    marks: tuple[str, ...] = ()


class HexCell(msgspec.Struct, frozen=True, eq=False, kw_only=True):
    """One space; compared by identity (see the module's docstring)."""

    id: str
    name: str
    label: str
    terrain: str
    hex: tuple[int, int]
    sides: tuple[HexSide, ...] = ()
    glyphs: str = ""
    overlay: CellOverlay = CellOverlay()

    @property
    def owner(self) -> str | None:
        return self.overlay.owner

    def edge_on(self, side: str) -> str:
        """The edge kind of side `side` ("" when the cell says nothing of it)."""
        return next((s.edge for s in self.sides if s.side == side), "")

    def same(self, other: HexCell) -> bool:
        """Whether the two cells draw alike (equal field by field)."""
        return msgspec.structs.astuple(self) == msgspec.structs.astuple(other)


def with_neighbours(cells: Iterable[HexCell]) -> list[HexCell]:
    """`cells` with every side that has a cell beyond it naming that cell (sides not given
    get a plain edge), so a game need only say which sides are special."""
    cells = list(cells)
    at_hex = {cell.hex: cell.id for cell in cells}
    out = []
    for cell in cells:
        given = {s.side: s for s in cell.sides}
        sides = []
        for side in SIDES:
            there = at_hex.get(neighbour_hex(cell.hex, side), "")
            old = given.get(side)
            if old is not None or there:
                sides.append(HexSide(side, old.edge if old else "", there))
        out.append(msgspec.structs.replace(cell, sides=tuple(sides)))
    return out


class HexBoard(msgspec.Struct, frozen=True, eq=False, kw_only=True):
    cells: dict[str, HexCell]
    highlights: dict[str, str] = msgspec.field(default_factory=dict)  # cell id -> reason or cost label
    cursor: str | None = None
    previews: dict[str, int] = msgspec.field(default_factory=dict)  # cell id -> rotation of the tile drawn there
    # Names which cell lies on which hex (the layout a view draws); boards with the same
    # shape share one layout. "" for one made from the cells' own hexes.
    shape: str = ""
    # The short text drawn for an owner, a stack's kind or a flag; by default an owner's
    # first letter in lower case, a kind's in upper case, "!" for a flag.
    letters: dict[str, str] = msgspec.field(default_factory=dict)

    @classmethod
    def of(cls, cells: Iterable[HexCell], shape: str = "", letters: Mapping[str, str] | None = None) -> HexBoard:
        """A board of `cells`; its shape, unless given, is named after their ids and hexes."""
        found = {cell.id: cell for cell in cells}
        return cls(cells=found, shape=shape or _shape(found), letters=dict(letters or {}))

    @property
    def at_hex(self) -> dict[tuple[int, int], str]:
        return {cell.hex: cell.id for cell in self.cells.values()}

    @property
    def layout_key(self) -> str:
        return self.shape or _shape(self.cells)

    def start_area(self) -> str:
        """Where a view's cursor starts: the board's cursor, else the first cell."""
        return self.cursor if self.cursor in self.cells else next(iter(self.cells))

    def owner_letter(self, owner: str) -> str:
        return self.letters.get(owner) or owner[:1].lower()

    def stack_label(self, stack: Stack) -> str:
        """'H3', with a mark per flag ('H3!' for an elite stack)."""
        kind = self.letters.get(stack.kind) or stack.kind[:1].upper()
        return f"{kind}{stack.count}" + "".join(self.letters.get(flag, "!") for flag in stack.flags)

    def edge(self, a: str, b: str) -> str | None:
        """The edge kind between two cells, as `a` tells it (or else `b`); None if not neighbours."""
        for one, other in ((a, b), (b, a)):
            cell = self.cells.get(one)
            found = next((s for s in cell.sides if s.neighbour == other), None) if cell else None
            if found is not None and found.edge:
                return found.edge
        near = self.cells.get(a), self.cells.get(b)
        if near[0] is None or near[1] is None:
            return None
        return "" if near[1].hex in {neighbour_hex(near[0].hex, s) for s in SIDES} else None

    def with_overlays(self, overlays: Mapping[str, CellOverlay]) -> HexBoard:
        """This board with a game position on it; cells not named are left empty."""
        empty = CellOverlay()
        cells = {}
        for cell_id, cell in self.cells.items():
            overlay = overlays.get(cell_id, empty)
            cells[cell_id] = cell if overlay == cell.overlay else msgspec.structs.replace(cell, overlay=overlay)
        return msgspec.structs.replace(self, cells=cells)

    def with_highlights(self, highlights: Mapping[str, str]) -> HexBoard:
        return msgspec.structs.replace(self, highlights={k: v for k, v in highlights.items() if k in self.cells})

    def with_cursor(self, cursor: str | None) -> HexBoard:
        return msgspec.structs.replace(self, cursor=cursor)

    def with_preview(self, at: str, cell: HexCell, rotation: int = 0) -> HexBoard:
        """`cell` (a tile, its sides as drawn unturned) drawn where `at` lies, turned
        `rotation` sixths clockwise; it takes `at`'s id, hex and neighbours."""
        place, at_hex = self.cells[at], self.at_hex
        sides = []
        for side in cell.sides:
            there = turned(side.side, rotation)
            sides.append(HexSide(there, side.edge, at_hex.get(neighbour_hex(place.hex, there), "")))
        shown = msgspec.structs.replace(cell, id=at, hex=place.hex, sides=tuple(sorted(sides, key=lambda s: SIDES.index(s.side))))
        cells = dict(self.cells)
        cells[at] = shown
        return msgspec.structs.replace(self, cells=cells, previews={**self.previews, at: rotation % 6})


def kept_cells(board: HexBoard, before: HexBoard) -> HexBoard:
    """`board` with the very cells of `before` where nothing in them changed."""
    cells = {}
    for cell_id, cell in board.cells.items():
        old = before.cells.get(cell_id)
        cells[cell_id] = old if old is not None and old.same(cell) else cell
    return msgspec.structs.replace(board, cells=cells)



def _shape(cells: Mapping[str, HexCell]) -> str:
    return "hex:" + "|".join(f"{c.id}@{c.hex[0]},{c.hex[1]}" for c in cells.values())
