"""The rules index: short pages of the rules, in the order of a turn, searchable
as you type, the highlighted page told beside the list.

Opened with `r` from every screen, at the page of the rule that refused the
last command when there is one; Escape goes back. The pages are data
(games/hellenica/table/rule_pages.py); the screen is the card reference's
layout (screens/searchable.py).
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Input
from textual.widgets.option_list import Option

from hellenica_tui.games.hellenica.table.rule_pages import Page, pages, search
from hellenica_tui.tui.screens.searchable import SearchableScreen


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
    # What is typed (between backquotes in the pages) in bold: it reads without colour.
    for n, part in enumerate(page.text.split("`")):
        out.append(part, style="bold" if n % 2 else "")
    return out


class RulesScreen(SearchableScreen[Page]):
    placeholder = "search the rules"

    def __init__(self, scenario: str = "classic", at: str = "") -> None:
        super().__init__(pages(scenario))
        self.at = at  # the page highlighted first ("" the first)

    def item_id(self, item: Page) -> str:
        return item.id

    def item_name(self, item: Page) -> str:
        return item.title

    def item_text(self, item: Page) -> Text:
        return told(item)

    def bar(self) -> str:
        return f" Rules · {len(self.items)} pages · type to search · Up/Down choose · PgUp/PgDn read"

    def find(self, text: str) -> list[Page]:
        return search(self.items, text)

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
