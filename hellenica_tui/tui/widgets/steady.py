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


def update(static: Static, content: Text | str, layout: bool = True) -> bool:
    """Put `content` in `static` unless it shows that already; whether it was put.

    `layout=False` for a line whose size no text changes (the status and seat lines):
    it is drawn again without laying the screen out, which arranges every widget of
    the screen again, most of the work of a frame for a line of text."""
    if same_text(static.content, content):
        return False
    if layout:
        static.update(content)  # (a HangingText lays itself out as it needs)
    else:
        static.update(content, layout=False)
    return True
