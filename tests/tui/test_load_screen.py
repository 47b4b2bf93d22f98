"""The load, replay and continue lists: every game the program saved, with its turn,
winners and players, at 80x24 and 120x40."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from hellenica_tui.savedgames import saves_dir
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.replay import ReplayScreen
from hellenica_tui.tui.screens.load import LoadScreen
from hellenica_tui.tui.screens.title import TitleScreen

EXAMPLES = Path(__file__).resolve().parents[2] / "saves" / "examples"
SIZES = [(80, 24), (120, 40)]


def shown(app) -> str:
    """The screen as the terminal shows it, line by line."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def a_game_in_progress(seed: int = 5) -> Path:
    session = GameSession.new(["athens", "sparta"], seed)
    session.close()
    return Path(session.game.path)


def some_saves() -> dict[str, Path]:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    won = folder / "won.hsav"
    shutil.copy(EXAMPLES / "two-players.hsav", won)
    os.utime(won, (1_000_000, 1_000_000))
    broken = folder / "broken.hsav"
    broken.write_bytes(b"not a save")
    os.utime(broken, (2_000_000, 2_000_000))
    return {"won": won, "broken": broken, "playing": a_game_in_progress()}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_load_lists_every_save_with_its_turn_winners_and_players(size):
    saves = some_saves()
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        text = shown(app)
        assert "Load a saved game" in text
        assert "  won " in text  # the finished game's file name
        for line in ("turn 12, won by Athens", "AI: Athens, Sparta", "cannot be opened: not a save file",
                     "turn 1", "Athens, Sparta", saves["playing"].stem):  # fmt: skip
            assert line in text, line
        # newest first: the game in progress, then the damaged file, then the finished one
        assert text.index(saves["playing"].stem) < text.index("broken") < text.index("turn 12")
        assert "Open  esc Back" in text  # Enter opens the highlighted game
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.session.game.path == str(saves["playing"])
        assert len(app.screen_stack) == 3  # over the title screen; the list is gone


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_continue_lists_the_games_in_progress_only(size):
    saves = some_saves()
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        await pilot.press("c")
        await pilot.pause()
        text = shown(app)
        assert "Continue a game in progress" in text and saves["playing"].stem in text
        assert "broken" not in text and "won by" not in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_replay_opens_the_chosen_game_in_the_viewer():
    some_saves()
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("p")
        await pilot.pause()
        assert "Replay a saved game" in shown(app)
        await pilot.press("down", "down", "enter")  # past the game in progress and the damaged file
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.session.game.path.endswith("won.hsav")


async def test_the_lists_show_the_data_folder_and_saves_under_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("HELLENICA_SAVES")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    work = tmp_path / "work"
    (work / "saves" / "examples").mkdir(parents=True)
    shutil.copy(EXAMPLES / "four-players.hsav", work / "saves" / "examples")
    shutil.copy(EXAMPLES / "seven-players.hsav", work / "saves")
    monkeypatch.chdir(work)
    mine = a_game_in_progress()
    assert mine.parent == tmp_path / "data" / "hellenica" / "saves"
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o")
        await pilot.pause()
        text = shown(app)
        assert mine.stem in text and "saves/examples/four-players" in text and "saves/seven-players" in text
        assert "AI: Corcyra, Thebes, Troy, Byzantium, Athens, Sparta, Corinth" in text  # whole at 80 columns


async def test_an_empty_list_says_where_games_are_looked_for():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o")
        await pilot.pause()
        text = shown(app)
        unwrapped = "".join(line.strip() for line in text.splitlines())  # a long folder wraps at 80 columns
        assert "No saved games yet." in text and str(saves_dir()) in unwrapped
        assert "Open" not in text  # nothing to open
        await pilot.press("enter")
        assert isinstance(app.screen, LoadScreen)


async def test_a_game_that_keeps_older_rules_data_says_so_when_opened(tmp_path, monkeypatch):
    from hellenica_tui.games.hellenica.content.loading import scenarios_dir

    shutil.copytree(scenarios_dir() / "classic", tmp_path / "scenarios" / "hellenica" / "classic")
    monkeypatch.setenv("HELLENICA_SCENARIOS", str(tmp_path / "scenarios"))
    path = a_game_in_progress()
    with open(tmp_path / "scenarios" / "hellenica" / "classic" / "units.toml", "a") as f:
        f.write("# tuned after the game began\n")
    app = HellenicaApp(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        told = [n for n in app._notifications if n.title == "Rules data"]
        assert told and "This game uses the rules data of version 0.1.0 (classic " in told[0].message
