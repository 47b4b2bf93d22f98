"""What the shell (ShellScreen, which mixes this in) does between two commands.

The AI seats play on the screen: when only AI seats must act and this process hosts
them, the next one thinks in a worker thread after the pause the app's AI speed sets
(tui.aispeed; none at "instant"), so keys and frames go on while a search thinks;
its command is given on the screen's thread, and dropped if the game moved on
meanwhile (an undo, a command given elsewhere): it thinks again then.

At a hot seat (one screen, several people) the screen is covered when the keyboard
passes from one person to another, so nobody sees another's hand; a game UI that
hides nothing between people declines it (GameUI.hand_off).
"""

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
    from hellenica_tui.tui.games.ui import GameUI

    _Screen = Screen[None]
else:
    _Screen = object

Thought = tuple[str, str, int]  # the seat, its command's text, the log's length it read


class ShellTurns(_Screen):
    if TYPE_CHECKING:  # what it uses of the shell
        session: Session
        ui: GameUI
        _change: Callable[[Callable[[], list[str]], Doing], bool]
        _hint: Callable[..., None]
        _log: Callable[..., None]
        _next_up: Callable[[], None]
        refresh_view: Callable[[], None]
        action_focus_board: Callable[[], None]

    _ai_timer: Timer | None = None
    _ai_worker: Worker[Thought] | None = None
    _ai_bots: dict[str, Any] | None = None
    _shown: str | None = None  # at a hot seat: the person whose eyes the screen last showed

    @property
    def ai_thinking(self) -> bool:
        return self._ai_worker is not None

    @property
    def ai_busy(self) -> bool:
        """An AI seat is waiting for its pause or thinking."""
        return self._ai_timer is not None or self._ai_worker is not None

    # -- the AI seats ------------------------------------------------------------------

    def _schedule_ai(self) -> bool:
        """If an AI seat must act now and this process plays it, let it act after the
        pause; whether one is due (waiting or thinking already counts)."""
        if closed(self) or self.session.ai_acting() is None:
            return False
        if not self.ai_busy:
            self._ai_timer = self.set_timer(max(self.ai_pause(), 0.001), self._ai_tick)  # Textual wants > 0
        return True

    def ai_pause(self) -> float:
        """The seconds before an AI seat acts, at the app's AI speed."""
        return AI_SPEEDS.get(getattr(self.app, "ai_speed", DEFAULT_SPEED), AI_SPEEDS[DEFAULT_SPEED])

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

        def think() -> Thought:
            return player, game.ruleset.format(bot.command(seen, player, index)), index

        self._ai_worker = self.run_worker(think, name="ai", group="ai", thread=True, exit_on_error=False)
        self.refresh_view()  # the status line says it thinks

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = self._ai_worker
        if event.worker is not worker or worker is None or closed(self):
            return
        if event.state == WorkerState.ERROR:  # one line, and the AI stops until the game changes
            self._ai_worker = None
            self.refresh_view()
            self._hint(f"The AI could not choose a command: {worker.error}", error=True)
            return
        if event.state != WorkerState.SUCCESS:
            return
        self._ai_worker = None
        assert worker.result is not None
        player, text, index = worker.result
        if len(self.session.game.log) != index or self.session.ai_acting() != player:
            self.refresh_view()
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

    # -- the hand-off between people ---------------------------------------------------

    def _hand_off(self) -> bool:
        """At a hot seat of several people, when the screen comes to show another person's
        eyes (one who must act), the game is hidden until that person is ready; whether
        it was."""
        session = self.session
        viewer = session.viewer
        if session.seat is not None or len(session.people) < 2 or viewer is None:
            return False
        if self._shown is None:
            self._shown = viewer  # the first person shown needs no hand-off
        if viewer == self._shown or viewer not in session.to_act():
            return False
        self._shown = viewer
        self._log(session.history(), again=True)  # told again in the new person's eyes
        self.refresh_view()
        if not self.ui.hand_off(session):
            return False
        from hellenica_tui.tui.screens.handoff import HandOffScreen

        self.app.push_screen(HandOffScreen(session.name(viewer)), self._handed_off)
        return True

    def _handed_off(self, _: Any) -> None:
        """The next person starts on the board (the keys are the game's, not the prompt's)."""
        self.action_focus_board()
        self._next_up()
