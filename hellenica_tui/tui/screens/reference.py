"""The card reference: every card of the scenario, grouped by kind, searchable
by name as you type, the highlighted one told in full beside the list.

Opened with `i` from every screen; Escape goes back to where it was opened.
The entries come from tui.cardref (the scenario's own texts).
"""

from __future__ import annotations

from collections import Counter

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.tui.cardref import Entry, reference, search


def list_width(screen_width: int) -> int:
    """The list of names beside the text: a third of the screen, 28 to 40 cells."""
    return max(28, min(40, screen_width // 3))


def told(entry: Entry) -> Text:
    """An entry as the text pane shows it: name, heading, then the full text."""
    out = Text()
    out.append(entry.name, style="bold")
    out.append(f"  ({entry.group})\n\n", style="dim")
    out.append(entry.full)
    return out


class ReferenceScreen(Screen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [
        Binding("escape", "close", "Back"),
        # The search field keeps the focus: these move the highlight from it.
        Binding("down", "move(1)", "Next", show=False),
        Binding("up", "move(-1)", "Previous", show=False),
        Binding("pagedown", "scroll_text(1)", "Text down", show=False),
        Binding("pageup", "scroll_text(-1)", "Text up", show=False),
    ]
    AUTO_FOCUS = "#ref-search"

    def __init__(self, content: Content, search_text: str = "") -> None:
        super().__init__()
        self.entries = reference(content)
        self.shown: list[Entry] = []
        self.names = {entry.id: entry.name for entry in self.entries}
        self._marked: int | None = None  # the option drawn with the '>' mark
        self.search_text = search_text

    def compose(self) -> ComposeResult:
        yield Static(
            f" Card reference · {len(self.entries)} cards · type a name · Up/Down choose · PgUp/PgDn read",
            classes="bar",
        )
        yield Input(self.search_text, placeholder="search by name", id="ref-search")
        # Only the search field takes the focus: a click on a card or the text leaves the
        # typing where it was (the keys above move and scroll from there).
        with Horizontal(id="ref-main"):
            listing = OptionList(id="ref-list")
            listing.can_focus = False
            yield listing
            with VerticalScroll(id="ref-text-box", can_focus=False):
                yield Static(id="ref-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#ref-list").styles.width = list_width(self.app.size.width)
        self._fill(self.search_text)

    def on_screen_resume(self) -> None:
        # Opened again as it was left: typing a new search replaces the old one.
        search_field = self.query_one("#ref-search", Input)
        search_field.focus()
        search_field.select_all()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#ref-list").styles.width = list_width(event.size.width)

    def _fill(self, text: str) -> None:
        """List the entries whose name holds `text`, under their headings; the first is highlighted."""
        self.shown = search(self.entries, text)
        counts = Counter(entry.group for entry in self.shown)
        options: list[Option] = []
        group = ""
        for entry in self.shown:
            if entry.group != group:
                group = entry.group
                # A heading reads as one without colour: underlined, with its count.
                options.append(Option(Text(f"{group} ({counts[group]})", style="bold underline"), disabled=True))
            options.append(Option(f" {entry.name}", id=entry.id))
        listing = self.query_one("#ref-list", OptionList)
        listing.clear_options()
        self._marked = None
        listing.add_options(options)
        if self.shown:
            listing.highlighted = 1  # the first entry, under its heading
            self._show(self.shown[0])
        else:
            self.query_one("#ref-text", Static).update(Text(f"No card's name holds {text.strip()!r}.", style="italic"))

    def _show(self, entry: Entry) -> None:
        self.query_one("#ref-text", Static).update(told(entry))
        self.query_one("#ref-text-box", VerticalScroll).scroll_home(animate=False)

    @property
    def highlighted(self) -> Entry | None:
        """The entry whose text is shown."""
        listing = self.query_one("#ref-list", OptionList)
        if listing.highlighted is None:
            return None
        ident = listing.get_option_at_index(listing.highlighted).id
        return next((entry for entry in self.shown if entry.id == ident), None)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._fill(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()  # Enter has nothing to give: the text is already shown

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        entry = next((e for e in self.shown if e.id == event.option.id), None)
        if entry is None:
            return
        self._show(entry)
        # The highlighted card is marked '>' too, so it shows without colour or reverse.
        listing = self.query_one("#ref-list", OptionList)
        if self._marked is not None and self._marked < listing.option_count:
            old = listing.get_option_at_index(self._marked)
            listing.replace_option_prompt_at_index(self._marked, f" {self.names.get(old.id or '', '')}")
        listing.replace_option_prompt_at_index(event.option_index, f">{entry.name}")
        self._marked = event.option_index

    def action_move(self, step: int) -> None:
        """The next card up or down, over the headings; it stops at either end."""
        listing = self.query_one("#ref-list", OptionList)
        at = listing.highlighted
        if at is None:
            return
        at += step
        while 0 <= at < listing.option_count and listing.get_option_at_index(at).disabled:
            at += step
        if 0 <= at < listing.option_count:
            listing.highlighted = at

    def action_scroll_text(self, step: int) -> None:
        box = self.query_one("#ref-text-box", VerticalScroll)
        box.scroll_relative(y=step * max(1, box.size.height - 1), animate=False)

    def action_close(self) -> None:
        self.dismiss()
