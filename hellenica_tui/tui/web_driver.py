"""Textual's web driver for a seat's screen in the browser, ending with its server
(`hellenica serve --web` names it in the screen's TEXTUAL_DRIVER).

textual-serve runs a page's screen with its keys on the screen's stdin. Should
the server die without closing the page (killed, or the machine's memory ran
out), that stdin reaches its end; Textual's own driver then only stops reading,
and the screen would run on for nobody (and, as the host of the game's AI seats,
go on playing them). This one ends the screen there, as a closed terminal ends
a terminal's screen (the game is saved command by command: nothing is lost).
"""

from __future__ import annotations

from textual.drivers.web_driver import WebDriver

from hellenica_tui.tui.driver_end import EndsApp


class SeatWebDriver(EndsApp, WebDriver):
    """Textual's web driver, whose app ends when its input does."""

    def run_input_thread(self) -> None:
        super().run_input_thread()
        if not self.exit_event.is_set():  # the input ended, not the app: nobody can reach the screen
            self.end_app()
