"""The invocation window dialog (tui/games/hellenica/window.py): it opens by itself
when a window asks the person at the keyboard, says when the window is, lists each
castable invocation with its cost and card text, and each key of its footer gives
the command the prompt would take; Escape leaves the prompt to type at."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Static

from hellenica_tui.tui import settings
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.reference import ReferenceScreen
from hellenica_tui.tui.games.hellenica.window import WindowDialog
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.test_combat_pilot import footer_keys, shown
from tests.tui.window_game import window_session

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


@pytest.fixture(autouse=True)
def _dialog_opens() -> None:
    settings.update(window_dialog=True)


async def opened(pilot, tmp_path, **kw):
    session = window_session(str(tmp_path / "window.hsav"), **kw)
    pilot.app._show_game(session)
    for _ in range(3):
        await pilot.pause()
    return session


def given(session, before: int) -> str:
    return session.game.text(session.game.log[before])


@pytest.mark.parametrize("size", SIZES)
async def test_it_opens_by_itself_says_when_and_a_digit_casts(size, tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        session = await opened(pilot, tmp_path)
        dialog = app.screen
        assert isinstance(dialog, WindowDialog)
        text = shown(dialog)
        assert "Now: before the action of Athens (and its movement, if it moves). You hold 3 Favor." in text
        assert "gives: invoke poseidon_fair_winds" in text and "each of your triremes carries" in text
        labels = [str(dialog.query_one(OptionList).get_option_at_index(i).prompt) for i in range(5)]
        assert labels[:3] == [
            "> 1 Fair Winds (Poseidon, 1 Favor)", "  2 Lightning Strike (Zeus, 2 Favor)",
            "  3 Storms at Sea (Poseidon, 2 Favor)",
        ]
        assert labels[3] == "  p Pass: cast nothing now"
        assert labels[4] == "  u Quiet until my turn: pass this window and the others like it"
        assert set(footer_keys(dialog)) == {"escape", "p", "u", "i"}
        before = len(session.game.log)
        await pilot.press("2")
        await pilot.pause()
        assert given(session, before) == "invoke zeus_lightning"


async def test_arrows_show_each_card_and_enter_casts_the_one_marked(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await opened(pilot, tmp_path)
        dialog = app.screen
        await pilot.press("down", "down")
        await pilot.pause()
        assert "Until the end of the turn no unit may enter the chosen sea" in str(
            dialog.query_one("#window-text", Static).render()
        )
        before = len(session.game.log)
        await pilot.press("enter")
        await pilot.pause()
        assert given(session, before) == "invoke storms_at_sea"


async def test_p_passes(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await opened(pilot, tmp_path)
        before = len(session.game.log)
        await pilot.press("p")
        await pilot.pause()
        assert given(session, before) == "skip"
        assert not isinstance(app.screen, WindowDialog)


async def test_u_passes_and_keeps_quiet_until_the_persons_turn(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await opened(pilot, tmp_path)
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        before = len(session.game.log)
        await pilot.press("u")
        await pilot.pause()
        assert given(session, before) == "skip"
        assert game.table.interruptions.quiet == {"action", "movement"}


async def test_escape_leaves_the_prompt_to_type_at_and_c_opens_it_again(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await opened(pilot, tmp_path)
        await pilot.press("escape")
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        prompt = game.query_one(CommandPrompt)
        assert prompt.has_focus  # the keys go to the prompt: nothing typed is lost
        assert "c opens the dialog again" in str(game.query_one("#hint", Static).render())
        await pilot.press("escape")  # back to the map, where c is a key
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, WindowDialog)
        await pilot.press("escape")
        await pilot.pause()
        before = len(session.game.log)
        await pilot.press(*"skip", "enter")
        await pilot.pause()
        assert given(session, before) == "skip"


async def test_a_window_dialog_closed_before_it_is_drawn_leaves_no_error(tmp_path):
    """Another seat's command may close the window the moment its dialog opens: the
    dialog taken off before its widgets came must not look for them."""
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot, tmp_path)
        await pilot.press("escape")
        await pilot.pause()
        game = app.screen
        game.action_secret()  # 'c' opens it again
        assert isinstance(app.screen, WindowDialog)
        app.pop_screen()  # at once, before the dialog is mounted
        await pilot.pause()
        assert app.screen is game and app.is_running


async def test_i_shows_the_cards_and_escape_comes_back_to_the_window(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot, tmp_path)
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, ReferenceScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, WindowDialog)


async def test_a_window_the_settings_answer_opens_nothing(tmp_path):
    settings.update(ask_action="never", ask_movement="never")
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await opened(pilot, tmp_path)
        assert not isinstance(app.screen, WindowDialog)
        assert any(session.game.text(g) == "skip" for g in session.game.log[-3:])


async def test_without_the_setting_the_window_is_answered_at_the_prompt(tmp_path):
    settings.update(window_dialog=False)
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot, tmp_path)
        assert isinstance(app.screen, GameScreen)


async def test_q_turns_the_dialog_on_and_off_and_keeps_it(tmp_path):
    settings.update(window_dialog=False)
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot, tmp_path)
        game = app.screen
        assert isinstance(game, GameScreen) and not game.table.window_dialog
        await pilot.press("q")
        await pilot.pause()
        options = app.screen.query_one("#asks", OptionList)
        assert "answered at the prompt" in str(options.get_option_at_index(options.option_count - 1).prompt)
        await pilot.press("end", "enter", "escape")
        await pilot.pause()
        assert game.table.window_dialog and settings.load().window_dialog
