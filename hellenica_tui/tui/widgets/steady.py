"""Setting a widget's text only when it differs from what the widget shows.

Textual repaints a widget's whole region whenever its content is set, even to the
text it shows already, and a seat's screen reached through SSH sends every
repainted cell down the connection. A screen catching up with the save sets
every part of itself again; through here, only the parts whose text changed are
drawn again.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


def same_text(a: object, b: object) -> bool:
    """Whether two texts draw alike: the same characters, spans and text-wide style
    (rich's own `==` looks at the characters and spans only)."""
    if isinstance(a, Text) and isinstance(b, Text):
        return (
            a.plain == b.plain
            and a.spans == b.spans
            and (a.style, a.justify, a.overflow, a.no_wrap, a.end) == (b.style, b.justify, b.overflow, b.no_wrap, b.end)
        )
    return type(a) is type(b) and isinstance(a, str) and a == b


def update(static: Static, content: Text | str) -> bool:
    """Put `content` in `static` unless it shows that already; whether it was put.

    A line of a fixed size (the status and seat lines, the hint while it is one
    line) is drawn again without laying the screen out: a layout arranges every
    widget of the screen again, most of the work of a frame for a line of text."""
    if same_text(static.content, content):
        return False
    height, width = static.styles.height, static.styles.width
    fixed = height is not None and height.is_cells and (width is None or not width.is_auto)
    static.update(content, layout=not fixed)
    return True
