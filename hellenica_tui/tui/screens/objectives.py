"""The race to win: the viewer's objectives in numbers, who is close to winning,
and every player's public standing (built by tui.raceinfo from games' progress)."""

from __future__ import annotations

from collections.abc import Mapping

from rich.style import Style
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from hellenica_tui.games.hellenica.table.progress import race
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.raceinfo import describe_race
from hellenica_tui.tui.widgets.hangtext import HangingText


class ObjectivesScreen(ModalScreen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [
        Binding("escape,o,q", "close", "Close"),
        Binding("j,down", "scroll(1)", "Scroll", show=False),
        Binding("k,up", "scroll(-1)", "Scroll", show=False),
    ]

    def __init__(self, session: GameSession, colours: Mapping[str, Style | str]) -> None:
        super().__init__()
        self.session = session
        self.colours = colours

    def compose(self) -> ComposeResult:
        session = self.session
        r = race(session.state, session.content, session.viewer)
        names = {p: session.name(p) for p in session.players}
        ai = session.ai_levels()
        with VerticalScroll(id="race-box"):
            yield Static("Objectives: the race to win", classes="bar")
            # "  [ ] Empire: ..." goes on under its name, past the mark, when it wraps.
            text = HangingText(id="race-text", indent=4)
            text.update(describe_race(r, names, ai, self.colours))
            yield text
        yield Footer()

    def action_close(self) -> None:
        self.dismiss()

    def action_scroll(self, step: int) -> None:
        self.query_one("#race-box", VerticalScroll).scroll_relative(y=step, animate=False)
