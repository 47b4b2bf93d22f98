"""The card reference: every card of the scenario, grouped by kind, searchable
by name as you type, the highlighted one told in full beside the list.

Opened with `i` from every screen; Escape goes back to where it was opened.
The entries come from tui.cardref (the scenario's own texts).
"""

from __future__ import annotations

from collections import Counter

from rich.text import Text
from textual.widgets import Input
from textual.widgets.option_list import Option

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.tui.cardref import Entry, reference, search
from hellenica_tui.tui.screens.searchable import SearchableScreen


def told(entry: Entry) -> Text:
    """An entry as the text pane shows it: name, heading, then the full text."""
    out = Text()
    out.append(entry.name, style="bold")
    out.append(f"  ({entry.group})\n\n", style="dim")
    out.append(entry.full)
    return out


class ReferenceScreen(SearchableScreen[Entry]):
    placeholder = "search by name"

    def __init__(self, content: Content, search_text: str = "") -> None:
        super().__init__(reference(content), search_text)

    def item_id(self, item: Entry) -> str:
        return item.id

    def item_name(self, item: Entry) -> str:
        return item.name

    def item_text(self, item: Entry) -> Text:
        return told(item)

    def bar(self) -> str:
        return f" Card reference · {len(self.items)} cards · type a name · Up/Down choose · PgUp/PgDn read"

    def find(self, text: str) -> list[Entry]:
        return search(self.items, text)

    def options(self, text: str) -> list[Option]:
        """The cards under their kinds; a heading reads as one without colour: underlined, counted."""
        counts = Counter(entry.group for entry in self.shown)
        options: list[Option] = []
        group = ""
        for entry in self.shown:
            if entry.group != group:
                group = entry.group
                options.append(Option(Text(f"{group} ({counts[group]})", style="bold italic"), disabled=True))
            options.append(self.row(entry))
        return options

    def nothing(self, text: str) -> str:
        return f"No card's name holds {text.strip()!r}."

    def on_screen_resume(self) -> None:
        # Opened again as it was left: typing a new search replaces the old one.
        search_field = self.query_one("#ref-search", Input)
        search_field.focus()
        search_field.select_all()
