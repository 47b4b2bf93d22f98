"""The commit point and the interruption settings on the game screen: against AI seats
a person's command waits for Enter or '.', undo takes it back before any AI has acted;
the setting off lets the AI seats act at once; `q` changes when the game stops for you
and keeps it for the next games."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Static

from hellenica_tui.tui import settings
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.interruptions import InterruptionsDialog
from tests.tui.test_game_pilot import log_text, type_command
from tests.tui.waiting import ai_settled

pytestmark = pytest.mark.usefixtures("player_defaults")


@pytest.mark.parametrize("size, no_color", [((80, 24), True), ((120, 40), False)])
async def test_the_ai_seats_wait_for_the_commit_and_undo_takes_the_command_back(size, no_color, monkeypatch):
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        app.start_game(["athens", "sparta", "thebes"], 5, {}, ai=["sparta", "thebes"])
        await pilot.pause()
        screen = app.screen
        game = screen.session.game
        await type_command(pilot, "patron apollo")
        await pilot.press("escape")
        await pilot.pause(0.6)
        assert len(game.log) == 1 and not screen.ai_busy  # Thebes is to act, and waits
        assert "Not final" in str(screen.query_one("#hint", Static).render())
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert len(game.log) == 0 and "Taken back: Athens: patron apollo" in log_text(screen)
        await type_command(pilot, "patron hermes")
        await pilot.press("enter")  # Enter on the empty prompt confirms
        await ai_settled(pilot, screen)
        assert [game.text(g) for g in game.log[:3]] == ["patron hermes", "ai setup", "ai setup"]


async def test_the_commit_point_off_lets_the_ai_seats_act_at_once():
    assert settings.update(commit_point=False) is None
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta", "thebes"], 5, {}, ai=["sparta", "thebes"])
        await pilot.pause()
        screen = app.screen
        await type_command(pilot, "patron apollo")
        await pilot.press("escape")
        await ai_settled(pilot, screen)
        assert len(screen.session.game.log) >= 3


@pytest.mark.parametrize("size, no_color", [((80, 24), True), ((120, 40), False)])
async def test_q_sets_when_the_game_stops_for_you(size, no_color, monkeypatch):
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        await pilot.press("q")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, InterruptionsDialog)
        await pilot.press("down", "enter")  # during another's movement: when it matters -> never
        await pilot.pause()
        assert "during another's movement: never ask" in str(dialog.query_one(OptionList).get_option_at_index(1).prompt)
        assert screen.table.interruptions.asks["movement"] == "never"
        assert settings.load().ask_movement == "never"  # kept for the next games
        await pilot.press("down", "down", "down", "down", "enter")  # the commit point off (after the summaries)
        await pilot.pause()
        assert settings.load().commit_point is False
        await pilot.press("u")  # no window asks now: said so, nothing skipped
        await pilot.pause()
        assert app.screen is dialog and "No invocation window" in str(dialog.query_one("#secret-error", Static).render())
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and screen.table.commit_point is False
