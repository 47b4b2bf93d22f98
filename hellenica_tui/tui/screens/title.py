"""The title screen: what to do first. Its entries are the shell's (`MENU`) and
those the games offered add (GameUI.title_entries: Hellenica's map explorer and
guided first game), each listed after the shell's entry it names."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.tui.games import offered_uis
from hellenica_tui.tui.screens import app_of

BANNER = r"""
 _   _      _ _            _
| | | | ___| | | ___ _ __ (_) ___ __ _
| |_| |/ _ \ | |/ _ \ '_ \| |/ __/ _` |
|  _  |  __/ | |  __/ | | | | (_| (_| |
|_| |_|\___|_|_|\___|_| |_|_|\___\__,_|
"""

# The shell's (id, label, key) in menu order.
MENU: tuple[tuple[str, str, str], ...] = (
    ("new", "New game", "n"),
    ("continue", "Continue", "c"),
    ("load", "Load a save", "o"),
    ("lobby", "Lobby", "l"),
    ("replay", "Replay a save", "p"),
    ("reference", "Card reference", "i"),
    ("rules", "Rules", "r"),
    ("help", "Help", "?"),
    ("quit", "Quit", "q"),
)


def menu() -> list[tuple[str, str, str]]:
    """The shell's entries with the games' put in, each after the entry it names (two
    after the same one in the order the games give them)."""
    items = list(MENU)
    anchors: dict[str, str] = {}  # a game's entry -> the shell's entry it follows
    for ui in offered_uis():
        for entry in ui.title_entries():
            at = next(n for n, (item, _, _) in enumerate(items) if item == entry.after) + 1
            while at < len(items) and anchors.get(items[at][0]) == entry.after:
                at += 1
            items.insert(at, (entry.id, entry.label, entry.key))
            anchors[entry.id] = entry.after
    return items


class TitleScreen(Screen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    # The lobby's key in the footer too: a game played over days starts from there.
    BINDINGS = [Binding(key, f"choose('{item}')", label, show=item == "lobby") for item, label, key in MENU]

    def __init__(self) -> None:
        super().__init__()
        self.menu = menu()
        shell = {item for item, _, _ in MENU}
        for item, label, key in self.menu:  # the games' entries, bound as the shell's are
            if item not in shell:
                self._bindings.bind(key, f"choose('{item}')", label, show=False)

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            with Center(classes="title-row"):
                yield Static(BANNER.strip("\n"), id="banner")
            with Center(classes="title-row"):
                yield Static("Story of Greece", id="subtitle")
            with Center(id="menu-row"):
                yield OptionList(*(Option(f"{label:<18}{key:>3}", id=item) for item, label, key in self.menu), id="menu")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.action_choose(event.option.id)

    def action_choose(self, item: str) -> None:
        app_of(self).open_entry(item)
