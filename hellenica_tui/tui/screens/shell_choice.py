"""A list of commands to pick one from, for any game on the shell (the commands legal
now, the cards to play, the answer to an attack, the builds allowed): each told in
words, Enter gives the one lit (the dialog's result: the shell gives it), Escape none.
`ChoiceDialog.told` lists commands as typed, each with what it does beside it."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.tui.widgets.hangtext import Hanging

PICKING = "Up and Down, Enter gives the command; Escape gives none."  # how a list of commands is used


class ChoiceDialog(ModalScreen[str | None]):
    DEFAULT_CSS = """
    ChoiceDialog { align: center middle; }
    ChoiceDialog #choice-box { width: 90%; max-width: 100; height: auto; max-height: 90%;
        border: round $primary; padding: 0 1; }
    ChoiceDialog OptionList { height: auto; max-height: 18; }
    """
    BINDINGS = [Binding("escape", "close", "None of them")]

    def __init__(self, title: str, choices: Sequence[tuple[str | Text, str]], note: str = "") -> None:
        """`choices`: (what the player reads, the command given), in the order shown."""
        super().__init__()
        self.title_text, self.choices, self.note = title, list(choices), note

    @classmethod
    def told(cls, title: str, commands: Sequence[tuple[str, str]]) -> ChoiceDialog:
        """`commands`: (the command, what it does in words), each shown as typed (bold)
        with its words beside it."""
        choices = [(Text.assemble((text, "bold"), f"  {about}" if about else ""), text) for text, about in commands]
        return cls(title, choices, PICKING)

    def compose(self) -> ComposeResult:
        with Vertical(id="choice-box"):
            yield Static(Hanging(Text(self.title_text, style="bold")))  # a long reason hangs under its line
            if self.note:
                yield Static(Text(self.note))
            yield OptionList(*(Option(_hung(label), id=str(n)) for n, (label, _) in enumerate(self.choices)))
        yield Footer()

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        options.highlighted = 0
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.choices[int(event.option.id or 0)][1])

    def action_close(self) -> None:
        self.dismiss(None)


def _hung(label: str | Text) -> Hanging:
    """A choice too long for the list goes on under itself, indented: never read as the next one."""
    return Hanging(label if isinstance(label, Text) else Text(label))
