"""The expert's suggestion on the game screen (`e`): thought out from the person's
own view, put in the prompt with one line on why; Enter gives it."""

from __future__ import annotations

from textual.widgets import Static

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica import game_learning
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.waiting import until


async def test_e_puts_the_experts_suggestion_in_the_prompt_with_why(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setattr(game_learning, "HINT_SECONDS", 0.05)  # a quick thought: the test is about the screen
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.press("ctrl+s")  # Athens and Sparta, both people
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        game = app.screen
        hint = lambda: str(game.query_one("#hint", Static).render())  # noqa: E731
        await pilot.press("e")
        assert hint().startswith(("The expert thinks it over", "Expert: "))  # a thought this short may be done
        await until(pilot, lambda: game._expert_asked is None, 60)
        prompt = game.query_one(CommandPrompt)
        deities = game.session.state.players[game.session.viewer].dealt_deities
        assert prompt.value in {f"patron {d}" for d in deities} and prompt.has_focus
        told = " ".join(hint().split())
        assert told.startswith(f"Expert: {prompt.value}: ") and "chance to win" in told and told.endswith("Enter gives it.")
        who, deity = game.session.viewer, prompt.value.split()[1]
        await pilot.press("enter")
        await pilot.pause()
        assert game.session.state.players[who].patron == deity  # Enter gave it


async def test_e_says_so_when_the_person_has_nothing_to_do(monkeypatch):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        game = app.screen
        monkeypatch.setattr(game.table, "reader", lambda: None)  # nobody at this keyboard must act
        await pilot.press("e")
        assert "Nothing for you to do now" in str(game.query_one("#hint", Static).render())


async def test_e_and_H_say_so_when_the_game_is_over(tmp_path):
    import shutil
    from pathlib import Path

    path = tmp_path / "two.hsav"
    shutil.copy(Path(__file__).parents[2] / "saves" / "examples" / "two-players.hsav", path)
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.open_save(str(path))  # it opens on its charts; m goes back to the map
        await until(pilot, lambda: type(app.screen).__name__ == "EndScreen")
        await pilot.press("m")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        game = app.screen
        for key in ("e", "H"):
            await pilot.press(key)
            await pilot.pause()
            told = str(game.query_one("#hint", Static).render())
            assert "The game is over" in told and "the others are acting" not in told
