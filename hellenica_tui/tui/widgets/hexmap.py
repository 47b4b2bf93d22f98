"""The Aegean as a hex map: Hellenica's map model drawn by the generic hex view.

The geometry, the cursor, marks, targets and the drawing are the generic
`HexView`'s (widgets/hexview.py); here is only what is Hellenica's: what is
written in an area's hex (tui/hexlabels.py), which look an area has (land, sea,
or an empty location of a map being built) and its palette (`MapPalette`,
turned into the view's `BoardPalette` by `board_look`).
"""

from __future__ import annotations

from rich.style import Style
from textual.message import Message

from hellenica_tui.seat.board.mapmodel import AreaCell, MapModel
from hellenica_tui.tui.hexlabels import compact_lines, full_lines
from hellenica_tui.tui.maplayout import Mode
from hellenica_tui.tui.theme import MapPalette
from hellenica_tui.tui.widgets.hexlook import TARGET_DOT, BoardPalette, EdgeLook, Line, TerrainLook
from hellenica_tui.tui.widgets.hexview import HexView, layout_of

__all__ = ["TARGET_DOT", "HexMap", "board_look", "layout_of", "same_ground"]


def same_ground(old: MapModel, new: MapModel) -> bool:
    """Whether two models differ at most in their areas' cells: the same map, the same
    areas and the same letters, so redrawing the areas whose cells changed is enough."""
    return (
        old.content is new.content
        and old.board is new.board
        and old.cells.keys() == new.cells.keys()
        and old.unit_letter == new.unit_letter
        and old.upgrade_letter == new.upgrade_letter
        and old.state_letter == new.state_letter
    )


def _ground(cell: AreaCell) -> str:
    """The look of an area: land, sea, or an empty location."""
    return "empty" if cell.empty else cell.kind


def board_look(palette: MapPalette) -> BoardPalette:
    """The view's palette of Hellenica's: seas waved and their shared sides on the sea's
    background, land sides on the land's, mountain sides drawn `^`."""
    land = TerrainLook(text=palette.land, name=palette.land_name, fill=palette.land_fill, shore=palette.land_fill + palette.edge)
    return BoardPalette(
        flavour=palette.flavour,
        edge=palette.edge,
        cursor=palette.cursor,
        cursor_edge=palette.cursor_edge,
        cursor_char="#" if palette.flavour == "mono" else "",  # the cursor seen without colour
        marked=palette.marked,
        marked_edge=palette.marked_edge,
        target=palette.target,
        terrain={
            "land": land,
            "sea": TerrainLook(
                text=palette.sea,
                name=palette.sea_name,
                fill=palette.sea_fill,
                glyph="~",
                glyph_style=palette.wave,
                shore=palette.sea_fill + palette.wave,
            ),
            "empty": TerrainLook(text=palette.land, name=palette.land_name, fill=palette.land_fill),
        },
        default=land,
        edges={"mountain": EdgeLook(style=palette.mountain, chars=dict(MapPalette.mountain_chars))},
        owner_text=palette.state_text,
        owner_badge=palette.state_badge,
        mark=Style(),
        glyphs=palette.feature,
    )


class HexMap(HexView[MapModel]):
    """The map with a cursor; posts `CursorMoved` and `AreaSelected`."""

    DEFAULT_CSS = """
    HexMap {
        background: $surface;
        scrollbar-size: 1 1;
    }
    """

    class CursorMoved(HexView.CursorMoved):
        pass

    class AreaSelected(HexView.AreaSelected):
        """Enter or a click on the area under the cursor."""

    class ModelChanged(Message):
        """A new position is shown (the legend tells what the cursor's area holds now)."""

    def __init__(
        self,
        model: MapModel,
        palette: MapPalette,
        *,
        cursor: str | None = None,
        compact: bool | None = None,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        self._palette = palette
        super().__init__(model, board_look(palette), cursor=cursor, compact=compact, name=name, id=id, classes=classes)

    @property
    def palette(self) -> MapPalette:
        return self._palette

    @palette.setter
    def palette(self, palette: MapPalette) -> None:
        self._palette = palette
        self.look = board_look(palette)

    def same_ground(self, old: MapModel, new: MapModel) -> bool:
        return same_ground(old, new)

    def model_changed(self, old: MapModel, new: MapModel) -> None:
        self.post_message(self.ModelChanged())
        if new.previews != old.previews:  # a tile turned may leave its cell as it was
            self._refresh_areas(frozenset(a for a in old.previews.keys() | new.previews.keys() if a in new.cells))

    def text_key(self, area: str) -> object:
        return self._model.previews.get(area)

    def terrain_of(self, area: str) -> str:
        return _ground(self._model.cells[area])

    def cell_lines(self, area: str, mode: Mode, widths: tuple[int, ...]) -> list[Line]:
        cell = self._model.cells[area]
        if mode == "full":
            return full_lines(self._model, cell, self._palette, widths)
        return compact_lines(self._model, cell, self._palette, widths[0])
