"""The AI seats on the game screen, mixed into GameScreen: after the pause the
speed sets (none while '.' skips ahead), the AI to act thinks in a worker thread,
so keys and frames go on meanwhile, and its command is given on the screen's
thread through the table, which drops it if the game moved on (an undo, a
command given elsewhere). Leaving the screen drops a thought under way.

The person's own answers that their settings give without asking (`skip` in an
invocation window they are not to be asked about, `offer 0`) go the same way,
before any AI's: see tui/controller/interruptions."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from textual.timer import Timer
from textual.worker import Worker, WorkerState

from hellenica_tui.tui.aispeed import AI_SPEEDS, DEFAULT_SPEED, describe, next_speed
from hellenica_tui.tui.controller.ai_turns import AiThought
from hellenica_tui.tui.screens import app_of, closed

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from hellenica_tui.tui.controller.table import Table

    _Screen = Screen[None]  # type-checked as the screen it is mixed into
else:
    _Screen = object


class AiSeats(_Screen):
    if TYPE_CHECKING:  # what it uses of the game screen
        table: Table
        _show: Callable[..., None]
        _hint: Callable[..., None]
        _show_status: Callable[[], None]

    _ai_timer: Timer | None = None  # the pause before the next AI command
    _ai_worker: Worker[AiThought] | None = None  # an AI thinking in a thread
    _stand_in_timer: Timer | None = None  # the person's answer their settings give, on its way

    @property
    def ai_busy(self) -> bool:
        """Whether an AI command is on its way (waiting its pace, or being thought out)."""
        return self._ai_timer is not None or self._ai_worker is not None or self._stand_in_timer is not None

    def _schedule_ai(self) -> None:
        """If only AI seats must act, let the next one act after a pause the eye can follow;
        first the person's answer their settings give for them, if one (at once)."""
        if self.ai_busy:
            return
        if self.table.stand_in() is not None:
            self._stand_in_timer = self.set_timer(0.001, self._stand_in_tick)
            return
        delay = self.table.ai_delay(self.ai_speed)
        if delay is None:
            return
        # A timer even when instant (Textual wants a delay above zero): the screen is
        # drawn and keys are read between two AI commands.
        self._ai_timer = self.set_timer(max(delay, 0.001), self._ai_tick)
        self._show_status()

    def _stop_ai(self) -> None:
        """No AI command from now on until scheduled again (one being thought out is dropped)."""
        self.table.skip_turn = None
        if self._ai_timer is not None:
            self._ai_timer.stop()
            self._ai_timer = None
        if self._stand_in_timer is not None:
            self._stand_in_timer.stop()
            self._stand_in_timer = None
        if self._ai_worker is not None:
            self._ai_worker.cancel()
            self._ai_worker = None

    def _stand_in_tick(self) -> None:
        self._stand_in_timer = None
        text = self.table.stand_in()
        if text is None:  # the game moved on meanwhile
            self._schedule_ai()
            return
        self._show(self.table.answer_for_person(text))

    def _ai_tick(self) -> None:
        """The AI to act thinks in a worker thread: keys and frames go on meanwhile."""
        self._ai_timer = None
        turn = self.table.ai_plan()
        if turn is None:
            self._show_status()
            return
        think = partial(self.table.bots.think, turn)
        self._ai_worker = self.run_worker(think, name="ai", group="ai", thread=True)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = self._ai_worker
        if event.worker is not worker or worker is None or event.state != WorkerState.SUCCESS or closed(self):
            return  # a thought dropped (undo, quit) or still under way; a crash ends the app
        self._ai_worker = None
        thought = worker.result
        assert thought is not None  # a worker that succeeded has its result
        outcome = self.table.ai_apply(thought)
        self._show(outcome, ai=True)
        if not outcome.changed and outcome.trouble is None:
            self._schedule_ai()  # the game moved on while the AI thought: it thinks again

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
            self._ai_timer.stop()
            self._ai_timer = None
            self._schedule_ai()

    def action_skip_ai(self) -> None:
        """Confirm the person's command waiting for its commit (the AI seats go on at their
        pace); else let the AI seats act at once, until a person must decide (with no
        person at the table, until the turn ends)."""
        if self.table.commit():
            self._hint("Confirmed: the AI seats go on ('.' lets them finish at once).")
            self._schedule_ai()
            return
        if not self.table.skip():
            self._hint("No AI is acting now.")
            return
        if self._ai_timer is not None:
            self._ai_timer.stop()
            self._ai_timer = None
        if self._ai_worker is None:
            self._ai_tick()  # at once; a command being thought out is given first
