"""The guided first game, played at 80x24 without colour by a pilot that knows
nothing of Hellenica: it reads each step in the lesson box, presses F2 for the
exact command, types it, puts dialogs aside with Escape as the lessons say,
and stops when the guide lets go."""

import re

import pytest
from textual.widgets import Static

from hellenica_tui.games.hellenica.table.lessons import lesson
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.screens.title import TitleScreen
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.waiting import ai_settled, until

STEP = re.compile(r"Guide (\d+)/(\d+): ")


def box(screen: GameScreen) -> str:
    widget = screen.query_one("#lesson", Static)
    return str(widget.render()) if widget.display else ""


async def follow(pilot, stop_at: int = 0) -> GameScreen:
    """Do what the lesson box says until the guide's last step (or step `stop_at`)."""
    app = pilot.app
    for _ in range(300):
        screen = app.screen
        if not isinstance(screen, GameScreen):
            await pilot.press("escape")  # a dialog: "Escape puts it aside" (then type the command)
            await pilot.pause()
            continue
        await ai_settled(pilot, screen, 30)
        told = box(screen)
        number, of = (int(n) for n in STEP.search(told).groups())
        if number in (of, stop_at):
            return screen
        if "F2 shows the command" not in told:
            await pilot.pause(0.1)  # the others are acting
            continue
        await pilot.press("f2")
        typed = box(screen).split("Type: ", 1)[1].splitlines()[0].strip()
        await pilot.press("colon", *typed[:2])
        screen.query_one(CommandPrompt).value = typed
        await pilot.press("enter")
        await pilot.pause()
    raise AssertionError(f"the guide never ended: {box(app.screen) if isinstance(app.screen, GameScreen) else app.screen}")


# Slow: the whole guided game (its steps, and leaving it midway, stay in make test).
@pytest.mark.slow
async def test_the_guided_first_game_is_played_by_following_only_the_screen(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp(ai_speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        screen = await follow(pilot)
        told = box(screen)
        assert f"Guide {len(lesson().step)}/{len(lesson().step)}: On your own" in told
        state = screen.session.state
        assert state.turn == 2  # one whole turn, upkeep included
        athens = [g for g in screen.session.game.log if g.player == "athens"]
        assert len(athens) >= 10  # patron, Ethos, the actions, a movement, bids, pass
        await pilot.press("f2")  # the last step: the guide lets go
        await pilot.pause()
        assert not screen.query_one("#lesson", Static).display
        await pilot.press("escape", "ctrl+w")  # the map, then the title: the game is saved like any other
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))


async def test_a_guided_game_left_midway_resumes_at_its_step_from_continue(monkeypatch):
    app = HellenicaApp(ai_speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        screen = await follow(pilot, stop_at=4)
        assert "Guide 4/" in box(screen) and "Research" in box(screen)
        await pilot.press("escape", "ctrl+w")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await pilot.press("c")  # Continue: the games in progress
        await pilot.pause()
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        await ai_settled(pilot, app.screen, 30)
        assert "Guide 4/" in box(app.screen) and "Research" in box(app.screen)
