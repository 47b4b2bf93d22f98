"""The help screen: a game's help page (GameUI.help_text: for Hellenica the rules
in brief, the map's symbols and the keys)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rich.markdown import Markdown
from textual.app import App, ComposeResult
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


def key_rows(app: App[object], bindings: Iterable[Binding]) -> list[tuple[str, str]]:
    """(its keys, what it does) for each action of `bindings` that says what it does,
    its keys in the order bound."""
    keys: dict[tuple[str, str], list[str]] = {}
    for binding in bindings:
        if binding.description and binding.action not in TEXTUAL_KEYS:
            shown = binding.key_display or app.get_key_display(binding)
            keys.setdefault((binding.action, binding.description), []).append(shown)
    return [(" ".join(shown), description) for (_, description), shown in keys.items()]


def keys_page(title: str, screen: Screen[object]) -> str:
    """The keys `screen` answers to now, as a help page (markdown): the help of a screen
    of a game that has no help page of its own (its replay, say)."""
    own = [  # a focused widget's keys only as its footer shows them
        active.binding for active in screen.active_bindings.values()
        if active.node is screen or active.node is screen.app or active.binding.show
    ]
    rows = "\n".join(f"| {keys} | {description} |" for keys, description in key_rows(screen.app, own))
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
