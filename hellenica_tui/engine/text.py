"""Text from outside the program (a save, a file name, a typed command) made safe to show.

A save may come from anyone, so none of its strings may reach a terminal as
they are: `printable` drops every control character (C0 other than newline
and tab, DEL and C1), which is what a terminal would act on (escape
sequences, a bell, a window title). `clip` keeps a line short, so a name of
a megabyte is shown as its beginning and end.
"""

from __future__ import annotations

import re

# An error line is cut here: a refused save says what it must in 200 or so characters.
MAX_ERROR = 400

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_LINE_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """`text` without control characters (newline and tab stay)."""
    return _CONTROL.sub("", text)


def one_line(text: str) -> str:
    """`text` without control characters, newlines and tabs turned into spaces."""
    return _LINE_CONTROL.sub("", text.replace("\n", " ").replace("\t", " "))


def clip(text: str, limit: int, mark: str = "…") -> str:
    """`text` on one line of at most `limit` characters: the beginning and the end, `mark` between."""
    text = one_line(text)
    if len(text) <= limit:
        return text
    head = (limit - len(mark)) * 2 // 3
    return text[:head] + mark + text[len(text) - (limit - len(mark) - head) :]


def clip_ascii(text: str, limit: int) -> str:
    """`clip` with "..." between: for a message that may reach a terminal that reads bytes
    one by one (the UTF-8 of "…" holds the byte 0x80, a C1 control to such a terminal)."""
    return clip(text, limit, "...")


def quoted(value: object, limit: int = 40) -> str:
    """A value from a save, for a message: repr'd (so in ASCII), on one line, clipped."""
    return clip_ascii(ascii(value), limit)
