"""Between two people at one terminal: hide everything until the next one is ready."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Static


class HandOffScreen(ModalScreen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("enter,space", "ready", "Ready")]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player_name = name

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(
                f"Pass the keyboard to {self.player_name}.\n\n"
                f"{self.player_name}: press Enter when the others are not looking.",
                id="handoff-text",
            )

    def action_ready(self) -> None:
        self.dismiss()
