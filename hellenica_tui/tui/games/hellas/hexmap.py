"""The Hellas map as text: pointy hexes, each edge drawn as its kind (`~` water, `#`
land), so land and water read without colour; in each hex the tile's name (a `+`
marks a temple) and the city's owner, Greeks and ships (`L3g1s`: Light, three Greeks,
one ship). Neighbours share their edges, which match on a laid map. While a tile is
being laid, the legal spots show their `Q,R` and the tile under the cursor (in
brackets) is drawn at its turn; an edge that would not match shows `!`.

The drawing is cropped to the pane's width around the cursor (else the map's middle)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.style import Style
from rich.text import Text

from hellenica_tui.games.hellas.content import Index, Tile
from hellenica_tui.games.hellas.geometry import edge_kind, neighbour

Spot = tuple[int, int]
WATER, LAND = "~", "#"
STYLES = {
    WATER: Style(color="blue"),
    LAND: Style(color="green"),
    "!": Style(bold=True, reverse=True),
    ".": Style(dim=True),
    "cursor": Style(bold=True, reverse=True),
    "spot": Style(dim=True),
}
# Where each edge is drawn in a hex's box of 4 lines x 9 columns: (line, first column, width).
EDGE_AT = {0: ((1, 8, 1), (2, 8, 1)), 1: ((0, 4, 4),), 2: ((0, 0, 4),), 3: ((1, 0, 1), (2, 0, 1)),
           4: ((3, 0, 4),), 5: ((3, 4, 4),)}  # fmt: skip
LEGEND = "~ water  # land  + temple  L3g1s: Light, 3 Greeks, 1 ship"


@dataclass(frozen=True)
class Laid:
    tile: Tile
    turn: int
    owner: str = ""  # "" for none
    greeks: int = 0
    ships: int = 0


def label(tile: Tile) -> str:
    if tile.city == -1:
        return "Dolph"
    return (tile.name[:4] + "+") if tile.temple else tile.name[:5]


def info(laid: Laid, letters: Mapping[str, str]) -> str:
    if laid.tile.city == -1:
        return "~sea~"
    if not laid.owner:
        return "  .  "
    text = f"{letters.get(laid.owner, laid.owner[:1].upper())}{laid.greeks}g{laid.ships}s"
    return text if len(text) <= 5 else f"{text[0]}{laid.greeks}/{laid.ships}"


class HexText:
    """The map (a rich renderable): `laid` tiles by spot, the `spots` open to the tile
    being laid, the `cursor` and the tile drawn there at its turn (`preview`)."""

    def __init__(self, laid: Mapping[Spot, Laid], letters: Mapping[str, str], spots: frozenset[Spot] = frozenset(),
                 cursor: Spot | None = None, preview: Laid | None = None) -> None:  # fmt: skip
        self.laid, self.letters, self.spots, self.cursor, self.preview = laid, letters, spots, cursor, preview

    def lines(self) -> tuple[list[Text], int]:
        """Every line of the whole map, and the column of the cursor's (or the map's) middle."""
        spots = set(self.laid) | set(self.spots) | ({self.cursor} if self.cursor else set())
        if not spots:
            return [Text("(no tile laid yet)")], 0
        xs = [2 * q + r for q, r in spots]
        rs = [r for _, r in spots]
        x0, r0 = min(xs), min(rs)
        width, height = 4 * (max(xs) - x0) + 9, 3 * (max(rs) - r0) + 4
        chars = [[" "] * width for _ in range(height)]
        styles: list[list[Style | None]] = [[None] * width for _ in range(height)]

        def put(line: int, col: int, text: str, style: Style | None = None) -> None:
            for n, ch in enumerate(text):
                chars[line][col + n] = ch
                styles[line][col + n] = style if style is not None else STYLES.get(ch)

        def origin(spot: Spot) -> tuple[int, int]:
            return 3 * (spot[1] - r0), 4 * (2 * spot[0] + spot[1] - x0)

        def edges(spot: Spot, kinds: Mapping[int, str]) -> None:
            y, x = origin(spot)
            for edge, kind in kinds.items():
                for line, col, n in EDGE_AT[edge]:
                    put(y + line, x + col, kind * n)

        def middle(spot: Spot, top: str, bottom: str, style: Style | None = None) -> None:
            y, x = origin(spot)
            cursor = spot == self.cursor
            left, right = ("[", "]") if cursor else (" ", " ")
            mark = STYLES["cursor"] if cursor else style
            put(y + 1, x + 1, left + top + right, mark)
            put(y + 2, x + 1, left + bottom + right, mark)

        for spot in self.spots:
            if spot not in self.laid:
                edges(spot, dict.fromkeys(range(6), "."))
                middle(spot, f"{spot[0]},{spot[1]}".center(5)[:5], "place", STYLES["spot"])
        for spot, laid in self.laid.items():
            edges(spot, {e: _kind(laid, e) for e in range(6)})
            middle(spot, label(laid.tile), info(laid, self.letters))
        if self.cursor is not None and self.preview is not None:
            kinds = {}
            for e in range(6):
                kind = _kind(self.preview, e)
                there = self.laid.get(_neighbour(self.cursor, e))
                kinds[e] = "!" if there is not None and _kind(there, (e + 3) % 6) != kind else kind
            edges(self.cursor, kinds)
            middle(self.cursor, label(self.preview.tile), f"turn{self.preview.turn}")
        out = []
        for row, marks in zip(chars, styles, strict=True):
            text = Text(no_wrap=True, overflow="crop")
            for ch, style in zip(row, marks, strict=True):
                text.append(ch, style or "")
            text.rstrip()
            out.append(text)
        middle_col = width // 2
        if self.cursor is not None:
            middle_col = origin(self.cursor)[1] + 4
        return out, middle_col

    def cursor_at(self) -> tuple[int, int] | None:
        """The column and line of the cursor's middle in the drawing (the shell keeps it in view)."""
        spots = set(self.laid) | set(self.spots) | ({self.cursor} if self.cursor else set())
        if self.cursor is None:
            return None
        x0, r0 = min(2 * q + r for q, r in spots), min(r for _, r in spots)
        return 4 * (2 * self.cursor[0] + self.cursor[1] - x0) + 4, 3 * (self.cursor[1] - r0) + 1

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        width = max((len(t) for t in self.lines()[0]), default=0)
        return Measurement(width, width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.lines()[0]  # whole: the board pane scrolls to the cursor


def _kind(laid: Laid, edge: int) -> str:
    return LAND if edge_kind(laid.tile, laid.turn, edge) == "L" else WATER


def _neighbour(spot: Spot, edge: int) -> Spot:
    return neighbour(spot, edge)


def laid_tiles(view: Any, idx: Index) -> dict[Spot, Laid]:
    """Each laid tile of a view, by its spot, with its city's owner and pieces."""
    out: dict[Spot, Laid] = {}
    for tile, (q, r, turn) in view["map"].items():
        out[(q, r)] = Laid(idx.tiles[tile], turn, view["owner"].get(tile, ""), view["greeks"].get(tile, 0),
                           view["ships"].get(tile, 0))  # fmt: skip
    return out
