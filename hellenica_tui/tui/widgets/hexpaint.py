"""Painting the cells of a hex map row: one outline cell, one text line of a hex.

Pure functions of a `BoardPalette` (widgets/hexlook.py) and what lies around:
the hex view (widgets/hexview.py) calls them for each row it draws.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style

from hellenica_tui.tui.widgets.hexlook import TARGET_DOT, BoardPalette, Line, TerrainLook


def outline(
    char: str,
    base: Style,
    palette: BoardPalette,
    kind: str | None,
    shore: str | None,
    *,
    cursor: bool,
    marked: bool,
    target: bool,
) -> Segment:
    """An outline cell `char` of an edge of kind `kind` (None beyond the map), between two
    cells of the terrain `shore` (None for two terrains), beside the cursor, a marked cell
    or a target."""
    style = palette.edge
    if shore is not None:
        style = palette.look(shore).shore or style
    edge_look = palette.edges.get(kind) if kind else None
    if edge_look is not None:
        char, style = edge_look.chars.get(char, char), style + edge_look.style
    if char == " " and target:
        char, style = TARGET_DOT, style + palette.target  # the compact map's gaps beside a target
    if cursor and char != " ":
        # Without colour a plain side is drawn in the cursor's glyph (a mountain keeps its own).
        char = palette.cursor_char if palette.cursor_char and char in "/\\_" else char
        style = style + palette.cursor_edge
    elif marked and char != " ":
        style = style + palette.marked_edge
    elif target:
        style = style + palette.target
    return Segment(char, base + style)


def padded(
    line: Line,
    x0: int,
    width: int,
    row: int,
    terrain: TerrainLook,
    palette: BoardPalette,
    base: Style,
    *,
    over: Style | None,
    target: bool,
    centred: bool,
) -> list[Segment]:
    """A hex's text line at `x0` padded to `width` (`centred`, or after the text); a
    target's blank cells dotted, else the terrain's glyph in them; `over` laid on all."""
    used = sum(len(text) for text, _ in line)
    lead = max(0, (width - used) // 2) if centred else 0
    pad = terrain.text
    runs: list[tuple[str, Style, bool]] = []  # (text, style, is padding)
    if lead:
        runs.append((" " * lead, pad, True))
    runs += [(text, style, False) for text, style in line]
    used += lead
    if used < width:
        runs.append((" " * (width - used), pad, True))
    segments: list[Segment] = []
    x = x0
    ground = base + terrain.fill
    for text, style, padding in runs:
        text = text[: max(0, x0 + width - x)]
        if not text:
            continue
        if target and padding:
            dots = ground + style + palette.target
            segments += _dots(text, x, row, dots + over if over else dots)
        elif terrain.glyph and padding:
            segments += _waves(text, x, row, ground + style, over, base + terrain.fill + terrain.glyph_style, terrain)
        else:
            segments.append(Segment(text, ground + style + over if over else ground + style))
        x += len(text)
    return segments


def _dots(text: str, x: int, row: int, style: Style) -> list[Segment]:
    """The blank cells of a target dotted (every other cell, offset row by row), so the
    cells a command may name stand out without colour."""
    dotted = "".join(TARGET_DOT if (x + i + row) % 2 == 0 else " " for i in range(len(text)))
    return [Segment(dotted, style)]


def _waves(text: str, x: int, row: int, style: Style, over: Style | None, wave: Style, terrain: TerrainLook) -> list[Segment]:
    """Blank cells with the terrain's glyph every `every`th cell, on a slant from row to
    row (a sea's waves)."""
    if over:
        wave, style = wave + over, style + over
    out: list[Segment] = []
    start = 0
    for i in range(len(text)):
        if (x + i + terrain.slant * row) % terrain.every == 0:
            if i > start:
                out.append(Segment(text[start:i], style))
            out.append(Segment(terrain.glyph, wave))
            start = i + 1
    if start < len(text):
        out.append(Segment(text[start:], style))
    return out
