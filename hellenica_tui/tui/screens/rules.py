"""The rules index: short pages of the rules, in the order of a turn, searchable
as you type, the highlighted page told beside the list.

Opened with `r` from every screen, at the page of the rule that refused the
last command when there is one; Escape goes back. The pages are data
(games/hellenica/table/rule_pages.py); the screen shares the card reference's
layout and styles.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.games.hellenica.table.rule_pages import Page, pages, search
from hellenica_tui.tui.screens.reference import list_width


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


class RulesScreen(Screen[None]):
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

    def __init__(self, scenario: str = "classic", at: str = "") -> None:
        super().__init__()
        self.pages = pages(scenario)
        self.shown: list[Page] = []
        self.at = at  # the page highlighted first ("" the first)
        self._marked: int | None = None  # the option drawn with the '>' mark

    def compose(self) -> ComposeResult:
        yield Static(
            f" Rules · {len(self.pages)} pages · type to search · Up/Down choose · PgUp/PgDn read",
            classes="bar",
        )
        yield Input(placeholder="search the rules", id="ref-search")
        with Horizontal(id="ref-main"):
            listing = OptionList(id="ref-list")
            listing.can_focus = False
            yield listing
            with VerticalScroll(id="ref-text-box", can_focus=False):
                yield Static(id="ref-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#ref-list").styles.width = list_width(self.app.size.width)
        self._fill("")

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#ref-list").styles.width = list_width(event.size.width)

    def _fill(self, text: str) -> None:
        """List the pages holding every word of `text`, under their parts (all of them
        in the book's order when nothing is typed)."""
        self.shown = search(self.pages, text)
        if not text.strip():
            options: list[Option] = []
            part = ""
            for page in self.shown:
                if page.part != part:
                    part = page.part
                    options.append(Option(Text(part, style="bold underline"), disabled=True))
                options.append(Option(f" {page.title}", id=page.id))
        else:
            options = [Option(f" {page.title}", id=page.id) for page in self.shown]
        listing = self.query_one("#ref-list", OptionList)
        listing.clear_options()
        self._marked = None
        listing.add_options(options)
        if not self.shown:
            self.query_one("#ref-text", Static).update(Text(f"No page holds {text.strip()!r}.", style="italic"))
            return
        wanted = next((n for n, o in enumerate(options) if o.id == self.at), None)
        listing.highlighted = wanted if wanted is not None else next(n for n, o in enumerate(options) if not o.disabled)

    @property
    def highlighted(self) -> Page | None:
        """The page whose text is shown."""
        listing = self.query_one("#ref-list", OptionList)
        if listing.highlighted is None:
            return None
        ident = listing.get_option_at_index(listing.highlighted).id
        return next((page for page in self.shown if page.id == ident), None)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.at = ""
        self._fill(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()  # Enter has nothing to give: the page is already shown

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        page = next((p for p in self.shown if p.id == event.option.id), None)
        if page is None:
            return
        self.query_one("#ref-text", Static).update(told(page))
        self.query_one("#ref-text-box", VerticalScroll).scroll_home(animate=False)
        # The highlighted page is marked '>' too, so it shows without colour or reverse.
        listing = self.query_one("#ref-list", OptionList)
        titles = {p.id: p.title for p in self.pages}
        if self._marked is not None and self._marked < listing.option_count:
            old = listing.get_option_at_index(self._marked)
            listing.replace_option_prompt_at_index(self._marked, f" {titles.get(old.id or '', '')}")
        listing.replace_option_prompt_at_index(event.option_index, f">{page.title}")
        self._marked = event.option_index

    def action_move(self, step: int) -> None:
        """The next page up or down, over the headings; it stops at either end."""
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
