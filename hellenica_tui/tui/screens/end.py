"""The end of a game: who won, with which objectives, and how everyone fared."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from hellenica_tui.games.hellenica.objectives import completed
from hellenica_tui.tui.charts import chart_table, turn_series
from hellenica_tui.tui.session import GameSession
from hellenica_tui.tui.theme import MapPalette


class EndScreen(Screen[None]):
    BINDINGS = [
        Binding("r", "replay", "Replay this game"),
        Binding("escape", "app.back", "Title"),
    ]

    def __init__(self, session: GameSession, palette: MapPalette) -> None:
        super().__init__()
        self.session = session
        self.palette = palette

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="end-box"):
            yield Static(self._winners(), id="winners")
            labels, series = turn_series(self.session.game)
            names = {p: self.session.name(p) for p in self.session.players}
            yield Static(chart_table(labels, series, names, self.palette.state_text), id="charts")
        yield Footer()

    def _winners(self) -> Text:
        session, state = self.session, self.session.state
        out = Text()
        if not state.winners:
            out.append("The game is not over.\n", style="bold")
            return out
        for winner in state.winners:
            out.append(f"{session.name(winner)} wins", style=self.palette.state_text.get(winner, "bold"))
            out.append(f" at turn {state.turn}.\n", style="bold")
            met = completed(state, session.content, winner)
            for objective in met:
                item = session.content.objectives.get(objective)
                out.append(f"  {item.name if item else objective}", style="bold")
                if item is not None:
                    out.append(f": {item.text}")
                out.append("\n")
        out.append("\n")
        return out

    def action_replay(self) -> None:
        path = self.session.game.path
        if path:
            self.app.open_save(path, replay=True)  # type: ignore[attr-defined]
