from textual.geometry import Size

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.explorer import ExplorerScreen
from hellenica_tui.tui.screens.help import HelpScreen
from hellenica_tui.tui.screens.title import TitleScreen
from hellenica_tui.tui.screens.too_small import TooSmallScreen
from hellenica_tui.tui.widgets.areapanel import AreaPanel
from hellenica_tui.tui.widgets.hexmap import HexMap


def panel_text(app) -> str:
    panel = app.screen.query_one(AreaPanel)
    return str(panel.query_one("#area-text").render())


async def test_title_menu_opens_the_explorer_and_escape_comes_back():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("down", "down", "down", "down", "down", "down", "enter")  # seventh entry: Map explorer
        assert isinstance(app.screen, ExplorerScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("m")
        assert isinstance(app.screen, ExplorerScreen)


async def test_quit_from_the_title():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0 and not app.is_running


async def test_cursor_moves_and_the_panel_follows():
    app = HellenicaApp(explore=True)
    async with app.run_test(size=(100, 30)) as pilot:
        hexmap = app.screen.query_one(HexMap)
        assert hexmap.cursor == "corcyra"
        assert "Home city of Corcyra" in panel_text(app)
        await pilot.press("right")
        assert hexmap.cursor == "epirus"
        await pilot.pause()
        assert "Epirus" in panel_text(app) and "Mines: 2" in panel_text(app)
        await pilot.press("j")  # vim keys too
        assert hexmap.cursor == "ambracia"
        await pilot.press("k", "h")
        assert hexmap.cursor == "corcyra"


async def test_a_click_puts_the_cursor_on_the_area_clicked():
    app = HellenicaApp(explore=True)
    async with app.run_test(size=(160, 50)) as pilot:
        hexmap = app.screen.query_one(HexMap)
        assert not hexmap.compact  # the full map fits at 160x50
        layout = hexmap.map_layout
        left, top = hexmap.margins()
        x, y = next((x, y) for (x, y), area in layout.hits.items() if area == "athens")
        await pilot.click(HexMap, offset=(x + left - hexmap.scroll_offset.x, y + top - hexmap.scroll_offset.y))
        assert hexmap.cursor == "athens"
        await pilot.pause()
        assert "Home city of Athens" in panel_text(app)


async def test_z_shows_the_whole_map_at_80x24_and_the_big_hexes_again():
    app = HellenicaApp(explore=True)
    async with app.run_test(size=(80, 24)) as pilot:
        hexmap = app.screen.query_one(HexMap)
        assert not hexmap.compact  # a few big hexes fit: they scroll
        assert hexmap.virtual_size.width > hexmap.size.width
        await pilot.press("z")
        assert hexmap.compact
        assert hexmap.virtual_size.width <= hexmap.size.width
        assert hexmap.virtual_size.height <= hexmap.size.height
        await pilot.press("z")
        assert not hexmap.compact


async def test_moving_the_cursor_redraws_only_the_rows_of_two_hexes():
    app = HellenicaApp(explore=True)
    async with app.run_test(size=(160, 50)) as pilot:
        hexmap = app.screen.query_one(HexMap)
        await pilot.pause()
        drawn = []
        original = hexmap._draw_row
        hexmap._draw_row = lambda layout, row, *rest: drawn.append(row) or original(layout, row, *rest)
        await pilot.press("right")
        await pilot.pause()
        box_rows = hexmap.map_layout.box[1]
        assert drawn and len(set(drawn)) <= 2 * box_rows
        rows = set(hexmap.map_layout.area_rows("corcyra")) | set(hexmap.map_layout.area_rows("epirus"))
        assert set(drawn) <= rows


async def test_too_small_message_comes_and_goes_with_the_size():
    app = HellenicaApp()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "60 x 20" in str(app.screen.query_one("#too-small-text").render())
        await pilot.resize_terminal(79, 30)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_help_opens_and_closes():
    app = HellenicaApp(explore=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Moving and fighting" in app.screen.query_one("#help-text").content.markup
        await pilot.press("escape")
        assert isinstance(app.screen, ExplorerScreen)
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("q")
        assert isinstance(app.screen, ExplorerScreen)


async def test_no_color_draws_the_map_without_colour(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp(explore=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.flavour == "mono"
        hexmap = app.screen.query_one(HexMap)
        assert hexmap.palette.flavour == "mono"
        segments = [seg for row in range(hexmap.map_layout.height) for seg in hexmap.row_strip(row)]
        # Only the widget's own background (a CSS colour) may remain, never a map colour.
        own = {hexmap.rich_style.color, hexmap.rich_style.bgcolor}
        assert all(s.style.color in own and s.style.bgcolor in own for s in segments if s.style)
        assert any(s.text == "^" for s in segments)  # mountains still show by their glyph


async def test_ansi_option_uses_terminal_colours():
    app = HellenicaApp(explore=True, ansi=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.flavour == "ansi" and app.theme == "ansi-dark"
        assert app.screen.query_one(HexMap).palette.flavour == "ansi"


async def test_command_palette_lists_the_explorer():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Map explorer" in titles and "Help" in titles
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert app.screen.__class__.__name__ == "CommandPalette"


async def test_screens_closed_the_moment_they_open_leave_no_error(tmp_path, monkeypatch):
    """A key that leaves a screen the moment it opens (or a terminal resized back at
    once) takes it off before its widgets are mounted: the app goes on."""
    import shutil

    from textual import events

    from hellenica_tui.seat.session import GameSession

    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    session = GameSession.new(["athens", "sparta"], 5)
    session.submit(session.suggestions()[0])
    session.close()
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        finished = tmp_path / "finished.hsav"  # opens on its end charts
        shutil.copy("saves/examples/two-players.hsav", finished)
        for path, replay in ((session.game.path, False), (session.game.path, True), (finished, False)):
            app.open_save(str(path), replay=replay)
            app.action_back()
            await pilot.pause()
            assert app.is_running and isinstance(app.screen, TitleScreen)
        app.post_message(events.Resize(Size(60, 20), Size(60, 20)))
        app.post_message(events.Resize(Size(100, 30), Size(100, 30)))
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, TitleScreen)
