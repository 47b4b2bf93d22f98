"""Textual's terminal driver, ending the screen when its terminal is gone.

A terminal that closes ends its screen with SIGHUP, but the kernel sends that to
the terminal's controlling process only: under `make play` that is make, which
waits for the screen and never passes it on (a tmux pane killed, a connection
lost). Textual's driver then reads the end of the closed terminal's input over
and over, and the screen runs on for nobody, a core at full speed. This one looks
once a second whether its terminal is still there, and ends the screen when it is
not (the game is saved command by command: nothing is lost).
"""

from __future__ import annotations

import os
import threading

from textual.drivers.linux_driver import LinuxDriver

from hellenica_tui.tui.driver_end import EndsApp

CHECK_SECONDS = 1.0


class TerminalDriver(EndsApp, LinuxDriver):
    """Textual's Linux driver, whose app ends when its terminal does."""

    def start_application_mode(self) -> None:
        super().start_application_mode()
        threading.Thread(target=self._watch_terminal, name="terminal-watch", daemon=True).start()

    def _watch_terminal(self) -> None:
        while not self.exit_event.wait(CHECK_SECONDS):
            if not os.isatty(self.fileno):  # a closed terminal is no terminal any more
                self.end_app()
                return
