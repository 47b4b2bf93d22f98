"""The lobby: every game in progress, one row for each seat a person plays in it,
with whose turn it is (the rows where that seat must act first, marked in words);
Enter opens the game bound to the row's seat, as that person would see it at a
table of their own. The rows are worked out in hellenica_tui.lobby, as `hellenica
lobby` prints them."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.lobby import LobbyRow, lobby, lobby_line, seat_entries
from hellenica_tui.savedgames import games_in_progress
from hellenica_tui.tui.screens import app_of
from hellenica_tui.tui.widgets.hangtext import Hanging


class GameRows(OptionList):
    """The rows (the screen's one focus), its Enter named in the footer."""

    BINDINGS = [Binding("enter", "select", "Open")]


class LobbyScreen(Screen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape", "app.back", "Back")]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[LobbyRow] = lobby(seat_entries(games_in_progress()))

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static("Lobby: your games and whose turn it is", classes="bar")
            if self.rows:
                # Text, not markup: a save's name is shown as it is.
                yield GameRows(*(Option(Hanging(Text(lobby_line(row))), id=str(n)) for n, row in enumerate(self.rows)), id="rows")
            else:
                yield Static("No game in progress. n on the title screen starts one.", id="rows-empty")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        row = self.rows[int(event.option.id or 0)]
        app_of(self).open_save(str(row.path), seat=row.seat)
