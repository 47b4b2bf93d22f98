"""Keys typed while the screen changes wait for the screen they were typed at: the
letters typed right after `i` are the card reference's search, never the game
screen's keys (a, b, g switch its panes; o, r, w open screens of their own)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import ContentSwitcher, Input, Static

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.reference import ReferenceScreen
from tests.tui.test_prompt_keys import keys
from tests.tui.waiting import until


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


class _Asking(Screen[None]):
    """A dialog with a text field, opened by the screen under it as that one comes up."""

    def compose(self) -> ComposeResult:
        yield Input(id="answer")


class _OpensADialogAsItComesUp(Screen[None]):
    def compose(self) -> ComposeResult:
        yield Static("under")

    def on_mount(self) -> None:
        self.app.push_screen(_Asking())


async def test_keys_typed_while_a_screen_opens_a_dialog_over_itself_reach_the_dialog():
    """A saved game opens its game screen, and that opens the Ethos dialog at once:
    the first screen is covered before it is drawn. The keys held meanwhile must not
    wait for it to be drawn, or they are lost until the dialog closes."""
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(_OpensADialogAsItComesUp())
        keys(app, "yes")
        await until(pilot, lambda: isinstance(app.screen, _Asking), 5)
        await pilot.pause(0.3)
        assert app.screen.query_one("#answer", Input).value == "yes"
