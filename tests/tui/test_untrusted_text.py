"""Text from outside (a file's name, a typed command) shown on screen as it is:
never read as markup, never passed on with its control characters."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.screens.load import LoadScreen
from tests.tui.test_game_pilot import type_command

MARKUP = "[@click=app.quit]x[/][link=https://example.com]y"
NAME = "[@click=app.quit]x[blink]y"  # a file's name holds no slash


async def test_save_file_names_are_listed_as_they_are(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    for name in (NAME, "\x1b]0;title\x07bell", "[b]z"):
        (tmp_path / f"{name}.hsav").write_bytes(b"not a save")
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_entry("load")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        options = app.screen.query_one(OptionList)
        shown = [str(options.get_option_at_index(i).prompt).split("\n")[0] for i in range(options.option_count)]
        assert any(NAME in line for line in shown) and any(line.endswith("[b]z") for line in shown), shown
        assert not any("\x1b" in line or "\x07" in line for line in shown) and any("bell" in line for line in shown)
        for i in range(options.option_count):  # each opens to one refusal, never a click on app.quit
            options.highlighted = i
            await pilot.press("enter")
            await pilot.pause()
            assert app.is_running and isinstance(app.screen, LoadScreen)


async def test_a_command_of_markup_is_refused_in_plain_words(tmp_path):
    session = GameSession.new(["athens", "sparta"], 11, path=str(tmp_path / "g.hsav"))
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app._show_game(session)
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await type_command(pilot, f"patron {MARKUP}")
        await pilot.pause()
        hint = str(app.screen.query_one("#hint", Static).render())
        assert app.is_running and "[@click=app.quit]" in hint, hint
