"""The shell's replay: a saved game of any game with a UI, read-only, stepped
through command by command, its board drawn by the game's UI as the whole table
saw it (no seat's secrets), its hex board on the shell's map (the arrows step
the replay: the map takes no keys, a click still moves its cursor)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from hellenica_tui.seat.board.hexboard import kept_cells
from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games.ui import GameUI
from hellenica_tui.tui.screens import app_of, closed
from hellenica_tui.tui.screens.shell_board import ShellMap
from hellenica_tui.tui.widgets.hangtext import hung


class ShellReplayScreen(Screen[None]):
    DEFAULT_CSS = """
    ShellReplayScreen #replay-main { height: 1fr; }
    ShellReplayScreen #replay-board { width: 1fr; padding: 0 1; }
    ShellReplayScreen #shell-map { height: 1fr; }
    ShellReplayScreen #replay-told { width: 40%; border-left: solid $primary; padding: 0 1; }
    """
    BINDINGS = [
        # Before a focused board's own keys (the arrows scroll it): up and down still do.
        Binding("full_stop", "step(1)", "Next", key_display=".", priority=True),
        Binding("right", "step(1)", "Next", show=False, priority=True),
        Binding("comma", "step(-1)", "Back", key_display=",", priority=True),
        Binding("left", "step(-1)", "Back", show=False, priority=True),
        Binding("home", "seek(0)", "Start", priority=True),
        Binding("end", "seek(-1)", "End", priority=True),
        Binding("escape", "leave", "Back"),
    ]

    def __init__(self, session: Session, ui: GameUI) -> None:
        super().__init__()
        self.session = session
        self.ui = ui
        self.cursor = session.game.replay()
        board = ui.hex_board(session, self._view())
        self.map = None if board is None else ShellMap(board, app_of(self).palette_of(ui), ui.board_enter, id="shell-map")
        if self.map is not None:
            self.map.can_focus = False

    def _view(self) -> object:
        return self.session.game.ruleset.view(self.cursor.state, None)

    def compose(self) -> ComposeResult:
        yield Static(id="status", classes="bar")
        with Horizontal(id="replay-main"):
            with Vertical(id="replay-board") if self.map is not None else VerticalScroll(id="replay-board"):
                yield Static(id="board-text")
                if self.map is not None:
                    yield self.map
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
        view = self._view()
        self.query_one("#board-text", Static).update(hung(self.ui.board(session, view)))
        board = self.ui.hex_board(session, view) if self.map is not None else None
        if self.map is not None and board is not None:
            self.map.board = kept_cells(board, self.map.board)
        title = session.module.facts.name
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
