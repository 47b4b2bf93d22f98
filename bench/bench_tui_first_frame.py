"""First frames of the map explorer and of the game screen, from process start,
each against a bare Textual app composing the same widget types.

Each run starts a fresh Python process that draws its first frame headless
and exits as soon as the map widget has drawn its first line. "bare" is a
plain Textual app composing the same widget types (a title bar, a
ScrollView drawing blank lines over the map's size, a scrolling panel with
text, a footer); "hellenica" is `hellenica play --explore`, which also loads
the scenario and builds the map. The game screen opens a saved game of three
city-states (`hellenica play --load PATH`): the rules, the save file and the
view are loaded too. Runs alternate; medians are compared.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
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

GAME = EXIT_ON_FIRST_LINE + f"""
import sys
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.hexmap import HexMap
exit_on_first_line(HexMap)
HellenicaApp(load=sys.argv[1]).run(headless=True, size={SIZE})
"""

BARE_GAME = EXIT_ON_FIRST_LINE + f"""
from textual.app import App
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import ContentSwitcher, Footer, Input, RichLog, Static

class Map(ScrollView):
    def on_mount(self):
        self.virtual_size = Size(123, 39)
    def render_line(self, y):
        return Strip.blank(self.size.width, self.rich_style)

class Bare(App):
    def compose(self):
        yield Static("status")
        with Horizontal():
            yield Map()
            with ContentSwitcher(initial="boards"):
                with VerticalScroll(id="boards"):
                    yield Static("boards")
                with VerticalScroll(id="area"):
                    yield Static("area")
                yield RichLog(id="log")
        with Vertical():
            yield Input()
            yield Static("hint")
        yield Footer()

exit_on_first_line(Map)
Bare().run(headless=True, size={SIZE})
"""


def saved_game(folder: str) -> str:
    """A short game of three city-states, saved, for the game screen to open."""
    os.environ["HELLENICA_SAVES"] = folder
    from hellenica_tui.tui.session import GameSession

    session = GameSession.new(["athens", "sparta", "thebes"], 2024)
    for _ in range(4):
        session.submit(session.suggestions()[0])
    session.close()
    return str(session.game.path)


def once(code: str, *args: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True, timeout=60)
    return time.perf_counter() - start


def compare(label: str, bare_code: str, ours_code: str, *args: str) -> None:
    once(bare_code), once(ours_code, *args)  # warm the file cache and bytecode
    bare, ours = [], []
    for _ in range(RUNS):
        bare.append(once(bare_code))
        ours.append(once(ours_code, *args))
    b, o = statistics.median(bare), statistics.median(ours)
    print(f"first frame of the {label}, median of {RUNS} runs at {SIZE[0]}x{SIZE[1]}")
    print(f"  bare Textual app        {b * 1e3:8.1f} ms")
    print(f"  hellenica               {o * 1e3:8.1f} ms")
    print(f"  ratio                   {o / b:8.2f}x  (target <= 1.30x)")
    print(f"  ratio of the fastest    {min(ours) / min(bare):8.2f}x")


def main() -> None:
    compare("map explorer", BARE, HELLENICA)
    with tempfile.TemporaryDirectory() as folder:
        compare("game screen", BARE_GAME, GAME, saved_game(folder))


if __name__ == "__main__":
    main()
