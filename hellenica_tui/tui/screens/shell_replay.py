"""The shell's replay: a saved game of any game with a UI, read-only, stepped
through command by command, its board drawn by the game's UI as the whole table
saw it (no seat's secrets)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games.ui import GameUI
from hellenica_tui.tui.screens import app_of, closed


class ShellReplayScreen(Screen[None]):
    DEFAULT_CSS = """
    ShellReplayScreen #replay-main { height: 1fr; }
    ShellReplayScreen #replay-board { width: 1fr; padding: 0 1; }
    ShellReplayScreen #replay-told { width: 40%; border-left: solid $primary; padding: 0 1; }
    """
    BINDINGS = [
        Binding("full_stop,right", "step(1)", "Next", key_display="."),
        Binding("comma,left", "step(-1)", "Back", key_display=","),
        Binding("home", "seek(0)", "Start"),
        Binding("end", "seek(-1)", "End"),
        Binding("escape", "leave", "Back"),
    ]

    def __init__(self, session: Session, ui: GameUI) -> None:
        super().__init__()
        self.session = session
        self.ui = ui
        self.cursor = session.game.replay()

    def compose(self) -> ComposeResult:
        yield Static(id="status", classes="bar")
        with Horizontal(id="replay-main"):
            with VerticalScroll(id="replay-board"):
                yield Static(id="board-text")
            with VerticalScroll(id="replay-told"):
                yield Static(id="told")
        yield Footer()

    def on_mount(self) -> None:
        if not closed(self):
            self.refresh_view()

    def told(self) -> str:
        """The command the cursor stands after, as the whole table may read it."""
        game, at = self.session.game, self.cursor.command
        if at == 0:
            return "The start of the game."
        group = game.log[at - 1]
        return f"{self.session.name(group.player)}: {game.public_text(group, None)}"

    def refresh_view(self) -> None:
        cursor, session = self.cursor, self.session
        view = session.game.ruleset.view(cursor.state, None)
        self.query_one("#board-text", Static).update(self.ui.board(session, view))
        title = session.module.facts.title
        line = f" {title}, replay: command {cursor.command} of {len(session.game.log)}"
        self.query_one("#status", Static).update(Text(line))
        self.query_one("#told", Static).update(Text(self.told()))

    def action_step(self, steps: int) -> None:
        self.cursor.step_command(steps)
        self.refresh_view()

    def action_seek(self, at: int) -> None:
        self.cursor.seek_command(len(self.session.game.log) if at < 0 else at)
        self.refresh_view()

    def action_leave(self) -> None:
        app_of(self).to_title()

    def on_unmount(self) -> None:
        self.session.close()
