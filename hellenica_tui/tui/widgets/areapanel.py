"""The panel beside the map describing the area under the cursor."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from hellenica_tui.tui.areainfo import describe_area
from hellenica_tui.tui.mapmodel import MapModel
from hellenica_tui.tui.theme import MapPalette


class AreaPanel(VerticalScroll, can_focus=False):
    DEFAULT_CSS = """
    AreaPanel {
        width: 30;
        padding: 0 1;
        border-left: solid $primary-background;
        scrollbar-size-vertical: 1;
    }
    """

    def __init__(self, model: MapModel, palette: MapPalette, area: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.model = model
        self.palette = palette
        self.area = area

    def compose(self) -> ComposeResult:
        yield Static(self._text(), id="area-text")

    def _text(self):
        return describe_area(self.model, self.area, self.palette)

    def show(self, area: str) -> None:
        self.area = area
        self.query_one("#area-text", Static).update(self._text())
        self.scroll_home(animate=False)
