"""Choosing a saved game to open, newest first."""

from __future__ import annotations

import time
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.engine.text import clip


class LoadScreen(Screen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape", "app.back", "Back")]

    def __init__(self, saves: list[Path], replay: bool = False) -> None:
        super().__init__()
        self.replay = replay
        self.saves = sorted(saves, key=lambda p: p.stat().st_mtime_ns, reverse=True)

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static("Replay a saved game" if self.replay else "Load a saved game", classes="bar")
            if self.saves:
                yield OptionList(
                    *(
                        # A file's name is never read as markup, nor passed on with its control characters.
                        Option(Text(f"{time.strftime('%Y-%m-%d %H:%M', time.localtime(p.stat().st_mtime))}  "
                                    f"{clip(p.stem, 60)}"), id=str(p))
                        for p in self.saves
                    ),
                    id="saves",
                )
            else:
                yield Static("No saved games yet.")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.app.open_save(event.option.id, replay=self.replay)  # type: ignore[attr-defined]
