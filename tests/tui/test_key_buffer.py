"""Keys typed while the screen changes wait for the screen they were typed at: the
letters typed right after `i` are the card reference's search, never the game
screen's keys (a, b, g switch its panes; o, r, w open screens of their own)."""

from __future__ import annotations

from textual.widgets import ContentSwitcher, Input

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.reference import ReferenceScreen
from tests.tui.test_prompt_keys import keys


async def test_a_search_typed_right_after_i_reaches_the_reference():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        game = app.screen
        keys(app, "igab")  # all in before the reference is up
        await pilot.pause(0.3)
        await pilot.pause()
        assert isinstance(app.screen, ReferenceScreen)
        assert app.screen.query_one("#ref-search", Input).value == "gab"
        assert game.query_one(ContentSwitcher).current == "boards"  # no pane switched under it
