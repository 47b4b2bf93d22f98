"""The map on the game screen: big hexes scrolled at every size, the view kept
between runs, ownership without colour, the areas a command may name next."""

import random

import pytest
from textual.geometry import Region

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui import settings
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.widgets.hexmap import TARGET_DOT, HexMap
from hellenica_tui.tui.widgets.maplegend import MapLegend
from hellenica_tui.tui.widgets.prompt import CommandPrompt

SIZES = [(80, 24), (100, 30), (120, 40), (130, 40)]


def saved_game(tmp_path, until: str = "build") -> str:
    """Two people play seeded legal commands until `until` may begin a command."""
    session = GameSession.new(["athens", "sparta"], 3, path=str(tmp_path / "map.hsav"))
    rng = random.Random(1)
    while not any(c.startswith(until) for c in session.suggestions()):
        session.submit(rng.choice(session.suggestions()))
    session.close()
    return str(session.game.path)


def shown(hexmap: HexMap) -> Region:
    """The part of the map's own grid on screen."""
    left, top = hexmap.margins()
    size = hexmap.scrollable_content_region.size
    return Region(hexmap.scroll_offset.x - left, hexmap.scroll_offset.y - top, size.width, size.height)


def on_screen(hexmap: HexMap, area: str) -> bool:
    x, y, width, height = hexmap.map_layout.bounds({area})
    return shown(hexmap).contains_region(Region(x, y, width, height))


def screen_text(hexmap: HexMap) -> str:
    return "\n".join(line.text for line in hexmap.render_lines(Region(0, 0, hexmap.size.width, hexmap.size.height)))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
