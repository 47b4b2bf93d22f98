"""Learning the game on the game screen, mixed into GameScreen: the hints (`H`,
what the person at the keyboard may do now, by rule, with costs), the expert's
suggestion (`e`: the command the expert AI would give in their place, put in
the prompt, with one line on why; thought out in a worker thread), the rules
page `r` and ctrl+r open (the rule that refused the last command, the guide's
step's, or the one about now), and the guided first game's lesson box (its
step, the part of the screen it is about outlined, F2 showing the command)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Static

from hellenica_tui.tui.screens import closed
from hellenica_tui.tui.widgets import steady

# The longest a person waits for the expert's suggestion, in seconds of the clock on the
# wall, whatever else the machine does; the expert thinks for all of it (at the normal
# level's policy: its best), which on a quiet machine is more than a normal seat's 1 s.
HINT_SECONDS = 1.8

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from hellenica_tui.ai.expert.bot import Suggestion
    from hellenica_tui.ai.search.budget import Budget
    from hellenica_tui.seat.session import GameSession
    from hellenica_tui.tui.controller.table import Table
    from hellenica_tui.tui.guide import Guide

    _Screen = Screen[None]  # type-checked as the screen it is mixed into
else:
    _Screen = object


def hint_budget() -> Budget:
    """The expert's budget over a suggestion: as long as the wait allows (`HINT_SECONDS`)."""
    from hellenica_tui.ai.search.budget import Budget

    return Budget(seconds=HINT_SECONDS, wall=HINT_SECONDS)


class Learning(_Screen):
    _expert_asked: tuple[str, int] | None = None  # whose suggestion is being thought out, at which command
    if TYPE_CHECKING:  # what it uses of the game screen
        table: Table
        session: GameSession
        guide: Guide | None
        _refused: str
        _hint: Callable[..., None]
        _picked: Callable[[str | None], None]
        action_pane: Callable[[str], None]

    def action_hints(self) -> None:
        """Everything the person at the keyboard may do now, by rule, with its cost."""
        from hellenica_tui.games.hellenica.table.hints import hints
        from hellenica_tui.tui.games.hellenica.area_commands import AreaCommandsScreen

        person = self.table.reader()
        if person is None or person not in self.session.to_act():
            self._hint(self._nothing_to_do())
            return
        from hellenica_tui.games.hellenica.table.pointing import card_texts

        name, groups = self.session.name(person), hints(self.session.state, person)
        cards = card_texts(self.session.state, person, (text for _, pairs in groups for text, _ in pairs))
        self.app.push_screen(AreaCommandsScreen(f"{name}: what you may do now", [], groups, cards), self._picked)

    def _nothing_to_do(self) -> str:
        if self.session.state.winners:
            return "The game is over (e: the end charts; ctrl+w: the title, to replay it)."
        return "Nothing for you to do now: the others are acting."

    def action_expert(self) -> None:
        """The expert AI's suggestion for the person at the keyboard, thought out in a
        worker thread (under two seconds, `HINT_SECONDS`) from their own view, then put in the prompt."""
        person = self.table.reader()
        if person is None or person not in self.session.to_act():
            self._hint(self._nothing_to_do())
            return
        if self._expert_asked is not None:
            self._hint("The expert is still thinking.")
            return
        from hellenica_tui.ai.expert.bot import suggest

        game = self.session.game
        asked = (person, len(game.log))
        self._expert_asked = asked
        seen = game.view(person)

        def think() -> None:
            advice = suggest(seen, person, asked[1], hint_budget())
            self.app.call_from_thread(self._expert_said, asked, advice)

        self._hint("The expert thinks it over...")
        self.run_worker(think, name="expert", group="expert", thread=True)

    def _expert_said(self, asked: tuple[str, int], advice: Suggestion) -> None:
        self._expert_asked = None
        if closed(self) or (self.table.reader(), len(self.session.game.log)) != asked:
            return  # the game moved on meanwhile: the advice is for a position gone
        self._picked(advice.command)
        # Read whole, as a question is: at 80 columns the why and "Enter gives it" would be cut.
        self._hint(f"Expert: {advice.command}: {advice.why}. Enter gives it.", question=True)

    def rule_page(self) -> str:
        """The page `r` opens: the rule that refused the last command, else the guide's
        step's, else the one about now."""
        from hellenica_tui.games.hellenica.table.rule_pages import page_now

        guided = self.guide.page() if self.guide is not None else ""
        return self._refused or guided or page_now(self.session.state)

    # -- the guided first game ------------------------------------------------------

    def _find_guide(self) -> None:
        """Whether this is a game of the first lesson (read from its file: after the
        first frame, which a guide's box joins a moment later)."""
        from hellenica_tui.tui.guide import Guide

        self.guide = Guide.of(self.session)
        if self.guide is not None and not closed(self):
            self._show_lesson()

    POINTED = {"status": "#status", "map": "#map-box", "side": "#side", "log": "#side", "prompt": "#prompt-box"}

    def _show_lesson(self) -> None:
        """The guide's step in its box, the part of the screen it is about outlined."""
        guide = self.guide
        box = self.query_one("#lesson", Static)
        for selector in set(self.POINTED.values()):
            self.query_one(selector).remove_class("-pointed")
        if guide is None or guide.closed:
            box.display = False
            return
        told = guide.told()
        box.display = True
        steady.update(box, told.text)
        self.query_one(self.POINTED[told.points]).add_class("-pointed")
        if told.pane:
            self.action_pane(told.pane)

    def action_guide(self) -> None:
        """F2: the exact command of the guide's step; on its last step, the guide closes."""
        if self.guide is None or self.guide.closed:
            self._hint("No guide in this game: H lists what you may do now, r opens the rules.")
            return
        self.guide.reveal()
        self._show_lesson()
