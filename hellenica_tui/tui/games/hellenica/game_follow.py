"""Following the save, mixed into GameScreen: what other programs (another seat's
screen, `hellenica do`, a server) change in the save is told by the process's one
watcher of the file and by a look once a second, and shown as the table reads it;
the save busy at a look is looked at again a moment later."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from hellenica_tui.tui.screens import closed

if TYPE_CHECKING:
    import asyncio
    import contextvars
    from collections.abc import Callable

    from textual.screen import Screen
    from textual.timer import Timer

    from hellenica_tui.seat.session import GameSession
    from hellenica_tui.seat.watch import SaveWatchers
    from hellenica_tui.tui.controller.table import Outcome, Table

    _Screen = Screen[None]  # type-checked as the screen it is mixed into
else:
    _Screen = object

BUSY_RETRY_SECONDS = 0.02  # the save busy at a look: looked at again this soon


class Following(_Screen):
    if TYPE_CHECKING:  # what it uses of the game screen
        table: Table
        session: GameSession
        _watched: str | None
        _unwatch: Callable[[], None] | None
        _busy_retry: Timer | None
        _main_loop: asyncio.AbstractEventLoop
        _follow_context: contextvars.Context
        _show: Callable[[Outcome], None]
        _schedule_ai: Callable[[], None]

        @property
        def ai_busy(self) -> bool: ...

    def _watch_save(self) -> None:
        """Follow the save through the process's one watcher of it (again after Save as)."""
        path = self.session.game.path
        if path == self._watched:
            return
        if self._unwatch is not None:
            self._unwatch()
        self._watched, self._unwatch = path, None
        if path is not None:
            watchers: SaveWatchers = self.app.save_watchers  # type: ignore[attr-defined]
            self._unwatch = watchers.follow(path, self._tell_changed)

    def _tell_changed(self) -> None:
        """From the watcher's thread: the screen's loop follows the save at once (a
        message would wake the screen's own queue, which lays out a screen under a
        dialog again and so repaints the whole terminal)."""
        with contextlib.suppress(RuntimeError):  # the app has ended meanwhile
            self._main_loop.call_soon_threadsafe(self._follow, context=self._follow_context)

    def _look(self) -> None:
        """Once a second: a look at the save, and at a seat, whether the AI seats' host is
        gone (this screen may take them over)."""
        self._watch_save()
        self._follow()
        if self.session.seat is not None and not self.ai_busy and not closed(self):
            self._schedule_ai()

    def _follow(self) -> None:
        """Show what other programs did to the save (cheap when they did nothing). At a
        hot seat a dialog or the hand-off screen up holds it back until it closes; a
        screen bound to a seat follows the game under its dialogs too (it never hands
        off, and what opens next waits for the dialog to close)."""
        if closed(self) or (self.app.screen is not self and self.session.seat is None):
            return
        outcome = self.table.look()
        self._show(outcome)
        if outcome.trouble is not None and outcome.trouble.busy and self._busy_retry is None:
            # Another program holds the save this moment (every seat notes what it has seen
            # under its lock, all of them at once after a change): looked at again in a
            # moment rather than at the next look, a second later.
            self._busy_retry = self.set_timer(BUSY_RETRY_SECONDS, self._retry_follow)

    def _retry_follow(self) -> None:
        self._busy_retry = None
        self._follow()
