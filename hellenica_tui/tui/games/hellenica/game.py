"""The game screen: map, area and player boards, game log and command prompt.

Everything shown comes from the session's view for the player to act. What a
change does (the log's lines, the marks, a hand-off between two people, the
dialog to open next, the AI's pace, a trouble with the save) is decided by the
table (tui/controller), which knows nothing of Textual; the screen draws what
the table says and forwards the keys to it. AI seats act on a timer, one command
at a time so each can be read, each thought out in a worker thread; '.' lets
them finish at once, up to the next person's decision.
"""

from __future__ import annotations

import asyncio
import contextvars
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import ContentSwitcher, Input, Static

from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.areainfo import objectives_in_play
from hellenica_tui.tui.boardinfo import describe_boards, status_line
from hellenica_tui.tui.controller.table import Outcome, Table, private
from hellenica_tui.tui.controller.troubles import Trouble
from hellenica_tui.tui.maplayout import panel_width
from hellenica_tui.tui.theme import MapPalette
from hellenica_tui.tui.widgets import steady
from hellenica_tui.tui.widgets.areapanel import AreaPanel
from hellenica_tui.tui.widgets.footer import Footer
from hellenica_tui.tui.widgets.gamelog import GameLog
from hellenica_tui.tui.widgets.hangtext import HangingText
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.maplegend import MapBox, MapLegend
from hellenica_tui.tui.widgets.prompt_box import PromptBox

if TYPE_CHECKING:
    from collections.abc import Callable

    from hellenica_tui.seat.board.maptargets import TargetFinder
from hellenica_tui.tui.games.hellenica.game_ai import AiSeats
from hellenica_tui.tui.games.hellenica.game_dialogs import Dialogs
from hellenica_tui.tui.games.hellenica.game_follow import Following
from hellenica_tui.tui.games.hellenica.game_keys import KEYS
from hellenica_tui.tui.games.hellenica.game_learning import Learning
from hellenica_tui.tui.games.hellenica.game_pointing import Pointing
from hellenica_tui.tui.games.hellenica.game_seats import SeatLine
from hellenica_tui.tui.games.hellenica.game_tiles import TilePlacing
from hellenica_tui.tui.screens import closed
from hellenica_tui.tui.widgets.prompt import CommandPrompt

PANES = ("boards", "area", "log")
MARK_SECONDS = 3.0  # how long the areas another player's moves changed stay marked
# A change to the save made elsewhere is told by the process's one watcher of the file
# (tui.controller.watch.SaveWatchers); the screen also looks once a second, for what
# it could not read when told (the save busy) and, at a seat, whether the AI seats
# need a host here.
LOOK_SECONDS = 1.0
BOARD_ROOM = 8  # the boards' height grows and shrinks by this many lines
GAME_OVER = "The game is over: no more commands. e end charts, o objectives, ctrl+w title."


