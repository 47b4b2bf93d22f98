"""The game log across the whole terminal: read what happened without the map.

It shows the lines the game screen has told (coloured as there) and those
told while it is open, the newest at the bottom; the arrows, Page Up/Down, Home and End scroll it, Escape (or L
again) goes back to the map.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Static

from hellenica_tui.tui.widgets.gamelog import GameLog


class WideLogScreen(Screen[None]):
    CSS_PATH = "../../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape,L", "close", "Back to the map")]
    AUTO_FOCUS = "#wide-log"

    def __init__(self, lines: list[Text]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        yield Static(f" Game log · {len(self.lines)} lines · the newest at the bottom", classes="bar")
        yield GameLog(id="wide-log")
        yield Footer()

    def on_mount(self) -> None:
        self.add(self.lines, keep=False)

    def add(self, lines: list[Text], keep: bool = True) -> None:
        """Lines told while the view is open (the AI players go on acting)."""
        if keep:
            self.lines = self.lines + lines
        self.query_one(GameLog).tell(lines)

    def action_close(self) -> None:
        self.dismiss()
