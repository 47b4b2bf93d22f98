"""The command prompt: type a command in the game's notation.

Completes from the commands legal now (Tab or the right arrow accepts the
grey suggestion), and keeps a history walked with the up and down arrows.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.suggester import SuggestFromList
from textual.widgets import Input


class CommandPrompt(Input):
    BINDINGS = [
        Binding("up", "history(-1)", "Previous", show=False),
        Binding("down", "history(1)", "Next", show=False),
        Binding("tab", "complete", "Complete", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(placeholder="type a command, Tab completes (: from the map)", id=id)
        self.history: list[str] = []
        self._at = 0
        self.commands: list[str] = []

    def set_commands(self, commands: list[str]) -> None:
        """The commands legal now, offered as completions."""
        self.commands = commands
        self.suggester = SuggestFromList(commands, case_sensitive=False) if commands else None

    def remember(self, text: str) -> None:
        if text and (not self.history or self.history[-1] != text):
            self.history.append(text)
        self._at = len(self.history)

    def action_history(self, step: int) -> None:
        if not self.history:
            return
        self._at = max(0, min(len(self.history), self._at + step))
        self.value = self.history[self._at] if self._at < len(self.history) else ""
        self.cursor_position = len(self.value)

    def action_complete(self) -> None:
        if self._suggestion:
            self.value = self._suggestion
            self.cursor_position = len(self.value)
        else:
            self.screen.focus_next()
