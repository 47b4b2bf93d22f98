"""What a seat's screen sends its terminal when the game changes elsewhere: only the
parts that show something new are drawn again. Through SSH every repainted cell is
bytes down the connection, and a screen catching up with the save sets every part
of itself again, so each part must leave alone what did not change."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.geometry import Region

from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.widgets.hangtext import HangingText
from hellenica_tui.tui.widgets.hexmap import HexMap
from tests.tui.test_seat_screens import new_save, seat_app
from tests.tui.waiting import until


class Painted:
    """The frames `app` hands its terminal from now on (a headless app writes none,
    so they are rendered here as the driver would get them)."""

    def __init__(self, app: App) -> None:
        from textual._compositor import ChopsUpdate, CompositorUpdate

        self.app, self.frames = app, []
        self._chops = ChopsUpdate
        display = app._display

        def keep(screen, renderable) -> None:
            if isinstance(renderable, CompositorUpdate):
                self.frames.append(renderable)
            display(screen, renderable)

        app._display = keep

    def bytes(self) -> int:
        return sum(len(frame.render_segments(self.app.console)) for frame in self.frames)

    def regions(self) -> list[Region]:
        """The parts of the screen drawn again (a whole frame: the whole screen)."""
        out = []
        for frame in self.frames:
            if isinstance(frame, self._chops):
                out += [Region(x1, y, x2 - x1, 1) for y, x1, x2 in frame.spans]
            else:
                out.append(self.app.screen.region)
        return out


async def quiet(pilot, painted: Painted, seconds: float = 0.5) -> None:
    """Pauses until no frame came for `seconds`, then forgets the frames so far."""
    for _ in range(40):
        count = len(painted.frames)
        await pilot.pause(seconds)
        if len(painted.frames) == count:
            break
    painted.frames.clear()


def other_seat(path: str) -> Game:
    return Game.load(path, RULESETS)


async def settled(pilot) -> None:
    await pilot.pause(0.5)
    await pilot.wait_for_scheduled_animations()


@asynccontextmanager
async def sparta_seat(tmp_path, people: tuple[str, ...]) -> AsyncIterator[tuple[str, App, Any, GameScreen]]:
    """Sparta's seat-bound screen at 120x40 on a new save of `people`, settled: the save's
    path, the app, its pilot and the game screen."""
    path = new_save(tmp_path, people=people)
    app = seat_app(path, "sparta")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await settled(pilot)
        yield path, app, pilot, screen


async def test_a_line_said_at_another_seat_redraws_the_line_under_the_prompt_and_nothing_of_the_map(tmp_path):
    async with sparta_seat(tmp_path, ("athens", "sparta", "thebes")) as (path, app, pilot, screen):
        painted = Painted(app)
        other_seat(path).apply("say the wine is on me", "athens")
        await until(pilot, lambda: any("the wine is on me" in line for line in screen.log_lines), 5)
        await settled(pilot)
        drawn = painted.regions()
        assert drawn, "the line said shows under the prompt"
        hexmap = screen.query_one(HexMap).region
        assert not [r for r in drawn if r.overlaps(hexmap)]  # a whole map is some 25 KB at 120x40
        assert painted.bytes() < 1024


async def test_another_seats_command_redraws_only_the_map_cells_of_the_areas_it_changed(tmp_path):
    async with sparta_seat(tmp_path, ("athens", "sparta", "thebes")) as (path, app, pilot, screen):
        hexmap = screen.query_one(HexMap)
        before = hexmap.model.cells
        painted = Painted(app)
        game = other_seat(path)
        command = game.ruleset.format(game.legal_commands("athens")[0])  # a patron: a temple at home
        game.apply(command, "athens")
        await until(pilot, lambda: any(command in line for line in screen.log_lines), 5)
        await settled(pilot)
        changed = [a for a, cell in hexmap.model.cells.items() if before[a] is not cell]
        assert changed
        on_map = [r for r in painted.regions() if r.overlaps(hexmap.region)]
        assert on_map and all(_inside(r, _area_cells(hexmap, changed)) for r in on_map)


def _area_cells(hexmap: HexMap, areas) -> list[Region]:
    """Where on the screen `areas` are drawn, outlines included."""
    (left, top), (x0, y0) = hexmap.margins(), hexmap.scroll_offset
    return [
        Region(hexmap.region.x + left + x1 - x0, hexmap.region.y + top + y - y0, x2 - x1, 1)
        for area in areas
        for y, x1, x2 in hexmap.map_layout.area_cells(area)
    ]


def _inside(region: Region, cells: list[Region]) -> bool:
    return any(cell.contains_region(region) for cell in cells)


async def test_a_patron_chosen_at_another_seat_redraws_two_lines_of_the_boards(tmp_path):
    """The temples line is there from the start and the boards keep room below them:
    the board that gains its temple changes in place and the pane is not laid out again
    (which repainted the whole pane, twice)."""
    async with sparta_seat(tmp_path, ("athens", "sparta", "thebes")) as (path, app, pilot, screen):
        boards = screen.query_one("#boards").region
        painted = Painted(app)
        game = other_seat(path)
        command = game.ruleset.format(game.legal_commands("athens")[0])
        assert command.startswith("patron ")
        game.apply(command, "athens")
        await until(pilot, lambda: any(command in line for line in screen.log_lines), 5)
        await settled(pilot)
        rows = {r.y for r in painted.regions() if r.overlaps(boards)}
        assert 1 <= len(rows) <= 2  # Athens no longer to act, and its temple
        assert "temples: 1 to" in screen.query_one("#boards-text").text.plain


async def test_a_seats_map_marks_what_another_seat_did_out_of_view_without_scrolling_to_it(tmp_path):
    people = ("athens", "sparta", "thebes", "corinth", "corcyra", "troy", "byzantium")
    async with sparta_seat(tmp_path, people) as (path, app, pilot, screen):
        hexmap = screen.query_one(HexMap)
        assert not hexmap.compact
        shown = Region(*hexmap.scroll_offset, *hexmap.scrollable_content_region.size)
        homes = {p: screen.session.content.city_states[p].home for p in people}
        far = next(p for p in people if not shown.overlaps(hexmap._view_region({homes[p]})))
        game = other_seat(path)
        where = hexmap.scroll_offset
        painted = Painted(app)
        command = game.ruleset.format(game.legal_commands(far)[0])  # a temple in a city out of view
        game.apply(command, far)
        await until(pilot, lambda: any(command in line for line in screen.log_lines), 5)
        await settled(pilot)
        assert hexmap.marked  # marked where it is
        assert hexmap.scroll_offset == where
        assert not [r for r in painted.regions() if r.overlaps(hexmap.region)]  # a scroll repaints the whole map


async def test_marks_that_fade_under_a_dialog_at_a_seat_fade_once_it_closes(tmp_path, monkeypatch):
    from hellenica_tui.tui.games.hellenica import game as game_screen

    # The marks' time runs out only when the test says (a loaded machine may take longer
    # than any short time to open the dialog): what their timer calls is called.
    monkeypatch.setattr(game_screen, "MARK_SECONDS", 600)
    async with sparta_seat(tmp_path, ("athens", "sparta", "thebes")) as (path, app, pilot, screen):
        hexmap = screen.query_one(HexMap)
        game = other_seat(path)
        command = game.ruleset.format(game.legal_commands("athens")[0])
        game.apply(command, "athens")
        await until(pilot, lambda: bool(hexmap.marked), 5)
        painted = Painted(app)
        await pilot.press("o")  # the objectives, over the game
        await until(pilot, lambda: app.screen is not screen, 5)
        await quiet(pilot, painted)
        screen._fade()  # the marks' time is up under the dialog
        await pilot.pause(0.3)
        assert painted.frames == [] and hexmap.marked  # faded under it, the whole terminal would repaint
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen, 5)
        await until(pilot, lambda: not hexmap.marked, 5)


class Block(App[None]):
    def compose(self) -> ComposeResult:
        yield HangingText(id="block")


async def test_hanging_text_redraws_only_its_changed_lines_and_nothing_when_set_to_what_it_shows():
    app = Block()
    lines = [f"line {n} of the block" for n in range(6)]
    async with app.run_test(size=(60, 10)) as pilot:
        block = app.query_one(HangingText)
        block.update(Text("\n".join(lines)))
        await settled(pilot)
        painted = Painted(app)
        block.update(Text("\n".join(lines)))  # the same text, a new object
        await settled(pilot)
        assert painted.frames == []
        lines[3] = "line 3, changed"
        block.update(Text("\n".join(lines)))
        await settled(pilot)
        assert {r.y for r in painted.regions()} == {block.region.y + 3}
        assert "line 3, changed" in block.text.plain


async def test_a_seat_screen_under_a_dialog_draws_what_came_meanwhile_once_it_closes(tmp_path):
    async with sparta_seat(tmp_path, ("athens", "sparta")) as (path, app, pilot, screen):
        painted = Painted(app)
        await pilot.press("o")  # the objectives, over the game
        await until(pilot, lambda: app.screen is not screen, 5)
        await quiet(pilot, painted)  # the dialog drawn, and the footer under it
        other_seat(path).apply("say back in a minute", "athens")
        await until(pilot, lambda: any("back in a minute" in line for line in screen.log_lines), 5)
        await settled(pilot)
        assert painted.frames == []  # drawn under the dialog, it would repaint the whole terminal
        hint = screen.query_one("#hint")
        assert "back in a minute" not in str(hint.content)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen, 5)
        await until(pilot, lambda: "back in a minute" in str(hint.content), 5)


async def test_a_line_said_at_another_seat_is_drawn_without_laying_the_screen_out(tmp_path, monkeypatch):
    """The hint under the prompt is one line: set again, it is drawn where it is (laying the
    screen out arranges every widget again, most of the work of a seat's update)."""
    async with sparta_seat(tmp_path, ("athens", "sparta", "thebes")) as (path, _, pilot, screen):
        layouts = []
        arrange = type(screen)._refresh_layout

        def counted(self, size=None, scroll=False):
            layouts.append(scroll)
            return arrange(self, size, scroll)

        monkeypatch.setattr(type(screen), "_refresh_layout", counted)
        other_seat(path).apply("say the wine is on me", "athens")
        hint = screen.query_one("#hint")
        await until(pilot, lambda: "the wine is on me" in str(hint.content), 5)
        await settled(pilot)
        assert False not in layouts


async def test_a_seat_shows_the_last_patron_before_the_ethos_dialog_opens_over_it(tmp_path):
    """Building a dialog takes a seat's process longer than drawing the change: the change
    goes out first, then the dialog (before, the dialog's first frame was the first sign)."""
    from hellenica_tui.tui.games.hellenica.secret import EthosDialog

    async with sparta_seat(tmp_path, ("athens", "sparta", "thebes")) as (path, app, pilot, screen):
        shown: list[object] = []
        display = app._display

        def keep(on, renderable) -> None:
            shown.append(on)
            display(on, renderable)

        app._display = keep
        game = other_seat(path)
        for seat in ("sparta", "athens", "thebes"):  # the last patron ends the phase
            game.apply(game.ruleset.format(game.legal_commands(seat)[0]), seat)
        await until(pilot, lambda: isinstance(app.screen, EthosDialog), 5)
        await settled(pilot)
        assert shown[0] is screen and isinstance(shown[-1], EthosDialog)


async def test_a_game_opened_from_the_command_line_reads_the_dialogs_rules_before_the_first_dialog(tmp_path):
    """Left out of the first frame, the other screens' rules are parsed soon after it: a
    dialog opening later restyles no widget of the game for them (at a table of seats,
    the Ethos dialog opens on every seat at once)."""
    from pathlib import Path

    from hellenica_tui.tui import app as app_module

    rules = str((Path(app_module.__file__).parent / app_module.SCREENS_CSS).resolve())
    async with sparta_seat(tmp_path, ("athens", "sparta")) as (_, app, pilot, screen):
        await until(pilot, lambda: app.stylesheet.has_source(rules, ""), 5)
        assert app.screen is screen  # no dialog asked for them


async def test_a_seat_that_finds_its_save_busy_looks_again_at_once_not_a_second_later(tmp_path, monkeypatch):
    """Every seat notes what it has seen under the save's lock, all of them at once after a
    change: a seat that finds the lock taken looks again in a moment."""
    from hellenica_tui.engine.savelock import SaveLock
    from hellenica_tui.tui.games.hellenica import game as game_screen

    monkeypatch.setattr(game_screen, "LOOK_SECONDS", 60.0)  # no look but the one told of
    async with sparta_seat(tmp_path, ("athens", "sparta", "thebes")) as (path, _, pilot, screen):
        assert screen._unwatch is not None
        screen._unwatch()  # the change is looked at only when this test says
        other_seat(path).apply("say the wine is on me", "athens")
        lock = SaveLock(path)
        lock.acquire()
        try:
            screen._follow()  # told while another program holds the save
            await pilot.pause(0.3)
            assert not any("the wine is on me" in line for line in screen.log_lines)
        finally:
            lock.release()
        await until(pilot, lambda: any("the wine is on me" in line for line in screen.log_lines), 5)
