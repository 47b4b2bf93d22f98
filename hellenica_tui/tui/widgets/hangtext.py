"""Text wrapped with a hanging indent: a line too long for its pane goes on under
itself, indented, so a wrapped list never reads as the start of a new entry."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual.geometry import Region
from textual.widgets import Static

from hellenica_tui.tui.widgets.steady import same_text


def hang(text: Text, width: int, indent: int = 2) -> Text:
    """`text` with every line longer than `width` cells broken at spaces; the
    continuation lines start `indent` cells further in than the line itself."""
    if width <= 0:
        return text
    out: list[Text] = []
    for line in text.split("\n", allow_blank=True):
        plain = line.plain
        lead = len(plain) - len(plain.lstrip(" "))
        pad = min(lead + indent, max(0, width // 2))
        while line.cell_len > width:
            plain = line.plain
            cut = plain.rfind(" ", 0, width + 1)
            if cut <= lead:
                cut = width  # one word wider than the pane: break inside it
            head, rest = line.divide([cut])
            head.rstrip()
            out.append(head)
            rest_plain = rest.plain
            rest = rest[len(rest_plain) - len(rest_plain.lstrip(" ")):]
            line = Text(" " * pad) + rest
            lead = pad
        out.append(line)
    return Text("\n").join(out)


class Hanging:
    """`text` as a renderable that hangs its wrapped lines at whatever width it is
    drawn (a log entry: the log draws each entry once, at the pane's width)."""

    def __init__(self, text: Text) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text.plain  # what it says, for whatever reads a widget's text

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(1, self.text.cell_len)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield hang(self.text, options.max_width)


def hung(renderable: RenderableType) -> RenderableType:
    """`renderable` with each of its texts (alone or in a group) hanging its wrapped
    lines; tables and the rest as they are."""
    if isinstance(renderable, str):
        renderable = Text(renderable)
    if isinstance(renderable, Text):
        return Hanging(renderable)
    if isinstance(renderable, Group):
        return Group(*(hung(part) for part in renderable.renderables), fit=renderable.fit)
    return renderable


class HangingText(Static):
    """A block of text that wraps to its width with a hanging indent (a Static, so
    whatever reads a Static's text reads this one's).

    With `room`, the block's height is its lines rounded up to a multiple of `room`:
    a line more or less then changes no height, and only the lines that changed or
    moved are drawn again. A change of height lays the screen out again, which
    repaints the whole block and the pane that scrolls it."""

    DEFAULT_CSS = """
    HangingText {
        height: auto;
    }
    """

    def __init__(self, text: Text | None = None, *, id: str | None = None, indent: int = 2, room: int = 1) -> None:
        super().__init__(id=id)
        self.indent = indent  # how much further in than its line a wrapped line goes on
        self.room = room
        self._text = Text() if text is None else text
        self._wrapped: tuple[Text, int, Text] | None = None  # (text, width, wrapped): layout asks twice

    @property
    def text(self) -> Text:
        return self._text

    @property  # type: ignore[misc]  # read-only: what it says, where a Static's is read
    def content(self) -> Text:
        return self._text

    def update(self, text: Text) -> None:  # type: ignore[override]  # Text only: the indent is worked out on it
        if same_text(text, self._text):
            return  # drawn as it is: setting it again would repaint the whole block
        drawn, width = self._wrapped, self.content_size.width
        self._text = text
        if drawn is not None and drawn[1] == width and width:
            old = list(drawn[2].split("\n", allow_blank=True))
            new = list(self._hung(width).split("\n", allow_blank=True))
            height = self._height(len(new))
            if self._height(len(old)) == height:  # only the lines that changed are drawn again
                blank = Text()
                old += [blank] * (height - len(old))
                new += [blank] * (height - len(new))
                for y, (was, now) in enumerate(zip(old, new, strict=True)):
                    if not same_text(was, now):
                        self.refresh(Region(0, y, width, 1))
                return
        self.refresh(layout=True)

    def _height(self, lines: int) -> int:
        return -(-lines // self.room) * self.room

    def _hung(self, width: int) -> Text:
        if self._wrapped is None or self._wrapped[0] is not self._text or self._wrapped[1] != width:
            self._wrapped = (self._text, width, hang(self._text, width, self.indent))
        return self._wrapped[2]

    def render(self) -> Text:
        return self._hung(self.content_size.width)

    def get_content_height(self, container, viewport, width: int) -> int:
        return self._height(len(self._hung(width).split("\n", allow_blank=True)))
