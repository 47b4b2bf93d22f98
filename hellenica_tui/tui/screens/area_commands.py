"""The commands that name one map area, with what each costs: Enter on the map
opens it, and the command picked goes into the prompt to be read (and changed)
before Enter gives it. Nothing is given from here."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.tui.widgets.hangtext import Hanging


class AreaCommandsScreen(ModalScreen[str | None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape", "close", "Back to the map")]
    AUTO_FOCUS = "#area-commands"

    def __init__(self, area: str, commands: list[tuple[str, str]]) -> None:
        """`commands`: (command text, its cost in words), in the order shown."""
        super().__init__()
        self.area = area
        self.commands = commands

    def compose(self) -> ComposeResult:
        with Vertical(id="area-commands-box"):
            yield Static(f"{self.area}: what you may do here now", classes="bar")
            yield Static("Up and Down, Enter puts the command in the prompt (nothing is given yet); Escape goes back.",
                         classes="secret-help")
            # Hanging: a long cost goes on under its command, never back at the margin.
            yield OptionList(
                *(Option(Hanging(Text.assemble((text, "bold"), "  ", (f"({cost})", "italic"))), id=text)
                  for text, cost in self.commands),
                id="area-commands",
            )
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_close(self) -> None:
        self.dismiss(None)
