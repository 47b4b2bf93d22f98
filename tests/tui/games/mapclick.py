"""A click on a cell of the shell's hex map, as the mouse gives it: at a point inside
the cell's hex, as the map is scrolled now (scrolled first to show the cell)."""

from __future__ import annotations

from typing import Any


async def click_cell(pilot: Any, cell: str) -> None:
    view = pilot.app.screen.query_one("#shell-map")
    view._show_region(view._view_region({cell}), animate=False, immediate=True, force=True)
    await pilot.pause()
    layout = view.map_layout
    left, top = view.margins()
    rows = layout.area_rows(cell)
    y = rows.start + len(rows) // 2
    x = next(x for x in range(layout.width) if layout.hit(x, y) == cell) + 1
    sx, sy = view.scroll_offset
    assert layout.hit(x, y) == cell
    await pilot.click(view, offset=(x + left - sx, y + top - sy))
    await pilot.pause()
