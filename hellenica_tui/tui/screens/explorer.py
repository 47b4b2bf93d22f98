"""The map explorer: the whole Aegean, one area described at a time."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Footer, Static

from hellenica_tui.tui.mapmodel import MapModel
from hellenica_tui.tui.theme import MapPalette
from hellenica_tui.tui.widgets.areapanel import AreaPanel
from hellenica_tui.tui.maplayout import full_size
from hellenica_tui.tui.widgets.hexmap import HexMap



def panel_width(screen_width: int) -> int:
    """Narrow beside a compact map on a small terminal, roomier otherwise."""
    return 24 if screen_width < 100 else 30


class ExplorerScreen(Screen[None]):
    CSS_PATH = "../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape", "app.back", "Back")]

    def __init__(self, model: MapModel, palette: MapPalette, compact: bool | None = None) -> None:
        super().__init__()
        self.model = model
        self.palette = palette
        self._compact = compact

    def compose(self) -> ComposeResult:
        compact = self._compact
        if compact is None:
            # Big hexes when they all fit beside the panel; else the whole map small.
            full_width, full_height = full_size(self.model.at_hex)
            width, height = self.app.size
            compact = width < full_width + panel_width(width) + 2 or height < full_height + 2
        yield Static(f" Hellenica · map explorer · {self.model.content.map.name}", classes="bar")
        with Horizontal():
            hexmap = HexMap(self.model, self.palette, compact=compact, id="map")
            yield hexmap
            yield AreaPanel(self.model, self.palette, hexmap.cursor, id="panel")
        yield Footer()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one(AreaPanel).styles.width = panel_width(event.size.width)

    def on_hex_map_cursor_moved(self, message: HexMap.CursorMoved) -> None:
        self.query_one(AreaPanel).show(message.area)

    def on_hex_map_area_selected(self, message: HexMap.AreaSelected) -> None:
        name = self.model.cells[message.area].name
        self.notify(f"{name}: commands for an area are offered during a game.", timeout=3)
