"""A game's log: the lines told so far, the newest at the bottom, each wrapped line
hanging under its own. Until something is told it says what it is for, so an empty
pane never reads as a broken one."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.text import Text
from textual.widgets import RichLog

from hellenica_tui.tui.widgets.hangtext import Hanging

EMPTY = "Nothing has happened yet: each command, and what follows it, will be told here."


class GameLog(RichLog):
    def __init__(self, **options: Any) -> None:
        super().__init__(wrap=True, markup=False, min_width=20, **options)  # wrap to the pane
        self.told = 0
        self._waiting = False  # the line saying nothing is told yet is shown

    def on_mount(self) -> None:
        if not self.told:
            self._say_empty()

    def tell(self, lines: Iterable[Text]) -> None:
        """Add `lines` at the bottom."""
        for line in lines:
            if self._waiting:
                self.clear()
                self._waiting = False
            self.write(Hanging(line))
            self.told += 1

    def retell(self, lines: Iterable[Text]) -> None:
        """Every line again (cut anew to the pane's width)."""
        self.clear()
        self.told = 0
        self._waiting = False
        self.tell(lines)
        if not self.told:
            self._say_empty()

    def _say_empty(self) -> None:
        self.write(Hanging(Text(EMPTY, style="italic")))
        self._waiting = True
