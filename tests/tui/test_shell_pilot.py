"""The shell hosts a game other than Hellenica: the dice game, started from the form
made from its declared settings, played to its end by its keys and the prompt,
saved under another name, loaded, replayed, and a command taken back."""

from __future__ import annotations

import pytest
from textual.widgets import Input, RichLog, Static

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.hangtext import HangingText
from tests.tui.waiting import until


@pytest.fixture
def offered(monkeypatch, tmp_path):
    """The dice game offered beside Hellenica (it is an example, not listed), saves in tmp."""
    from hellenica_tui.games import registry

    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    monkeypatch.setattr(registry, "games", lambda every=False: [registry.game(i) for i in registry.TABLE])
    return tmp_path


def _hint(screen) -> str:
    return str(screen.query_one("#hint", Static).render())


async def _new_dice_game(pilot, target: str = "8"):
    from hellenica_tui.tui.screens.settings_form import SettingsFormScreen
    from hellenica_tui.tui.screens.shell import ShellScreen

    app = pilot.app
    await pilot.press("n")
    await pilot.press("down", "enter")
    await pilot.pause()
    form = app.screen
    assert isinstance(form, SettingsFormScreen)
    assert form.chosen() == ("standard", ["red", "blue"], {"target": "30"})  # the declared defaults
    form.query_one("#setting-target", Input).value = target
    await pilot.press("ctrl+s")
    await pilot.pause()
    assert isinstance(app.screen, ShellScreen)
    return app.screen


async def test_the_form_refuses_a_bad_setting_in_one_line(offered):
    from hellenica_tui.tui.screens.settings_form import SettingsFormScreen

    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n", "down", "enter")
        await pilot.pause()
        form = app.screen
        form.query_one("#setting-target", Input).value = "many"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsFormScreen)
        assert "Target is a whole number" in str(form.query_one("#form-error", Static).render())
        assert list(offered.glob("*.hsav")) == []  # nothing started


async def test_the_dice_game_is_played_through_the_shell(offered):
    from hellenica_tui.tui.screens.shell import ShellScreen
    from hellenica_tui.tui.screens.shell_replay import ShellReplayScreen
    from hellenica_tui.tui.screens.shell_text import ShellEndScreen

    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _new_dice_game(pilot)
        session = screen.session
        assert session.game_id == "dicegame" and "Dice and cards: Red to play" in str(
            screen.query_one("#status", Static).render())
        assert screen.query_one("#shell-side").current == "hands"  # a new game: its first pane, not a blank log
        # A bet by its key, taken back (a bet shows nothing hidden), and given again.
        await pilot.press("1")
        assert screen.log_lines[-2:] == ["Red: bet 1", "  Red bets 1."]
        await pilot.press("ctrl+z")
        assert screen.log_lines[-1] == "Taken back: Red: bet 1" and session.game.log == []
        await pilot.press("ctrl+y")
        assert screen.log_lines[-2:] == ["Red: bet 1", "  Red bets 1."]
        # A roll by the prompt; then undo is refused: the dice were seen.
        await pilot.press("colon", *"roll", "enter")
        assert "Red: roll" in screen.log_lines[-3:]  # told in one line, or two (a double one loses the pot)
        await pilot.press("escape", "ctrl+z")
        assert "Cannot undo" in _hint(screen) and len(session.game.log) == 2
        # A key whose command is not legal now says so in one line.
        await pilot.press("u")
        assert "No card to play" in _hint(screen)
        # Roll and bank, seat after seat, to the end (a target of 8).
        for _ in range(200):
            if isinstance(app.screen, ShellEndScreen):
                break
            await pilot.press("o", "k")
        await until(pilot, lambda: isinstance(app.screen, ShellEndScreen), 10)  # pushed a few frames after the last bank
        winner = session.name(session.state.winner)
        assert f"{winner} won." in app.screen.query_one("#shell-text", HangingText).text.plain
        await pilot.press("escape")
        assert app.screen is screen and "the game is over" in str(screen.query_one("#status", Static).render())
        told = session.history()  # the log as a new screen tells it (no undo notes)
        # Save as: the game goes on in the new file.
        await pilot.press("ctrl+s")
        await pilot.pause()
        app.screen.query_one("#saveas-name", Input).value = "dice-copy"
        await pilot.press("enter")
        await pilot.pause()
        copy = offered / "dice-copy.hsav"
        assert copy.is_file() and "Saved as" in _hint(screen)
    # Loaded again: the same log told; replayed: stepped through command by command.
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        assert app.open_save(str(copy))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ShellEndScreen)
        await pilot.press("escape")  # the end screen it opens on
        assert isinstance(app.screen, ShellScreen) and app.screen.log_lines == told
        assert app.screen.query_one("#shell-side").current == "log"  # a game under way: what happened
        await pilot.press("v")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ShellReplayScreen) and replay.cursor.command == 0
        await pilot.press("full_stop", "full_stop")
        assert replay.cursor.command == 2 and replay.told() == "Red: roll"
        await pilot.press("comma")
        assert replay.told() == "Red: bet 1"
        await pilot.press("end")
        assert replay.cursor.command == len(replay.session.game.log)
        assert "command" in str(replay.query_one("#status", Static).render())
        await pilot.press("escape")
        assert type(app.screen).__name__ == "TitleScreen"


async def test_help_lists_the_shells_keys_and_the_games(offered):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _new_dice_game(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        text = app.screen.query_one("#shell-text", HangingText).text.plain
        assert "Undo" in text and "Roll" in text and "Bet 2" in text and "Hands" in text
        await pilot.press("escape", "i")
        await pilot.pause()
        assert "double one" in app.screen.query_one("#shell-text", HangingText).text.plain
        await pilot.press("escape", "h")
        assert screen.query_one("#shell-side").current == "hands"
        assert "Red: 0 cards" in str(screen.query_one("#hands-text", Static).render())
        assert screen.query_one(RichLog) is not None


async def test_a_log_entry_too_long_for_the_pane_hangs_under_itself(offered):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _new_dice_game(pilot)
        screen.action_pane("log")  # a new game opens on its first pane
        screen._log(["  " + " ".join(["a long entry of the log"] * 6)])
        await pilot.pause()
        log = screen.query_one(RichLog)
        drawn = [strip.text for strip in log.lines if strip.text.strip()]
        at = next(n for n, text in enumerate(drawn) if text.startswith("  a long entry"))
        assert drawn[at + 1].startswith("    ")  # goes on further in, never as a new entry
