"""Writing a whole frame as only the cells that differ from what the terminal shows.

Textual writes every cell of the terminal whenever another screen comes up or goes
(a dialog opening or closing): the new screen knows nothing of what the terminal
shows. A seat's screen reached through SSH sends all of it down the connection,
some 39 KB at 120x40, and every seat gets it at once when a dialog opens on every
seat. Here the app keeps what it last wrote (one strip per line): a whole frame is
written line by line, each changed line from its first changed piece of text to
its last, and an unchanged line not at all; a partial update (partial_rows) too,
for the lines it draws again (a screen laid out anew draws again every widget
that moved, even to show what the terminal shows already). A dialog whose screen lets the game show
through around it (a transparent background) then costs the cells of its box.

`install()` puts this in place of Textual's own writing of whole frames (the app
does it once, on start); tests/tui/test_frame_diff.py checks on a terminal
emulator that a screen written this way shows what Textual's own writing shows.
"""

from __future__ import annotations

import functools
import weakref

from rich.cells import cell_len
from rich.color import ColorSystem
from rich.console import Console
from rich.control import Control
from rich.style import Style
from textual._compositor import LayoutUpdate
from textual.strip import Strip

Run = tuple[str, str, str | None]  # text, its SGR codes, its link: what a piece of a line writes


class Shown:
    """What one terminal shows, as this process last wrote it: a strip per line, and
    each line as runs of text written alike (worked out when first compared)."""

    def __init__(self) -> None:
        self.width = self.height = -1  # nothing known
        self.lines: list[Strip] = []
        self._runs: list[list[Run] | None] = []

    def forget(self) -> None:
        """The terminal may show anything (resized, cleared): the next frame is written whole."""
        self.width = self.height = -1
        self.lines, self._runs = [], []

    def keep(self, lines: list[Strip], width: int) -> None:
        self.width, self.height = width, len(lines)
        self.lines, self._runs = list(lines), [None] * len(lines)

    def write(self, y: int, pieces: list[tuple[int, Strip]], console: Console) -> str:
        """What to write for `pieces` (where each starts on line `y`, and its cells) of
        a partial update: only the cells of the line they change."""
        if not 0 <= y < self.height:  # nothing known: each piece whole
            return "".join(Control.move_to(x, y).segment.text + strip.render(console) for x, strip in pieces)
        line = self.lines[y]
        for x, strip in pieces:
            end = x + strip.cell_length
            line = Strip.join([line.crop(0, x), strip, line.crop(end, self.width)])
        return self.put(y, line, console)

    def put(self, y: int, line: Strip, console: Console) -> str:
        """What to write for line `y` to show `line`: its cells that differ, if any."""
        color_system = console._color_system or ColorSystem.TRUECOLOR
        old, new = self.runs(y, color_system), runs_of(line, color_system)
        self.lines[y], self._runs[y] = line, new
        span = changed_span(old, new, self.width)
        if span is None:
            return ""
        start, end = span
        return Control.move_to(start, y).segment.text + line.crop(start, end).render(console)

    def runs(self, y: int, color_system: ColorSystem) -> list[Run]:
        found = self._runs[y]
        if found is None:
            found = self._runs[y] = runs_of(self.lines[y], color_system)
        return found


def runs_of(strip: Strip, color_system: ColorSystem) -> list[Run]:
    """The line as runs of text written with the same codes: two lines that show the
    same cells give the same runs, however their segments are cut (a dialog's
    screen cuts the game's lines where its own widgets lie) and whatever meta their
    styles carry (mouse offsets, which never reach the terminal)."""
    out: list[Run] = []
    for text, style, control in strip:
        if control or not text:
            continue
        if style is None:
            codes, link = "", None
        elif text.isspace():
            codes, link = _blank_codes(style, color_system), style.link
        else:
            codes, link = style._make_ansi_codes(color_system), style.link
        if out and out[-1][1] == codes and out[-1][2] == link:
            out[-1] = (out[-1][0] + text, codes, link)
        else:
            out.append((text, codes, link))
    return out


@functools.lru_cache(maxsize=1024)
def _blank_codes(style: Style, color_system: ColorSystem) -> str:
    """How blanks written in `style` look: their foreground colour, boldness and the like
    show nothing (a dialog's screen gives the game's blanks another colour than the
    game's screen does)."""
    if style.underline or style.underline2 or style.overline or style.strike or style.reverse:
        return style._make_ansi_codes(color_system)
    return Style(bgcolor=style.bgcolor)._make_ansi_codes(color_system)


def changed_span(old: list[Run], new: list[Run], width: int) -> tuple[int, int] | None:
    """The cells from the first that differs to the last that does (None when the
    lines are alike): the runs alike at either end are left out, and of the runs
    where the change begins and ends, the characters alike written alike. Both ends
    fall between characters, never inside a wide one."""
    if old == new:
        return None
    most = min(len(old), len(new))
    first = 0
    while first < most and old[first] == new[first]:
        first += 1
    tail = 0
    while tail < most - first and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    start = sum(cell_len(text) for text, _, _ in new[:first])
    end = width - sum(cell_len(text) for text, _, _ in new[len(new) - tail :])
    last_old, last_new = len(old) - 1 - tail, len(new) - 1 - tail
    same = 0  # characters alike at the start of the first run that differs
    if first < most and old[first][1:] == new[first][1:]:
        same = _alike(old[first][0], new[first][0])
        start += cell_len(new[first][0][:same])
    if last_old >= first and last_new >= first and old[last_old][1:] == new[last_new][1:]:
        a, b = old[last_old][0], new[last_new][0]
        if last_new == first:  # the same run: its start is spoken for already
            a, b = a[same:] if last_old == first else a, b[same:]
        alike = _alike(a[::-1], b[::-1])
        end -= cell_len(b[len(b) - alike :]) if alike else 0
    return start, max(start, end)


def _alike(a: str, b: str) -> int:
    """How many characters `a` and `b` begin with alike."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


_shown: weakref.WeakKeyDictionary[Console, Shown] = weakref.WeakKeyDictionary()


def shown(console: Console) -> Shown:
    """What the terminal of `console` (one per app) shows."""
    found = _shown.get(console)
    if found is None:
        found = _shown[console] = Shown()
    return found


def render_segments(update: LayoutUpdate, console: Console) -> str:
    """What to write for a whole frame: only what differs from what the terminal shows."""
    lines = [Strip.join(line) for line in update.strips]
    region = update.region
    known = shown(console)
    if region.x or region.y or (known.width, known.height) != (region.width, len(lines)):
        known.keep(lines, region.width)  # written whole, as Textual writes it
        return TEXTUAL_RENDER(update, console)
    return "".join([known.put(y, line, console) for y, line in enumerate(lines)])


TEXTUAL_RENDER = LayoutUpdate.render_segments  # Textual's own, for comparison


def install() -> None:
    """Write whole frames through `render_segments` (once per process)."""
    LayoutUpdate.render_segments = render_segments  # type: ignore[method-assign,assignment]
