"""The shell: the game screen of any game whose UI (tui.games) has no screen of its own.

It draws what every game has (the status line, the board pane, the game's panes,
the log, the prompt, the footer and `?` help) and leaves what is the game's to
its UI: the board and panes drawn from the viewer's view, the keys (each gives a
command of the game's notation), the dialog due, the reference, the end lines.
Every change goes through the session (seat.play) and comes back as sentences;
whatever goes wrong is one line under the prompt (tui.controller.troubles). The
save is followed as the Hellenica screen follows it: the process's one watcher
of the file, and a look once a second.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import ContentSwitcher, Input, Static

from hellenica_tui.seat.board.hexboard import kept_cells
from hellenica_tui.seat.play import Session
from hellenica_tui.seat.watch import SaveWatch
from hellenica_tui.tui.controller.troubles import TROUBLES, Doing, trouble
from hellenica_tui.tui.games.ui import GameUI, Give
from hellenica_tui.tui.screens import app_of, closed
from hellenica_tui.tui.screens.shell_board import PALETTE_ROOM, ShellMap, fit_footer, footer_order, footer_width
from hellenica_tui.tui.screens.shell_turns import ShellTurns
from hellenica_tui.tui.widgets.footer import Footer
from hellenica_tui.tui.widgets.gamelog import GameLog
from hellenica_tui.tui.widgets.hangtext import HangingText, hung
from hellenica_tui.tui.widgets.hexboard import HexBoardView
from hellenica_tui.tui.widgets.prompt import CommandPrompt

LOOK_SECONDS = 1.0


GAME_OVER = "The game is over: no more commands. v replays it, ctrl+w goes to the title."


class ShellScreen(ShellTurns, Screen[None]):
    DEFAULT_CSS = """
    ShellScreen #shell-main { height: 1fr; }
    ShellScreen #shell-board { width: 1fr; padding: 0 1; }
    ShellScreen #shell-map { height: 1fr; }
    ShellScreen #shell-side { width: 40%; border-left: solid $primary; }
    """
    BINDINGS = [
        Binding("colon", "focus_prompt", "Command", key_display=":", priority=True),
        Binding("escape", "focus_board", "Board", show=False),
        Binding("g", "pane('log')", "Log"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),
        Binding("ctrl+s", "save_as", "Save as"),
        Binding("question_mark,f1", "help", "Help"),
        Binding("i,r", "reference", "Rules"),
        Binding("v", "replay", "Replay", show=False),
        Binding("ctrl+r", "rule", "The rule refused", show=False),
        Binding("ctrl+w", "app.back", "Title", show=False),
    ]

    def __init__(self, session: Session, ui: GameUI) -> None:
        super().__init__()
        self.session = session
        self.ui = ui
        self.log_lines: list[str] = []
        self._watch = SaveWatch()
        self._watched: str | None = None
        self._unwatch: Callable[[], None] | None = None
        self._end_shown = -1  # the log's length when the end screen was last opened
        self._rule = ""  # the rule the last refusal named (ctrl+r shows its page)
        self._dialog_shown = -1  # the log's length when the game's dialog was last opened
        board = ui.hex_board(session, session.view())
        self.map = None if board is None else ShellMap(board, app_of(self).palette_of(ui), ui.board_enter, id="shell-map")
        # The game's own keys: its panes, then its commands; the footer shows first the
        # keys that matter (the game's commands, the prompt, help, undo), as many as fit.
        for pane in ui.panes():
            self._bindings.bind(pane.key, f"pane('{pane.id}')", pane.title)
        for n, key in enumerate(ui.key_bindings()):
            self._bindings.bind(key.key, f"game_key({n})", key.description, show=key.show)
        shown = [f"game_key({n})" for n, key in enumerate(ui.key_bindings()) if key.show]
        panes = ["pane('log')", *(f"pane('{pane.id}')" for pane in ui.panes())]
        first = [*shown, "focus_prompt", "help", "undo", *panes, "reference", "redo", "save_as"]
        self._bindings = footer_order(self._bindings, first)
        self._footer_wanted = {b.action for _, b in self._bindings if b.show}
        self._footer_room = 0  # the screen's width, once known

    def compose(self) -> ComposeResult:
        yield Static(id="status", classes="bar")
        with Horizontal(id="shell-main"):
            with Vertical(id="shell-board") if self.map is not None else VerticalScroll(id="shell-board"):
                yield Static(id="board-text")
                if self.map is not None:
                    yield self.map
            with ContentSwitcher(initial="log", id="shell-side"):
                for pane in self.ui.panes():
                    with VerticalScroll(id=pane.id):
                        yield HangingText(id=f"{pane.id}-text")  # a wrapped line hangs under its own, as in the log
                yield GameLog(id="log", max_lines=2000)
        yield CommandPrompt(id="prompt", verbs=self.ui.verbs(self.session))
        yield Static(id="hint")
        yield Footer()

    def on_mount(self) -> None:
        if closed(self):
            return
        self.refresh_view()
        self.action_focus_board()
        self._log(self.session.history(), again=True)
        if not self.log_lines and self.ui.panes():  # a new game: its first pane, not a blank log
            self.action_pane(self.ui.panes()[0].id)
        self._hint(GAME_OVER if self.session.is_over() else "Type a command after ':' (Tab completes); ? every key.")
        self._main_loop, self._follow_context = asyncio.get_running_loop(), contextvars.copy_context()
        self._follow_save()
        self.set_interval(LOOK_SECONDS, self._look)
        self.call_after_refresh(self._next_up)

    # -- drawing ----------------------------------------------------------------------

    def refresh_view(self) -> None:
        session, ui = self.session, self.ui
        view = session.view()
        self.query_one("#board-text", Static).update(hung(ui.board(session, view)))
        board = ui.hex_board(session, view) if self.map is not None else None
        if self.map is not None and board is not None:
            self.map.board = kept_cells(board, self.map.board)  # a cell that did not change is not drawn again
        for pane in ui.panes():
            self.query_one(f"#{pane.id}-text", HangingText).update(pane.render(session, view))
        self.query_one("#status", Static).update(Text(" " + self.status_line(), no_wrap=True, overflow="ellipsis"))
        prompt = self.query_one(CommandPrompt)
        prompt.verbs = ui.verbs(session)
        prompt.set_commands(session.completions())
        who = session.viewer
        prompt.placeholder = (
            "the game is over" if session.is_over()
            else f"{session.name(who)}: type a command, Tab completes" if who else "nobody has to act"
        )
        self._fit_footer()

    def status_line(self) -> str:
        session = self.session
        title = session.module.facts.name  # short: the line is for who is to play (both seats in a secret pick)
        if session.is_over():
            return f"{title}: the game is over"
        thinking = " (the AI is thinking)" if self.ai_thinking else ""
        return f"{title}: {', '.join(session.name(p) for p in session.to_act())} to play{thinking}"

    def _hint(self, text: str, error: bool = False) -> None:
        hint = self.query_one("#hint", Static)
        hint.set_class(error, "error")
        hint.update(Text(text))

    def _log(self, lines: list[str], again: bool = False) -> None:
        log = self.query_one(GameLog)
        if again:
            self.log_lines = []
        self.log_lines += lines
        told = (Text(line, style="" if line.startswith(" ") else "bold") for line in lines)
        (log.retell if again else log.tell)(told)

    # -- changing the game --------------------------------------------------------------

    def _change(self, act: Callable[[], list[str]], doing: Doing) -> bool:
        """Carry out `act` (it returns what to tell); whatever fails is one line under the
        prompt, and the game stays as it is in the save. What other programs wrote
        meanwhile is told too."""
        done: list[str] = []
        found = None
        try:
            done = act()
        except TROUBLES as error:
            found = trouble(error, doing)
        retell, told, notes = self.session.outside()
        if retell or self.ui.retell(self.session):  # the log now reads otherwise (a secret seen)
            self._log(self.session.history(), again=True)  # what was just told is in it
            self._log(notes)
        else:
            self._log(told + notes + done)
        self.refresh_view()
        if found is not None:
            self._rule = found.rule or ""
            self._hint(self._with_rule(found.message, self._rule), error=True)
            return False
        if done:
            self._hint(done[-1].strip())
        self._next_up()
        return True

    def submit(self, text: str) -> bool:
        prompt = self.query_one(CommandPrompt)
        prompt.remember(text)
        given = self._change(lambda: self.session.submit(text), "command")
        if given:
            prompt.value = ""
        return given

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if text:
            self.submit(text)

    def action_game_key(self, n: int) -> None:
        key = self.ui.key_bindings()[n]
        if self.session.is_over():
            self._hint(GAME_OVER)
            return
        command = key.command(self.session)
        if isinstance(command, Give):
            self.submit(command.command)
            return
        if key.kind == "local":
            self._shown_locally(command)
            return
        if command is None:
            self._hint(f"{key.description}: {key.refused}", error=True)
            return
        if key.kind == "type":
            prompt = self.query_one(CommandPrompt)
            prompt.value = command
            prompt.cursor_position = len(command)
            self.set_focus(prompt)
            self._hint("Finish the command and press Enter (Escape leaves it).")
            return
        self.submit(command)

    def _shown_locally(self, said: str | None) -> None:
        """After a key (or the map) changed only what the screen shows: drawn again, its
        line said, the game's dialog due opened (a key may ask for it again)."""
        self.refresh_view()
        if said:
            self._hint(said)
        self._dialog_shown = -1
        self._next_up()

    # -- the map ------------------------------------------------------------------------

    def on_hex_board_view_cursor_moved(self, event: HexBoardView.CursorMoved) -> None:
        """The arrows or a click moved the map's cursor: the game follows it (a move the
        game made itself, its board's cursor, is not told back to it)."""
        event.stop()
        if self.map is None or event.area == self.map.board.cursor:
            return
        said = self.ui.board_moved(self.session, event.area)
        self.refresh_view()
        if said:
            self._hint(said)

    def on_hex_board_view_area_selected(self, event: HexBoardView.AreaSelected) -> None:
        """Enter on the map, or a click on its cursor: what the game does there."""
        event.stop()
        if self.session.is_over():
            self._hint(GAME_OVER)
            return
        command = self.ui.board_selected(self.session, event.area)
        if isinstance(command, Give):
            self.submit(command.command)
        else:
            self._shown_locally(command)

    def on_resize(self, event: Resize) -> None:
        if self._footer_room and event.size.width != self._footer_room and self.log_lines:
            self.call_after_refresh(self._rewrap_log)  # RichLog keeps lines cut at the old width
        self._footer_room = event.size.width
        self._fit_footer()

    def _rewrap_log(self) -> None:
        self._log(list(self.log_lines), again=True)

    def _fit_footer(self) -> None:
        """The footer keeps the keys that matter first, as many as the width holds; the
        game's keys that do not matter in this position wait in `?`."""
        if not self._footer_room:
            return
        room = self._footer_room - PALETTE_ROOM
        changed = False
        if self.map is not None:
            enter = self.ui.board_enter_now(self.session)
            changed = self.map.show_enter(enter)
            room -= footer_width("Enter", self.ui.board_enter) if enter else 0
        mine = {key for key, _ in self._bindings} | ({key for key, _ in self.map._bindings} if self.map else set())
        shown_by_app = {b.action: b for key, b in self.app._bindings if b.show and key not in mine}
        room -= sum(footer_width(b.key_display or self.app.get_key_display(b), b.description) for b in shown_by_app.values())
        keys = self.ui.key_bindings()
        idle = {f"game_key({n})" for n, k in enumerate(keys) if k.now and not k.now(self.session)}
        wanted = self._footer_wanted - idle
        kept = ("focus_prompt", "help", *(f"game_key({n})" for n, k in enumerate(keys) if k.kept))
        if fit_footer(self._bindings, wanted, room, self.app.get_key_display, kept) or changed:
            self.refresh_bindings()

    def action_undo(self) -> None:
        self._change(self.session.undo, "undo")

    def action_redo(self) -> None:
        self._change(self.session.redo, "command")

    def action_save_as(self) -> None:
        from pathlib import Path

        from hellenica_tui.savedgames import save_path
        from hellenica_tui.seat.files import save_as_refusal
        from hellenica_tui.tui.screens.saveas import SaveAsScreen

        if refused := save_as_refusal(self.session.seat):
            self._hint(refused, error=True)
            return

        def save(name: str | None) -> None:
            if name is None:
                return
            path = save_path(name)

            def write() -> list[str]:
                path.parent.mkdir(parents=True, exist_ok=True)
                self.session.game.save_as(str(path))
                return []

            if self._change(write, "save as"):
                self._hint(f"Saved as {path}; the game goes on saving there.")
                self._follow_save()

        self.app.push_screen(SaveAsScreen(Path(self.session.game.path or "game").stem + "-copy"), save)

    def _next_up(self) -> None:
        """At a hot seat, the hand-off to the next person; the AI seats' next command, at
        the app's pace; the game's dialog due now; else the end screen once for the
        command that ended it."""
        if closed(self) or self.app.screen is not self or self._hand_off() or self._schedule_ai():
            return
        dialog = self.ui.dialog(self.session) if self._dialog_shown != len(self.session.game.log) else None
        if dialog is not None:
            self._dialog_shown = len(self.session.game.log)
            self.app.push_screen(dialog, self._dialog_done)
        elif self.session.is_over() and self._end_shown != len(self.session.game.log):
            from hellenica_tui.tui.screens.shell_text import ShellEndScreen

            self._end_shown = len(self.session.game.log)
            self.app.push_screen(ShellEndScreen(self.session.module.facts.title, self.ui.end_lines(self.session)))

    def _with_rule(self, message: str, rule: str) -> str:
        """A refusal naming the page of its rule by its title (ctrl+r opens it)."""
        page = self.ui.rule_page(self.session, rule) if rule else None
        return message.replace("(ctrl+r: the rule)", f"(rule: {page[0]}; ctrl+r shows it)") if page else message

    def _dialog_done(self, result: Any) -> None:
        """A dialog may hand back a command to give (a battle's answer, a choice)."""
        if isinstance(result, str) and result and not closed(self):
            self.submit(result)

    # -- keys of the shell ---------------------------------------------------------------

    def action_rule(self) -> None:
        from hellenica_tui.tui.screens.shell_text import ShellTextScreen

        page = self.ui.rule_page(self.session, self._rule) if self._rule else None
        if page is None:
            self._hint("No rule was refused just now: i shows the rules.")
            return
        self.app.push_screen(ShellTextScreen(*page))

    def action_focus_prompt(self) -> None:
        if self.session.is_over():
            self._hint(GAME_OVER)
            return
        self.set_focus(self.query_one(CommandPrompt))

    def action_focus_board(self) -> None:
        (self.map or self.query_one("#shell-board")).focus()

    def action_pane(self, pane: str) -> None:
        self.query_one(ContentSwitcher).current = pane

    def keys_text(self) -> str:
        """Every key of this screen, the shell's and the game's, one a line."""
        lines = [f"{self.session.module.facts.title}: the keys", ""]
        if self.map is not None:
            lines.append("  On the map: the arrows move the cursor, a click puts it there, z the compact map.")
        from hellenica_tui.tui.screens.help import key_rows

        maps = [binding for _, binding in self.map._bindings] if self.map is not None else []
        arrows = ("move('up')", "move('down')", "move('left')", "move('right')")  # told in a sentence above
        bindings = [b for b in [*maps, *(binding for _, binding in self._bindings)] if b.action not in arrows]
        lines += [f"  {keys:<10} {description}" for keys, description in key_rows(self.app, bindings)]
        lines += ["", "At the prompt: Tab completes, the arrows walk the history, Enter gives the command."]
        return "\n".join(lines)

    def action_help(self) -> None:
        from hellenica_tui.tui.screens.shell_text import ShellTextScreen

        self.app.push_screen(ShellTextScreen("Help", self.keys_text()))

    def action_reference(self) -> None:
        from hellenica_tui.tui.screens.shell_text import reference_screen

        self.app.push_screen(reference_screen(self.session.module.facts.title, self.ui.reference()))

    def action_replay(self) -> None:
        if not self.session.is_over():
            self._hint("A game is replayed once it is over (or from the title screen's Replay).")
            return
        path = self.session.game.path
        if path is not None:
            app_of(self).open_save(path, replay=True)

    # -- following the save --------------------------------------------------------------

    def _follow_save(self) -> None:
        path = self.session.game.path
        if path == self._watched:
            return
        if self._unwatch is not None:
            self._unwatch()
        self._watched, self._unwatch = path, None
        if path is not None:
            watchers: Any = app_of(self).save_watchers
            self._unwatch = watchers.follow(path, self._told_changed)

    def _told_changed(self) -> None:
        with contextlib.suppress(RuntimeError):  # the app has ended meanwhile
            self._main_loop.call_soon_threadsafe(self._look, context=self._follow_context)

    def _look(self) -> None:
        """What other programs did to the save (cheap when nothing: one stat)."""
        game = self.session.game
        path = game.path
        if closed(self) or path is None or self.app.screen is not self:
            return
        stamp = self._watch.look(path)
        if stamp is None:
            return
        try:
            game.sync()
        except TROUBLES as error:
            found = trouble(error, "look")
            if found.message:
                self._hint(found.message, error=True)
            return
        self._watch.caught_up(path, stamp)
        retell, told, notes = self.session.outside()
        if retell:
            self._log(self.session.history(), again=True)
        if told or notes or retell:
            self._log(told + notes)
            self.refresh_view()
            self._next_up()

    def on_unmount(self) -> None:
        self._stop_ai()
        if self._unwatch is not None:
            self._unwatch()
        self.session.close()
