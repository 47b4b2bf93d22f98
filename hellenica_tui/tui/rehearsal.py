"""A seat's game screen drawn once where nobody sees it, before any screen is forked.

The warm process (`hellenica_tui.warmstart`) forks every seat's screen. Importing
the game's modules there is not all a screen does before it is ready: it also
imports what it needs only once it runs (the rules' composition for the prompt's
completion, the terminal driver, the secret dialogs, the reference), loads the
scenario, parses its styles, and fills the caches of Textual and Rich (colours,
styles, cell widths) as it draws. Drawing one screen headless in the warm process,
with the work it leaves for after its first frame done at once, does all of that
there, once: every screen forked afterwards finds it done. What is made for that
screen alone (its app, its session, its widgets) is gone when it ends.
"""

from __future__ import annotations

import threading
import time

from hellenica_tui.tui.app import HellenicaApp

SIZE = (80, 24)  # a terminal's usual size: the layout the seats mostly get
THREADS_WAIT = 2.0  # seconds the screen's threads (its save's watcher) have to end
LONGEST = 20.0  # seconds the screen may take, drawn or not


class _Rehearsal(HellenicaApp):
    def on_mount(self) -> None:  # (Textual calls the app's own on_mount as well)
        self.set_timer(LONGEST, self.exit)  # never keeps the warm process from its work

    def after_first_frame(self) -> None:
        # What a screen does half a second after its first frame, at once; then it ends
        # once what was left for after the frame (the prompt's completion) is done.
        self._prepare_screens()
        self._prepare_reference()
        self.call_after_refresh(self.exit)


def rehearse(save: str, seat: str) -> bool:
    """Show `seat` of the save `save` headless through its first frame and what follows it,
    as `hellenica play --load SAVE --seat SEAT` would; True when it was drawn and its
    threads have ended (a process may then fork)."""
    from hellenica_tui.tui.games import home_ui, load_session

    home_ui().check_scenario("classic")  # as `play` does first: the scenario loaded, for the process
    session = load_session(save, seat)
    app = _Rehearsal(load=save, seat=session.seat)
    app.opened = session
    app.run(headless=True, size=SIZE)
    ended = time.monotonic() + THREADS_WAIT
    while threading.active_count() > 1 and time.monotonic() < ended:
        time.sleep(0.01)
    return app._first_frame_shown and threading.active_count() == 1
