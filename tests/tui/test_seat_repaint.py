"""What a seat's screen sends its terminal when the game changes elsewhere: only the
parts that show something new are drawn again. Through SSH every repainted cell is
bytes down the connection, and a screen catching up with the save sets every part
of itself again, so each part must leave alone what did not change."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.geometry import Region

from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from hellenica_tui.tui.screens.game import GameScreen
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


async def test_a_line_said_at_another_seat_redraws_the_line_under_the_prompt_and_nothing_of_the_map(tmp_path):
    path = new_save(tmp_path, people=("athens", "sparta", "thebes"))
    app = seat_app(path, "sparta")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await settled(pilot)
        painted = Painted(app)
        other_seat(path).apply("say the wine is on me", "athens")
        await until(pilot, lambda: any("the wine is on me" in line for line in screen.log_lines), 5)
        await settled(pilot)
        drawn = painted.regions()
        assert drawn, "the line said shows under the prompt"
        hexmap = screen.query_one(HexMap).region
        assert not [r for r in drawn if r.overlaps(hexmap)]  # a whole map is some 25 KB at 120x40
        assert painted.bytes() < 1024


async def test_another_seats_command_redraws_only_the_map_rows_of_the_areas_it_changed(tmp_path):
    path = new_save(tmp_path, people=("athens", "sparta", "thebes"))
    app = seat_app(path, "sparta")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await settled(pilot)
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
        layout, (_, top) = hexmap.map_layout, hexmap.margins()
        rows = set()
        for area in changed:
            span = layout.area_rows(area)  # with the outline it shares with the hexes around
            rows |= {hexmap.region.y + y + top - hexmap.scroll_offset.y for y in range(span.start - 1, span.stop + 1)}
        on_map = [r for r in painted.regions() if r.overlaps(hexmap.region)]
        assert on_map and {r.y for r in on_map} <= rows


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
    path = new_save(tmp_path, people=("athens", "sparta"))
    app = seat_app(path, "sparta")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await settled(pilot)
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
