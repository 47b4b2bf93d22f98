"""First frame of the map explorer, from process start, against a bare Textual app.

Each run starts a fresh Python process that draws its first frame headless
and exits as soon as the map widget has drawn its first line. "bare" is a
plain Textual app composing the same widget types (a title bar, a
ScrollView drawing blank lines over the map's size, a scrolling panel with
text, a footer); "hellenica" is `hellenica play --explore`, which also loads
the scenario and builds the map. Runs alternate; medians are compared.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

RUNS = 15
SIZE = (120, 40)

EXIT_ON_FIRST_LINE = """
def exit_on_first_line(widget_class):
    original = widget_class.render_line
    def render_line(self, y):
        if not getattr(widget_class, "_drawn", False):
            widget_class._drawn = True
            self.app.call_later(self.app.exit)
        return original(self, y)
    widget_class.render_line = render_line
"""

HELLENICA = EXIT_ON_FIRST_LINE + f"""
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.hexmap import HexMap
exit_on_first_line(HexMap)
HellenicaApp(explore=True).run(headless=True, size={SIZE})
"""

BARE = EXIT_ON_FIRST_LINE + f"""
from textual.app import App
from textual.containers import Horizontal, VerticalScroll
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Footer, Static

class Map(ScrollView):
    def on_mount(self):
        self.virtual_size = Size(123, 39)
    def render_line(self, y):
        return Strip.blank(self.size.width, self.rich_style)

class Bare(App):
    def compose(self):
        yield Static("title")
        with Horizontal():
            yield Map()
            with VerticalScroll():
                yield Static("panel text")
        yield Footer()

exit_on_first_line(Map)
Bare().run(headless=True, size={SIZE})
"""


def once(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, timeout=60)
    return time.perf_counter() - start


def main() -> None:
    once(BARE), once(HELLENICA)  # warm the file cache and bytecode
    bare, ours = [], []
    for _ in range(RUNS):
        bare.append(once(BARE))
        ours.append(once(HELLENICA))
    b, o = statistics.median(bare), statistics.median(ours)
    print(f"first frame, median of {RUNS} runs at {SIZE[0]}x{SIZE[1]}")
    print(f"  bare Textual app        {b * 1e3:8.1f} ms")
    print(f"  hellenica map explorer  {o * 1e3:8.1f} ms")
    print(f"  ratio                   {o / b:8.2f}x  (target <= 1.30x)")
    print(f"  ratio of the fastest    {min(ours) / min(bare):8.2f}x")


if __name__ == "__main__":
    main()
