"""The game screen: map, area and player boards, game log and command prompt.

Everything shown comes from the session's view for the player to act; the
screen only sends commands (as text) and redraws what changed. Between two
people a hand-off screen hides the next player's secrets until they are
ready. AI seats act on a timer, one command at a time so each can be read;
'.' lets them finish at once, up to the next person's decision.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import ContentSwitcher, Footer, Input, RichLog, Static

from hellenica_tui.engine.errors import AmbiguousCommand, CommandError, SaveFileError, SaveLocked, UndoBlocked
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.tui.aispeed import AI_SPEEDS, DEFAULT_SPEED, describe, next_speed
from hellenica_tui.tui.areainfo import objectives_in_play
from hellenica_tui.tui.boardinfo import describe_boards, status_line
from hellenica_tui.tui.cardref import candidate_cards, candidates_text
from hellenica_tui.tui.screens.explorer import panel_width
from hellenica_tui.tui.session import GameSession
from hellenica_tui.tui.theme import MapPalette
from hellenica_tui.tui.widgets.areapanel import AreaPanel
from hellenica_tui.tui.widgets.hangtext import Hanging, HangingText
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.maplegend import MapLegend

if TYPE_CHECKING:
    from hellenica_tui.tui.maptargets import TargetFinder
from hellenica_tui.tui.recaps import Recaps
from hellenica_tui.tui.screens import app_of, closed
from hellenica_tui.tui.widgets.prompt import CommandPrompt

PANES = ("boards", "area", "log")
SECRET_VERBS = ("keep", "offer")  # never kept in the prompt's history
MARK_SECONDS = 3.0  # how long the areas another player's moves changed stay marked
FOLLOW_SECONDS = 0.5  # how often the save is looked at for changes made elsewhere (a stat and 4 bytes)
GAME_OVER = "The game is over: no more commands. o objectives, ctrl+w title."


class GameScreen(Screen[None]):
    BINDINGS = [
        # A priority binding runs before the app hands the next key on, so keys typed
        # right after ':' reach the prompt; it also keeps ':' out of the prompt's text.
        Binding("colon", "focus_prompt", "Command", key_display=":", priority=True),
        Binding("escape", "focus_map", "Map", show=False),
        # f reopens the combat dialog: in the footer only while a combat is on (check_action).
        Binding("f", "combat(True)", "Combat"),
        Binding("f", "combat(False)", "Combat", show=False),
        Binding("b", "pane('boards')", "Boards"),
        Binding("a", "pane('area')", "Area"),
        Binding("g", "pane('log')", "Log"),
        Binding("L", "wide_log", "Wide log", show=False),
        Binding("full_stop", "skip_ai", "Skip AI", key_display=".", show=False),
        Binding("s", "ai_speed", "AI speed", show=False),
        Binding("c", "secret", "Secret choice", show=False),
        Binding("o", "objectives", "Objectives"),
        Binding("w", "recap", "What happened", show=False),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),
        Binding("ctrl+s", "save_as", "Save as"),
        *(Binding(str(n), f"cast({n})", f"cast {n}", show=False) for n in range(1, 10)),
        Binding("ctrl+w", "app.back", "Title", show=False),
    ]

    def __init__(self, session: GameSession, palette: MapPalette) -> None:
        super().__init__()
        self.session = session
        self.palette = palette
        self._shown_for: str | None = session.viewer
        self._person: str | None = session.viewer  # the last person the screen was shown to
        self._ai_timer: Timer | None = None
        self._mark_timer: Timer | None = None
        self.log_lines: list[str] = []  # everything told so far (the RichLog draws lazily)
        self.castable: list[tuple[str, str]] = []
        self.names: dict[str, set[str]] = {}  # every name's spellings, for completion
        self._targets: tuple[list[str], TargetFinder] | None = None  # for the commands the prompt has
        self._save_trouble = ""  # the last problem with the save file told, not to repeat it each look
        self._combat_seen = len(session.game.log)  # combats ended before this command are told already
        self._combat_put_aside: tuple[int, str | None] | None = None  # the decision the dialog was closed on
        self.recaps = Recaps(session)  # what happened to each person since it last acted
        self._pinned: frozenset[str] = frozenset()  # areas the summaries marked, until cleared
        self._end_shown = -1  # the log's length when the end screen was last opened

    def compose(self) -> ComposeResult:
        session = self.session
        model = session.map_model()
        yield Static(id="status", classes="bar")
        with Horizontal(id="game-main"):
            viewer = session.viewer
            home = session.content.city_states[viewer].home if viewer in session.content.city_states else None
            with Vertical(id="map-box"):
                hexmap = HexMap(model, self.palette, cursor=home, id="map")
                yield hexmap
                yield MapLegend(model, self.palette, list(session.players), id="legend")
            with ContentSwitcher(initial="boards", id="side"):
                with VerticalScroll(id="boards"):
                    castable = HangingText(id="castable")
                    castable.display = False
                    yield castable
                    yield HangingText(id="boards-text")
                yield AreaPanel(model, self.palette, hexmap.cursor, id="area")
                yield RichLog(id="log", wrap=True, markup=False, max_lines=2000, min_width=20)  # wrap to the pane
        with Vertical(id="prompt-box"):
            yield Static(id="cards")  # the card candidates, while typing (tui.cardref)
            yield CommandPrompt(id="prompt")
            yield Static(id="choices")
            yield Static(id="hint")
        yield Footer()

    def on_mount(self) -> None:
        if closed(self):
            return
        self.query_one("#side").styles.width = panel_width(self.app.size.width)
        self.refresh_view()
        self.query_one(HexMap).focus()
        # The log pane is hidden at first: tell the history once the map is on screen.
        self.call_after_refresh(lambda: self._log(self.session.history()))
        if self.session.state.winners:
            self._hint(GAME_OVER)
        elif not self._ask_question():
            self._hint("Type a command after ':' (Tab completes). o objectives, ? help and every key.")
        self.call_after_refresh(self._schedule_ai)
        self.call_after_refresh(self._offer_recap)
        self.call_after_refresh(self._show_end)  # a finished game opens on its charts
        self.set_interval(FOLLOW_SECONDS, self._follow)

    def on_screen_resume(self) -> None:
        # Back from a dialog with nothing typed: the map takes the keys again, so the next
        # 'o', 'w' or 'b' is a key, not a letter put in the prompt (':' goes back there).
        if closed(self):
            return
        prompt = self.query_one(CommandPrompt)
        if prompt.has_focus and not prompt.value:
            self.query_one(HexMap).focus()
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
        model = session.map_model()
        hexmap = self.query_one(HexMap)
        hexmap.model = model
        view, to_act = session.view(), session.to_act()
        panel = self.query_one(AreaPanel)
        panel.model = model
        panel.objectives, panel.viewer = objectives_in_play(view, session.content, session.viewer), session.viewer
        panel.show(hexmap.cursor, hexmap.keys())
        self.refresh_bindings()  # f (combat) shows in the footer while a combat is on
        self._show_status(view, to_act)
        boards = describe_boards(view, session.content, self.palette, session.viewer, to_act, model.unit_letter)
        self.query_one("#boards-text", HangingText).update(boards)
        prompt = self.query_one(CommandPrompt)
        # Completions need every legal command: worked out after the frame is drawn.
        self.call_after_refresh(self._set_commands)
        self.call_after_refresh(self._show_castable)
        who = session.viewer
        prompt.placeholder = (
            "the game is over" if session.state.winners
            else f"{session.name(who)}: type a command, Tab completes" if who else "nobody has to act"
        )

    def _set_commands(self) -> None:
        prompt = self.query_one(CommandPrompt)
        prompt.set_commands(self.session.completions(), self._spellings())
        if prompt.has_focus:
            self._show_targets()  # what is typed may name other areas now

    def _spellings(self) -> dict[str, set[str]]:
        if not self.names:
            from hellenica_tui.tui.completion import spellings  # the notation's vocabularies: after the first frame

            self.names = spellings(self.session.content)
        return self.names

    def _show_status(self, view: State | None = None, to_act: list[str] | None = None) -> None:
        """The status line, shortened to the terminal's width; while AI players act it says so."""
        session = self.session
        ai = self._ai_timer is not None
        view = session.view() if view is None else view
        to_act = session.to_act() if to_act is None else to_act
        line = status_line(view, session.content, to_act, self.app.size.width - 2, ai=ai)
        self.query_one("#status", Static).update(Text(" " + line))  # never read as markup

    def _show_castable(self) -> None:
        """The invocations castable now, numbered: a digit puts one in the prompt."""
        self.castable = self.session.castable()
        box = self.query_one("#castable", HangingText)
        box.display = bool(self.castable)
        if not self.castable:
            return
        text = Text("Invocations now\n", style="bold underline")
        for n, (_, label) in enumerate(self.castable[:9], start=1):
            text.append(f" {n} {label}\n")
        box.update(text)

    def action_cast(self, n: int) -> None:
        if not 1 <= n <= len(self.castable):
            self._hint(f"No invocation {n} to cast now.", error=True)
            return
        prompt = self.query_one(CommandPrompt)
        prompt.value = self.castable[n - 1][0]
        prompt.focus()

    def _hint(self, text: str | Text, error: bool = False, question: bool = False) -> None:
        """The line under the prompt; an error or a question wraps onto more lines."""
        hint = self.query_one("#hint", Static)
        hint.set_class(error, "error")
        hint.set_class(question, "question")
        hint.update(Text(text) if isinstance(text, str) else text)  # a typed command is never read as markup

    def _ask_question(self) -> bool:
        """Show the question the viewer must answer, whole; False when none waits."""
        question = self.session.question()
        if question is not None:
            self._hint(question, question=True)
        return question is not None

    def _log(self, lines: list[str]) -> None:
        self.log_lines += lines
        log = self.query_one(RichLog)
        names = {self.session.name(p): p for p in self.session.players}
        coloured = [self._coloured(line, names) for line in lines]
        for line in coloured:
            log.write(Hanging(line))
        from hellenica_tui.tui.screens.wide_log import WideLogScreen

        if isinstance(self.app.screen, WideLogScreen):
            self.app.screen.add(coloured)

    def _coloured(self, line: str, names: dict[str, str]) -> Text:
        """A log line with every city-state's name in its colour; commands in bold."""
        text = Text(line, style="" if line.startswith(" ") else "bold")
        for name, player in names.items():
            style = self.palette.state_text.get(player)
            if style is not None:
                text.highlight_words([name], style)
        return text

    def _after_change(
        self, lines: list[str], notes: Sequence[str] = (), own: bool = False, retell: bool = False
    ) -> None:
        """Show what a change caused: `lines` belong to the game's log, `notes` do not
        (commands taken back); `retell` when the log must be told again from the start
        (commands were taken back elsewhere); `own` when the viewer gave the command
        (else the areas it changed are marked)."""
        before, after = self._shown_for, self.session.viewer
        changed = self._changed_areas()
        if after != before or retell:
            # The log was told to the previous viewer; tell it again to the next one.
            self.log_lines = []
            self.query_one(RichLog).clear()
            self._log(self.session.history())
            self._log(list(notes))
        else:
            self._log(lines + list(notes))
        lines = lines + list(notes)
        if not self._ask_question():
            self._hint(lines[-1].strip() if lines else "")
        person, self._shown_for = self._person, after
        if after is not None:
            self._person = after
        if own and before is not None:
            self.recaps.acted(before)
        if after is not None and person is not None and after != person and len(self.session.people) > 1:
            # Hide everything before the next person's secrets are drawn; then show
            # them where the previous person's move changed the map, and open the
            # next person's secret choice if one waits.
            def shown(_: object) -> None:
                self.refresh_view()
                self._mark(changed, add=False)
                self._offer_recap()

            from hellenica_tui.tui.screens.handoff import HandOffScreen

            self.app.push_screen(HandOffScreen(self.session.name(after)), shown)
            return
        self.refresh_view()
        if own:
            self._mark(frozenset(), add=False)
        else:
            self._mark(changed)
        self._schedule_ai()
        self._offer_recap()
        self._show_end()

    def _show_end(self) -> None:
        """The end screen, once for the command that ended the game (a dialog open then,
        a summary or a combat's outcome, first closes: see on_screen_resume)."""
        at = len(self.session.game.log)
        if self.session.state.winners and self.app.screen is self and self._end_shown != at:
            from hellenica_tui.tui.screens.end import EndScreen

            self._end_shown = at
            self.app.push_screen(EndScreen(self.session, self.palette))

    def _changed_areas(self) -> frozenset[str]:
        """The areas whose contents differ between the map on screen and the game now
        (the map model keeps the very same cell for an area that did not change)."""
        shown = self.query_one(HexMap).model.cells
        return frozenset(a for a, cell in self.session.map_model().cells.items() if shown.get(a) is not cell)

    def _mark(self, areas: frozenset[str], add: bool = True) -> None:
        """Mark `areas` on the map (with `add`, beside those still marked) for a few seconds."""
        hexmap = self.query_one(HexMap)
        if self._mark_timer is not None:
            self._mark_timer.stop()
            self._mark_timer = None
        marked = (hexmap.marked | areas if add else areas) | self._pinned
        hexmap.mark(marked)
        if marked - self._pinned:  # the summary's marks stay; the others fade
            self._mark_timer = self.set_timer(MARK_SECONDS, lambda: hexmap.mark(self._pinned))

    # -- what happened to you, the race to win ----------------------------------

    def _offer_recap(self, ask_secret: bool = True) -> None:
        """When a person's decision comes (or the bids of a world event open), tell them
        what happened to them since they last acted, then open their secret choice
        or a combat's choices (with `ask_secret`). What came while a dialog was open is told once it closes."""
        person = self.session.viewer
        ask = self._ask_next if ask_secret else lambda: None
        if self.app.screen is not self or person is None or self.session.is_ai(person) or self.session.state.winners:
            ask()
            return
        from hellenica_tui.tui.combat_info import asks_viewer, ended_since

        if asks_viewer(self.session) or next(ended_since(self.session, self._combat_seen), None) is not None:
            ask()  # the combat dialog comes first; the summary follows it, or the next decision
            return
        found = self.recaps.due(person)
        if person in self.session.to_act():
            self._alert_race(person)
        if found is None:
            ask()
            return
        self._show_recap(person, found, ask_secret)

    def _show_recap(self, person: str, happenings: list, ask_secret: bool = True) -> None:
        from hellenica_tui.games.hellenica.table.recap import areas_of

        self._pinned |= areas_of(happenings)  # marked until the person clears them (x in the summary)
        self._mark(frozenset())
        self._open_recaps(person, lambda: self._offer_recap(ask_secret), happenings)

    def _open_recaps(self, person: str, then: Callable[[], None], current: list | None = None) -> None:
        """The summaries given to `person` (and `current`, the one given now, if not
        among them), the last one open: left and right page through the earlier
        ones; `then` once it closes."""
        from hellenica_tui.games.hellenica.table.recap import areas_of
        from hellenica_tui.tui.recaps import Told
        from hellenica_tui.tui.screens.recap import CLEAR, RecapScreen, recap_text

        names = {a: cell.name for a, cell in self.session.map_model().cells.items()}
        history, name = self.recaps.history(person), self.session.name(person)
        if current is not None and (not history or history[-1].happenings is not current):
            history.append(Told(self.session.state.turn, current))
        pages = []
        for n, told in enumerate(history, 1):
            last = n == len(history)
            alerts = self.recaps.alerts(person) if last else []
            body = recap_text(told.happenings, alerts, names, marked=areas_of(told.happenings) <= self._pinned)
            heading = (
                f"{name}: what happened since your last command" if last
                else f"{name}: what happened, turn {told.turn}"
            )
            pages.append((heading + (f" ({n} of {len(history)})" if len(history) > 1 else ""), body))

        def closed(answer: str | None) -> None:
            if answer == CLEAR:
                self._pinned = frozenset()
                self._mark(frozenset(), add=False)
            then()

        self.app.push_screen(RecapScreen(pages, marks=bool(self._pinned)), closed)

    def action_recap(self) -> None:
        person = self.session.viewer
        if person is None or self.session.is_ai(person):
            self._hint("Nobody at this keyboard has to act: no summary to show.")
            return
        self._open_recaps(person, lambda: None)  # a secret choice stays aside

    def action_objectives(self) -> None:
        from hellenica_tui.tui.screens.objectives import ObjectivesScreen

        self.app.push_screen(ObjectivesScreen(self.session, self.palette.state_text))

    def _alert_race(self, person: str) -> None:
        """A notice, as `person`'s decision comes, of anyone newly within one objective of winning."""
        for line in self.recaps.new_alerts(person):
            self.notify(line, title="The race to win", severity="warning", timeout=8)

    # -- secret choices ---------------------------------------------------------

    def _ask_next(self) -> None:
        """The person's secret choice if one waits, else a combat's choices."""
        self._ask_secret() or self._ask_combat()

    def _ask_secret(self) -> bool:
        """A secret choice (Ethos cards, a world event bid) is made in a dialog, opened
        only when the person to make it holds the keyboard. False: none waits."""
        if self.session.state.winners:
            return False
        if self.app.screen is not self:
            return True  # the hand-off screen or another dialog is on top: asked once it closes
        from hellenica_tui.tui.secret_choices import secret_choice

        choice = secret_choice(self.session)
        if choice is None:
            return False
        # The dialogs (and the widgets they use) are imported when one is first asked for.
        from hellenica_tui.tui.screens.secret import DIALOGS

        self.app.push_screen(DIALOGS[type(choice)](choice, self.session.name(choice.player)), self._secret_chosen)
        return True

    def _secret_chosen(self, text: str | None) -> None:
        if text is None:
            self.query_one(HexMap).focus()  # where 'c' is a key, not a letter typed
            self._hint("Your secret choice waits: c opens it again (or type it after ':').")
            return
        self._submit(text, private=True)

    def action_secret(self) -> None:
        if not self._ask_secret():
            self._hint("No secret choice to make now.")

    # -- combat ----------------------------------------------------------------

    def _ask_combat(self, reopen: bool = False) -> bool:
        """The combat dialog: a combat that ended with a person in it is told first;
        then, when the person at the keyboard must answer a combat, the choices open
        (once per decision unless `reopen`: Escape puts them aside). False: nothing shown."""
        if self.app.screen is not self or self.session.state.winners:
            return False
        from hellenica_tui.tui.combat_info import asks_viewer, combat_outlook, ended_since

        session = self.session
        self._combat_seen = min(self._combat_seen, len(session.game.log))  # after an undo
        ended = list(ended_since(session, self._combat_seen))
        self._combat_seen = len(session.game.log)
        decision = (len(session.game.log), session.viewer)
        from hellenica_tui.tui.screens.combat import CombatDialog

        if ended:
            self.app.push_screen(CombatDialog(session.content, session.viewer, summary=ended[-1]), self._combat_told)
            return True
        if not reopen and (not asks_viewer(session) or self._combat_put_aside == decision):
            return False
        outlook = combat_outlook(session)
        if outlook is None:
            return False
        self.app.push_screen(CombatDialog(session.content, session.viewer, outlook=outlook), self._combat_chosen)
        return True

    def _combat_told(self, _: str | None) -> None:
        if not self._ask_combat():  # the next combat's choices, if one waits
            self._offer_recap()  # else what else happened to the person

    def _combat_chosen(self, text: str | None) -> None:
        if text is None:
            self._combat_put_aside = (len(self.session.game.log), self.session.viewer)
            self.query_one(HexMap).focus()  # where 'f' is a key, not a letter typed
            self._hint("The combat waits for you: f shows it again (or type the command after ':').")
            return
        self._submit(text, private=False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "combat":  # the shown binding while a combat is on, the hidden one else
            return parameters[0] == (self.session.state.combat is not None)
        return True

    def action_combat(self, _on: bool = False) -> None:
        if not self._ask_combat(reopen=True):
            self._hint("No combat under way.")

    # -- AI seats ---------------------------------------------------------------

    def _schedule_ai(self) -> None:
        """If only AI seats must act, let the next one act after a pause the eye can follow."""
        acting = self.session.ai_acting()
        if acting is None or self._ai_timer is not None or self.session.state.winners:
            return
        # A timer even when instant (Textual wants a delay above zero): the screen is
        # drawn and keys are read between two AI commands.
        self._ai_timer = self.set_timer(max(AI_SPEEDS[self.ai_speed], 0.001), self._ai_tick)
        self._show_status()

    def _stop_ai(self) -> None:
        if self._ai_timer is not None:
            self._ai_timer.stop()
            self._ai_timer = None

    def _ai_tick(self) -> None:
        self._ai_timer = None
        self._change(lambda told: told.extend(self.session.ai_step()), ai=True)

    @property
    def ai_speed(self) -> str:
        """The pace of the AI players: the app's setting (chosen with the new game, or 's')."""
        speed = getattr(self.app, "ai_speed", DEFAULT_SPEED)
        return speed if speed in AI_SPEEDS else DEFAULT_SPEED

    def action_ai_speed(self) -> None:
        """Cycle the AI speed; an AI waiting to act takes the new pace at once."""
        speed = next_speed(self.ai_speed)
        app_of(self).ai_speed = speed
        self._hint(describe(speed) + ". 's' changes it, '.' skips ahead.")
        if self._ai_timer is not None:
            self._stop_ai()
            self._schedule_ai()

    def action_skip_ai(self) -> None:
        """Let the AI seats act at once, until a person must decide (with no person at
        the table, until the turn ends)."""
        session = self.session
        if session.ai_acting() is None:
            self._hint("No AI is acting now.")
            return
        self._stop_ai()
        self._change(session.ai_run, ai=True)

    # -- commands -------------------------------------------------------------

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            return
        # A secret command typed here stays out of the history the next person walks.
        self._submit(text, private=text.split()[0].lower() in SECRET_VERBS)

    def _submit(self, text: str, private: bool) -> None:
        prompt = self.query_one(CommandPrompt)
        if not private:
            prompt.remember(text)
        if not self._change(lambda told: told.extend(self.session.submit(text)), own=True):
            return
        if self.session.last_was_secret():
            prompt.drop(text)  # a secret answer to a question
        prompt.value = ""

    def _change(
        self, act: Callable[[list[str]], object], *, own: bool = False, undo: bool = False, ai: bool = False
    ) -> bool:
        """Every change to the game (a command, undo, redo, the AI's moves) goes through
        here. `act` adds what it did to the list it is given. However it fails (a refused
        command, a save that cannot be written or is in use elsewhere), the game stays on
        screen as it is in the save, the failure is told in one line, and what other
        programs changed meanwhile is shown. False if it failed."""
        done: list[str] = []
        error = ""
        try:
            act(done)
        except AmbiguousCommand as refused:
            error = f"{refused}" + (f" ({' | '.join(refused.choices)})" if refused.choices else "")
        except (CommandError, UndoBlocked) as refused:
            error = f"Cannot undo: {refused}" if undo else str(refused)
        except SaveLocked as busy:
            error = f"Not done: the save is {busy.reason}."
        except SaveFileError as trouble:
            error = self._save_failed(trouble.reason)
        except OSError as trouble:
            error = self._save_failed(f"cannot save the game: {trouble.strerror or trouble}")
        retell, told, notes = self.session.outside()
        if undo:
            notes += done
        else:
            told += done
        if told or notes or retell:
            self._after_change(told, notes, own=own and not error, retell=retell)
        if error:
            question = None if ai else self.session.question()
            self._hint(error + (f"\n{question}" if question else ""), error=True)  # the question refused for stays in view
            if ai and "in use" in error:
                self._schedule_ai()  # another program is busy with the save: the AI tries again
        return not error

    def _save_failed(self, reason: str, tried: bool = True) -> str:
        """The one message for a save that cannot be written or read (`tried`: while
        changing the game, which was then not changed)."""
        self._stop_ai()  # no AI move can be kept until the save can be written
        self._save_trouble = reason
        done = ": that was not done" if tried else ""
        return f"{reason[:1].upper()}{reason[1:]}{done}. ctrl+s saves the game under another name, to go on there."

    def _follow(self) -> None:
        """Show what other programs did to the save (cheap when they did nothing)."""
        if closed(self) or self.app.screen is not self:
            return  # a dialog or the hand-off screen is up: looked at once it closes
        try:
            changed = self.session.follow()
        except SaveFileError as trouble:
            if trouble.reason != self._save_trouble:
                self._hint(self._save_failed(trouble.reason, tried=False), error=True)
            return
        self._save_trouble = ""
        if changed:
            retell, told, notes = self.session.outside()
            self._after_change(told, notes, retell=retell)

    def on_command_prompt_candidates(self, message: CommandPrompt.Candidates) -> None:
        """List the words that may come next; the one Tab put in stands out."""
        found, box = message.found, self.query_one("#choices", Static)
        text = Text(no_wrap=True, overflow="ellipsis")
        typed = self.query_one(CommandPrompt).value.strip()
        if not found.words:
            if found.whole:
                box.update(Text("a whole command: Enter gives it", style="italic"))
            else:
                box.update(Text(f"no command listed goes on from {typed!r}: Enter asks the rules", style="italic")
                           if typed else "")
            return
        text.append("next: " if found.legal else "verbs: ", style="bold")
        if found.whole:
            text.append("(Enter gives it) ", style="italic")
        room = max(10, box.size.width or self.app.size.width) - 2
        first = max(0, message.chosen - 2)  # keep the word Tab put in on show
        if first:
            text.append("... ", style="dim")
        words = found.words
        for n in range(first, len(words)):
            more = f"+{len(words) - n} more"
            if len(text) + len(words[n]) + 1 > room - (len(more) + 1 if n < len(words) - 1 else 0):
                text.append(more, style="dim")
                break
            text.append(words[n], style="reverse" if n == message.chosen else "")
            text.append(" ")
        box.update(text)

    @on(CommandPrompt.Candidates)
    def _describe_cards(self, message: CommandPrompt.Candidates) -> None:
        """When the words that may come next are cards (deities, advancements, upgrades,
        invocations, objectives ...), list each with its name and what it does, and tell
        the one Tab put in (else the first) in full."""
        box = self.query_one("#cards", Static)
        prompt = self.query_one(CommandPrompt)
        typed = prompt.value[: message.found.start]
        cards = candidate_cards(self.session.content, typed, message.found.words)
        box.display = bool(cards) and prompt.has_focus
        if not cards:
            return
        chosen = message.found.words[message.chosen] if message.chosen >= 0 else None
        at = next((n for n, (word, _) in enumerate(cards) if word == chosen), -1)
        height = self.app.size.height
        list_rows, text_rows = (4, 3) if height < 34 else (8, 6)
        width = max(20, (box.size.width or self.app.size.width) - 2)
        box.update(candidates_text(cards, at, width, list_rows, text_rows))

    @on(events.DescendantBlur)
    def _hide_cards(self, event: events.DescendantBlur) -> None:
        if isinstance(event.widget, CommandPrompt):
            self.query_one("#cards").display = False

    @on(events.DescendantFocus)
    def _show_cards_again(self, event: events.DescendantFocus) -> None:
        """Back at the prompt with a command half typed: its card candidates come back too."""
        if isinstance(event.widget, CommandPrompt) and event.widget.value:
            prompt = event.widget
            self._describe_cards(CommandPrompt.Candidates(prompt.completion(prompt.value), -1))

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        # The candidates take a line only while typing; the map has it back otherwise.
        typing = isinstance(event.widget, CommandPrompt)
        self.query_one("#choices").display = typing
        if typing:
            self._show_targets()

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        if isinstance(event.widget, CommandPrompt):
            self.query_one("#choices").display = False
            self.query_one(HexMap).target(frozenset())

    def on_input_changed(self, event: Input.Changed) -> None:
        if isinstance(event.input, CommandPrompt):
            self._show_targets()

    def _show_targets(self) -> None:
        """Show on the map the areas the command being typed may name next."""
        from hellenica_tui.tui.completion import Completer
        from hellenica_tui.tui.maptargets import TargetFinder

        prompt, hexmap = self.query_one(CommandPrompt), self.query_one(HexMap)
        commands = prompt.commands
        if self._targets is None or self._targets[0] is not commands:
            from hellenica_tui.games.hellenica.core.state import cities_of

            fits = Completer([], self._spellings()).fits
            view = self.session.view()
            holdings = {p: cities_of(view, p) for p in self.session.players}  # a city-state named: its cities
            self._targets = (commands, TargetFinder(commands, hexmap.model.cells, fits, holdings))
        hexmap.target(self._targets[1].find(prompt.value))

    def on_hex_map_cursor_moved(self, message: HexMap.CursorMoved) -> None:
        self.query_one(AreaPanel).show(message.area, message.hexmap.keys())

    def on_hex_map_area_selected(self, message: HexMap.AreaSelected) -> None:
        """Enter on an area: describe it and list the legal commands that name it, with
        their costs; the one picked goes into the prompt, to be given with Enter."""
        self.action_pane("area")
        name = self.session.map_model().cells[message.area].name
        here = self.session.commands_here(message.area)
        if not here:
            self._hint(f"No command concerns {name} now.")
            return
        from hellenica_tui.tui.screens.area_commands import AreaCommandsScreen

        def picked(text: str | None) -> None:
            if text is None:
                self.query_one(HexMap).focus()
                return
            prompt = self.query_one(CommandPrompt)
            prompt.value = text
            prompt.cursor_position = len(text)
            prompt.focus()
            self._hint(f"Enter gives it: {text} (you may change it first).")

        self.app.push_screen(AreaCommandsScreen(name, here), picked)

    def action_focus_prompt(self) -> None:
        if self.session.state.winners:
            self._hint(GAME_OVER)
            return
        self.set_focus(self.query_one(CommandPrompt))

    def action_focus_map(self) -> None:
        self.query_one(HexMap).focus()

    def action_pane(self, pane: str) -> None:
        self.query_one(ContentSwitcher).current = pane

    def action_wide_log(self) -> None:
        """The log across the whole terminal (Escape comes back)."""
        from hellenica_tui.tui.screens.wide_log import WideLogScreen

        names = {self.session.name(p): p for p in self.session.players}
        self.app.push_screen(WideLogScreen([self._coloured(line, names) for line in self.log_lines]))

    def action_undo(self) -> None:
        self._stop_ai()
        if not self._change(lambda told: told.extend(self.session.undo()), undo=True):
            self._schedule_ai()

    def action_redo(self) -> None:
        self._change(lambda told: told.extend(self.session.redo()))

    def action_save_as(self) -> None:
        from pathlib import Path

        from hellenica_tui.savedgames import SAVE_SUFFIX, save_path
        from hellenica_tui.tui.screens.saveas import SaveAsScreen

        current = Path(self.session.game.path or f"game{SAVE_SUFFIX}")

        def save(name: str | None) -> None:
            if name is None:
                return
            path = save_path(name)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                self.session.game.save_as(str(path))
            except SaveFileError as error:
                self._hint(f"Not saved: {error.reason}", error=True)
                return
            except OSError as error:
                self._hint(f"Not saved: {error.strerror or error}", error=True)
                return
            self._save_trouble = ""
            self._hint(f"Saved as {path}; the game goes on saving there.")
            self._schedule_ai()

        self.app.push_screen(SaveAsScreen(current.stem + "-copy"), save)

    def on_unmount(self) -> None:
        self._stop_ai()
        self.session.close()
