"""Rules pages kept as markdown, one topic a file: `rules/<id>.md`, opening with a
`# Title` line. A refused command names the id of the page of its rule, and every
game's pages are shown the same way (`hellenica rules --game ID`, the rules screen).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import msgspec

from hellenica_tui.engine.errors import GameError


class RulePage(msgspec.Struct, frozen=True):
    id: str
    part: str  # the heading it is listed under ("": none)
    title: str
    text: str


class RulePagesError(GameError):
    """A page cannot be read: names the file and what is wrong."""


def read_pages(folder: Path, part: str = "", order: Sequence[str] = ()) -> tuple[RulePage, ...]:
    """Every page of `folder`: those named in `order` first, in that order, then the
    others by id; each listed under `part`, its paragraphs reflowed."""
    files = sorted(folder.glob("*.md"), key=lambda p: (order.index(p.stem) if p.stem in order else len(order), p.stem))
    pages = []
    for path in files:
        try:
            head, _, body = path.read_text(encoding="utf-8").partition("\n")
        except (OSError, UnicodeDecodeError) as error:
            raise RulePagesError(f"rules/{path.name}: {error}") from None
        if not head.startswith("# "):
            raise RulePagesError(f"rules/{path.name}: a page opens with its title: '# Title'")
        pages.append(RulePage(path.stem, part, head[2:].strip(), reflow(body)))
    return tuple(pages)


def reflow(text: str) -> str:
    """The file's lines joined into paragraphs (and list items), so a screen of any
    width wraps them; blank lines stay between paragraphs, a table's rows apart."""
    paragraphs = []
    for block in text.strip().split("\n\n"):
        items: list[str] = []
        for line in block.splitlines():
            line = line.strip()
            starts_item = line[:2] in ("- ", "* ") or (line[:1].isdigit() and line[1:3] == ". ")
            row = line.startswith("|") or bool(items and items[-1].startswith("|"))
            if items and not starts_item and not row:
                items[-1] += " " + line
            else:
                items.append(line)
        paragraphs.append("\n".join(items))
    return "\n\n".join(paragraphs)


def find(pages: Sequence[RulePage], text: str) -> list[RulePage]:
    """The page whose id is `text`, else the pages holding every word of it (in the
    title, the part, the text or the id), those with a word in the title first."""
    exact = [p for p in pages if p.id == text.strip()]
    if exact:
        return exact
    words = text.lower().split()

    def holds(p: RulePage) -> bool:
        whole = " ".join((p.title, p.part, p.text, p.id)).lower()
        return all(word in whole for word in words)

    found = [p for p in pages if holds(p)]
    return sorted(found, key=lambda p: not any(word in p.title.lower() for word in words))
