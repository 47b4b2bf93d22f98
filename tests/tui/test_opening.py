"""Opening a save from the command line: the game shows at once, the title screen
only when the player leaves it or when the save cannot be opened."""

from hellenica_tui.savedgames import saves_dir
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.screens.load import LoadScreen
from hellenica_tui.tui.screens.title import TitleScreen


def a_saved_game() -> str:
    session = GameSession.new(["athens", "sparta"], 3)
    session.submit(session.suggestions()[0])
    session.close()
    return str(session.game.path)


async def test_a_save_given_on_the_command_line_opens_without_the_title_under_it():
    app = HellenicaApp(load=a_saved_game())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert not any(isinstance(s, TitleScreen) for s in app.screen_stack)
        assert app.screen.log_lines  # the history is told once the map is up
        await pilot.press("ctrl+w")  # leave the game: the title screen takes its place
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert len(app.screen_stack) == 2


async def test_a_save_that_cannot_be_opened_leaves_the_title_screen_and_a_message():
    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "broken.hsav").write_bytes(b"not a save")
    app = HellenicaApp(load=str(folder / "broken.hsav"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert any("cannot be opened" in (n.title or "") for n in app._notifications)


async def test_continue_from_a_game_opened_directly_replaces_it():
    path = a_saved_game()
    app = HellenicaApp(load=path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        first = app.screen
        app.open_entry("continue")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen is not first
        assert len(app.screen_stack) == 2  # replaced, not stacked
