"""Which game to start: shown by the title screen's "New game" once more than one
game is offered to players (games.registry), each with its players and what it is."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.games.facts import GameFacts
from hellenica_tui.tui.screens import app_of
from hellenica_tui.tui.screens.lobby import GameRows
from hellenica_tui.tui.widgets.hangtext import Hanging


def game_line(facts: GameFacts) -> str:
    """A game as the list shows it: its title, its table, and what it is (indented under it,
    and further in where it wraps)."""
    return f"{facts.title} ({facts.seat_count()})\n  {facts.description}"


class GamePickerScreen(Screen[None]):
    CSS_PATH = "../screens.tcss"
    BINDINGS = [Binding("escape", "app.back", "Back")]

    def __init__(self, games: Sequence[GameFacts]) -> None:
        super().__init__()
        self.games = list(games)

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static("New game: which game?", classes="bar")
            yield GameRows(*(Option(Hanging(Text(game_line(g))), id=g.id) for g in self.games), id="rows")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            app_of(self).new_game_form(event.option.id)
