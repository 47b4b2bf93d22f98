"""The combat dialog: it opens when the person at the keyboard must answer a combat,
shows both sides, the dice and the odds, takes a digit for a choice, steps aside with
Escape and comes back with 'f', and tells the outcome once the combat is over."""

import io

import pytest
from rich.console import Console
from textual.widgets import OptionList, Static

from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.combat import CombatDialog
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.recap import RecapScreen
from hellenica_tui.tui.screens.handoff import HandOffScreen
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.combat_game import combat_session, march

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


def shown(screen) -> str:
    """Every text of the screen's Static widgets, rich renderables drawn as plain text."""
    console = Console(width=200, file=io.StringIO(), record=True, color_system=None)
    for widget in screen.query(Static):
        console.print(widget.content)
    return console.export_text()


def footer_keys(screen) -> dict[str, str]:
    """The keys the footer shows now, with their descriptions."""
    return {key: b.binding.description for key, b in screen.active_bindings.items() if b.binding.show}


async def opened_on_combat(pilot, tmp_path):
    session = combat_session(str(tmp_path / "combat.hsav"))
    march(session)
    pilot.app._show_game(session)
    await pilot.pause()
    await pilot.pause()
    return session


@pytest.mark.parametrize("size", SIZES)
async def test_the_dialog_opens_on_a_combat_decision_and_a_digit_answers(size, tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        session = await opened_on_combat(pilot, tmp_path)
        dialog = app.screen
        assert isinstance(dialog, CombatDialog)
        text = shown(dialog)
        assert "Combat on Megara" in text and "Athens attacks (you)" in text and "Sparta defends" in text
        assert "Dice: 3 green, 1 red, 1 yellow" in text and "Odds of round 1: you win 57%" in text
        assert "Cast a combat invocation before the dice?" in text
        assert dialog.query_one(OptionList).option_count == len(dialog.outlook.options)
        assert dialog.query_one(OptionList).highlighted == 0  # Enter would take the first
        before = len(session.game.log)
        await pilot.press("1")  # skip: cast nothing
        await pilot.pause()
        assert session.game.text(session.game.log[before]) == "skip"
        assert any(isinstance(e, we.CombatRoundRolled) for e in session.game.log[before].events)


async def test_escape_puts_it_aside_f_brings_it_back_and_the_prompt_still_answers(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await opened_on_combat(pilot, tmp_path)
        assert isinstance(app.screen, CombatDialog)
        await pilot.press("escape")
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        assert "f shows it again" in str(game.query_one("#hint", Static).render())
        assert footer_keys(game)["f"] == "Combat"  # the key is in the footer while the combat is on
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, CombatDialog)
        await pilot.press("f")  # 'f' closes it as well
        await pilot.pause()
        assert app.screen is game
        # The same answer typed at the prompt.
        before = len(session.game.log)
        await pilot.press("colon", *"skip", "enter")
        await pilot.pause()
        assert session.game.text(session.game.log[before]) == "skip"
        assert game.query_one(CommandPrompt).value == ""


async def test_f_without_a_combat_says_so(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = combat_session(str(tmp_path / "calm.hsav"))
        app._show_game(session)
        await pilot.pause()
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "No combat under way" in str(app.screen.query_one("#hint", Static).render())
        assert "f" not in footer_keys(app.screen)  # no combat: not offered


async def test_a_whole_combat_through_the_dialog_ends_on_its_outcome(tmp_path):
    """Each decision answered with its first choice, by either person, until the
    outcome shows; it tells the losses the log tells."""
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await opened_on_combat(pilot, tmp_path)
        start = len(session.game.log)
        for _ in range(40):
            screen = app.screen
            if isinstance(screen, HandOffScreen):
                await pilot.press("enter")
            elif isinstance(screen, CombatDialog) and screen.summary is not None:
                break
            elif isinstance(screen, CombatDialog):
                await pilot.press("1")
            else:
                raise AssertionError(f"no combat dialog: {type(screen).__name__}")
            await pilot.pause()
            await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, CombatDialog) and dialog.summary is not None
        lost: dict[str, dict[str, int]] = {}
        for group in session.game.log[start - 1 :]:
            for e in group.events:
                if isinstance(e, we.UnitsLost) and e.area == "megara":
                    for kind, n in e.units.items():
                        lost.setdefault(e.player, {}).setdefault(kind, 0)
                        lost[e.player][kind] += n
        assert dialog.summary.lost == lost
        assert "attacked Sparta in Megara" in shown(dialog)
        await pilot.press("enter")
        await pilot.pause()
        if isinstance(app.screen, RecapScreen):  # then what else happened to the person at the keyboard
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, GameScreen)


