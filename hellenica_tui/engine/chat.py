"""Table talk: `say ...`, one line kept in the game's log and seen by every seat.

A line said is a command group like any other (so it is saved, read back and
followed by every screen the same way), but it belongs to the engine, not to
the rules: its command is `Say`, it has no events, so the state, its hash and
the turn are exactly as they were; the rules never decide it, `verify` has
nothing to re-decide, and undo steps over it (a line said stays said, and never
blocks taking a command back). Any seat may talk at any time.
"""

from __future__ import annotations

import re

from hellenica_tui.engine.errors import InvalidCommand
from hellenica_tui.engine.ruleset import Command

VERB = "say"
MAX_CHARS = 200
# One line of at most MAX_CHARS characters: no control characters, nor the brackets
# and backslash that a screen's markup could read.
_LINE = re.compile(r"[^\x00-\x1f\x7f-\x9f\[\]\\]{1,200}")  # MAX_CHARS


class Say(Command, frozen=True, kw_only=True):
    """One line said at the table."""

    text: str


def is_chat(text: str) -> bool:
    words = text.split(None, 1)
    return bool(words) and words[0].lower() == VERB


def parse_chat(text: str) -> Say:
    """`say LINE` as a `Say`; InvalidCommand saying why when the line cannot be kept."""
    line = text.strip()[len(VERB) :].strip()
    if not line:
        raise InvalidCommand("say what? Type say and a line to tell the table")
    return Say(text=_checked(line))


def _checked(line: str) -> str:
    if len(line) > MAX_CHARS:
        raise InvalidCommand(f"a line said is at most {MAX_CHARS} characters, not {len(line)}")
    if not _LINE.fullmatch(line):
        raise InvalidCommand("a line said holds no control characters, brackets nor backslashes")
    return line


def chat_problem(command: Say, events: tuple[object, ...], state_hash: bytes | None) -> str | None:
    """What is wrong with a line said, read from a save (None: nothing)."""
    if events or state_hash is not None:
        return "a line said that changes the game"
    try:
        _checked(command.text)
    except InvalidCommand as exc:
        return exc.message
    return None


def format_chat(command: Say) -> str:
    return f"{VERB} {command.text}"
