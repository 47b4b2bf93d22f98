"""Choosing a saved game to open, newest first, each with its turn, winners and players."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.savedgames import SavedGame, describe, save_folders
from hellenica_tui.tui.screens import app_of

# mode: (heading, what an empty list says)
MODES = {
    "load": ("Load a saved game", "No saved games yet."),
    "replay": ("Replay a saved game", "No saved games yet."),
    "continue": ("Continue a game in progress", "No game in progress."),
}


class SaveList(OptionList):
    """The list of saves (the screen's one focus), its Enter named in the footer."""

    BINDINGS = [Binding("enter", "select", "Open")]


class LoadScreen(Screen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape", "app.back", "Back")]

    def __init__(self, games: list[SavedGame], mode: str = "load") -> None:
        super().__init__()
        self.mode = mode
        self.replay = mode == "replay"
        self.games = sorted(games, key=lambda game: game.modified, reverse=True)

    def compose(self) -> ComposeResult:
        heading, empty = MODES[self.mode]
        with Vertical(id="load-box"):
            yield Static(heading, classes="bar")
            if self.games:
                yield SaveList(*(self._option(game) for game in self.games), id="saves")
            else:
                # Text, not markup: a folder's name is shown as it is.
                where = Text(f"{empty} Games are looked for in:\n", end="")
                for folder in save_folders():
                    where.append(f"  {folder}\n")
                yield Static(where, id="saves-empty")
        yield Footer()

    @staticmethod
    def _option(game: SavedGame) -> Option:
        first, *rest = describe(game)
        # Text, not markup: names come from files anyone may have written.
        prompt = Text(first, style="bold")
        for line in rest:
            prompt.append("\n    " + line)
        return Option(prompt, id=str(game.path))  # a damaged one too: opening it tells the whole reason

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._open(event.option.id)

    def _open(self, path: str | None) -> None:
        if path:
            app_of(self).open_save(path, replay=self.replay)
