"""A searchable list beside a text pane: the layout the card reference and the
rules index share.

The search field keeps the focus as you type; Up/Down move the highlight over
the list (skipping headings), PgUp/PgDn scroll the text, Escape goes back. The
highlighted row is also marked '>', so it reads without colour or reverse.
A subclass says what its items are: how to find them, list them and tell one.
"""

from __future__ import annotations

from abc import abstractmethod
from pathlib import Path
from typing import Generic, TypeVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

Item = TypeVar("Item")


def list_width(screen_width: int) -> int:
    """The list of names beside the text: a third of the screen, 28 to 40 cells."""
    return max(28, min(40, screen_width // 3))


class SearchableScreen(Screen[None], Generic[Item]):
    # Its rules, parsed when first shown (see app.tcss): a path from this file, as Textual
    # reads a relative one from each subclass's (a game's reference lives in its UI package).
    CSS_PATH = str(Path(__file__).parent.parent / "screens.tcss")
    BINDINGS = [
        Binding("escape", "close", "Back"),
        # The search field keeps the focus: these move the highlight from it.
        Binding("down", "move(1)", "Next", show=False),
        Binding("up", "move(-1)", "Previous", show=False),
        Binding("pagedown", "scroll_text(1)", "Text down", show=False),
        Binding("pageup", "scroll_text(-1)", "Text up", show=False),
    ]
    AUTO_FOCUS = "#ref-search"
    placeholder = "search"

    def __init__(self, items: tuple[Item, ...], search_text: str = "") -> None:
        super().__init__()
        self.items = items
        self.shown: list[Item] = []
        self.search_text = search_text
        self._titles = {self.item_id(item): self.item_name(item) for item in items}
        self._marked: int | None = None  # the option drawn with the '>' mark

    # What a subclass says about its items.
    @abstractmethod
    def item_id(self, item: Item) -> str: ...

    @abstractmethod
    def item_name(self, item: Item) -> str: ...

    @abstractmethod
    def item_text(self, item: Item) -> Text: ...

    @abstractmethod
    def bar(self) -> str: ...

    @abstractmethod
    def find(self, text: str) -> list[Item]:
        """The items `text` finds, in the order they are listed."""

    def options(self, text: str) -> list[Option]:
        """The rows for `self.shown` (headings as disabled options); plain by default."""
        return [self.row(item) for item in self.shown]

    def first(self, options: list[Option]) -> int:
        """The row highlighted when the list is filled: the first item."""
        return next(n for n, o in enumerate(options) if not o.disabled)

    def nothing(self, text: str) -> str:
        return f"Nothing holds {text.strip()!r}."

    def row(self, item: Item) -> Option:
        return Option(f" {self.item_name(item)}", id=self.item_id(item))

    # The shared screen.
    def compose(self) -> ComposeResult:
        yield Static(self.bar(), classes="bar")
        yield Input(self.search_text, placeholder=self.placeholder, id="ref-search")
        # Only the search field takes the focus: a click on a row or the text leaves the
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

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#ref-list").styles.width = list_width(event.size.width)

    def _fill(self, text: str) -> None:
        """List what `text` finds; the first (or the subclass's pick) is highlighted and told."""
        self.shown = self.find(text)
        options = self.options(text)
        listing = self.query_one("#ref-list", OptionList)
        listing.clear_options()
        self._marked = None
        listing.add_options(options)
        if not self.shown:
            self.query_one("#ref-text", Static).update(Text(self.nothing(text), style="italic"))
            return
        at = self.first(options)
        listing.highlighted = at
        shown = self._item(options[at].id)
        if shown is not None:
            self._show(shown)

    def _item(self, ident: str | None) -> Item | None:
        return next((item for item in self.shown if self.item_id(item) == ident), None)

    def _show(self, item: Item) -> None:
        self.query_one("#ref-text", Static).update(self.item_text(item))
        self.query_one("#ref-text-box", VerticalScroll).scroll_home(animate=False)

    @property
    def highlighted(self) -> Item | None:
        """The item whose text is shown."""
        listing = self.query_one("#ref-list", OptionList)
        if listing.highlighted is None:
            return None
        return self._item(listing.get_option_at_index(listing.highlighted).id)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._fill(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()  # Enter has nothing to give: the text is already shown

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        item = self._item(event.option.id)
        if item is None:
            return
        self._show(item)
        listing = self.query_one("#ref-list", OptionList)
        if self._marked is not None and self._marked < listing.option_count:
            old = listing.get_option_at_index(self._marked)
            listing.replace_option_prompt_at_index(self._marked, f" {self._titles.get(old.id or '', '')}")
        listing.replace_option_prompt_at_index(event.option_index, f">{self.item_name(item)}")
        self._marked = event.option_index

    def action_move(self, step: int) -> None:
        """The next row up or down, over the headings; it stops at either end."""
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
