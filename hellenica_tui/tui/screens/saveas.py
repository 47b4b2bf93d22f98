"""Save the game under another name (it goes on saving there)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from hellenica_tui.savedgames import SAVE_SUFFIX


class SaveAsScreen(ModalScreen[str | None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, suggested: str) -> None:
        super().__init__()
        self.suggested = suggested

    def compose(self) -> ComposeResult:
        with Vertical(id="saveas-box"):
            yield Static(f"Save as (a name, or a path ending in {SAVE_SUFFIX})")
            yield Input(self.suggested, id="saveas-name")
            yield Static(id="saveas-error")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        name = event.value.strip()
        if not name:
            self.query_one("#saveas-error", Static).update("A save needs a name.")
            return
        self.dismiss(name)

    def action_cancel(self) -> None:
        self.dismiss(None)
