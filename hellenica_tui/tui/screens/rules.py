"""The rules index: short pages of the rules, in the order of a turn, searchable
as you type, the highlighted page told beside the list.

Opened with `r` from every screen, at the page of the rule that refused the
last command when there is one; Escape goes back. The pages are the game's,
handed over by its UI (GameUI.rules_screen: Hellenica's are data read by
games/hellenica/table/rule_pages.py); the screen is the card reference's
layout (screens/searchable.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import groupby
from typing import Any, Protocol

from rich.text import Text
from textual.widgets import Input
from textual.widgets.option_list import Option

from hellenica_tui.tui.screens.searchable import SearchableScreen


class Page(Protocol):
    """A rules page as the screen reads it."""

    @property
    def id(self) -> str: ...
    @property
    def part(self) -> str: ...  # the heading it is listed under
    @property
    def title(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def commands(self) -> Sequence[str]: ...  # the command forms it is about
    @property
    def when(self) -> str: ...  # when its commands may be given


def aligned(text: str) -> str:
    """A page's tables (markdown rows, `| a | b |`) in columns: each cell padded to
    its column's widest, the header's rule (`|---|`) left out."""
    out: list[str] = []
    for table, run in groupby(text.split("\n"), key=lambda line: line.startswith("|")):
        lines = list(run)
        out += _columns(lines) if table else lines
    return "\n".join(out)


def _columns(lines: list[str]) -> list[str]:
    """A table's rows, its cells padded to their column's widest; no rule row."""
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in lines]
    rows = [row for row in rows if not all(set(cell) <= set("-: ") for cell in row)]
    if not rows:  # a rule row alone
        return []
    widths = [max(_shown(row[c]) if c < len(row) else 0 for row in rows) for c in range(max(map(len, rows)))]
    return ["  ".join(cell + " " * (w - _shown(cell)) for cell, w in zip(row, widths, strict=False)).rstrip() for row in rows]


def _shown(cell: str) -> int:
    """The width of a cell once its marks are left out."""
    return len(cell.replace("`", "").replace("**", ""))


def marked(text: str) -> Text:
    """A page's text with its tables in columns, what is typed (between backquotes)
    and what is stressed (between double asterisks) in bold, the marks left out: it
    reads without colour."""
    out = Text()
    for n, typed in enumerate(aligned(text).split("`")):
        if n % 2:
            out.append(typed, style="bold")
            continue
        for m, part in enumerate(typed.split("**")):
            out.append(part, style="bold" if m % 2 else "")
    return out


def search(found: Sequence[Page], text: str) -> list[Page]:
    """The pages holding every word of `text`, in the book's order."""
    words = text.lower().split()
    return [p for p in found if all(w in " ".join((p.title, p.part, p.text)).lower() for w in words)]


def told(page: Page) -> Text:
    """A page as the text pane shows it: title, part, its commands, when, the text."""
    out = Text()
    out.append(page.title, style="bold")
    out.append(f"  ({page.part})\n\n", style="dim")
    if page.commands:
        out.append("Commands: ", style="bold")
        out.append(", ".join(page.commands) + "\n")
    if page.when:
        out.append("When: ", style="bold")
        out.append(page.when + "\n")
    if page.commands or page.when:
        out.append("\n")
    out.append_text(marked(page.text))
    return out


class RulesScreen(SearchableScreen[Page]):
    placeholder = "search the rules"

    def __init__(self, pages: Sequence[Page], at: str = "", find: Callable[[Any, str], list[Any]] = search) -> None:
        """`find`: the pages some text finds (the game's own search, else every word in a page)."""
        super().__init__(tuple(pages))
        self.at = at  # the page highlighted first ("" the first)
        self._find = find

    def item_id(self, item: Page) -> str:
        return item.id

    def item_name(self, item: Page) -> str:
        return item.title

    def item_text(self, item: Page) -> Text:
        return told(item)

    def bar(self) -> str:
        return f" Rules · {len(self.items)} pages · type to search · Up/Down choose · PgUp/PgDn read"

    def find(self, text: str) -> list[Page]:
        return self._find(self.items, text)

    def options(self, text: str) -> list[Option]:
        """All pages under their parts in the book's order when nothing is typed; else the finds."""
        if text.strip():
            return [self.row(page) for page in self.shown]
        options: list[Option] = []
        part = ""
        for page in self.shown:
            if page.part != part:
                part = page.part
                options.append(Option(Text(part, style="bold underline"), disabled=True))
            options.append(self.row(page))
        return options

    def first(self, options: list[Option]) -> int:
        wanted = next((n for n, o in enumerate(options) if o.id == self.at), None)
        return wanted if wanted is not None else super().first(options)

    def on_input_changed(self, event: Input.Changed) -> None:
        self.at = ""  # a search starts from its first find
        super().on_input_changed(event)
