"""The lines under the map telling its letters and signs, fitted to their width,
and the box that keeps them beside the map they tell."""

from __future__ import annotations

from rich.text import Text
from textual.containers import Vertical
from textual.geometry import Size
from textual.widget import Widget

from hellenica_tui.tui.maplegend import legend_lines, legend_rows
from hellenica_tui.tui.theme import MapPalette
from hellenica_tui.tui.widgets.hexmap import HexMap


class MapLegend(Widget):
    """Styled by #legend in app.tcss (no CSS of its own to parse before the first frame).
    Tells what the area under `hexmap`'s cursor holds before the rest."""

    def __init__(self, hexmap: HexMap, palette: MapPalette, players: list[str], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.hexmap = hexmap
        self.palette = palette
        self.players = players
        self._shown = ""

    def _lines(self, width: int, height: int, area: str | None) -> list[Text]:
        return legend_lines(self.hexmap.model, self.palette, self.players, width, legend_rows(height), area)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # As many lines as the whole legend needs on this screen, whatever the cursor
        # is on: the map above keeps its height while the cursor moves.
        return len(self._lines(width, viewport.height, None))

    def _text(self) -> Text:
        lines = self._lines(self.content_size.width, self.app.size.height, self.hexmap.cursor)
        return Text("\n", no_wrap=True).join(lines[: max(self.content_size.height, 1)])

    def render(self) -> Text:
        # Drawn again at each new size: the pieces that fit change with the width.
        text = self._text()
        self._shown = text.plain
        return text

    def follow(self) -> None:
        """After the cursor moved or the map changed: drawn again only if what it tells
        changed (another seat's command redraws its areas of the map, not the legend)."""
        needed = len(self._lines(self.content_size.width, self.app.size.height, None))
        if needed != self.content_size.height:
            self.refresh(layout=True)
        elif self._text().plain != self._shown:
            self.refresh()


class MapBox(Vertical):
    """The map and its legend: the legend is told again when the cursor moves or
    the map shows a new position (the messages go on to the screen)."""

    def on_hex_map_cursor_moved(self, _: HexMap.CursorMoved) -> None:
        self.query_one(MapLegend).follow()

    def on_hex_map_model_changed(self, _: HexMap.ModelChanged) -> None:
        self.query_one(MapLegend).follow()
