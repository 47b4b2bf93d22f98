"""The title screen: what to do first."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.tui.screens import app_of

BANNER = r"""
 _   _      _ _            _
| | | | ___| | | ___ _ __ (_) ___ __ _
| |_| |/ _ \ | |/ _ \ '_ \| |/ __/ _` |
|  _  |  __/ | |  __/ | | | | (_| (_| |
|_| |_|\___|_|_|\___|_| |_|_|\___\__,_|
"""

# (id, label, key) in menu order.
MENU: tuple[tuple[str, str, str], ...] = (
    ("new", "New game", "n"),
    ("guided", "Guided first game", "g"),
    ("continue", "Continue", "c"),
    ("load", "Load a save", "o"),
    ("lobby", "Lobby", "l"),
    ("replay", "Replay a save", "p"),
    ("explore", "Map explorer", "m"),
    ("reference", "Card reference", "i"),
    ("rules", "Rules", "r"),
    ("help", "Help", "?"),
    ("quit", "Quit", "q"),
)


class TitleScreen(Screen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    # The lobby's key in the footer too: a game played over days starts from there.
    BINDINGS = [Binding(key, f"choose('{item}')", label, show=item == "lobby") for item, label, key in MENU]

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            with Center(classes="title-row"):
                yield Static(BANNER.strip("\n"), id="banner")
            with Center(classes="title-row"):
                yield Static("Story of Greece", id="subtitle")
            with Center(id="menu-row"):
                yield OptionList(*(Option(f"{label:<18}{key:>3}", id=item) for item, label, key in MENU), id="menu")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.action_choose(event.option.id)

    def action_choose(self, item: str) -> None:
        app_of(self).open_entry(item)
