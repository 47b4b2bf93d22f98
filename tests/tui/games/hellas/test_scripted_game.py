"""A whole game of Hellas played through the screen, from the new-game form to the
end screen naming the winner: Light is a person who lays every tile with the cursor
(turning it until it fits, Enter, the first ship offered) and gives every other
command at the prompt (what the greedy bot would, standing in for a person's mind),
answering dialogs with their first choice; Dark is the random AI, played by the
screen at once."""

from __future__ import annotations

import pytest

from hellenica_tui.tui.app import HellenicaApp
from tests.tui.games.picking import new_game_of


@pytest.mark.slow  # a whole game through the screen (half a minute); tests/tui/games/hellas/test_screen.py plays its parts
async def test_a_game_from_the_form_to_its_winner(tmp_path, monkeypatch, every_game) -> None:
    from hellenica_tui.games.hellas.game import GAME
    from hellenica_tui.tui.games.hellas.placing import placing
    from hellenica_tui.tui.screens.handoff import HandOffScreen
    from hellenica_tui.tui.screens.shell import ShellScreen
    from hellenica_tui.tui.screens.shell_choice import ChoiceDialog
    from hellenica_tui.tui.screens.shell_text import ShellEndScreen
    from hellenica_tui.tui.widgets.prompt import CommandPrompt

    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    mind = GAME.bot("greedy")
    app = HellenicaApp(ai_speed="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await new_game_of(pilot, "hellas")  # New game, Hellas
        await pilot.pause()
        app.screen.query_one("#seat-dark").value = "random"
        app.screen.seed = 5
        await pilot.press("ctrl+s")
        await pilot.pause()
        shell = app.screen
        assert isinstance(shell, ShellScreen)
        session = shell.session
        laid = typed = 0
        for _ in range(3000):
            screen = app.screen
            if isinstance(screen, ShellEndScreen):
                break
            if isinstance(screen, HandOffScreen | ChoiceDialog):
                await pilot.press("enter")
            elif session.to_act() != ["light"]:
                await pilot.pause(0.01)  # the AI thinks in a thread
            elif session.state.phase in ("setup", "voyage"):
                p = placing(session)
                while not p.fits():
                    await pilot.press("t")
                await pilot.press("enter")
                laid += 1
            else:
                state = session.state
                text = GAME.ruleset().format(mind.command(state, "light", len(session.game.log)))
                await pilot.press("colon")
                shell.query_one(CommandPrompt).value = text
                await pilot.press("enter")
                if app.screen is shell:
                    await pilot.press("escape")  # back to the board
                typed += 1
        assert isinstance(app.screen, ShellEndScreen)
        winner = session.name(session.state.winner)
        assert f"{winner} won" in str(app.screen.query_one("#shell-text").render())
        assert laid >= 4 and typed >= 10  # the person played through the cursor and the prompt
        assert {g.player for g in session.game.log} == {"light", "dark"}
