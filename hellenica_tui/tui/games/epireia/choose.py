"""A list of the commands a key stands for, each told in words (what it costs, what
it names): Enter gives the one picked (the shell gives it as if typed), Escape gives
none. Nothing is hidden from the one choosing: the list is the viewer's own."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option


class ChooseDialog(ModalScreen[str | None]):
    DEFAULT_CSS = """
    ChooseDialog { align: center middle; }
    ChooseDialog #choose-box { width: 90%; max-width: 90; height: auto; max-height: 90%; border: round $primary; }
    ChooseDialog #epireia-choices { height: auto; max-height: 18; }
    """
    BINDINGS = [Binding("escape", "close", "None of them")]
    AUTO_FOCUS = "#epireia-choices"

    def __init__(self, heading: str, choices: list[tuple[str, str]]) -> None:
        """`choices`: (command, what it does in words), in the order shown."""
        super().__init__()
        self.heading = heading
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical(id="choose-box"):
            yield Static(Text(self.heading, style="bold"), classes="bar")
            yield Static("Up and Down, Enter gives the command; Escape gives none.")
            yield OptionList(
                *(Option(Text.assemble((text, "bold"), f"  {about}" if about else ""), id=text)
                  for text, about in self.choices),
                id="epireia-choices",
            )
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_close(self) -> None:
        self.dismiss(None)
