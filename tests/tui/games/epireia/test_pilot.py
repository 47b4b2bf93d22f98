"""Epireia played through its screen: a game begun from the title's New game and its
form, the person's part given only by the screen's keys (the lists they open) against
an AI seat, to the Great Battle's result; a solo game from the form to its end; the
hot-seat hand-off hiding a secret pick; undo refused at a die with the rule's words."""

from __future__ import annotations

import io

import pytest
from textual.widgets import Static

from hellenica_tui.games import registry
from hellenica_tui.tui.app import HellenicaApp
from tests.tui.waiting import until


@pytest.fixture
def offered(every_game, tmp_path):
    return tmp_path


def _name(screen) -> str:
    return type(screen).__name__


def _hint(screen) -> str:
    return str(screen.query_one("#hint", Static).render())


def board_text(screen) -> str:
    """The board as the screen draws it, in plain text."""
    from rich.console import Console

    console = Console(width=100, no_color=True, record=True, file=io.StringIO())
    console.print(screen.ui.board(screen.session, screen.session.view()))
    return console.export_text()


async def _settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


async def _form(pilot, solo: str = ""):
    """Title, New game, Epireia, its form: the AI seat as offered, or (`solo`) none and
    the solo scenario named; started. The game screen."""
    from textual.widgets import Select

    app = pilot.app
    app.ai_speed = "instant"
    await pilot.press("n")
    await _settle(pilot)
    assert _name(app.screen) == "GamePickerScreen"
    await pilot.press(*["down"] * [g.facts.id for g in registry.games()].index("epireia"), "enter")
    await _settle(pilot)
    form = app.screen
    assert _name(form) == "SettingsFormScreen" and form.ai_chosen() == {"second": "search"}  # the default level
    form.query_one("#seat-second", Select).value = "random"  # a quick opponent for the test
    assert form.ai_chosen() == {"second": "random"}
    if solo:
        form.query_one("#seat-second", Select).value = "nobody"
        form.query_one("#setting-solo", Select).value = solo
    await pilot.press("ctrl+s")
    await _settle(pilot)
    assert _name(app.screen) == "ShellScreen"
    return app.screen


async def _pick_first(pilot, key: str) -> None:
    """Press `key` (it opens the list of its commands) and give the first listed."""
    screen = pilot.app.screen
    await pilot.press(key)
    await _settle(pilot)
    assert _name(pilot.app.screen) == "ChoiceDialog", _hint(screen)
    await pilot.press("enter")
    await _settle(pilot)


def fast_forward(screen) -> None:
    """The long middle, given at once, as the prompt would (a token produced when one
    can be, else done) and the AI seat's bot: to the Great Battle."""
    from hellenica_tui.ai.bots import step

    session, bots = screen.session, {}
    while session.state.phase in ("development", "diplomacy"):
        if session.viewer in session.to_act():
            produce = [t for t in session.suggestions() if t.startswith("produce ")]
            session.submit(produce[0] if produce and session.state.phase == "development" else "done")
        else:
            step(session.game, bots)
    screen._log(session.history(), again=True)
    screen.refresh_view()


async def _person_to_act(pilot, screen) -> None:
    await until(pilot, lambda: screen.session.is_over() or (screen.session.viewer in screen.session.to_act()
                and not screen.ai_busy and screen.session.ai_acting() is None), 20)


async def test_a_game_from_the_form_to_the_great_battle_by_the_keys(offered):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _form(pilot)
        session = screen.session
        for _ in range(400):
            await _person_to_act(pilot, screen)
            if session.is_over():
                break
            phase = session.state.phase
            if phase in ("pick_city", "pick_admin", "pick_figure"):
                await _pick_first(pilot, "o")
            elif phase in ("development", "diplomacy"):
                if session.state.round == 1:  # a round by the keys: a token produced, then done
                    produce = [t for t in session.suggestions() if t.startswith("produce ")]
                    await (_pick_first(pilot, "p") if produce else pilot.press("n"))
                else:
                    fast_forward(screen)
            elif phase == "battle_setup":
                mine = session.state.battle.slots.get(session.state.city("first").league, {}) if session.state.battle else {}
                place = [t for t in session.suggestions() if t.startswith("place ")]
                await (_pick_first(pilot, "l") if place and len(mine) < 2 else pilot.press("y"))
            else:
                await pilot.press("m" if "commit" in session.suggestions() else "h")
            await _settle(pilot)
        assert session.is_over() and session.state.winner is not None
        await until(pilot, lambda: _name(app.screen) == "ShellEndScreen")
        told = app.screen.text
        board = board_text(screen)
        league = session.state.winner.capitalize()
        assert "Flank: " in told and "Maritime: " in told and "(columns: " in told  # each front, column by column
        assert "THE GREAT BATTLE" in board and f"Winner: the {league} League" in told
        assert f"Winner: the {league} League; " in board
        laid = session.state.battle.slots[session.state.city("first").league]
        assert laid, "the person's tokens were laid through the Place list"


async def test_a_solo_game_from_the_form_to_its_end(offered):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _form(pilot, solo="watch-on-the-north")
        session = screen.session
        seen_augurs = set()
        for _ in range(300):
            await _person_to_act(pilot, screen)
            if session.is_over():
                break
            view = session.view()
            if view["augur"]:
                seen_augurs.add(view["augur"])
                title = session.module.ruleset().content(session.state).augurs[view["augur"]].title
                assert f"Augur: {title}" in board_text(screen)
            phase = session.state.phase
            if phase in ("pick_city", "pick_admin", "pick_figure"):
                await _pick_first(pilot, "o")
            elif phase in ("development", "diplomacy"):
                await pilot.press("n")
            elif phase == "battle_setup":
                await pilot.press("y")
            else:
                await pilot.press("h")
            await _settle(pilot)
        assert session.is_over() and len(seen_augurs) >= 2
        assert session.state.round == 7  # the scenario's rounds, all played
        await until(pilot, lambda: _name(app.screen) == "ShellEndScreen")
        won = session.state.winner == session.state.cities[0].league
        assert f"You {'won' if won else 'lost'} the solo scenario Watch on the north." in app.screen.text


