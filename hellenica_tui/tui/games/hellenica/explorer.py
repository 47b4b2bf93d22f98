"""The map explorer: the whole Aegean, one area described at a time."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Footer, Static

from hellenica_tui.seat.board.mapmodel import MapModel
from hellenica_tui.tui.maplayout import panel_width
from hellenica_tui.tui.theme import MapPalette
from hellenica_tui.tui.widgets.areapanel import AreaPanel
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.maplegend import MapBox, MapLegend


class ExplorerScreen(Screen[None]):
    CSS_PATH = "../../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape", "app.back", "Back")]

    def __init__(self, model: MapModel, palette: MapPalette, compact: bool | None = None) -> None:
        """`compact` None: the map view chosen last with `z`, else by the terminal's size."""
        super().__init__()
        self.model = model
        self.palette = palette
        self._compact = compact

    def compose(self) -> ComposeResult:
        yield Static(f" Hellenica · map explorer · {self.model.content.map.name}", classes="bar")
        with Horizontal():
            with MapBox(id="map-box"):
                hexmap = HexMap(self.model, self.palette, compact=self._compact, id="map")
                yield hexmap
                yield MapLegend(hexmap, self.palette, [], id="legend")
            panel = AreaPanel(self.model, self.palette, hexmap.cursor, id="panel")
            panel.keys = hexmap.keys()
            yield panel
        yield Footer()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one(AreaPanel).styles.width = panel_width(event.size.width)

    def on_hex_map_cursor_moved(self, message: HexMap.CursorMoved) -> None:
        self.query_one(AreaPanel).show(message.area, message.hexmap.keys())

    def on_hex_map_area_selected(self, message: HexMap.AreaSelected) -> None:
        name = self.model.cells[message.area].name
        self.notify(f"{name}: commands for an area are offered during a game.", timeout=3)
