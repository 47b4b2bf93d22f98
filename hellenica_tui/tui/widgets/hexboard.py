"""The hex board of any hex game on screen: a `HexBoard` drawn by the generic hex view.

    view = HexBoardView(board, palette)   # board: seat/board/hexboard.HexBoard
    view.board = board.with_overlays(...).with_highlights({"b": "2"})

A game's UI fills a `HexBoard` from its content and state (cells, overlays,
highlights, a cursor, a tile previewed: see seat/board/hexboard.py) and gives a
`BoardPalette` (widgets/hexlook.py, `board_palette(flavour, terrains=...,
edges=..., owners=...)`). The view (widgets/hexview.py) brings the big hexes
and the compact map (`z`), the cursor (arrows, Enter and clicks: it posts
`HexBoardView.CursorMoved` and `HexBoardView.AreaSelected`), marks (`mark`)
and scrolling. A new board's highlights become the view's targets (dotted,
their labels written in the hex) and a new board's cursor, when it names
another cell than the board before, moves the view's cursor there.

What a hex says, in the big hexes (three lines):

* its label, led by its owner's letter when owned ("a:ATH"), then its glyphs;
* its stacks by owner ("a:H3 C2 b:H2", shorter forms when they do not fit),
  or, on an empty cell, its name;
* its marks, then its highlight label; a previewed tile says "placing" and
  "turn N" instead.

In the compact map (two lines of four): the label (owner's letter first); the
highlight label, else the turn of a preview, else the stacks, else the glyphs.
"""

from __future__ import annotations

from hellenica_tui.seat.board.hexboard import HexBoard, HexCell
from hellenica_tui.tui.maplayout import Mode
from hellenica_tui.tui.widgets.hexlook import BoardPalette, Line, TerrainLook, stack_forms
from hellenica_tui.tui.widgets.hexview import HexView


def _width(line: Line) -> int:
    return sum(len(text) for text, _ in line)


def _label(board: HexBoard, cell: HexCell, palette: BoardPalette, look: TerrainLook, compact: bool) -> Line:
    owner = cell.owner
    if owner is None:
        return [(cell.label, look.name)]
    letter = (board.owner_letter(owner), palette.owner_text.get(owner, look.text))
    badge = palette.owner_badge.get(owner, look.name)
    return [letter, (cell.label, badge)] if compact else [letter, (":", look.text), (cell.label, badge)]


def _stack_forms(board: HexBoard, cell: HexCell, compact: bool) -> list[list[tuple[str, str]]]:
    """Ways to write a cell's stacks, longest first, as (text, owner) pieces."""
    return stack_forms(cell.overlay.stacks, board.stack_label, board.owner_letter, compact)


def _stacks(board: HexBoard, cell: HexCell, palette: BoardPalette, look: TerrainLook, width: int, compact: bool) -> Line:
    forms = _stack_forms(board, cell, compact)
    pieces = next((f for f in forms if sum(len(t) for t, _ in f) <= width), forms[-1])
    runs: Line = []
    for text, owner in pieces:
        text = text[: max(0, width - _width(runs))]
        if text:
            runs.append((text, palette.owner_text.get(owner, look.text)))
    return runs


def _wrap(name: str, width: int, lines: int) -> list[str]:
    out = [""]
    for word in name.split():
        word = word if len(word) <= width else word[: width - 1] + "."
        if not out[-1]:
            out[-1] = word
        elif len(out[-1]) + 1 + len(word) <= width:
            out[-1] += " " + word
        elif len(out) < lines:
            out.append(word)
        else:
            break
    return out


