"""What opens next on the game screen, mixed into GameScreen: the table says which
dialog is due (what happened to the person at the keyboard, a secret choice, a
combat's choices or its outcome) and this opens it, then hands the answer back
to the screen's commands. The dialogs are imported when one is first asked for,
so the first frame does not wait for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hellenica_tui.tui.controller.table import CombatAsked, CombatTold, Due, Recap, Secret, WindowAsked
from hellenica_tui.tui.screens import closed
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from hellenica_tui.games.hellenica.table.recap import Happening
    from hellenica_tui.seat.session import GameSession
    from hellenica_tui.tui.controller.table import Table
    from hellenica_tui.tui.theme import MapPalette

    _Screen = Screen[None]  # type-checked as the screen it is mixed into
else:
    _Screen = object


class Dialogs(_Screen):
    if TYPE_CHECKING:  # what it uses of the game screen
        table: Table
        session: GameSession
        palette: MapPalette
        _hint: Callable[..., None]
        _mark: Callable[..., None]
        _submit: Callable[..., None]
        _prompt_asked: bool

    def on_screen_suspend(self) -> None:
        self._prompt_asked = False

    def back_to_map(self) -> None:
        """After a dialog, the map takes the keys again (where 'c' or 'f' is a key, not a
        letter typed), unless ':' was pressed since: the keys typed after it, maybe while
        the dialog was closing, are the player's command and stay in the prompt."""
        if not (self._prompt_asked and self.focused is self.query_one(CommandPrompt)):
            self.query_one(HexMap).focus()

    def _offer_recap(self, ask_secret: bool = True, later: bool = False) -> bool:
        """Open what the table says comes next (what happened to the person, then with
        `ask_secret` their secret choice or a combat's choices), announcing anyone newly
        close to winning; whether a dialog opens. What came while a dialog was open is
        told once it closes.

        With `later` (a seat, after another seat's command) the screen is drawn first,
        then the dialog opens: building a dialog (the Ethos cards, on every seat at once
        after the last patron) takes a seat's process longer than drawing the change."""
        if closed(self) or self.app.screen is not self:
            return False
        alerts, due = self.table.next_up(ask_secret)
        for line in alerts:
            self.notify(line, title="The race to win", severity="warning", timeout=8)
        if later and due is not None:
            # The screen is marked to be drawn here: its widgets mark themselves through
            # their own queues, which may come after the screen's next idle moment.
            self.refresh()
            self.call_after_refresh(self._open_later, due, ask_secret)
            return True
        return self._open(due, ask_secret)

    def _open_later(self, due: Due, ask_secret: bool) -> None:
        if not closed(self) and self.app.screen is self:  # (c and w open it again otherwise)
            self._open(due, ask_secret)

    def _open(self, due: Due | None, ask_secret: bool = True) -> bool:
        """The dialog for `due`; False when there is none."""
        session = self.session
        if isinstance(due, Recap):
            self._mark(frozenset())  # the areas it names, marked beside the others
            self._open_recaps(due.person, lambda: self._offer_recap(ask_secret), due.happenings)
        elif isinstance(due, Secret):
            # The dialogs (and the widgets they use) are imported when one is first asked for.
            from hellenica_tui.tui.games.hellenica.secret import DIALOGS

            self.app.push_screen(DIALOGS[type(due.choice)](due.choice, due.name), self._secret_chosen)
        elif isinstance(due, (CombatTold, CombatAsked)):
            from hellenica_tui.tui.games.hellenica.combat import CombatDialog

            if isinstance(due, CombatTold):
                self.app.push_screen(CombatDialog(session.content, session.viewer, summary=due.summary), self._combat_told)
            else:
                from hellenica_tui.tui.controller.interruptions import window_kinds

                window = session.state.window
                asks = window is not None and window_kinds(window) == ("combat",) and bool(window.asked)
                quiet = asks and window is not None and window.asked[0] == session.viewer  # this window asks him
                dialog = CombatDialog(session.content, session.viewer, outlook=due.outlook, quiet=quiet)
                self.app.push_screen(dialog, self._combat_chosen)
        elif isinstance(due, WindowAsked):
            from hellenica_tui.tui.controller.interruptions import window_kinds
            from hellenica_tui.tui.games.hellenica.window import WindowDialog

            window = session.state.window
            governed = bool(window is not None and window_kinds(window))
            name = session.name(due.choice.player)
            self.app.push_screen(WindowDialog(due.choice, name, quiet=governed), self._window_chosen)
        else:
            return False
        return True

    def _open_recaps(
        self, person: str, then: Callable[[], object], current: list[Happening] | None = None, turn_first: bool = False,
    ) -> None:
        """The summaries given to `person` (and `current`, the one given now, if not
        among them), the last one open (with `turn_first`, the first of the last turn
        told: w reads the turn from its start, its attacks first): left and right page
        through the others; `then` once it closes."""
        from hellenica_tui.games.hellenica.table.recap import areas_of
        from hellenica_tui.tui.games.hellenica.recap import CLEAR, RecapScreen, recap_text
        from hellenica_tui.tui.recaps import Told

        table = self.table
        names = {a: cell.name for a, cell in table.model.cells.items()}
        history, name = table.recaps.history(person), self.session.name(person)
        if current is not None and (not history or history[-1].happenings is not current):
            history.append(Told(self.session.state.turn, current))
        pages = []
        for n, told in enumerate(history, 1):
            last = n == len(history)
            alerts = table.recaps.alerts(person) if last else []
            body = recap_text(told.happenings, alerts, names, marked=areas_of(told.happenings) <= table.pinned)
            heading = (
                f"{name}: what happened since your last command" if last
                else f"{name}: what happened, turn {told.turn}"
            )
            pages.append((heading + (f" ({n} of {len(history)})" if len(history) > 1 else ""), body))

        def closed(answer: str | None) -> None:
            if answer == CLEAR:
                table.pinned = frozenset()
                self._mark(frozenset(), add=False)
            then()

        start = next((n for n, told in enumerate(history) if told.turn == history[-1].turn), None) if turn_first else None
        self.app.push_screen(RecapScreen(pages, marks=bool(table.pinned), start=start), closed)

    def action_recap(self) -> None:
        person = self.table.reader()
        if person is None:
            self._hint("Nobody at this keyboard has to act: no summary to show.")
            return
        self._open_recaps(person, lambda: None, turn_first=True)  # a secret choice stays aside

    def action_objectives(self) -> None:
        from hellenica_tui.tui.games.hellenica.objectives import ObjectivesScreen

        self.app.push_screen(ObjectivesScreen(self.session, self.palette.state_text))

    def _secret_chosen(self, text: str | None) -> None:
        from hellenica_tui.tui.games.hellenica.secret import NO_MORE_BIDS

        if text is None:
            self.back_to_map()
            self._hint("Your secret choice waits: c opens it again (or type it after ':').")
            return
        if text == NO_MORE_BIDS:  # 0 now, and no more bids asked this turn
            self.table.interruptions.no_more_bids(self.session.state.turn)
            text = "offer 0"
        self._submit(text, private=True)

    def action_interruptions(self) -> None:
        """When the game stops for the person; quiet until their turn for the window asking now."""
        from hellenica_tui.tui.controller.interruptions import asked
        from hellenica_tui.tui.games.hellenica.interruptions import QUIET, InterruptionsDialog

        table, session = self.table, self.session
        person = session.viewer
        now = asked(session.state, session.content, person) if person is not None and not session.is_ai(person) else None
        window = now.kinds if now is not None and not now.bid else ()

        def chosen(answer: str | None) -> None:
            self.back_to_map()
            table.commit_point, table.window_dialog, table.recaps_open = dialog.commit, dialog.window_dialog, dialog.recaps
            if answer == QUIET and window:
                table.interruptions.quiet_until_mine(window)
                self._submit("skip", private=False)

        dialog = InterruptionsDialog(
            table.interruptions.asks, window[0] if window else "", table.commit_point, table.window_dialog,
            table.recaps_open,
        )
        table.interruptions.asks = dialog.asks  # the dialog's changes count at once
        self.app.push_screen(dialog, chosen)

    def action_secret(self) -> None:
        if not self._open(self.table.secret() or self.table.window(reopen=True)):
            self._hint("No secret choice or invocation window for you now.")

    def _window_chosen(self, text: str | None) -> None:
        from hellenica_tui.tui.controller.interruptions import window_kinds
        from hellenica_tui.tui.games.hellenica.window import QUIET

        if text is None:  # answered at the prompt instead: the keys go there
            self.table.put_window_aside()
            self._prompt_asked = True
            self.set_focus(self.query_one(CommandPrompt))
            self._hint("The invocation window waits: type skip or invoke NAME; c opens the dialog again.")
            return
        if text == QUIET:
            window = self.session.state.window
            if window is not None:
                self.table.interruptions.quiet_until_mine(window_kinds(window))
            text = "skip"
        self._submit(text, private=False)

    def _combat_told(self, _: str | None) -> None:
        if not self._open(self.table.combat()):  # the next combat's choices, if one waits
            self._offer_recap()  # else what else happened to the person

    def _combat_chosen(self, text: str | None) -> None:
        from hellenica_tui.tui.games.hellenica.window import QUIET

        if text is None:
            self.table.put_combat_aside()
            self.back_to_map()
            self._hint("The combat waits for you: f shows it again (or type the command after ':').")
            return
        if text == QUIET:  # pass, and no combat window asks until the person's own action
            self.table.interruptions.quiet_until_mine(("combat",))
            text = "skip"
        self._submit(text, private=False)

    def action_combat(self, _on: bool = False) -> None:
        if not self._open(self.table.combat(reopen=True)):
            self._hint("No combat under way.")

