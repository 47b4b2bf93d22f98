"""The help screen: the rules in brief, the map's symbols and the keys."""

from __future__ import annotations

from importlib.resources import files

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static


def help_text() -> str:
    from hellenica_tui.games.hellenica.table.rule_pages import filled

    return filled(files("hellenica_tui.tui").joinpath("help.md").read_text(encoding="utf-8"))


class HelpScreen(ModalScreen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [
        Binding("escape,q,question_mark,f1", "close", "Close"),
        Binding("i", "app.reference", "Cards"),  # modal: the app's own i stops here
        Binding("r", "app.rules", "Rules"),
        Binding("j,down", "scroll('down')", "Scroll", show=False),
        Binding("k,up", "scroll('up')", "Scroll", show=False),
    ]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            # Rich's Markdown in a Static: the help is read, not navigated, and opens at once.
            yield Static(Markdown(help_text(), hyperlinks=False), id="help-text")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss()

    def action_scroll(self, direction: str) -> None:
        box = self.query_one("#help-box", VerticalScroll)
        box.scroll_relative(y=1 if direction == "down" else -1, animate=False)
