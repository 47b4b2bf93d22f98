"""What happened to you since your last command: a short list over the game
screen (built by games' recap); the areas it names stay marked on the map
until cleared here (x). The earlier summaries can be read again (left, right)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from hellenica_tui.games.hellenica.table.recap import Happening
from hellenica_tui.tui.widgets.hangtext import HangingText


def recap_text(
    happenings: Sequence[Happening], alerts: Sequence[str], names: dict[str, str], marked: bool = True
) -> Text:
    """One line per fact, then the race warnings; the areas named last (`marked`:
    they are still marked on the map)."""
    out = Text()
    if not happenings:
        out.append("Nothing has happened to you since your last command.\n")
    # Attacks, losses and conquests first, each kind in the order it came.
    for h in [h for h in happenings if h.war] + [h for h in happenings if not h.war]:
        out.append("- ")
        out.append(h.text + "\n")
    for line in alerts:
        out.append("! ", style="bold reverse")
        out.append(line + "\n", style="bold")
    areas = sorted({names.get(a, a) for h in happenings for a in h.areas})
    if areas:
        lead = "Marked on the map until you clear the marks (x): " if marked else "Where: "
        out.append("\n" + lead + ", ".join(areas) + ".", style="italic")
    out.rstrip()
    return out


CLEAR = "clear"  # what the screen answers when the player clears the marks


class RecapScreen(ModalScreen[str | None]):
    """`pages`: (heading, body) of each summary, oldest first; page `start` is shown
    first (by default the last). Answers CLEAR when x cleared the marks, else None."""

    CSS_PATH = "../../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [
        Binding("escape,enter,space,w", "close", "Close"),
        # Before the scrolling box's own left and right (it scrolls sideways).
        Binding("left,h", "page(-1)", "Earlier", priority=True),
        Binding("right,l", "page(1)", "Later", priority=True),
        Binding("x", "clear", "Clear marks"),
        Binding("j,down", "scroll(1)", "Scroll", show=False),
        Binding("k,up", "scroll(-1)", "Scroll", show=False),
    ]

    def __init__(self, pages: Sequence[tuple[str, Text]], marks: bool = False, start: int | None = None) -> None:
        super().__init__()
        self.pages = list(pages) or [("What happened to you", recap_text([], [], {}))]
        last = len(self.pages) - 1
        self.index = last if start is None else max(0, min(start, last))
        self.marks = marks  # whether areas are marked on the map for x to clear

    def compose(self) -> ComposeResult:
        heading, body = self.pages[self.index]
        with Vertical(id="recap-frame"):
            yield Static(heading, classes="bar", id="recap-heading")
            with VerticalScroll(id="recap-box"):
                text = HangingText(id="recap-text")  # a wrapped fact goes on under itself
                text.update(body)
                yield text
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Only the keys that do something now are in the footer.
        if action == "page":
            return 0 <= self.index + int(str(parameters[0])) < len(self.pages)
        if action == "clear":
            return self.marks
        return True

    def action_page(self, step: int) -> None:
        self.index += step
        heading, body = self.pages[self.index]
        self.query_one("#recap-heading", Static).update(heading)
        self.query_one("#recap-text", HangingText).update(body)
        self.query_one("#recap-box", VerticalScroll).scroll_home(animate=False)
        self.refresh_bindings()

    def action_clear(self) -> None:
        self.dismiss(CLEAR)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, step: int) -> None:
        self.query_one("#recap-box", VerticalScroll).scroll_relative(y=step, animate=False)
