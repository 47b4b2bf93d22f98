"""An AI thinks in a worker thread: the screen answers keys meanwhile, and an undo
or leaving the game while it thinks drops its thought (nothing is given)."""

from __future__ import annotations

import threading
import warnings

from textual.widgets import ContentSwitcher

from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.controller.ai_turns import AiThought, AiTurn
from hellenica_tui.tui.games.hellenica.game import GameScreen
from tests.tui.test_game_pilot import type_command
from tests.tui.waiting import until


class Gate:
    """Holds the AI's thinking until opened, as a slow bot would."""

    def __init__(self, screen: GameScreen) -> None:
        self.entered, self.opened = threading.Event(), threading.Event()
        self.think = screen.table.bots.think
        screen.table.bots.think = self.held  # type: ignore[method-assign]

    def held(self, turn: AiTurn) -> AiThought:
        self.entered.set()
        assert self.opened.wait(10)
        return self.think(turn)


def saved_commands(path: str) -> int:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return len(Game.load(path, RULESETS).log)


async def thinking(pilot, app) -> tuple[GameScreen, Gate]:
    """Athens against Sparta's AI; Athens's patron given and Sparta thinking, held."""
    app.ai_speed = "instant"
    app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
    await pilot.pause()
    screen = app.screen
    gate = Gate(screen)
    await type_command(pilot, screen.session.suggestions()[0])
    await until(pilot, gate.entered.is_set)
    assert screen.ai_busy and screen.session.ai_acting() == "sparta"
    return screen, gate


async def test_keys_work_while_an_ai_thinks_and_undo_drops_its_thought():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, gate = await thinking(pilot, app)
        await pilot.press("escape", "g")
        assert screen.query_one(ContentSwitcher).current == "log"  # drawn while Sparta thinks
        await pilot.press("ctrl+z")
        await pilot.pause()
        taken_back = len(screen.session.game.log)
        assert "Taken back: Athens" in screen.log_lines[-1] and not screen.ai_busy
        gate.opened.set()
        await pilot.pause(0.2)
        assert len(screen.session.game.log) == taken_back  # Sparta's thought was dropped
        assert saved_commands(screen.session.game.path) == taken_back
        assert "athens" in screen.session.to_act() and screen.session.ai_acting() is None


async def test_leaving_the_game_while_an_ai_thinks_gives_nothing():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, gate = await thinking(pilot, app)
        path = screen.session.game.path
        given = saved_commands(path)
        await pilot.press("escape", "ctrl+w")
        await pilot.pause()
        assert not isinstance(app.screen, GameScreen)
        gate.opened.set()
        await pilot.pause(0.2)
        assert saved_commands(path) == given and app.is_running
