"""Commands to pick from, with what each costs: those that name one map area
(Enter on the map), the moves into one area (pointing while a stack moves) or
every command allowed now, grouped by rule (the hints, `H`). Under the list, the
card the highlighted command concerns (the advancement, upgrade, unit or
invocation). The command picked goes into the prompt to be read (and changed)
before Enter gives it. Nothing is given from here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.tui.widgets.hangtext import Hanging


class AreaCommandsScreen(ModalScreen[str | None]):
    CSS_PATH = "../../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape", "close", "Back to the map")]
    AUTO_FOCUS = "#area-commands"

    def __init__(
        self,
        heading: str,
        commands: list[tuple[str, str]],
        groups: Sequence[tuple[str, list[tuple[str, str]]]] = (),
        cards: Mapping[str, str] | None = None,
    ) -> None:
        """`commands`: (command text, its cost in words), in the order shown; or `groups` of
        them, each under its title. `cards`: the card text of the commands that concern one."""
        super().__init__()
        self.heading = heading
        self.groups = list(groups) or [("", commands)]
        self.cards = dict(cards or {})

    @property
    def commands(self) -> list[tuple[str, str]]:
        """Every (command, cost) listed, in the order shown."""
        return [pair for _, commands in self.groups for pair in commands]

    def compose(self) -> ComposeResult:
        with Vertical(id="area-commands-box"):
            yield Static(self.heading, classes="bar")
            grouped = any(text.endswith(" ...") for _, commands in self.groups for text, _ in commands)
            yield Static(
                "Up and Down, Enter puts the command in the prompt (nothing is given yet); "
                + ("a line ending in ... lists its choices; " if grouped else "") + "Escape goes back.",
                classes="secret-help",
            )
            # Hanging: a long cost goes on under its command, never back at the margin.
            options: list[Option] = []
            for title, commands in self.groups:
                if title:  # a heading reads as one without colour: italic, where the highlighted line is underlined
                    options.append(Option(Text(title, style="bold italic"), disabled=True))
                options += [Option(Hanging(Text.assemble((text, "bold"), "  ", (f"({cost})", "italic"))), id=text)
                            for text, cost in commands]
            yield OptionList(*options, id="area-commands")
            card = Static(id="area-command-card", classes="secret-help")
            card.display = bool(self.cards)
            yield card
        yield Footer()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if self.cards:
            told = self.cards.get(event.option.id or "", "")
            self.query_one("#area-command-card", Static).update(Text(told or " "))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_close(self) -> None:
        self.dismiss(None)
