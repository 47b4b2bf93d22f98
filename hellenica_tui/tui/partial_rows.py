"""Writing a changed part of a line from where it changed.

When part of a widget changes, Textual's partial update writes each changed line
from the widget's left edge up to the end of the change: a hex redrawn near the
right of the map sends every cell of the map to its left too, row after row,
each with its colours. A seat's screen reached through SSH sends all of it down
the connection. Here the line is written from the start of the piece of text
(segment) that holds the change's first cell instead, which never splits a
character and draws the same screen.

`install()` puts this in place of Textual's own writing of partial updates (the
app does it once, on start); tests/tui/test_partial_rows.py checks on a terminal
emulator that a screen updated this way shows what a full frame shows.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console
from textual._compositor import ChopsUpdate
from textual.strip import Strip

from hellenica_tui.tui import frame_diff


def segment_start(strip: Strip, offset: int) -> int:
    """Where the segment holding cell `offset` of `strip` starts (so a crop from there
    splits no character)."""
    start = 0
    for segment in strip:
        end = start + cell_len(segment.text)
        if end > offset:
            return start
        start = end
    return start


def render_segments(update: ChopsUpdate, console: Console) -> str:
    """What Textual's ChopsUpdate.render_segments writes, each changed span of a line
    starting at its first segment rather than at the start of its widget's line; of
    that, only the cells that differ from what the terminal shows (frame_diff)."""
    sequences: list[str] = []
    append = sequences.append
    known = frame_diff.shown(console)
    chops, chop_ends = update.chops, update.chop_ends
    for y, x1, x2 in update.spans:
        pieces: list[tuple[int, Strip]] = []
        for end, (x, strip) in zip(chop_ends[y], chops[y].items(), strict=False):
            if strip is None or x > x2 or end <= x1:
                continue
            if x2 > x >= x1 and end <= x2:
                pieces.append((x, strip))
                continue
            start = segment_start(strip, x1 - x) if x < x1 else 0
            part = strip.crop(start, min(end, x2) - x)
            if part.cell_length:
                pieces.append((x + start, part))
        if pieces:
            append(known.write(y, pieces, console))
    return "".join(sequences)


TEXTUAL_RENDER = ChopsUpdate.render_segments  # Textual's own, for comparison


def install() -> None:
    """Write partial updates through `render_segments` (once per process)."""
    ChopsUpdate.render_segments = render_segments  # type: ignore[method-assign,assignment]
