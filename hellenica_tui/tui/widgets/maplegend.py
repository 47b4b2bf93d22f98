"""The line under the map telling its letters and signs, fitted to its width."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from hellenica_tui.seat.board.mapmodel import MapModel
from hellenica_tui.tui.maplegend import map_legend
from hellenica_tui.tui.theme import MapPalette


class MapLegend(Widget):
    """Styled by #legend in app.tcss (no CSS of its own to parse before the first frame)."""

    def __init__(self, model: MapModel, palette: MapPalette, players: list[str], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.model = model
        self.palette = palette
        self.players = players

    def render(self) -> Text:
        # Drawn again at each new size: the pieces that fit change with the width.
        return map_legend(self.model, self.palette, self.players, self.content_size.width)
