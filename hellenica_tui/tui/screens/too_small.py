"""Shown over everything while the terminal is smaller than the game needs."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Static

from hellenica_tui.tui.screens import closed

MIN_WIDTH = 80
MIN_HEIGHT = 24


def too_small(width: int, height: int) -> bool:
    return width < MIN_WIDTH or height < MIN_HEIGHT


class TooSmallScreen(ModalScreen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(id="too-small-text")

    def on_mount(self) -> None:
        if not closed(self):
            self.show_size(self.app.size.width, self.app.size.height)

    def show_size(self, width: int, height: int) -> None:
        self.query_one("#too-small-text", Static).update(
            f"Terminal too small\n\n"
            f"This terminal is {width} x {height}.\n"
            f"The game needs at least {MIN_WIDTH} x {MIN_HEIGHT}.\n\n"
            f"Make the window larger to go on\n(ctrl+q quits)."
        )
