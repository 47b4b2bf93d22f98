"""What the game's two drivers share: ending the app from a driver's own thread, once
nobody can reach its screen any more (`terminal_driver`, `web_driver`)."""

from __future__ import annotations

import asyncio

from textual import messages
from textual.driver import Driver


class EndsApp(Driver):
    """A driver that may end its running app from one of its threads."""

    def end_app(self) -> None:
        """Ask the app to exit (the game is saved command by command: nothing is lost)."""
        loop = self._app._loop
        if loop is not None:  # else it is no longer running
            asyncio.run_coroutine_threadsafe(self._app._post_message(messages.ExitApp()), loop=loop)
