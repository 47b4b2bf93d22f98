"""The game screen when its save cannot be written or is changed elsewhere.

A full disk, a save removed or made read-only, a save held by another process:
each is one message, the game stays on screen as it is in the save, nothing
shown as saved is lost, and Save as lets the game go on elsewhere. Commands
given to the same save by another program appear on the screen by themselves.
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path

from textual.widgets import Static

from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from hellenica_tui.savedgames import saves_dir
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.secret import EthosDialog
from tests.engine.test_savefile import failing_writes
from tests.engine.test_savelock import Holder, read_only
from tests.tui.test_game_pilot import log_text, type_command
from tests.tui.waiting import ai_settled, until


def hint(screen) -> str:
    return str(screen.query_one("#hint", Static).render())


def saved_texts(path: str) -> list[str]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = Game.load(path, RULESETS)
    return [game.text(g) for g in game.log]


def shown_texts(screen) -> list[str]:
    game = screen.session.game
    return [game.text(g) for g in game.log]


async def solo(pilot, app, speed: str = "instant") -> GameScreen:
    """Athens against two AI players, Athens' patron chosen and the AI settled."""
    app.ai_speed = speed
    app.start_game(["athens", "sparta", "thebes"], 5, {}, ai=["sparta", "thebes"])
    await pilot.pause()
    screen = app.screen
    await type_command(pilot, "patron apollo")
    await pilot.press("escape", "full_stop")
    await ai_settled(pilot, screen)
    if isinstance(app.screen, EthosDialog):
        await pilot.press("escape")
    assert app.screen is screen and screen.session.to_act() == ["athens"]
    return screen


async def save_as(pilot, app, name: str) -> Path:
    await pilot.press("escape", "ctrl+s")
    await pilot.pause()
    app.screen.query_one("#saveas-name").value = name
    await pilot.press("enter")
    await pilot.pause()
    return saves_dir() / f"{name}.hsav"


async def test_a_full_disk_at_the_prompt_keeps_the_game_and_save_as_goes_on(monkeypatch):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await solo(pilot, app)
        path = screen.session.game.path
        shown, before = shown_texts(screen), Path(path).read_bytes()
        with monkeypatch.context() as patch:
            failing_writes(patch)
            await type_command(pilot, "keep devotion enlightenment")
        assert app.screen is screen
        assert "Cannot save the game: No space left on device" in hint(screen) and "ctrl+s" in hint(screen)
        assert shown_texts(screen) == shown == saved_texts(path) and Path(path).read_bytes() == before
        assert "keep" not in log_text(screen)
        elsewhere = await save_as(pilot, app, "elsewhere")
        assert app.screen is screen and "Saved as" in hint(screen)
        await type_command(pilot, "keep devotion enlightenment")
        assert saved_texts(str(elsewhere))[: len(shown) + 1] == [*shown, "keep devotion enlightenment"]


async def test_a_removed_save_is_told_once_and_save_as_keeps_everything():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await solo(pilot, app)
        shown = shown_texts(screen)
        os.unlink(screen.session.game.path)
        await until(pilot, lambda: "The save file is no longer there" in hint(screen))  # looked at now and then
        await type_command(pilot, "keep devotion enlightenment")
        assert "no longer there" in hint(screen) and shown_texts(screen) == shown
        elsewhere = await save_as(pilot, app, "rescued")
        assert saved_texts(str(elsewhere)) == shown
        await type_command(pilot, "keep devotion enlightenment")
        assert saved_texts(str(elsewhere))[: len(shown) + 1] == [*shown, "keep devotion enlightenment"]


async def test_a_save_made_read_only_refuses_undo_and_redo_in_one_message(monkeypatch):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await solo(pilot, app)
        path = screen.session.game.path
        await type_command(pilot, "keep devotion enlightenment")
        await type_command(pilot, "quiet")
        await pilot.press("escape", "full_stop", "ctrl+z")  # quiet and the AI's answers taken back
        await pilot.pause()
        assert screen.session.game.can_redo
        shown, before = shown_texts(screen), Path(path).read_bytes()
        read_only(path, monkeypatch)
        for key in ("ctrl+z", "ctrl+y"):
            await pilot.press(key)
            await pilot.pause()
            assert app.screen is screen and "Permission denied" in hint(screen), key
            assert "\n" not in hint(screen).strip() or len(hint(screen)) > 98
            assert shown_texts(screen) == shown and Path(path).read_bytes() == before
        assert saved_texts(path) == shown


async def test_a_save_held_elsewhere_names_the_process_and_works_once_free():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await solo(pilot, app)
        path = screen.session.game.path
        screen.session.game.lock_wait = 0.2
        held = Holder(path)
        try:
            await type_command(pilot, "keep devotion enlightenment")
            assert f"the save is in use by process {held.process.pid}" in hint(screen)
            assert "keep" not in " ".join(shown_texts(screen))
        finally:
            held.close()
        await type_command(pilot, "keep devotion enlightenment")
        assert "keep devotion enlightenment" in saved_texts(path) and "in use" not in hint(screen)


async def test_an_ai_move_that_cannot_be_saved_stops_the_ai_until_saved_elsewhere(monkeypatch):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await solo(pilot, app, speed="slow")
        await type_command(pilot, "keep devotion enlightenment")
        for _ in range(10):  # Athens acts until an AI player must answer (after a pause)
            if screen.session.ai_acting() is not None:
                break
            await type_command(pilot, screen.session.suggestions()[0])
        assert screen._ai_timer is not None
        shown = shown_texts(screen)
        with monkeypatch.context() as patch:
            failing_writes(patch)
            await until(pilot, lambda: "No space left on device" in hint(screen))
            assert screen._ai_timer is None
            assert shown_texts(screen) == shown == saved_texts(screen.session.game.path)
        elsewhere = await save_as(pilot, app, "go-on")
        await until(pilot, lambda: len(saved_texts(str(elsewhere))) > len(shown))  # the AI players went on, saved there


async def test_the_screen_follows_commands_given_and_taken_back_elsewhere():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await solo(pilot, app)
        other = Game.load(screen.session.game.path, RULESETS)
        other.apply("keep devotion enlightenment", "athens")
        await until(pilot, lambda: "Athens: keep" in log_text(screen))
        assert shown_texts(screen)[: len(other.log)] == [other.text(g) for g in other.log]  # the AI answers on
        other.undo("athens")
        await until(pilot, lambda: "Taken back elsewhere: Athens: keep" in log_text(screen))
        assert "keep" not in " ".join(shown_texts(screen)) and screen.session.game.can_redo
        assert isinstance(app.screen, EthosDialog)  # Athens' choice is open again
        await pilot.press("escape", "ctrl+y")  # redone here from the redo stack written elsewhere
        await pilot.pause()
        assert "keep devotion enlightenment" in saved_texts(other.path)


async def test_a_command_given_elsewhere_that_passes_the_turn_hands_the_screen_over():
    from hellenica_tui.tui.screens.handoff import HandOffScreen

    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        assert screen.session.viewer == "athens"
        other = Game.load(screen.session.game.path, RULESETS)
        other.apply(other.ruleset.format(other.legal_commands("athens")[0]), "athens")
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen))
        assert isinstance(app.screen, HandOffScreen)  # Sparta's secrets wait until Sparta is ready
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and screen.session.viewer == "sparta"
        assert "Athens: patron" in log_text(screen)
