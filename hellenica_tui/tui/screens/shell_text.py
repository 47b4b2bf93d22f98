"""The shell's pages of text: its help (every key, the shell's and the game's), a
game's reference, and the end of a game."""

from __future__ import annotations

from collections.abc import Sequence
from textwrap import indent

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from hellenica_tui.tui.screens import app_of
from hellenica_tui.tui.screens.rules import marked
from hellenica_tui.tui.widgets.hangtext import HangingText


class ShellTextScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    ShellTextScreen { align: center middle; }
    ShellTextScreen #shell-text-box { width: 80%; min-width: 76; height: 80%; border: round $primary; padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape,q,question_mark", "close", "Close"),
        Binding("j,down", "scroll(1)", "Scroll", show=False),
        Binding("k,up", "scroll(-1)", "Scroll", show=False),
    ]

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.title_text = title
        self.text = text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="shell-text-box"):
            yield Static(Text(self.title_text, style="bold underline"))
            yield HangingText(marked(self.text), id="shell-text", indent=0)  # a wrapped line goes on under its own start
        yield Footer()

    def action_close(self) -> None:
        self.dismiss()

    def action_scroll(self, lines: int) -> None:
        self.query_one("#shell-text-box", VerticalScroll).scroll_relative(y=lines, animate=False)


def reference_screen(title: str, entries: Sequence[tuple[str, str]]) -> ShellTextScreen:
    """A game's reference (GameUI.reference: title and text of each entry) as one page,
    each entry's lines indented alike under its title."""
    text = "\n\n".join(f"**{name}**\n{indent(body, '  ')}" for name, body in entries)
    return ShellTextScreen(f"{title}: the rules", text or "This game has no reference pages.")


class ShellEndScreen(ShellTextScreen):
    """A finished game: who won, then a replay or the title screen."""

    BINDINGS = [
        Binding("escape,q", "close", "Back to the game"),
        Binding("v", "replay", "Replay"),
        Binding("ctrl+w", "title", "Title"),
    ]

    def __init__(self, title: str, lines: list[str]) -> None:
        super().__init__(f"{title}: the game is over", "\n".join(lines))

    def action_replay(self) -> None:
        under = self.app.screen_stack[-2] if len(self.app.screen_stack) > 1 else None
        session = getattr(under, "session", None)
        save = session.game.path if session is not None else None
        self.dismiss()
        if save is not None:
            app_of(self).open_save(save, replay=True)

    def action_title(self) -> None:
        self.dismiss()
        app_of(self).to_title()
