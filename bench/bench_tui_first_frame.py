"""First frames of the map explorer and of the game screen, from process start,
each against a bare Textual app composing the same widget types.

Each run starts a fresh Python process that draws its first frame headless
and exits as soon as the map widget has drawn its first line. The first
frame is timed from the moment the process is started to the moment that
line is drawn (the child prints the wall clock then), and so is the CPU time
the child spent until then (steadier than the wall clock on a shared
machine, where a process waits its turn); the time until the process has
exited is shown beside them (it adds tearing the app down, and
whatever a screen lets wait until its first frame is on screen). "bare" is a
plain Textual app composing the same widget types (a title bar, a
ScrollView drawing blank lines over the map's size with a line of text
under it where the map's legend is, a scrolling panel with text, a
footer); "hellenica" is `hellenica play --explore`, which also loads the
scenario and builds the map. The game screen opens a saved game of three
city-states (`hellenica play --load PATH`): the rules, the save file and the
view are loaded too. Runs alternate; medians are compared.

    python bench/bench_tui_first_frame.py [RUNS] [--game]
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
import time as _time
def exit_on_first_line(widget_class):
    original = widget_class.render_line
    def render_line(self, y):
        if not getattr(widget_class, "_drawn", False):
            widget_class._drawn = True
            print("FIRST", _time.time(), _time.process_time(), flush=True)
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

# The map of the bare apps: a ScrollView of the full map's size drawing blank lines.
BLANK_MAP = """
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

class Map(ScrollView):
    def on_mount(self):
        self.virtual_size = Size(123, 39)
    def render_line(self, y):
        return Strip.blank(self.size.width, self.rich_style)
"""

BARE = EXIT_ON_FIRST_LINE + BLANK_MAP + f"""
from textual.app import App
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Static

class Bare(App):
    def compose(self):
        yield Static("title")
        with Horizontal():
            with Vertical():
                yield Map()
                yield Static("legend")
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

BARE_GAME = EXIT_ON_FIRST_LINE + BLANK_MAP + f"""
from textual.app import App
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import ContentSwitcher, Footer, Input, RichLog, Static

class Bare(App):
    def compose(self):
        yield Static("status")
        with Horizontal():
            with Vertical():
                yield Map()
                yield Static("legend")
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
    from hellenica_tui.seat.session import GameSession

    session = GameSession.new(["athens", "sparta", "thebes"], 2024)
    for _ in range(4):
        session.submit(session.suggestions()[0])
    session.close()
    return str(session.game.path)


# Measure as installed: byte-code caches written by the warm-up run, as on a
# player's machine after the first start (some shells disable them; without
# them every run would compile the game's modules again, Textual's not).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
# The map as it first opens, whatever view the player chose last with `z`.
_SETTINGS = tempfile.TemporaryDirectory()  # removed when the bench ends
ENV["XDG_CONFIG_HOME"] = _SETTINGS.name


def once(code: str, *args: str) -> tuple[float, float, float]:
    """Seconds from starting the process to its first map line, the CPU time the
    process spent to get there, and seconds to its exit."""
    start = time.time()
    run = subprocess.run(
        [sys.executable, "-c", code, *args], check=True, capture_output=True, text=True, timeout=60, env=ENV
    )
    end = time.time()
    first, cpu = next(map(float, line.split()[1:]) for line in run.stdout.splitlines() if line.startswith("FIRST "))
    return first - start, cpu, end - start


COLUMNS = ("first frame", "CPU to it", "exited")


def compare(label: str, bare_code: str, ours_code: str, *args: str, runs: int = RUNS, bare_args: tuple = ()) -> None:
    once(bare_code, *bare_args), once(ours_code, *args)  # warm the file cache and write the byte-code
    bare, ours = [], []
    for _ in range(runs):
        bare.append(once(bare_code, *bare_args))
        ours.append(once(ours_code, *args))
    print(f"{label}, median of {runs} runs at {SIZE[0]}x{SIZE[1]}, load average {os.getloadavg()[0]:.1f}")
    print("                        " + "".join(f"{c:>13}" for c in COLUMNS))
    for name, times in (("bare Textual app", bare), ("hellenica", ours)):
        medians = (statistics.median(t[i] for t in times) * 1e3 for i in range(3))
        print(f"  {name:<22}" + "".join(f"{m:10.1f} ms" for m in medians))
    ratio = [statistics.median(o[i] for o in ours) / statistics.median(b[i] for b in bare) for i in range(3)]
    print("  ratio                 " + "".join(f"{r:12.2f}x" for r in ratio) + "   (target: first frame <= 1.30x)")
    fastest = [min(o[i] for o in ours) / min(b[i] for b in bare) for i in range(3)]
    print("  ratio of the fastest  " + "".join(f"{r:12.2f}x" for r in fastest))
    # Each run against the bare run just before it: steadier when the machine's speed drifts.
    pairs = [statistics.median(o[i] / b[i] for o, b in zip(ours, bare, strict=True)) for i in range(3)]
    print("  ratio pair by pair    " + "".join(f"{r:12.2f}x" for r in pairs))


def main(argv: list[str]) -> None:
    runs = next((int(a) for a in argv if a.isdigit()), RUNS)
    if "--game" not in argv:
        compare("map explorer", BARE, HELLENICA, runs=runs)
    with tempfile.TemporaryDirectory() as folder:
        compare("game screen", BARE_GAME, GAME, saved_game(folder), runs=runs)


if __name__ == "__main__":
    main(sys.argv[1:])
