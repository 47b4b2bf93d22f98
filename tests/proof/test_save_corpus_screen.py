"""Damaged saves opened from the game's own screens, as a player would open them
from "Load a saved game": the app shows one notice of one line and stays on
the title screen, or shows the game that the file still honestly holds (with
a notice when a torn last frame was dropped). It never stops, never hangs and
never changes the file.
"""

from __future__ import annotations

import os
import random

import pytest

from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from tests.proof.test_save_corpus import SECONDS, corpus, deadline
from tests.tui.asking import asked_as_written


def loads(path: str) -> list[str] | None:
    """What loading the save mends (None: it cannot be loaded)."""
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            game = Game.load(path, RULESETS)
    except SaveFileError:
        return None
    game.close()
    return game.warnings


async def open_on_screen(cases, folder, monkeypatch) -> dict[str, int]:
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.games.hellenica.game import GameScreen
    from hellenica_tui.tui.screens.title import TitleScreen

    monkeypatch.setenv("HELLENICA_SAVES", str(folder))
    # A table that answers a question for the person (their interruption settings) writes
    # that answer: here every question is asked, so opening alone is what is tried.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder / "config"))
    asked_as_written(folder / "config" / "hellenica" / "settings.json")
    path = os.path.join(folder, "damaged.hsav")
    seen = {"refused": 0, "shown": 0, "mended": 0}
    app = HellenicaApp()
    notices: list[tuple[str, str]] = []
    plain_notify = app.notify
    monkeypatch.setattr(app, "notify", lambda message, **kw: (notices.append((message, kw.get("title", ""))),
                                                             plain_notify(message, **kw)))
    async with app.run_test(size=(120, 40)) as pilot:
        for name, case in cases:
            with open(path, "wb") as f:
                f.write(case.data)
            stamp = os.stat(path).st_mtime_ns
            expected = loads(path)
            assert isinstance(app.screen, TitleScreen)
            notices.clear()
            with deadline(SECONDS):
                app.open_save(path)
                await pilot.pause()
            if expected is not None:
                # The game, or a secret dialog over it (an Ethos hand, a sealed bid).
                assert any(isinstance(screen, GameScreen) for screen in app.screen_stack), (case.label, notices)
                # A torn last frame dropped is told, in one line.
                assert notices == [(note, "This save was mended") for note in expected], (case.label, notices)
                assert all("\n" not in note for note in expected)
                while not isinstance(app.screen, GameScreen):
                    app.pop_screen()
                app.screen.query_one("#status")  # drawn
                app.action_back()
                await pilot.pause()
                seen["mended" if expected else "shown"] += 1
            else:
                assert isinstance(app.screen, TitleScreen), (name, case.label)
                assert len(notices) == 1, (case.label, notices)
                message, title = notices[0]
                assert title == "This save cannot be opened" and message and "\n" not in message, message
                assert "Traceback" not in message and path in message
                seen["refused"] += 1
            with open(path, "rb") as f:
                assert f.read() == case.data, f"{case.label}: the file was changed"
            assert os.stat(path).st_mtime_ns == stamp
        assert app.is_running
    return seen


async def test_a_sample_of_damaged_saves_opened_from_the_title_screen(tmp_path, monkeypatch):
    cases = random.Random(5).sample(corpus(1, 5), 16)
    seen = await open_on_screen(cases, tmp_path, monkeypatch)
    assert seen["refused"] and seen["mended"] and sum(seen.values()) == 16


@pytest.mark.slow
async def test_a_thousand_damaged_saves_opened_from_the_title_screen(tmp_path, monkeypatch):
    cases = random.Random(6).sample(corpus(2, 6), 1000)
    seen = await open_on_screen(cases, tmp_path, monkeypatch)
    print(seen)
    assert seen["refused"] > 400 and seen["mended"] > 100 and seen["shown"] > 10  # last run: 486, 457, 57
