"""Hellas's dialogs: a list of commands to pick one from (the commands legal now, the
cards to play, the ship or Greek a tile's Voyage asks for, the answer to an attack
on the opponent's turn). The one picked is the dialog's result: the shell gives it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option


class ChoiceDialog(ModalScreen[str | None]):
    DEFAULT_CSS = """
    ChoiceDialog { align: center middle; }
    ChoiceDialog #choice-box { width: 90%; max-width: 90; height: auto; max-height: 90%;
        border: round $primary; padding: 0 1; }
    ChoiceDialog OptionList { height: auto; max-height: 16; }
    """
    BINDINGS = [Binding("escape", "close", "Close")]

    def __init__(self, title: str, choices: list[tuple[str, str]], note: str = "") -> None:
        super().__init__()
        self.title_text, self.choices, self.note = title, choices, note

    def compose(self) -> ComposeResult:
        with Vertical(id="choice-box"):
            yield Static(Text(self.title_text, style="bold"))
            if self.note:
                yield Static(Text(self.note))
            yield OptionList(*(Option(label, id=str(n)) for n, (label, _) in enumerate(self.choices)))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.choices[int(event.option.id or 0)][1])

    def action_close(self) -> None:
        self.dismiss(None)