async def test_the_big_hexes_at_every_size_with_the_cursor_in_view(size, tmp_path):
    app = HellenicaApp(load=saved_game(tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        hexmap = app.screen.query_one(HexMap)
        assert not hexmap.compact
        assert hexmap.cursor == "athens" and on_screen(hexmap, "athens")
        assert "a:ATH*" in screen_text(hexmap)
        for key in ["right"] * 5 + ["up"] * 6:  # away to the north-east: the view follows
            await pilot.press(key)
            assert on_screen(hexmap, hexmap.cursor)
        legend = str(app.screen.query_one(MapLegend).render())
        assert legend.startswith("a Athens  s Sparta")


async def test_the_action_is_scrolled_into_view_with_the_cursor_when_both_fit(tmp_path):
    app = HellenicaApp(load=saved_game(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        hexmap = app.screen.query_one(HexMap)
        assert not on_screen(hexmap, "byzantium")
        hexmap.mark({"byzantium"})  # far from Athens: not both at 80x24
        await pilot.pause()
        assert on_screen(hexmap, "byzantium")
        hexmap.mark({"megara"})  # next to the cursor: both shown
        await pilot.pause()
        assert on_screen(hexmap, "megara") and on_screen(hexmap, "athens")


async def test_the_map_view_chosen_with_z_is_kept_for_the_next_run(tmp_path):
    path = saved_game(tmp_path)
    app = HellenicaApp(load=path)
    async with app.run_test(size=(100, 30)) as pilot:
        assert not app.screen.query_one(HexMap).compact
        await pilot.press("z")
        assert app.screen.query_one(HexMap).compact
    assert settings.load().map_view == "compact"
    app = HellenicaApp(load=path)  # the game started again
    async with app.run_test(size=(100, 30)) as pilot:
        hexmap = app.screen.query_one(HexMap)
        assert hexmap.compact
        await pilot.press("z")
        assert not hexmap.compact
    app = HellenicaApp(explore=True)  # the explorer keeps to it too
    async with app.run_test(size=(100, 30)) as pilot:
        assert not app.screen.query_one(HexMap).compact


async def test_a_damaged_settings_file_is_ignored(tmp_path):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"map_view": ')
    app = HellenicaApp(explore=True)
    async with app.run_test(size=(100, 30)) as pilot:
        hexmap = app.screen.query_one(HexMap)
        assert not hexmap.compact
        await pilot.press("z")
        assert hexmap.compact
    assert settings.load().map_view == "compact"


async def test_a_settings_folder_that_cannot_be_written_is_told_once(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))
    app = HellenicaApp(explore=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("z")
        await pilot.pause()
        assert app.screen.query_one(HexMap).compact  # for this run all the same
        notes = [n.message for n in app._notifications]
        assert len(notes) == 1 and "kept for this run only" in notes[0]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_ownership_reads_without_colour(size, tmp_path, monkeypatch):
    path = saved_game(tmp_path)
    monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp(load=path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.palette.flavour == "mono"
        hexmap = app.screen.query_one(HexMap)
        text = screen_text(hexmap)
        assert "a:ATH*" in text and "a:H1 T1" in text  # Athens owns Athens and the units there
        await pilot.press(*["down"] * 3)  # south to Sparta's home
        assert "s:SPA*" in screen_text(hexmap)
        legend = str(app.screen.query_one(MapLegend).render())
        assert "a Athens" in legend and "s Sparta" in legend


async def test_the_areas_a_command_may_name_next_are_shown_while_typing(tmp_path):
    app = HellenicaApp(load=saved_game(tmp_path, until="build"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        hexmap = screen.query_one(HexMap)
        prompt = screen.query_one(CommandPrompt)
        await pilot.press("colon", *"build ")
        await pilot.pause()
        sites = {c.split()[2] for c in prompt.commands if c.startswith("build ")}
        assert sites and hexmap.targets == sites
        assert TARGET_DOT in screen_text(hexmap)  # dotted: seen without colour
        await pilot.press("backspace", *"x")  # "buildx" fits no command
        await pilot.pause()
        assert hexmap.targets == frozenset()
        await pilot.press("backspace", "space")
        await pilot.pause()
        assert hexmap.targets == sites
        await pilot.press("escape")  # back to the map: nothing is being typed
        await pilot.pause()
        assert hexmap.targets == frozenset() and TARGET_DOT not in screen_text(hexmap)


async def test_move_targets_follow_the_words_typed(tmp_path):
    app = HellenicaApp(load=saved_game(tmp_path, until="move"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        hexmap, prompt = screen.query_one(HexMap), screen.query_one(CommandPrompt)
        move = next(c.split() for c in prompt.commands if c.startswith("move "))
        typed = move[:3]  # "move 1 hoplite": the count and kind; the areas come next
        await pilot.press("colon")
        prompt.value = " ".join(typed) + " "
        await pilot.pause()
        cells = hexmap.model.cells
        goals = {
            next(w for w in c.split()[3:] if w in cells)
            for c in prompt.commands
            if c.split()[:3] == typed and any(w in cells for w in c.split()[3:])
        }
        assert goals and hexmap.targets == goals
        assert all(on_screen(hexmap, goal) for goal in goals)  # they are near: all in view


async def test_a_replay_marks_what_each_step_changed_and_shows_it(tmp_path):
    path = saved_game(tmp_path, until="move")
    session = GameSession.load(path)
    move = next(c for c in session.suggestions() if c.startswith("move "))
    session.submit(move)
    session.close()
    goal = move.split()[-1]
    app = HellenicaApp(replay=path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        hexmap = app.screen.query_one(HexMap)
        await pilot.press("end", "left_square_bracket", "right_square_bracket")  # the move again
        await pilot.pause()
        assert goal in hexmap.marked
        assert all(on_screen(hexmap, area) for area in hexmap.marked)  # near each other: all in view
        await pilot.press("home")  # back to the start: what changed since is marked again
        await pilot.pause()
        assert goal in hexmap.marked


async def test_the_compact_map_dots_the_sides_of_the_areas_a_command_may_name(tmp_path):
    app = HellenicaApp(load=saved_game(tmp_path, until="build"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        hexmap = app.screen.query_one(HexMap)
        await pilot.press("z")
        assert hexmap.compact and TARGET_DOT not in screen_text(hexmap)
        await pilot.press("colon", *"build ")
        await pilot.pause()
        assert hexmap.targets and TARGET_DOT in screen_text(hexmap)


async def test_the_cursor_stays_in_view_when_the_terminal_shrinks(tmp_path):
    app = HellenicaApp(load=saved_game(tmp_path))
    async with app.run_test(size=(130, 40)) as pilot:
        await pilot.pause()
        hexmap = app.screen.query_one(HexMap)
        await pilot.press(*["down"] * 4, *["right"] * 3)  # to the south-east
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert on_screen(hexmap, hexmap.cursor)


async def test_the_view_does_not_change_when_lines_open_under_the_map(tmp_path):
    app = HellenicaApp(load=saved_game(tmp_path, until="build"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        hexmap = app.screen.query_one(HexMap)
        height = hexmap.size.height
        await pilot.press("colon", *"build ")  # the card list opens under the map
        await pilot.pause()
        assert hexmap.size.height < height
        assert not hexmap.compact
        assert all(on_screen(hexmap, area) for area in hexmap.targets)


@pytest.mark.parametrize("size, rows", [((80, 24), 1), ((100, 30), 2), ((120, 40), 3)], ids=["80x24", "100x30", "120x40"])
async def test_the_legend_tells_the_area_under_the_cursor_and_grows_with_the_screen(size, rows, tmp_path):
    app = HellenicaApp(load=saved_game(tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        legend = app.screen.query_one(MapLegend)
        assert legend.size.height == rows
        hexmap = app.screen.query_one(HexMap)
        hexmap.move_to("ionian_sea")  # nothing there: the owners first
        await pilot.pause()
        assert str(legend.render()).startswith("a Athens  s Sparta")
        hexmap.move_to("athens")  # its units and government come first, then its signs
        await pilot.pause()
        told = str(legend.render())
        assert told.startswith("a Athens  H1 hoplite" if rows == 1 else "a Athens  s Sparta  H1 hoplite")
        assert "Y tyranny" in told
        assert legend.size.height == rows  # the map keeps its height while the cursor moves
