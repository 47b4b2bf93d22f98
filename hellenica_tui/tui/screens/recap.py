"""What happened to you since your last command: a short list over the game
screen (built by games' recap); the areas it names stay marked on the map."""

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


def recap_text(happenings: Sequence[Happening], alerts: Sequence[str], names: dict[str, str]) -> Text:
    """One line per fact, then the race warnings; the areas marked on the map named last."""
    out = Text()
    if not happenings:
        out.append("Nothing has happened to you since your last command.\n")
    for h in happenings:
        out.append("- ")
        out.append(h.text + "\n")
    for line in alerts:
        out.append("! ", style="bold reverse")
        out.append(line + "\n", style="bold")
    marked = sorted({names.get(a, a) for h in happenings for a in h.areas})
    if marked:
        out.append("\nMarked on the map until your next command: " + ", ".join(marked) + ".", style="italic")
    out.rstrip()
    return out


class RecapScreen(ModalScreen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [
        Binding("escape,enter,space,w", "close", "Close"),
        Binding("j,down", "scroll(1)", "Scroll", show=False),
        Binding("k,up", "scroll(-1)", "Scroll", show=False),
    ]

    def __init__(self, heading: str, body: Text) -> None:
        super().__init__()
        self.heading = heading
        self.body = body

    def compose(self) -> ComposeResult:
        with Vertical(id="recap-frame"):
            yield Static(self.heading, classes="bar")
            with VerticalScroll(id="recap-box"):
                text = HangingText(id="recap-text")  # a wrapped fact goes on under itself
                text.update(self.body)
                yield text
        yield Footer()

    def action_close(self) -> None:
        self.dismiss()

    def action_scroll(self, step: int) -> None:
        self.query_one("#recap-box", VerticalScroll).scroll_relative(y=step, animate=False)
