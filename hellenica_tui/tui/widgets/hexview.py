"""A scrolling hex map of any board: the geometry, the cursor, marks and targets, drawing.

`HexView` is a `ScrollView` using Textual's Line API: `render_line` returns one
row of the whole map, cropped to the view. Each finished row is cached under a
key made of everything it shows (the mode, the very cell objects of the spaces
it crosses, whether the cursor is on one of them, the palette), so moving the
cursor redraws only the rows of the two hexes concerned and a new game position
only the rows of spaces that changed.

What a view needs of its model (`maplayout.Grid`): `cells` (id -> a cell with a `hex`),
`at_hex`, `layout_key` (boards of one shape share a layout), `start_area()` and
`edge(a, b)` (the edge kind between two neighbours). A subclass says what is
written in a hex (`cell_lines`), which terrain look a cell has (`terrain_of`)
and when two models draw on the same ground (`same_ground`); the generic
`HexBoardView` (widgets/hexboard.py) does so for a `HexBoard`, Hellenica's
`HexMap` (widgets/hexmap.py) for its own map model. The drawing is styled by a
`BoardPalette` (widgets/hexlook.py), set with `look`.

Cells can be *marked* for a while (`mark`: the spaces another player's move
changed, kept on screen with the cursor) and be *targets* (`target`: those
the command being typed may name next, dotted).

The big hexes are drawn whenever a few of them fit in the view; `z` switches
to the compact map (the whole map at once) and back, and the choice is kept
in the player's settings for the next run.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any, Generic, TypeVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.cache import LRUCache
from textual.geometry import Region, Size, Spacing
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from hellenica_tui.tui import maplayout, settings
from hellenica_tui.tui.maplayout import Edge, Grid, Layout, Mode, layout_of
from hellenica_tui.tui.widgets import hexpaint
from hellenica_tui.tui.widgets.hexlook import BoardPalette, Line

G = TypeVar("G", bound=Grid)


class HexView(ScrollView, Generic[G], can_focus=True, inherit_bindings=False):
    """A hex map with a cursor; posts `CursorMoved` and `AreaSelected` (a subclass
    names its own, so their handlers are named after it: `on_hex_map_cursor_moved`)."""

    DEFAULT_CSS = """
    HexView {
        background: $surface;
        scrollbar-size: 1 1;
    }
    """

    # Only its own keys: the scrolling ones a ScrollView binds (home, end, page up...)
    # belong to the screens around it (the replay's home and end), and the cursor
    # scrolls the map anyway.
    BINDINGS = [
        Binding("up,k", "move('up')", "Up", show=False),
        Binding("down,j", "move('down')", "Down", show=False),
        Binding("left,h", "move('left')", "Left", show=False),
        Binding("right,l", "move('right')", "Right", show=False),
        Binding("enter", "select", "Area", key_display="Enter"),
        Binding("z", "toggle_compact", "Map view"),
    ]

    class CursorMoved(Message):
        def __init__(self, hexmap: HexView[Any], area: str) -> None:
            super().__init__()
            self.hexmap = hexmap
            self.area = area

        @property
        def control(self) -> HexView[Any]:
            return self.hexmap

    class AreaSelected(Message):
        """Enter or a click on the area under the cursor."""

        def __init__(self, hexmap: HexView[Any], area: str) -> None:
            super().__init__()
            self.hexmap = hexmap
            self.area = area

        @property
        def control(self) -> HexView[Any]:
            return self.hexmap

    compact: reactive[bool] = reactive(False)

    def __init__(
        self,
        model: G,
        look: BoardPalette,
        *,
        cursor: str | None = None,
        compact: bool | None = None,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._model = model
        self._look = look
        self._cursor: str = cursor if cursor is not None and cursor in model.cells else model.start_area()
        self._marked: frozenset[str] = frozenset()
        self._targets: frozenset[str] = frozenset()
        self._steps = maplayout.CursorKeys(model.cells[self._cursor].hex)  # the arrow keys' memory
        self._rows: LRUCache[tuple, Strip] = LRUCache(1024)
        self._fitted: tuple[Size, Size, Size] | None = None  # the sizes the scroll bars were last fitted to
        # The text of a hex is needed by every row it spans: make it once.
        self._texts: LRUCache[tuple, list[Line]] = LRUCache(512)
        if compact is None:
            view = settings.load().map_view
            # Nothing chosen with `z` yet: the big hexes, unless too few fit (see on_resize).
            self._by_size = view is None
            compact = view == "compact"
        else:
            self._by_size = False
        self.set_reactive(HexView.compact, compact)
        self._apply_size()

    # -- state -----------------------------------------------------------------

    @property
    def model(self) -> G:
        return self._model

    @model.setter
    def model(self, model: G) -> None:
        """A new position; only the rows of areas whose cells changed are drawn again
        (the model keeps the very cell of an area that did not change), so a change
        elsewhere in the game costs the terminal nothing here. A map being built
        changes shape as tiles are placed: the cursor keeps its hex."""
        old, self._model = self._model, model
        if self._cursor not in model.cells:
            here = old.cells[self._cursor].hex if self._cursor in old.cells else None
            self._cursor = model.at_hex.get(here, model.start_area()) if here is not None else model.start_area()
        if not self.same_ground(old, model):
            self._marked = frozenset(a for a in self._marked if a in model.cells)
            self._targets = frozenset(a for a in self._targets if a in model.cells)
            self._rows.clear()  # what a cell's text says may have changed with the same cell (a letter)
            self._texts.clear()
            self._apply_size()
            self.refresh()
        else:
            changed = frozenset(a for a, cell in model.cells.items() if old.cells[a] is not cell)
            if changed:
                self._refresh_areas(changed)
        self.model_changed(old, model)

    def model_changed(self, old: G, new: G) -> None:
        """After a new model is drawn (a subclass may follow what the model says)."""

    def same_ground(self, old: G, new: G) -> bool:
        """Whether two models differ at most in their cells, so redrawing the cells that
        changed is enough (else the whole map is drawn again)."""
        return old.layout_key == new.layout_key and old.cells.keys() == new.cells.keys()

    @abstractmethod
    def cell_lines(self, area: str, mode: Mode, widths: tuple[int, ...]) -> list[Line]:
        """The text lines written in the hex of `area` (one per width), before padding."""
        raise NotImplementedError

    def text_key(self, area: str) -> object:
        """What, besides the cell itself, the mode and the look, a hex's text depends on."""
        return None

    def border_kind(self, area: str, side: str) -> str | None:
        """The edge kind of a side of `area` with no cell beyond (none by default)."""
        return None

    @abstractmethod
    def terrain_of(self, area: str) -> str:
        """The terrain look of `area` (a key of the palette's `terrain`)."""
        raise NotImplementedError

    @property
    def look(self) -> BoardPalette:
        return self._look

    @look.setter
    def look(self, look: BoardPalette) -> None:
        self._look = look
        self.refresh()

    @property
    def cursor(self) -> str:
        return self._cursor

    @property
    def map_layout(self) -> Layout:
        return layout_of(self._model, "compact" if self.compact else "full")

    def keys(self) -> dict[str, str]:
        """The areas the arrow keys reach from the cursor, with the arrows that reach each."""
        return self._steps.keys(self._model.at_hex, self._model.cells[self._cursor].hex)

    def move_to(self, area: str, stepped: bool = False) -> None:
        """Put the cursor on `area`, scroll it into view and tell the parent
        (`stepped`: by an arrow key, which keeps the way back)."""
        if area == self._cursor or area not in self._model.cells:
            return
        if not stepped:
            self._steps.jumped(self._model.cells[area].hex)
        old, self._cursor = self._cursor, area
        layout = self.map_layout
        _, top = self.margins()
        for changed in (old, area):
            rows = layout.area_rows(changed)
            self.refresh_lines(rows.start + top, len(rows))
        self._scroll_to_cursor()
        self.post_message(self.CursorMoved(self, area))

    @property
    def marked(self) -> frozenset[str]:
        return self._marked

    def mark(self, areas: frozenset[str] | set[str], scroll: bool = True) -> None:
        """Mark these areas (and only these); the areas marked or unmarked are redrawn.
        With `scroll`, the view moves to show them."""
        areas = frozenset(a for a in areas if a in self._model.cells)
        if areas == self._marked:
            return
        changed, self._marked = areas ^ self._marked, areas
        self._refresh_areas(changed)
        if areas and scroll:
            self.bring_into_view(areas)

    @property
    def targets(self) -> frozenset[str]:
        return self._targets

    def target(self, areas: frozenset[str] | set[str]) -> None:
        """Show these areas (and only these) as the ones a command being typed may name
        next; the view scrolls to them when it can."""
        areas = frozenset(a for a in areas if a in self._model.cells)
        if areas == self._targets:
            return
        changed, self._targets = areas ^ self._targets, areas
        self._refresh_areas(changed)
        if areas:
            self.bring_into_view(areas)

    def _refresh_areas(self, areas: frozenset[str]) -> None:
        """Draw again the cells of `areas` and of their outlines, and nothing else of their
        rows: every cell redrawn is bytes down a seat's connection."""
        layout = self.map_layout
        left, top = self.margins()
        scroll_x, scroll_y = self.scroll_offset
        shown = self.size.region
        for area in areas & self._model.cells.keys():  # one gone with a map explored is redrawn anyway
            for y, x1, x2 in layout.area_cells(area):
                cells = Region(x1 + left - scroll_x, y + top - scroll_y, x2 - x1, 1).intersection(shown)
                if cells:
                    self.refresh(cells)

    def _view_region(self, areas: frozenset[str] | set[str]) -> Region:
        left, top = self.margins()
        x, y, width, height = self.map_layout.bounds(areas)
        return Region(x + left, y + top, width, height)

    def bring_into_view(self, areas: frozenset[str] | set[str]) -> None:
        """Scroll as little as needed to show `areas` with the cursor; when they do not
        all fit, the areas without the cursor; when not even those, the one nearest
        the view if none is on screen."""
        if not self.size.area:
            return  # not laid out yet: the first frame centres on the cursor
        view = self.scrollable_content_region.size
        for group in (areas | {self._cursor}, areas):
            region = self._view_region(group)
            if region.width <= view.width and region.height <= view.height:
                self._show_region(region, animate=False, immediate=True, force=True)
                return
        shown = Region(self.scroll_offset.x, self.scroll_offset.y, view.width, view.height)
        regions = {area: self._view_region({area}) for area in areas}
        if any(shown.overlaps(region) for region in regions.values()):
            return
        middle = shown.center
        nearest = min(regions.values(), key=lambda r: (r.center[0] - middle[0]) ** 2 + (r.center[1] - middle[1]) ** 2)
        self._show_region(nearest, animate=False, immediate=True, force=True, center=True)

    def show_cursor(self) -> None:
        """Scroll the cursor into view once the frame being made is drawn (after
        whatever that frame marks elsewhere)."""
        self.call_after_refresh(self._scroll_to_cursor)

    def _scroll_to_cursor(self, center: bool = False) -> None:
        # Half a hex of room around the cursor, so the way on from it shows too.
        width, height = self.map_layout.box
        room = Spacing(height // 2, width // 2, height // 2, width // 2)
        region = self._view_region({self._cursor})
        self._show_region(region, True, spacing=room, animate=False, immediate=True, force=True, center=center)

    def _show_region(self, region: Region, bars: bool = False, **how: Any) -> None:
        """Scroll `region` into view; when the view moved (or with `bars`), the scroll
        bars' thumbs are drawn where it now is: a layout of the screen no longer does it
        for them (see _size_updated)."""
        before = self.scroll_offset
        self.scroll_to_region(region, **how)
        if bars or self.scroll_offset != before:
            if self.show_vertical_scrollbar:
                self.vertical_scrollbar.refresh()
            if self.show_horizontal_scrollbar:
                self.horizontal_scrollbar.refresh()

    def _apply_size(self) -> None:
        layout = self.map_layout
        self.virtual_size = Size(layout.width, layout.height)

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        # The map's virtual size is its layout's (_apply_size), never the one the screen's
        # layout measures, so the scroll view takes every layout of the screen (a line of
        # text set anywhere) for a change of size and repaints its scroll bars. They are
        # fitted again only when the map's size, its view's or its container's changed.
        fitted = (size, self.virtual_size, container_size)
        if fitted == self._fitted:
            virtual_size = self.virtual_size
        self._fitted = fitted
        return super()._size_updated(size, virtual_size, container_size, layout)

    def watch_compact(self, _compact: bool) -> None:
        self._apply_size()
        self.refresh()
        self.call_after_refresh(self._scroll_to_cursor, True)

    # -- actions and mouse -------------------------------------------------------

    def action_move(self, direction: str) -> None:
        here = self._model.cells[self._cursor].hex
        there = self._steps.move(self._model.at_hex, here, direction)
        self.move_to(self._model.at_hex[there], stepped=True)

    def action_select(self) -> None:
        self.post_message(self.AreaSelected(self, self._cursor))

    def action_toggle_compact(self) -> None:
        """The other map view, kept for the next run."""
        self._by_size = False
        self.compact = not self.compact
        problem = settings.update(map_view="compact" if self.compact else "full")
        if problem is not None:
            self.notify(f"The map view is kept for this run only: {problem}", severity="warning", timeout=6)

    def on_mount(self) -> None:
        self.call_after_refresh(self._scroll_to_cursor, True)

    def on_resize(self, event: events.Resize) -> None:
        if self._by_size:
            # The compact map only when not even a few big hexes fit in the view, decided
            # once: lines opening under the map for a while (the card list) leave it be.
            self._by_size = False
            self.compact = not maplayout.few_full_hexes_fit(event.size.width, event.size.height)
        # Grown or shrunk (the terminal, or lines opening under the map while a command
        # is typed): what was in view stays in view.
        self.call_after_refresh(self._keep_in_view)

    def _keep_in_view(self) -> None:
        if self._targets:
            self.bring_into_view(self._targets)
        else:
            self._scroll_to_cursor()

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        left, top = self.margins()
        area = self.map_layout.hit(offset.x + self.scroll_offset.x - left, offset.y + self.scroll_offset.y - top)
        if area is None:
            return
        if area == self._cursor:
            self.action_select()
        else:
            self.move_to(area)

    # -- drawing ---------------------------------------------------------------

    def margins(self) -> tuple[int, int]:
        """Blank columns and rows before the map, centring it when smaller than the view."""
        layout = self.map_layout
        return max(0, (self.size.width - layout.width) // 2), max(0, (self.size.height - layout.height) // 2)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        left, top = self.margins()
        base = self.rich_style
        strip = self.row_strip(y + scroll_y - top, base, left)
        return strip.crop_extend(scroll_x, scroll_x + self.size.width, base)

    def row_strip(self, row: int, base: Style | None = None, left: int = 0) -> Strip:
        """One whole row of the map (after `left` blank cells), cached while nothing on it changes."""
        layout = self.map_layout
        base = self.rich_style if base is None else base
        if not 0 <= row < layout.height:
            return Strip.blank(left + layout.width, base)
        cells = self._model.cells
        areas = layout.row_areas[row]
        key = (
            layout.mode,
            row,
            left,
            tuple(cells[a] for a in areas),
            self._cursor if self._cursor in areas else None,
            tuple(a for a in areas if a in self._marked) if self._marked else (),
            tuple(a for a in areas if a in self._targets) if self._targets else (),
            tuple(self.text_key(a) for a in areas),
            self._look,
            base,
        )
        strip = self._rows.get(key)
        if strip is None:
            strip = self._rows[key] = self._draw_row(layout, row, base, left)
        return strip

    def _draw_row(self, layout: Layout, row: int, base: Style, left: int) -> Strip:
        model = self._model
        segments: list[Segment] = [Segment(" " * left, base)] if left else []
        x = 0
        for span in layout.rows[row]:
            if span.x > x:
                segments.append(Segment(" " * (span.x - x), base))
            if isinstance(span, Edge):
                segments.append(self._edge_segment(span, base))
                x = span.x + 1
                continue
            cell = model.cells[span.area]
            text_key = (cell, layout.mode, self._look, self.text_key(span.area))
            lines = self._texts.get(text_key)
            if lines is None:
                lines = self._texts[text_key] = self.cell_lines(span.area, layout.mode, layout.lines)
            segments += self._fill(lines[span.line], span.x, span.width, row, span.area, base)
            x = span.x + span.width
        if x < layout.width:
            segments.append(Segment(" " * (layout.width - x), base))
        return Strip(segments, left + layout.width)

    def _edge_segment(self, edge: Edge, base: Style) -> Segment:
        """An outline cell: its glyph and colour tell the edge kinds apart (a mountain
        from a clearing); a side between two cells of one terrain may take that
        terrain's `shore` (Hellenica's seas their background), so coasts stand out."""
        other = edge.other
        kind = self._model.edge(edge.area, other) if other is not None else self.border_kind(edge.area, edge.side)
        terrain = self.terrain_of(edge.area)
        same = other is not None and terrain == self.terrain_of(other)
        near = (edge.area, other)
        return hexpaint.outline(
            edge.char,
            base,
            self._look,
            kind,
            terrain if same else None,
            cursor=self._cursor in near,
            marked=any(a in self._marked for a in near),
            target=any(a in self._targets for a in near),
        )

    def _fill(self, line: Line, x0: int, width: int, row: int, area: str, base: Style) -> list[Segment]:
        """A hex's text line padded to `width`; the terrain's glyph (a sea's waves) in its blank cells."""
        palette = self._look
        over = palette.cursor if area == self._cursor else palette.marked if area in self._marked else None
        centred = self.compact or not line or line[0][0] != " "
        look, target = palette.look(self.terrain_of(area)), area in self._targets
        return hexpaint.padded(line, x0, width, row, look, palette, base, over=over, target=target, centred=centred)
