"""Keys typed while the screen changes go where the player meant them (tui.typeahead):
':' brings the prompt whatever is shown, and the letters typed after it, while a dialog
closes, are the command, never the map's keys (w, o, r open screens of their own)."""

from __future__ import annotations

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.combat import CombatDialog
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.combat_game import combat_session, march
from tests.tui.test_prompt_keys import keys
from tests.tui.waiting import until


async def on_combat(pilot, tmp_path) -> GameScreen:
    session = combat_session(str(tmp_path / "combat.hsav"))
    march(session)
    pilot.app._show_game(session)
    await until(pilot, lambda: isinstance(pilot.app.screen, CombatDialog), 5)
    await pilot.pause()
    game = pilot.app.screen_stack[-2]
    assert isinstance(game, GameScreen)
    return game


async def test_a_command_typed_as_escape_closes_the_combat_dialog_reaches_the_prompt(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        game = await on_combat(pilot, tmp_path)
        keys(app, "\x1b:worship corcyra")  # at a typist's pace: all in before the dialog is gone
        prompt = game.query_one(CommandPrompt)
        await until(pilot, lambda: prompt.value == "worship corcyra", 5)  # a loaded machine is slow
        assert app.screen is game  # no summary (w), objectives (o) nor rules (r) opened
        prompt = game.query_one(CommandPrompt)
        assert app.focused is prompt and prompt.value == "worship corcyra"


async def test_colon_on_the_combat_dialog_puts_it_aside_for_the_prompt(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        game = await on_combat(pilot, tmp_path)
        keys(app, ":skip")
        prompt = game.query_one(CommandPrompt)
        await until(pilot, lambda: prompt.value == "skip", 5)  # a loaded machine is slow
        assert app.screen is game
        assert app.focused is prompt and prompt.value == "skip"
        await pilot.press("escape", "f")  # the combat waits: f brings it back
        await until(pilot, lambda: isinstance(app.screen, CombatDialog), 5)
