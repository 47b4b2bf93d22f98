"""The end of a game: who won, with which objectives, and charts of how everyone
fared turn by turn (Favor, cities, units, advancements, and each one's chance to
win as the expert AI judged it), from the game's log."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.charts import METRICS, bar_chart, legend, line_chart, markers, turn_series
from hellenica_tui.tui.screens import app_of, closed
from hellenica_tui.tui.theme import MapPalette


class EndScreen(Screen[None]):
    CSS_PATH = "../../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [
        # Short words: every key shown fits the footer at 80 columns.
        Binding("right,l", "metric(1)", "Next chart"),
        Binding("left,h", "metric(-1)", "Previous", show=False),
        *(Binding(str(n), f"pick({n - 1})", METRICS[n - 1], show=False) for n in range(1, len(METRICS) + 1)),
        Binding("escape", "title", "Title"),  # first: in the footer at 80 columns too
        Binding("m", "map", "Map"),
        Binding("b", "bars", "Bars"),
        Binding("p", "replay", "Replay"),
        # The app's keys, kept out of this footer for room (they work all the same, and ? tells them).
        Binding("i", "app.reference", "Cards", show=False),
        Binding("r", "app.rules", "Rules", show=False),
    ]

    def __init__(self, session: GameSession, palette: MapPalette) -> None:
        super().__init__()
        self.session = session
        self.palette = palette
        self.metric = 0
        self.bars = False
        self.labels, self.series = turn_series(session.game, session.viewer)
        self.names = {p: session.name(p) for p in session.players}
        self.marks = markers(self.names)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="end-box"):
            yield Static(self._winners(), id="winners")
            yield Static(id="chart-tabs")
            yield Static(id="charts")
            yield Static(id="chart-legend")
        yield Footer()

    def on_mount(self) -> None:
        self._draw()

    def on_resize(self, event: events.Resize) -> None:
        self._draw()

    def _winners(self) -> Text:
        session, state = self.session, self.session.state
        out = Text()
        if not state.winners:
            out.append("The game is not over.\n", style="bold")
            return out
        won = session.won_with()
        for winner in state.winners:
            out.append(f"{session.name(winner)} wins", style=self.palette.state_text.get(winner, "bold"))
            out.append(f" at turn {state.turn}.\n", style="bold")
            for objective in won.get(winner, ()):
                item = session.content.objectives.get(objective)
                out.append(f"  {item.name if item else objective}", style="bold")
                if item is not None:
                    out.append(f": {item.text}")
                out.append("\n")
        out.rstrip()
        return out

    def _draw(self) -> None:
        """The chart of the chosen figure, sized to what the screen leaves free."""
        if closed(self):
            return
        metric = METRICS[self.metric]
        tabs = Text()
        for n, name in enumerate(METRICS):
            tabs.append(f" {n + 1} {name} ", style="reverse bold" if n == self.metric else "dim")
        tabs.append(f"  {'bars' if self.bars else 'lines'} per turn", style="dim")
        self.query_one("#chart-tabs", Static).update(tabs)
        values = {p: figures[metric] for p, figures in self.series.items()}
        width = max(30, self.size.width - 6)
        styles = self.palette.state_text
        winners = sum(1 + len(line) // max(1, width) for line in self._winners().plain.splitlines())
        # Left free: the winners, the tabs and their margin, the legend, the padding and the footer.
        height = max(6, min(24, self.size.height - winners - 7))
        if self.bars:
            chart = bar_chart(self.labels, values, self.names, self.marks, styles, width, height + 1)
        else:
            chart = line_chart(self.labels, values, self.marks, styles, width, height)
        self.query_one("#charts", Static).update(chart)
        self.query_one("#chart-legend", Static).update(
            Text("") if self.bars else legend(values, self.names, self.marks, styles)
        )

    def action_metric(self, step: int) -> None:
        self.metric = (self.metric + step) % len(METRICS)
        self._draw()

    def action_pick(self, n: int) -> None:
        self.metric = n
        self._draw()

    def action_bars(self) -> None:
        self.bars = not self.bars
        self._draw()

    def action_title(self) -> None:
        app_of(self).to_title()

    def action_map(self) -> None:
        """Back to the game screen, to look at the final position."""
        self.dismiss()

    def action_replay(self) -> None:
        path = self.session.game.path
        if path:
            app_of(self).open_save(path, replay=True)