class GameScreen(Learning, Dialogs, AiSeats, SeatLine, TilePlacing, Following, Pointing, Screen[None]):
    BINDINGS = KEYS

    def __init__(self, session: GameSession, palette: MapPalette) -> None:
        super().__init__()
        self.session = session
        self.palette = palette
        self.table = Table(session)  # everything decided about the game at this keyboard
        self._mark_timer: Timer | None = None
        self.castable: list[tuple[str, str]] = []
        self.names: dict[str, set[str]] = {}  # every name's spellings, for completion
        self._targets: tuple[list[str], TargetFinder] | None = None  # for the commands the prompt has
        self._end_shown = -1  # the log's length when the end screen was last opened
        self._refused = ""  # the rules page that refused the last command, while its reason is shown
        self.guide = None  # the guided first game's lessons, when this is one (`_find_guide`)
        self._watched: str | None = None  # the save followed through its watcher
        self._unwatch: Callable[[], None] | None = None
        self._footer: tuple[bool, bool] | None = None  # a combat on, the game over: what the footer shows
        self._unshown: list[Outcome] = []  # changes that came while a dialog covered a seat's screen
        self._faded = False  # the marks faded while a dialog covered a seat's screen
        self._prompt_asked = False  # ':' pressed since the last dialog (game_dialogs.back_to_map)
        self._busy_retry: Timer | None = None  # a look again soon, the save busy at the last

    @property
    def log_lines(self) -> list[str]:
        """Everything told so far (the RichLog draws lazily)."""
        return self.table.log

    def compose(self) -> ComposeResult:
        session = self.session
        model = self.table.model
        yield Static(id="status", classes="bar")
        if session.seat is not None:  # whose turn it is and who waits for whom, always in view
            yield Static(id="seats", classes="bar")
        with Horizontal(id="game-main"):
            viewer = session.viewer
            home = session.content.city_states[viewer].home if viewer in session.content.city_states else None
            home = home if home in model.cells else None  # a home city not placed yet lies nowhere
            with MapBox(id="map-box"):
                hexmap = HexMap(model, self.palette, cursor=home, id="map")
                yield hexmap
                yield MapLegend(hexmap, self.palette, list(session.players), id="legend")
            with ContentSwitcher(initial="boards", id="side"), VerticalScroll(id="boards"):
                castable = HangingText(id="castable")
                castable.display = False
                yield castable
                # A line more on a board (a temple, an advancement) draws the lines
                # that moved, not the whole pane: see HangingText's room.
                yield HangingText(id="boards-text", room=BOARD_ROOM)
                # The area and the log panes are hidden at first: each is built when first
                # shown (_side_pane), not before the first frame.
        lesson = Static(id="lesson")
        lesson.display = self.guide is not None
        yield lesson
        yield PromptBox(session.content, id="prompt-box")
        yield Footer()

    def on_mount(self) -> None:
        if closed(self):
            return
        self.query_one("#side").styles.width = panel_width(self.app.size.width)
        self.refresh_view()
        self.query_one(HexMap).focus()
        # The log pane is hidden at first: tell the history once the map is on screen.
        self.call_after_refresh(lambda: self._log(self.table.history()))
        if self.session.state.winners:
            self._hint(GAME_OVER)
        else:
            hint, question = self.table.opening_hint()
            self._hint(hint, question=question)
            if self.placer is not None:
                self._hint(self.placer.describe())
        self.call_after_refresh(self._schedule_ai)
        self.call_after_refresh(self._offer_recap)
        self.call_after_refresh(self._show_end)  # a finished game opens on its charts
        # The watcher's news is handed to this loop, in this screen's context (the app
        # and the screen Textual looks up while it runs).
        self._main_loop, self._follow_context = asyncio.get_running_loop(), contextvars.copy_context()
        self.call_after_refresh(self._find_guide)
        self.call_after_refresh(self._watch_save)  # (its thread would share the first frame's time)
        self.set_interval(LOOK_SECONDS, self._look)

    def on_screen_resume(self) -> None:
        # Back from a dialog with nothing typed: the map takes the keys again, so the next
        # 'o', 'w' or 'b' is a key, not a letter put in the prompt (':' goes back there).
        if closed(self):
            return
        if self._faded:
            self._fade()
        unshown, self._unshown = self._unshown, []
        for outcome in unshown:
            self._draw(outcome)
        prompt = self.query_one(CommandPrompt)
        if prompt.has_focus and not prompt.value:
            self.back_to_map()
        self.show_reach()  # where a stack moving may go, as it stands now
        if self.session.state.winners:
            self.call_after_refresh(self._show_end)  # the game ended under a dialog

    def on_resize(self, event: events.Resize) -> None:
        if closed(self):
            return
        self.query_one("#side").styles.width = panel_width(event.size.width)
        self._show_status()

    # -- showing the position -------------------------------------------------

    def refresh_view(self) -> None:
        session = self.session
        self._follow_placing()
        model = self.table.map_model()
        hexmap = self.query_one(HexMap)
        hexmap.model = model
        view, to_act = session.view(), session.to_act()
        panel = self.area_panel()
        if panel is not None:
            self._fill_area_panel(panel, view)
            panel.show(hexmap.cursor, hexmap.keys())
        footer = (session.state.combat is not None, bool(session.state.winners))
        if footer != self._footer:  # f (combat) while a combat is on; e the end charts once it is over
            self._footer = footer
            self.refresh_bindings()  # (the footer is built again: only when it changes)
        self._show_status(view, to_act)
        boards = describe_boards(
            view, session.content, self.palette, session.viewer, to_act, model.unit_letter, session.ai_levels()
        )
        self.query_one("#boards-text", HangingText).update(boards)
        prompt = self.query_one(CommandPrompt)
        # Completions need every legal command: worked out after the frame is drawn.
        self.call_after_refresh(self._set_commands)
        self.call_after_refresh(self._show_castable)
        self._show_lesson()
        who = session.viewer
        prompt.placeholder = (
            "the game is over" if session.state.winners
            else f"{session.name(who)}: type a command, Tab completes" if who else "nobody has to act"
        )

    def _fill_area_panel(self, panel: AreaPanel, view: State) -> None:
        session = self.session
        panel.model = self.query_one(HexMap).model
        panel.objectives, panel.viewer = objectives_in_play(view, session.content, session.viewer), session.viewer
        panel.in_game = frozenset(view.players)

    def area_panel(self) -> AreaPanel | None:
        """The area pane, once it has been shown."""
        found = self.query_one(ContentSwitcher).query_children(AreaPanel)
        return found.first() if found else None

    def _log_pane(self) -> GameLog | None:
        found = self.query_one(ContentSwitcher).query_children(GameLog)
        return found.first() if found else None

    def _side_pane(self, pane: str) -> None:
        """Build the area or the log pane the first time it is shown: the area under the
        map's cursor as it is now, the log told so far."""
        made: AreaPanel | GameLog
        if pane == "area" and self.area_panel() is None:
            hexmap = self.query_one(HexMap)
            made = AreaPanel(hexmap.model, self.palette, hexmap.cursor, id="area")
            self._fill_area_panel(made, self.session.view())
            made.keys = hexmap.keys()
        elif pane == "log" and self._log_pane() is None:
            made = GameLog(id="log", max_lines=2000)
            names = {self.session.name(p): p for p in self.session.players}
            made.tell(self._coloured(line, names) for line in self.table.log)
        else:
            return
        made.display = False  # until the switcher shows it
        self.query_one(ContentSwitcher).mount(made)

    def _set_commands(self) -> None:
        if not self.query(CommandPrompt):  # the screen was taken down (the app ending) before the frame
            return
        prompt = self.query_one(CommandPrompt)
        prompt.set_commands(self.session.completions(), self._spellings())
        if prompt.has_focus:
            self._show_targets()  # what is typed may name other areas now
        self.show_reach()  # else where a stack moving may go

    def _spellings(self) -> dict[str, set[str]]:
        if not self.names:
            from hellenica_tui.tui.completion import spellings  # the notation's vocabularies: after the first frame

            self.names = spellings(self.session.content)
        return self.names

    def _show_status(self, view: State | None = None, to_act: list[str] | None = None) -> None:
        """The status line, shortened to the terminal's width; while AI players act it says so."""
        session = self.session
        view = session.view() if view is None else view
        to_act = session.to_act() if to_act is None else to_act
        # An AI seat answering beside the people (its patron) is not who the line names first.
        ai = self.ai_busy and bool(to_act) and session.is_ai(to_act[0])
        # AI seats waiting on the people (the patrons, at a hot seat): the people come first.
        named = to_act if ai else sorted(to_act, key=session.is_ai)
        line = status_line(view, session.content, named, self.app.size.width - 2, ai=ai)
        steady.update(self.query_one("#status", Static), Text(" " + line), layout=False)  # never read as markup
        if session.seat is not None:
            self._show_seats(to_act)

    def _show_castable(self) -> None:
        """The invocations castable now, numbered: a digit puts one in the prompt."""
        if not self.query("#castable"):  # the screen was taken down (the app ending) before the frame
            return
        self.castable = self.session.castable()
        box = self.query_one("#castable", HangingText)
        box.display = bool(self.castable)
        if not self.castable:
            return
        text = Text("Invocations now\n", style="bold underline")
        for n, (_, label) in enumerate(self.castable[:9], start=1):
            text.append(f" {n} {label}\n")
        steady.update(box, text)

    def action_cast(self, n: int) -> None:
        if not 1 <= n <= len(self.castable):
            self._hint(f"No invocation {n} to cast now.", error=True)
            return
        prompt = self.query_one(CommandPrompt)
        prompt.value = self.castable[n - 1][0]
        prompt.focus()

    def _hint(self, text: str | Text, error: bool = False, question: bool = False) -> None:
        self.query_one(PromptBox).hint(text, error, question)

    def _log(self, lines: list[str]) -> None:
        """Draw `lines` (the table has them already) in the log and the wide log."""
        log, coloured = self._log_pane(), self._tell_wide_log(lines)
        if log is not None:  # else it is built, with all told so far, when first shown
            log.tell(coloured)

    def _tell_wide_log(self, lines: list[str]) -> list[Text]:
        """`lines` coloured, and added to the wide log when it is open."""
        from hellenica_tui.tui.games.hellenica.wide_log import WideLogScreen

        names = {self.session.name(p): p for p in self.session.players}
        coloured = [self._coloured(line, names) for line in lines]
        if isinstance(self.app.screen, WideLogScreen):
            self.app.screen.add(coloured)
        return coloured

    def _coloured(self, line: str, names: dict[str, str]) -> Text:
        """A log line with every city-state's name in its colour; commands in bold."""
        text = Text(line, style="" if line.startswith(" ") else "bold")
        for name, player in names.items():
            style = self.palette.state_text.get(player)
            if style is not None:
                text.highlight_words([name], style)
        return text

    def _show(self, outcome: Outcome, ai: bool = False) -> None:
        """Draw what a change did (the table worked it out): the log, the hint, the
        marks; between two people, the hand-off screen first hides the next person's
        secrets until they are ready. Then its trouble, if any.

        A seat's screen under a dialog draws the change when the dialog closes: any
        change drawn under a dialog makes Textual repaint the whole terminal."""
        if outcome.changed and self.session.seat is not None and self.app.screen is not self:
            self._unshown.append(outcome)
            self._tell_wide_log(list(outcome.lines))
            self._schedule_ai()
        elif outcome.changed:
            self._draw(outcome)
        found = outcome.trouble
        if outcome.changed:
            self._refused = ""
        if found is None:
            return
        if found.rule:
            self._refused = found.rule
        if found.message:
            self._hint(found.message, error=True)
        if found.save:
            self._stop_ai()  # no AI move can be kept until the game is saved elsewhere
        elif ai and found.busy:
            self._schedule_ai()  # another program is busy with the save: the AI tries again

    def _draw(self, outcome: Outcome) -> None:
        if outcome.retold and (log := self._log_pane()) is not None:
            log.clear()
        self._log(list(outcome.lines))
        self._hint(outcome.hint, question=outcome.question)
        if outcome.handoff is not None:
            def shown(_: object) -> None:
                self.refresh_view()
                self._mark(outcome.marks, add=False)
                self._offer_recap()

            from hellenica_tui.tui.screens.handoff import HandOffScreen

            self.app.push_screen(HandOffScreen(outcome.handoff), shown)
        else:
            self.refresh_view()
            self._mark(outcome.marks, add=outcome.add_marks)
            self._schedule_ai()
            if self.session.seat is None:
                self._offer_recap()
                self._show_end()
            elif not self._offer_recap(later=True):
                self._show_end()

    def _show_end(self) -> None:
        """The end screen, once for the command that ended the game (a dialog open then,
        a summary or a combat's outcome, first closes: see on_screen_resume)."""
        at = len(self.session.game.log)
        if self.session.state.winners and self.app.screen is self and self._end_shown != at:
            self._end_shown = at
            self.action_end_charts()

    def action_end_charts(self) -> None:
        """Who won and the charts of the game, again (`m` there comes back here)."""
        from hellenica_tui.tui.games.hellenica.end import EndScreen

        self.app.push_screen(EndScreen(self.session, self.palette))

    def _mark(self, areas: frozenset[str], add: bool = True) -> None:
        """Mark `areas` on the map (with `add`, beside those still marked) for a few seconds."""
        hexmap = self.query_one(HexMap)
        if self._mark_timer is not None:
            self._mark_timer.stop()
            self._mark_timer = None
        marked, fades = self.table.mark(areas, add)
        # A seat's map stays where its player looks: what the other seats did is marked
        # where it is, never scrolled to (a scroll repaints the whole map, some 25 KB
        # down a seat's connection at 120x40). At a hot seat, the view follows the play.
        hexmap.mark(marked, self.session.seat is None)
        if fades:  # the summary's marks stay; the others fade
            self._mark_timer = self.set_timer(MARK_SECONDS, self._fade)

    def _fade(self) -> None:
        """The marks fade; on a seat's screen under a dialog, once it closes (drawn under
        it, they would repaint the whole terminal)."""
        if self.session.seat is not None and self.app.screen is not self:
            self._faded = True
            return
        self._faded = False
        self.query_one(HexMap).mark(self.table.fade(), self.session.seat is None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "combat":  # the shown binding while a combat is on, the hidden one else
            return parameters[0] == (self.session.state.combat is not None)
        if action in ("turn_tile", "next_tile"):
            return self.placer is not None
        if action in ("expert", "end_charts"):
            return (action == "end_charts") == bool(self.session.state.winners)
        return self.can_give() if action == "give" else True

    # -- commands -------------------------------------------------------------

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if text:
            # A secret command typed here stays out of the history the next person walks.
            self._submit(text, private=private(text))
        elif self.table.uncommitted is not None:
            self.action_skip_ai()  # Enter on an empty prompt confirms the command waiting

    def _submit(self, text: str, private: bool) -> None:
        prompt = self.query_one(CommandPrompt)
        if not private:
            prompt.remember(text)
        outcome = self.table.submit(text)
        self._show(outcome)
        if outcome.trouble is not None:
            return
        if self.session.last_was_secret():
            prompt.drop(text)  # a secret answer to a question
        prompt.value = ""
        self.pointed_given()

    def action_focus_prompt(self) -> None:
        if self.session.state.winners:
            self._hint(GAME_OVER)
            return
        self._prompt_asked = True
        self.set_focus(self.query_one(CommandPrompt))

    def action_focus_map(self) -> None:
        self._prompt_asked = False
        self.query_one(HexMap).focus()

    def action_pane(self, pane: str) -> None:
        self._side_pane(pane)
        self.query_one(ContentSwitcher).current = pane

    def action_wide_log(self) -> None:
        """The log across the whole terminal (Escape comes back)."""
        from hellenica_tui.tui.games.hellenica.wide_log import WideLogScreen

        names = {self.session.name(p): p for p in self.session.players}
        self.app.push_screen(WideLogScreen([self._coloured(line, names) for line in self.log_lines]))

    def action_undo(self) -> None:
        self._stop_ai()
        outcome = self.table.undo()
        self._show(outcome)
        if outcome.trouble is not None:
            self._schedule_ai()

    def action_redo(self) -> None:
        self._show(self.table.redo())

    def action_save_as(self) -> None:
        from hellenica_tui.seat.files import save_as_refusal
        from hellenica_tui.tui.screens.saveas import SaveAsScreen

        if refused := save_as_refusal(self.session.seat):
            self._hint(refused, error=True)
            return

        def save(name: str | None) -> None:
            if name is None:
                return
            told = self.table.save_as(name)
            if isinstance(told, Trouble):
                self._hint(told.message, error=True)
                return
            self._hint(told)
            self._schedule_ai()

        self.app.push_screen(SaveAsScreen(self.table.copy_name()), save)

    def on_unmount(self) -> None:
        if self._unwatch is not None:
            self._unwatch()
        self._stop_ai()
        self.session.close()
