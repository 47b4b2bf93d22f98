"""How long the full map takes to draw again after the cursor moves.

The explorer runs headless at 160x50 with the big hexes (the whole map on
screen). Two figures, medians over a walk of cursor moves:

* widget: the move itself plus drawing every line of the map widget that the
  move made dirty (rows not touched come from the row cache);
* the same with the row cache emptied before each move: every visible row
  drawn again, as after a change of palette or the first frame.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import tempfile
import time

from textual.geometry import Region

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.hexmap import HexMap

# The map as it first opens, whatever view the player chose last with `z`.
_SETTINGS = tempfile.TemporaryDirectory()  # removed when the bench ends
os.environ["XDG_CONFIG_HOME"] = _SETTINGS.name

WALK = ["right", "right", "down", "right", "down", "left", "down", "left", "up", "up", "left", "up"] * 10


async def main() -> None:
    app = HellenicaApp(explore=True)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        hexmap = app.screen.query_one(HexMap)
        assert not hexmap.compact
        region = Region(0, 0, hexmap.size.width, hexmap.size.height)
        hexmap.render_lines(region)
        widget = []
        for direction in WALK:
            start = time.perf_counter()
            hexmap.action_move(direction)
            hexmap.render_lines(region)
            widget.append(time.perf_counter() - start)
        cold = []
        for direction in WALK[:24]:
            hexmap._rows.clear()  # no cached rows at all: every visible row drawn
            hexmap.refresh()
            start = time.perf_counter()
            hexmap.action_move(direction)
            hexmap.render_lines(region)
            cold.append(time.perf_counter() - start)
    print(f"map cursor move at 160x50, full map ({len(WALK)} moves)")
    print(f"  widget re-render, median     {statistics.median(widget) * 1e3:7.2f} ms  (target < 16 ms)")
    print(f"  same with an empty row cache {statistics.median(cold) * 1e3:7.2f} ms")


if __name__ == "__main__":
    asyncio.run(main())
