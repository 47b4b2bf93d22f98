"""The AI seats on the shell, mixed into ShellScreen: when only AI seats must act and
this process hosts them, the next one thinks in a worker thread after the pause the
AI speed sets (tui.aispeed), so keys and frames go on; its command is given on the
screen's thread, and dropped if the game moved on meanwhile (an undo, a command given
elsewhere)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.timer import Timer
from textual.worker import Worker, WorkerState

from hellenica_tui.tui.aispeed import AI_SPEEDS, DEFAULT_SPEED
from hellenica_tui.tui.screens import closed

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from hellenica_tui.seat.play import Session
    from hellenica_tui.tui.controller.troubles import Doing

    _Screen = Screen[None]
else:
    _Screen = object


class ShellAi(_Screen):
    if TYPE_CHECKING:  # what it uses of the shell
        session: Session
        _change: Callable[[Callable[[], list[str]], Doing], bool]
        refresh_view: Callable[[], None]

    _ai_timer: Timer | None = None
    _ai_worker: Worker[tuple[str, str, int]] | None = None
    _ai_bots: dict[str, Any] | None = None

    @property
    def ai_busy(self) -> bool:
        return self._ai_timer is not None or self._ai_worker is not None

    def _schedule_ai(self) -> None:
        """If an AI seat must act now and this process plays it, let it act after the pause."""
        if self.ai_busy or closed(self) or self.session.ai_acting() is None:
            return
        speed = getattr(self.app, "ai_speed", DEFAULT_SPEED)
        delay = AI_SPEEDS.get(speed, AI_SPEEDS[DEFAULT_SPEED])
        self._ai_timer = self.set_timer(max(delay, 0.001), self._ai_tick)

    def _ai_tick(self) -> None:
        from hellenica_tui.ai.bots import seat_bot

        self._ai_timer = None
        session = self.session
        player = session.ai_acting()
        if player is None or closed(self):
            return
        game = session.game
        bots = self._ai_bots = self._ai_bots if self._ai_bots is not None else {}
        bot = bots.get(player)
        if bot is None:
            bot = bots[player] = seat_bot(game, player)
        # What the bot reads is taken here, on the screen's thread: the game may change meanwhile.
        seen = game.ruleset.copy_state(game.state) if getattr(bot, "reads_state", False) else game.view(player)
        index = len(game.log)

        def think() -> tuple[str, str, int]:
            return player, game.ruleset.format(bot.command(seen, player, index)), index

        self._ai_worker = self.run_worker(think, name="ai", group="ai", thread=True)
        self.refresh_view()  # the status line says it thinks

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = self._ai_worker
        if event.worker is not worker or worker is None or event.state != WorkerState.SUCCESS or closed(self):
            return
        self._ai_worker = None
        assert worker.result is not None
        player, text, index = worker.result
        if len(self.session.game.log) != index or self.session.ai_acting() != player:
            self._schedule_ai()  # the game moved on while it thought: it thinks again
            return
        self._change(lambda: self.session.submit(text, player), "command")

    def _stop_ai(self) -> None:
        if self._ai_timer is not None:
            self._ai_timer.stop()
            self._ai_timer = None
        if self._ai_worker is not None:
            self._ai_worker.cancel()
            self._ai_worker = None