def full_lines(board: HexBoard, cell: HexCell, palette: BoardPalette, widths: tuple[int, ...]) -> list[Line]:
    """The three lines of a big hex (see the module's docstring)."""
    look = palette.look(cell.terrain)
    first: Line = _label(board, cell, palette, look, compact=False)
    if cell.owner is None:
        first = [(" ", look.text), *first]
    if cell.glyphs and _width(first) + 1 + len(cell.glyphs) <= widths[0]:
        first += [(" ", look.text), (cell.glyphs, palette.glyphs)]
    if cell.id in board.previews:
        return [first, [(" placing", palette.preview)], [(f" turn {board.previews[cell.id]}", palette.preview)]]
    label = board.highlights.get(cell.id, "")
    tail: Line = []
    for mark in cell.overlay.marks:
        tail += [(" ", look.text), (mark, palette.mark)] if tail else [(mark, palette.mark)]
    if label:
        tail += [(" ", look.text), (label, palette.target)] if tail else [(label, palette.target)]
    tail = tail if _width(tail) <= widths[2] else [(label or "".join(m[:1] for m in cell.overlay.marks), palette.mark)]
    if cell.overlay.stacks:
        return [first, _stacks(board, cell, palette, look, widths[1], compact=False), tail]
    named = [[(text, look.text)] for text in _wrap(cell.name, widths[1] - 2, 1 if tail else 2)]
    if tail:
        return [first, *named, tail]
    return [first, *named] + [[]] * (2 - len(named))


def compact_lines(board: HexBoard, cell: HexCell, palette: BoardPalette, width: int) -> list[Line]:
    """The two lines of a hex of the compact map."""
    look = palette.look(cell.terrain)
    first = _label(board, cell, palette, look, compact=True)
    label = board.highlights.get(cell.id, "")
    if label:
        second: Line = [(label[:width], palette.target)]
    elif cell.id in board.previews:
        second = [(f"t{board.previews[cell.id]}", palette.preview)]
    elif cell.overlay.stacks:
        second = _stacks(board, cell, palette, look, width, compact=True)
    elif cell.overlay.marks:
        second = [("".join(m[:1] for m in cell.overlay.marks)[:width], palette.mark)]
    else:
        second = [(cell.glyphs[:width], palette.glyphs)] if cell.glyphs else []
    return [first, second]


class HexBoardView(HexView[HexBoard]):
    """A `HexBoard` on screen with a cursor (see the module's docstring)."""

    DEFAULT_CSS = """
    HexBoardView {
        background: $surface;
        scrollbar-size: 1 1;
    }
    """

    class CursorMoved(HexView.CursorMoved):
        pass

    class AreaSelected(HexView.AreaSelected):
        """Enter or a click on the cell under the cursor."""

    def __init__(
        self,
        board: HexBoard,
        palette: BoardPalette,
        *,
        compact: bool | None = None,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(board, palette, cursor=board.cursor, compact=compact, name=name, id=id, classes=classes)
        self._targets = frozenset(board.highlights)

    @property
    def board(self) -> HexBoard:
        return self._model

    @board.setter
    def board(self, board: HexBoard) -> None:
        self.model = board

    @property
    def palette(self) -> BoardPalette:
        return self._look

    @palette.setter
    def palette(self, palette: BoardPalette) -> None:
        self.look = palette

    def same_ground(self, old: HexBoard, new: HexBoard) -> bool:
        return super().same_ground(old, new) and old.letters == new.letters

    def model_changed(self, old: HexBoard, new: HexBoard) -> None:
        if new.highlights != old.highlights:
            self.target(frozenset(new.highlights))
            # A label changed on a cell that stays highlighted: its text is drawn anew.
            self._refresh_areas(frozenset(a for a in new.highlights if old.highlights.get(a) != new.highlights[a]))
        if new.previews != old.previews:  # a tile turned may leave its cell as it was (`kept_cells`)
            self._refresh_areas(frozenset(a for a in old.previews.keys() | new.previews.keys() if a in new.cells))
        if new.cursor is not None and new.cursor != old.cursor:
            self.move_to(new.cursor)

    def text_key(self, area: str) -> object:
        board = self._model
        return board.highlights.get(area), board.previews.get(area)

    def border_kind(self, area: str, side: str) -> str | None:
        return self._model.cells[area].edge_on(side) or None

    def terrain_of(self, area: str) -> str:
        return self._model.cells[area].terrain

    def cell_lines(self, area: str, mode: Mode, widths: tuple[int, ...]) -> list[Line]:
        cell = self._model.cells[area]
        if mode == "full":
            return full_lines(self._model, cell, self._look, widths)
        return compact_lines(self._model, cell, self._look, widths[0])
