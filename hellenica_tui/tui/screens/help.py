"""The help screen: a game's help page (GameUI.help_text: for Hellenica the rules
in brief, the map's symbols and the keys)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Static

if TYPE_CHECKING:
    from hellenica_tui.seat.play import Session
    from hellenica_tui.tui.games.ui import GameUI


def help_text() -> str:
    """The default game's help page (games.registry.DEFAULT)."""
    from hellenica_tui.tui.games import home_ui

    return home_ui().help_text()


TEXTUAL_KEYS = ("app.focus_next", "app.focus_previous", "screen.copy_text")  # every screen has them


def keys_page(title: str, screen: Screen[object]) -> str:
    """The keys `screen` answers to now, as a help page (markdown): the help of a screen
    of a game that has no help page of its own (a replay, a dialog)."""
    keys: dict[tuple[str, str], list[str]] = {}  # the keys of one action, in the order bound
    for active in screen.active_bindings.values():
        binding = active.binding
        own = active.node is screen or active.node is screen.app  # else a focused widget's: its footer keys only
        if binding.description and (own or binding.show) and binding.action not in TEXTUAL_KEYS:
            shown = screen.app.get_key_display(replace(binding, key_display=None))  # "." is shown for "right" too
            keys.setdefault((binding.action, binding.description), []).append(shown)
    rows = "\n".join(f"| {' '.join(shown)} | {description} |" for (_, description), shown in keys.items())
    return f"# {title}\n\nThe keys of this screen:\n\n| key | what it does |\n|---|---|\n{rows}\n"


def help_page(ui: GameUI, session: Session | None, screen: Screen[object]) -> str | None:
    """The help of what is on screen: the game's help page; for a game with none, the
    keys of the screen in front (never the default game's); None: the default game's."""
    text = ui.help_text()
    if not text and session is not None:
        return keys_page(session.module.facts.title, screen)
    return text or None


class HelpScreen(ModalScreen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [
        Binding("escape,q,question_mark,f1", "close", "Close"),
        Binding("i", "app.reference", "Cards"),  # modal: the app's own i stops here
        Binding("r", "app.rules", "Rules"),
        Binding("j,down", "scroll('down')", "Scroll", show=False),
        Binding("k,up", "scroll('up')", "Scroll", show=False),
    ]

    def __init__(self, text: str | None = None) -> None:
        """`text`: the help page (markdown), the default game's if None."""
        super().__init__()
        self.text = help_text() if text is None else text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            # Rich's Markdown in a Static: the help is read, not navigated, and opens at once.
            yield Static(Markdown(self.text, hyperlinks=False), id="help-text")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss()

    def action_scroll(self, direction: str) -> None:
        box = self.query_one("#help-box", VerticalScroll)
        box.scroll_relative(y=1 if direction == "down" else -1, animate=False)
