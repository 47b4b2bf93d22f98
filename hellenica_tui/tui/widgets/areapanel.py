"""The panel beside the map describing the area under the cursor."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll

from hellenica_tui.seat.board.mapmodel import MapModel
from hellenica_tui.tui.areainfo import describe_area, objectives_in_play
from hellenica_tui.tui.theme import MapPalette
from hellenica_tui.tui.widgets.hangtext import HangingText


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
        # The objectives in play (areainfo.objectives_in_play) and who looks: the
        # panel names those the area counts for. A bare map: a standard game's.
        self.objectives: list[str] = objectives_in_play(None, model.content, None)
        self.viewer: str | None = None
        self.in_game: frozenset[str] | None = None  # the city-states in the game; None on a bare map
        self.keys: dict[str, str] = {}  # the areas the map's arrow keys reach, with their arrows

    def compose(self) -> ComposeResult:
        # Hanging: a wrapped line goes on under itself, so each entry reads as one.
        text = HangingText(id="area-text")
        text.update(self._text())
        yield text

    def _text(self):
        return describe_area(
            self.model, self.area, self.palette, self.objectives, self.viewer, self.keys, self.in_game
        )

    def show(self, area: str, keys: dict[str, str] | None = None) -> None:
        """Describe `area`; `keys`: the areas the arrow keys reach from it (HexMap.keys)."""
        moved = area != self.area
        self.area = area
        self.keys = keys if keys is not None else {}
        texts = self.query_children("#area-text")
        if not texts:  # not composed yet: composed with the area given now
            return
        texts.first(HangingText).update(self._text())  # drawn again only if it changed
        if moved:
            self.scroll_home(animate=False)
