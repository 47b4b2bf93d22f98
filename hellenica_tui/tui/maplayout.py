"""Where each hex of the map falls on a grid of terminal cells.

Two layouts of the same flat-topped axial hexes:

* full: every hex is drawn with its outline, `W` cells across the top and
  `H` rows per half side; three lines of text fit inside. Neighbouring hexes
  share their outline, so each outline cell is one *edge* between two areas
  (or between an area and the sea of nothing beyond the map).
* compact: each hex is two short lines (name, contents) and the gap between
  two columns stands for the side they share, so the whole map fits at 80x24.

A column `q` sits half a hex lower than column `q - 1`, so the screen row of
a hex grows with `2r + q`. The layout is pure geometry: it knows area ids and
hex coordinates, never what is on the areas.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from typing import Literal, Protocol

import msgspec

from hellenica_tui.seat.board.hexboard import SIDE_VECTORS

Mode = Literal["full", "compact"]

# Full-mode hex size: top edge width and rows per half hex.
W = 9
H = 2
# Compact mode: characters per hex line and the column stride (one gap cell).
CW = 4
CSTRIDE = CW + 1


class Fill(msgspec.Struct, frozen=True):
    """A run of interior cells of one area on one of its text lines."""

    x: int
    width: int
    area: str
    line: int  # 0.. within the hex


class Edge(msgspec.Struct, frozen=True):
    """One outline cell: the side between `area` and `other` (None beyond the map)."""

    x: int
    char: str  # "_", "/", "\\" in full mode; " " (a gap) in compact mode
    area: str
    other: str | None
    side: str = ""  # which side of `area` it is (n, ne...)


Span = Fill | Edge


class Layout(msgspec.Struct, frozen=True, eq=False, kw_only=True):
    mode: Mode
    width: int
    height: int
    rows: tuple[tuple[Span, ...], ...]  # spans of each row, left to right (gaps are blank)
    row_areas: tuple[tuple[str, ...], ...]  # areas each row shows something of
    origin: dict[str, tuple[int, int]]  # area -> top-left of its box
    box: tuple[int, int]  # width and height of one hex's box
    lines: tuple[int, ...]  # width of each text line inside a hex
    hits: dict[tuple[int, int], str]  # (x, y) of an interior cell -> area

    def area_rows(self, area: str) -> range:
        """Every row that draws some part of `area` (its box)."""
        _, y = self.origin[area]
        return range(max(y, 0), min(y + self.box[1], self.height))

    def area_cells(self, area: str) -> list[tuple[int, int, int]]:
        """(row, first x, x after the last) of every row's cells that draw `area`: its
        interior and its outline, which it shares with the hexes around."""
        rows = self.area_rows(area)
        out = []
        for y in range(max(0, rows.start - 1), min(rows.stop + 1, self.height)):
            xs = [
                (span.x, span.x + (span.width if isinstance(span, Fill) else 1))
                for span in self.rows[y]
                if span.area == area or (isinstance(span, Edge) and span.other == area)
            ]
            if xs:
                out.append((y, min(x for x, _ in xs), max(x for _, x in xs)))
        return out

    def hit(self, x: int, y: int) -> str | None:
        return self.hits.get((x, y))

    def bounds(self, areas: Iterable[str]) -> tuple[int, int, int, int]:
        """x, y, width and height of the smallest box holding the hexes of `areas`."""
        corners = [self.origin[a] for a in areas]
        if not corners:
            return 0, 0, 0, 0
        left, top = min(x for x, _ in corners), min(y for _, y in corners)
        right, bottom = max(x for x, _ in corners) + self.box[0], max(y for _, y in corners) + self.box[1]
        return left, top, right - left, bottom - top


def screen_row(q: int, r: int) -> int:
    """Half-hex rows from the top: grows southward and with each column east."""
    return 2 * r + q


def full_size(at_hex: dict[tuple[int, int], str]) -> tuple[int, int]:
    """Width and height of the full layout, without building it."""
    qs = [q for q, _ in at_hex]
    ys = [screen_row(q, r) for q, r in at_hex]
    return (max(qs) - min(qs)) * (W + H) + W + 2 * H, (max(ys) - min(ys)) * H + 2 * H + 1


# The big hexes are worth scrolling once this many columns and rows of them fit
# in the view: a hex and its neighbours on every side.
FEW_COLUMNS = 3
FEW_ROWS = 3


def few_full_hexes_fit(width: int, height: int) -> bool:
    """Whether a view of `width` x `height` cells shows a few big hexes at once (a
    hex with its neighbours), so the full map scrolled beats the compact one."""
    return width >= (FEW_COLUMNS - 1) * (W + H) + W + 2 * H and height >= FEW_ROWS * 2 * H + 1


def panel_width(screen_width: int) -> int:
    """The width of the panel beside the map: narrow on a small terminal, so the map
    keeps room; roomier otherwise."""
    return 24 if screen_width < 100 else 30


def build(at_hex: dict[tuple[int, int], str], mode: Mode) -> Layout:
    if mode == "full":
        return _build_full(at_hex)
    return _build_compact(at_hex)


_LAYOUTS: dict[tuple[str, Mode], Layout] = {}


class GridCell(Protocol):
    @property
    def hex(self) -> tuple[int, int]: ...


class Grid(Protocol):
    """What a view reads of its model."""

    @property
    def cells(self) -> Mapping[str, GridCell]: ...

    @property
    def at_hex(self) -> dict[tuple[int, int], str]: ...

    @property
    def layout_key(self) -> str: ...

    def start_area(self) -> str: ...

    def edge(self, a: str, b: str) -> str | None: ...


def layout_of(model: Grid, mode: Mode) -> Layout:
    """The geometry of a map, built once per shape (`layout_key`) and mode."""
    key = (model.layout_key, mode)
    if key not in _LAYOUTS:
        _LAYOUTS[key] = build(model.at_hex, mode)
    return _LAYOUTS[key]


def _bounds(at_hex: dict[tuple[int, int], str]) -> tuple[int, int]:
    qmin = min(q for q, _ in at_hex)
    ymin = min(screen_row(q, r) for q, r in at_hex)
    return qmin, ymin


def _collect(
    mode: Mode,
    grid: dict[tuple[int, int], Span],
    origin: dict[str, tuple[int, int]],
    box: tuple[int, int],
    lines: tuple[int, ...],
) -> Layout:
    width = max(x for x, _ in grid) + 1
    height = max(y for _, y in grid) + 1
    rows: list[tuple[Span, ...]] = []
    row_areas: list[tuple[str, ...]] = []
    hits: dict[tuple[int, int], str] = {}
    for y in range(height):
        spans: list[Span] = []
        names: dict[str, None] = {}
        x = 0
        while x < width:
            cell = grid.get((x, y))
            if cell is None:
                x += 1
                continue
            if isinstance(cell, Fill):
                start = x
                while x < width and grid.get((x, y)) == cell:
                    hits[(x, y)] = cell.area
                    x += 1
                spans.append(Fill(start, x - start, cell.area, cell.line))
                names[cell.area] = None
            else:
                spans.append(Edge(x, cell.char, cell.area, cell.other, cell.side))
                names[cell.area] = None
                if cell.other is not None:
                    names[cell.other] = None
                x += 1
        rows.append(tuple(spans))
        row_areas.append(tuple(names))
    return Layout(
        mode=mode,
        width=width,
        height=height,
        rows=tuple(rows),
        row_areas=tuple(row_areas),
        origin=origin,
        box=box,
        lines=lines,
        hits=hits,
    )


def _neighbour(at_hex: dict[tuple[int, int], str], q: int, r: int, side: str) -> str | None:
    dq, dr = SIDE_VECTORS[side]
    return at_hex.get((q + dq, r + dr))


def _build_full(at_hex: dict[tuple[int, int], str]) -> Layout:
    qmin, ymin = _bounds(at_hex)
    grid: dict[tuple[int, int], Span] = {}
    origin: dict[str, tuple[int, int]] = {}

    hexes = {area: hex for hex, area in at_hex.items()}

    def edge(x: int, y: int, char: str, area: str, side: str) -> None:
        # A side shared by two areas is put down by both with the same pair,
        # in either order; keep the first so the cell names both areas once.
        if (x, y) not in grid:
            grid[(x, y)] = Edge(x, char, area, _neighbour(at_hex, *hexes[area], side), side)

    for (q, r), area in at_hex.items():
        x0 = (q - qmin) * (W + H)
        y0 = (screen_row(q, r) - ymin) * H
        origin[area] = (x0, y0)
        for x in range(H, H + W):
            edge(x0 + x, y0, "_", area, "n")
            edge(x0 + x, y0 + 2 * H, "_", area, "s")
        for i in range(1, H + 1):
            edge(x0 + H - i, y0 + i, "/", area, "nw")
            edge(x0 + H + W - 1 + i, y0 + i, "\\", area, "ne")
            edge(x0 + i - 1, y0 + H + i, "\\", area, "sw")
            edge(x0 + 2 * H + W - i, y0 + H + i, "/", area, "se")
        for line, y in enumerate(range(1, 2 * H)):
            i = y if y <= H else y - H
            left, right = (H - i + 1, H + W - 2 + i) if y <= H else (i, 2 * H + W - i - 1)
            for x in range(left, right + 1):
                grid[(x0 + x, y0 + y)] = Fill(0, 0, area, line)
    lines = tuple(W + 2 * (y - 1) if y <= H else W + 2 * H - 2 * (y - H) for y in range(1, 2 * H))
    return _collect("full", grid, origin, (W + 2 * H, 2 * H + 1), lines)


def _build_compact(at_hex: dict[tuple[int, int], str]) -> Layout:
    qmin, ymin = _bounds(at_hex)
    grid: dict[tuple[int, int], Span] = {}
    origin: dict[str, tuple[int, int]] = {}
    for (q, r), area in at_hex.items():
        x0 = (q - qmin) * CSTRIDE + 1  # one gap column on the far west too
        y0 = screen_row(q, r) - ymin
        origin[area] = (x0, y0)
        for line in (0, 1):
            for x in range(CW):
                grid[(x0 + x, y0 + line)] = Fill(0, 0, area, line)
        # The gap cells on either side stand for the four slanted sides.
        for x, y, side in ((x0 - 1, y0, "nw"), (x0 - 1, y0 + 1, "sw"), (x0 + CW, y0, "ne"), (x0 + CW, y0 + 1, "se")):
            if (x, y) not in grid:
                grid[(x, y)] = Edge(x, " ", area, _neighbour(at_hex, q, r, side), side)
    return _collect("compact", grid, origin, (CW, 2), (CW, CW))


# -- moving a cursor over the hexes ------------------------------------------------


def step(at_hex: dict[tuple[int, int], str], here: tuple[int, int], direction: str, goal_row: int) -> tuple[int, int]:
    """The hex a cursor moves to from `here` (arrow keys on a hex map).

    Up and down keep to the column and skip holes in it. Left and right go to
    the next column that has an area, to the hex nearest `goal_row` (the
    screen row the player last moved vertically to), preferring the upper one
    on a tie, so repeated sideways moves zigzag along a row instead of
    drifting. Returns `here` when nothing lies that way.
    """
    q, r = here
    if direction in ("up", "down"):
        sign = -1 if direction == "up" else 1
        column = sorted((rr for qq, rr in at_hex if qq == q and (rr - r) * sign > 0), key=lambda rr: abs(rr - r))
        return (q, column[0]) if column else here
    sign = -1 if direction == "left" else 1
    columns = sorted({qq for qq, _ in at_hex if (qq - q) * sign > 0}, key=lambda qq: abs(qq - q))
    row = screen_row(q, r)
    for qq in columns:
        candidates = [(qq, rr) for qa, rr in at_hex if qa == qq]
        # Only the adjacent column's two touching hexes count as "sideways";
        # farther columns take whatever is closest to the goal.
        def rank(h: tuple[int, int], qq: int = qq) -> tuple[int, int, int]:
            y = screen_row(*h)
            return (abs(y - row) if abs(qq - q) == 1 else 0, abs(y - goal_row), y)

        best = min(candidates, key=rank)
        if abs(qq - q) == 1 and abs(screen_row(*best) - row) > 3:
            continue  # no hex near this row in the next column: look one further
        return best
    return here


OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}
ARROWS = {"up": "↑", "down": "↓", "left": "←", "right": "→"}  # drawn beside the neighbour each key reaches


class CursorKeys:
    """Where each arrow key takes a map cursor from where it stands, with the moves
    so far remembered: the key opposite to the last move always goes back (right
    then left returns, however the zigzag chose), so any path can be retraced."""

    DEPTH = 64  # moves remembered

    def __init__(self, here: tuple[int, int]) -> None:
        self.goal_row = screen_row(*here)
        self._back: list[tuple[str, tuple[int, int], int]] = []  # (key that undoes it, from, goal row then)

    def target(self, at_hex: dict[tuple[int, int], str], here: tuple[int, int], direction: str) -> tuple[int, int]:
        """The hex `direction` leads to from `here` (`here` when nothing lies that way)."""
        if self._back and self._back[-1][0] == direction:
            return self._back[-1][1]
        return step(at_hex, here, direction, self.goal_row)

    def move(self, at_hex: dict[tuple[int, int], str], here: tuple[int, int], direction: str) -> tuple[int, int]:
        """Take the step `direction` from `here`; the hex reached."""
        if self._back and self._back[-1][0] == direction:
            _, there, self.goal_row = self._back.pop()
            return there
        there = step(at_hex, here, direction, self.goal_row)
        if there != here:
            self._back = [*self._back[-self.DEPTH + 1:], (OPPOSITE[direction], here, self.goal_row)]
            if direction in ("up", "down"):
                self.goal_row = screen_row(*there)
        return there

    def jumped(self, there: tuple[int, int]) -> None:
        """The cursor was put on `there` by other means (a click, a search): a fresh start."""
        self.goal_row = screen_row(*there)
        self._back = []

    def keys(self, at_hex: dict[tuple[int, int], str], here: tuple[int, int]) -> dict[str, str]:
        """Each area an arrow key reaches from `here`, with the arrows that reach it."""
        found: dict[str, str] = {}
        for direction, arrow in ARROWS.items():
            there = self.target(at_hex, here, direction)
            if there != here:
                found[at_hex[there]] = found.get(at_hex[there], "") + arrow
        return found


def arrow_keys(at_hex: dict[tuple[int, int], str], start: tuple[int, int], goal: str) -> int:
    """The fewest arrow keys that walk the cursor from the hex `start` to the area `goal`,
    each key stepping as `step` does (99: it cannot get there)."""
    if at_hex.get(start) == goal:
        return 0
    seen, queue = {start: 0}, deque([start])
    while queue:
        here = queue.popleft()
        for direction in ARROWS:
            there = step(at_hex, here, direction, screen_row(*here))
            if there not in seen:
                seen[there] = seen[here] + 1
                if at_hex.get(there) == goal:
                    return seen[there]
                queue.append(there)
    return 99