def test_the_odds_read_from_the_viewers_side(tmp_path):
    from hellenica_tui.tui.combat_info import combat_outlook
    from hellenica_tui.tui.games.hellenica.combat import odds_line

    session = combat_session(str(tmp_path / "odds.hsav"))
    march(session)
    out = combat_outlook(session)
    content = session.content
    assert odds_line(out.odds, out, content, "athens") == "you win 57% · tie 23% · Sparta wins 20%"
    assert odds_line(out.odds, out, content, "sparta") == "you win 20% · tie 23% · Athens wins 57%"
    assert odds_line(out.odds, out, content, None, short=True) == "Athens 57% · tie 23% · Sparta 20%"


async def test_arrows_and_enter_choose_too(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await opened_on_combat(pilot, tmp_path)
        before = len(session.game.log)
        await pilot.press("down")
        await pilot.pause()
        # The choice Enter takes carries a mark, not only a colour.
        marked = [str(o.prompt) for o in app.screen.query_one(OptionList).options if str(o.prompt).startswith(">")]
        assert len(marked) == 1 and "quiet" in marked[0]
        await pilot.press("enter")  # the second choice: quiet
        await pilot.pause()
        assert session.game.text(session.game.log[before]) == "quiet"


async def test_a_digit_with_no_choice_says_so(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await opened_on_combat(pilot, tmp_path)
        before = len(session.game.log)
        await pilot.press("9")
        await pilot.pause()
        assert isinstance(app.screen, CombatDialog) and len(session.game.log) == before
        assert any("No choice 9" in str(n.message) for n in app._notifications)


def test_odds_estimated_with_a_reroll_say_so(tmp_path):
    from dataclasses import replace

    from hellenica_tui.tui.combat_info import combat_outlook
    from hellenica_tui.tui.games.hellenica.combat import odds_text

    session = combat_session(str(tmp_path / "about.hsav"))
    march(session)
    out = combat_outlook(session)
    assert "about" not in odds_text(out, session.content, "athens").plain
    played = replace(out, odds=replace(out.odds, sampled=4000))
    assert odds_text(played, session.content, "athens").plain.startswith(
        "Odds of round 1 (about: the reroll counted, from rounds played): you win 57%"
    )


async def test_u_passes_the_combat_window_and_keeps_combat_windows_quiet_until_my_turn(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        session = await opened_on_combat(pilot, tmp_path)
        dialog = app.screen
        assert isinstance(dialog, CombatDialog) and dialog.quiet  # the combat's invocation window asks Athens
        assert footer_keys(dialog)["u"] == "Quiet until my turn" and "u: quiet until my turn" in shown(dialog)
        before = len(session.game.log)
        await pilot.press("u")
        await pilot.pause()
        assert session.game.text(session.game.log[before]) == "skip"
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert "combat" in game.table.interruptions.quiet


def test_u_is_not_offered_where_no_window_asks(tmp_path):
    session = combat_session(str(tmp_path / "combat.hsav"))
    march(session)
    from hellenica_tui.tui.games.hellenica.combat import CombatDialog as Dialog

    dialog = Dialog(session.content, session.viewer)
    assert dialog.check_action("quiet", ()) is False and dialog.check_action("map", ()) is True