def two_people(path: str):
    """Two people at one keyboard, past the open picks (the secret pick to come)."""
    from hellenica_tui.engine.ruleset import Seat
    from hellenica_tui.seat.opening import new_game
    from hellenica_tui.seat.play import Session

    made = new_game("epireia", "standard", [Seat("first"), Seat("second")], 7, {}, path, replace=True)
    session = Session(made.game, module=made.module)
    for text in ("city athens", "city sparta", "admin archon", "admin polemarch"):
        session.submit(text)
    session.close()
    return path


async def test_a_secret_pick_is_handed_off_and_a_draw_is_not_taken_back(tmp_path):
    from textual.widgets import Input

    app = HellenicaApp(load=two_people(str(tmp_path / "two.hsav")))
    async with app.run_test(size=(100, 30)) as pilot:
        await _settle(pilot)
        screen = app.screen
        await pilot.press("colon")
        screen.query_one("#prompt", Input).value = "figure pericles"
        await pilot.press("enter")
        await _settle(pilot)
        assert _name(app.screen) == "HandOffScreen" and "Second" in app.screen.player_name
        await pilot.press("enter")
        await _settle(pilot)
        assert screen.session.viewer == "second"
        shown = str(screen.ui.panes()[0].render(screen.session, screen.session.view()))
        assert "First figure: picked, face down" in shown and "Pericles" not in shown
        assert "Pericles" not in "\n".join(screen.log_lines)
        await _pick_first(pilot, "o")  # Second's pick: both are shown, and Act 1 drawn
        assert _name(app.screen) == "HandOffScreen"  # First develops
        await pilot.press("enter")
        await _settle(pilot)
        assert "Pericles" in "\n".join(screen.log_lines)
        await _pick_first(pilot, "p")  # a token drawn from the stock
        await pilot.press("ctrl+z")
        await _settle(pilot)
        assert "cannot be undone" in _hint(screen) and screen.session.game.log[-1].command is not None
        await pilot.press("x")  # the Act's card, one key away
        assert screen.query_one("ContentSwitcher").current == "act"
        card = screen.session.module.ruleset().content(screen.session.state).cards[screen.session.state.card]
        act = str(screen.ui.panes()[2].render(screen.session, screen.session.view()))
        assert f"Act 1 of 3: {card.title}" in act and "Objective: at least" in act and "Reward: a " in act


async def test_a_refusal_names_its_rule_and_ctrl_r_opens_it(tmp_path):
    from textual.widgets import Input

    app = HellenicaApp(load=two_people(str(tmp_path / "two.hsav")))
    async with app.run_test(size=(100, 30)) as pilot:
        await _settle(pilot)
        screen = app.screen
        await pilot.press("colon")
        screen.query_one("#prompt", Input).value = "figure leonidas"  # a Spartan, for Athens
        await pilot.press("enter")
        await _settle(pilot)
        assert "one of athens's" in _hint(screen) and "ctrl+r" in _hint(screen)
        await pilot.press("escape", "ctrl+r")
        await _settle(pilot)
        assert _name(app.screen) == "ShellTextScreen" and app.screen.title_text == "Setting up"


async def test_the_footer_shows_the_keys_of_the_phase(tmp_path):
    from tests.tui.games.epireia.positions import developing, laying_out
    from tests.tui.test_footer_room import shown_keys

    for save, meant, idle in ((laying_out, {"l", "y"}, {"d", "b", "n"}), (developing, {"n", "d"}, {"y", "l", "j"})):
        app = HellenicaApp(load=save(str(tmp_path / f"{save.__name__}.hsav")))
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda app=app: "o" in shown_keys(app), 5)
            keys = set(shown_keys(app))
            assert meant <= keys and not idle & keys, (save.__name__, keys)


async def test_the_replays_home_end_and_help_keys_are_the_replays_own(offered):
    from hellenica_tui.tui.screens.help import HelpScreen
    from tests.tui.examples import copied

    path = copied("epireia-four-players", offered)
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.open_save(str(path))
        await _settle(pilot)
        if _name(app.screen) == "ShellEndScreen":
            await pilot.press("escape")
        await pilot.press("v")
        await _settle(pilot)
        replay = app.screen
        assert _name(replay) == "ShellReplayScreen"
        replay.query_one("#replay-board").focus()  # the board scrolls, yet End and Home step the replay
        await pilot.press("end")
        assert replay.cursor.command == len(replay.session.game.log)
        await pilot.press("home")
        assert replay.cursor.command == 0
        await pilot.press("question_mark")
        await _settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert app.screen.text.startswith("# Epireia: the leagues of Greece") and "| end | End |" in app.screen.text
        assert "Hellenica" not in app.screen.text  # not the default game's help
        await pilot.press("escape", "i")
        await _settle(pilot)
        assert _name(app.screen) == "ShellTextScreen"  # the reference, as the game screen shows it
        assert app.screen.title_text == "Epireia: the leagues of Greece: the rules"
        assert "**Administrator: Archon**\n  " in app.screen.text
