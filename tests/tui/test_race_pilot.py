"""The objectives screen (`o`), the end screen's list of the winner's objectives
and its keys, and "what happened to you" (`w`), pressed as a player would."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from textual.widgets import Static

from hellenica_tui.ai import bots
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.end import EndScreen
from hellenica_tui.tui.games.hellenica.game import GAME_OVER, GameScreen
from hellenica_tui.tui.games.hellenica.objectives import ObjectivesScreen
from hellenica_tui.tui.games.hellenica.recap import RecapScreen
from hellenica_tui.tui.recaps import Recaps
from hellenica_tui.tui.screens.title import TitleScreen
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt

EXAMPLES = Path(__file__).parents[2] / "saves" / "examples"


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


async def settle(pilot, screen) -> None:
    """The AI players wait: the test gives the pace, whatever the machine's load."""
    await pilot.pause()
    screen._stop_ai()
    screen._schedule_ai = lambda: None


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_o_shows_the_race_to_win_and_closes_again(size):
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
        await pilot.pause()
        game = app.screen
        await settle(pilot, game)
        while not isinstance(app.screen, GameScreen):  # a secret choice waits: put it aside
            await pilot.press("escape")
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, ObjectivesScreen)
        told = text_of(app.screen, "#race-text")
        assert "3 objectives win" in told and "Your objectives" in told and "Everyone" in told
        assert "Empire: 1 of 6 cities (5 to go)" in told
        assert "[ ] Empire" in told  # met or not, told by a mark and a word
        assert "Sparta (AI rulebook)" in told  # an AI seat, with its level
        await pilot.press("o")
        await pilot.pause()
        assert app.screen is game
        await pilot.press("o", "escape")
        await pilot.pause()
        assert app.screen is game


async def test_the_end_screen_lists_every_objective_an_ai_winner_completed(tmp_path):
    save = tmp_path / "seven.hsav"
    shutil.copy(EXAMPLES / "seven-players.hsav", save)
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_save(str(save))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        winners = text_of(app.screen, "#winners")
        won = app.screen.session.won_with()
        assert len(won["sparta"]) == 3  # Destruction, and two of the AI players' shared Ethos cards
        for card in won["sparta"]:
            assert app.screen.session.content.objectives[card].name in winners


async def test_end_screen_escape_goes_to_the_title_m_to_the_final_map_and_e_back(tmp_path):
    save = tmp_path / "two.hsav"
    shutil.copy(EXAMPLES / "two-players.hsav", save)
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_save(str(save))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        footer = {b.key: b.description for b in app.screen.BINDINGS}
        assert footer["escape"] == "Title" and footer["m"] == "Map"
        await pilot.press("m")
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        prompt = game.query_one(CommandPrompt)
        assert prompt.placeholder == "the game is over"  # no longer invites a command
        await pilot.press("colon")
        await pilot.pause()
        assert not prompt.has_focus and text_of(game, "#hint") == GAME_OVER
        shown = {key: b.binding.description for key, b in game.active_bindings.items() if b.enabled}
        assert shown["e"] == "End charts"  # the expert's place in the footer: it has nothing to advise
        await pilot.press("e")  # back to the charts
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


def played_until_news(path: Path) -> GameSession:
    """Athens (a person, playing random legal commands) against two AI players, up to
    Athens's decision after others did something a summary tells."""
    # the balanced tables variant, as the pictures of "what happened" were drawn with
    settings: dict[str, bool | str] = {"rules": "balanced"}
    session = GameSession.new(["athens", "sparta", "thebes"], 21, settings, ai=["sparta", "thebes"], path=str(path))
    game, rng, seats = session.game, random.Random(4), {}
    recaps = Recaps(session)
    while game.position[0] < 6:
        if "athens" in game.to_act():
            if len(game.log) > 1 and game.log[-1].player != "athens":
                probe = Recaps(session)
                found = probe.due("athens")
                if found and any(h.areas for h in found):
                    return session
            recaps.acted("athens")
            game.apply(rng.choice(game.legal_commands("athens")), "athens")
        else:
            bots.step(game, seats)
    raise AssertionError("nothing happened to Athens in five turns")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_persons_decision_opens_with_what_happened_to_them(tmp_path, size):
    session = played_until_news(tmp_path / "news.hsav")
    expected = Recaps(session).due("athens")
    path = session.game.path
    session.close()
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        app.open_save(path)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, RecapScreen)
        game = app.screen_stack[-2]
        told = app.screen.query_one("#recap-text").text.plain
        for h in expected:
            assert f"- {h.text}" in told
        areas = frozenset(a for h in expected for a in h.areas)
        hexmap = game.query_one(HexMap)
        assert hexmap.marked == areas  # marked while the summary is read
        await pilot.press("enter")
        await pilot.pause()
        while app.screen is not game:  # a secret choice may follow: put it aside
            await pilot.press("escape")
            await pilot.pause()
        await settle(pilot, game)
        assert areas <= hexmap.marked  # still marked after the summary is closed
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, RecapScreen) and app.screen.query_one("#recap-text").text.plain == told
        await pilot.press("w")
        await pilot.pause()
        assert app.screen is game
        given = len(game.session.game.log)
        game.query_one(CommandPrompt).value = game.session.suggestions()[0]
        await pilot.press("colon", "enter")
        await pilot.pause()
        assert len(game.session.game.log) > given
        while app.screen is not game:  # news that came with Athens's command: read it
            await pilot.press("escape")
            await pilot.pause()
        await settle(pilot, game)
        assert areas <= hexmap.marked  # Athens acted: the marks stay until cleared
        await pilot.press("escape", "w")
        await pilot.pause()
        assert "x" in app.screen.active_bindings  # the footer offers to clear them
        await pilot.press("x")
        await pilot.pause()
        assert app.screen is game and hexmap.marked == frozenset() and game.table.pinned == frozenset()
        await pilot.press("w")
        await pilot.pause()
        assert "x" not in app.screen.active_bindings  # nothing left to clear
        assert "Marked on the map" not in app.screen.query_one("#recap-text").text.plain


async def test_news_that_came_while_the_summary_was_open_is_told_when_it_closes(tmp_path):
    from hellenica_tui.games.hellenica.table.recap import Happening

    session = played_until_news(tmp_path / "news.hsav")
    path = session.game.path
    session.close()
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_save(path)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, RecapScreen)
        game = app.screen_stack[-2]
        later = [Happening("Sparta wins the world event for 2 Favor.", ("megara",), news=True)]
        told = iter([later])
        game.table.recaps.due = lambda person: next(told, None)  # as if an AI's command opened bids meanwhile
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RecapScreen)
        assert "Sparta wins the world event" in app.screen.query_one("#recap-text").text.plain
        assert "megara" in game.table.pinned  # marked beside the first summary's areas


async def test_on_a_hot_seat_hand_off_the_next_person_is_told_what_happened_to_them():
    from hellenica_tui.games.hellenica.table.recap import Happening
    from hellenica_tui.tui.screens.handoff import HandOffScreen

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        game = app.screen
        asked: list[str] = []
        attack = [Happening("Athens attacks you on Megara.", ("megara",))]

        def due(person):
            asked.append(person)
            return attack if person == "sparta" else None

        game.table.recaps.due = due
        game.query_one(CommandPrompt).value = game.session.suggestions()[0]
        await pilot.press("colon", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)  # nothing of Sparta's shown before Sparta is ready
        assert "sparta" not in asked
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RecapScreen)
        assert text_of(app.screen, ".bar").startswith("Sparta: what happened")
        assert "Athens attacks you on Megara." in app.screen.query_one("#recap-text").text.plain
        assert game.table.pinned == {"megara"} and "megara" in game.query_one(HexMap).marked


async def test_a_player_coming_within_one_objective_of_winning_is_announced():
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        game = app.screen
        state = game.session.state
        # Empire, and Athens: Destruction (a rival's Home City; Thebes, not in this game, would not count)
        for city in ("sparta", "athens", "argos", "megara", "arcadia", "messenia"):
            state.areas[city].owner = "sparta"
            state.areas[city].units.pop("athens", None)  # else Athens takes it back at the upkeep
        game._offer_recap()
        await pilot.pause()
        notes = [n.message for n in app._notifications]
        assert any(m.startswith("Sparta has met 2 of the 3 objectives needed: one more wins") for m in notes)
        await pilot.press("o")
        await pilot.pause()
        told = text_of(app.screen, "#race-text")
        assert "! Sparta has met 2 of the 3 objectives needed" in told
        assert "[x] Empire" in told and "[x] Destruction" in told


async def test_a_wrapped_objective_goes_on_under_its_name_past_the_mark():
    """At 80x24 a long objective line wraps; its next line starts under the
    objective's name, so the mark column shows one entry per objective."""
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
        await pilot.pause()
        game = app.screen
        await settle(pilot, game)
        while not isinstance(app.screen, GameScreen):
            await pilot.press("escape")
        game.session.state.players["athens"].ethos = ["loyalty", "might"]  # the longest lines
        await pilot.press("o")
        await pilot.pause()
        lines = text_of(app.screen, "#race-text").splitlines()
        start = lines.index("Your objectives") + 1
        goals = lines[start:lines.index("", start)]
        assert any(line.startswith("  [ ] Might") for line in goals)
        assert len(goals) > 5  # the Ethos lines did wrap
        for line in goals:
            assert line.startswith(("  [ ] ", "  [x] ", "      ")) and line[6] != " ", line


async def test_w_pages_through_the_earlier_summaries(tmp_path):
    from hellenica_tui.games.hellenica.table.recap import Happening
    from hellenica_tui.tui.recaps import Told

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
        await pilot.pause()
        game = app.screen
        await settle(pilot, game)
        while app.screen is not game:  # a secret choice waits: put it aside
            await pilot.press("escape")
        game.table.recaps.shown["athens"] = [
            Told(1, [Happening("Sparta attacks you on Megara.", ("megara",))]),
            Told(2, [Happening("Bids on Famine: Athens 0, Sparta 2.", news=True)]),
        ]
        await pilot.press("w")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RecapScreen)
        heading = lambda: text_of(screen, "#recap-heading")  # noqa: E731
        body = lambda: screen.query_one("#recap-text").text.plain  # noqa: E731
        assert heading() == "Athens: what happened since your last command (2 of 2)"
        assert "Bids on Famine" in body()
        keys = {k for k, b in screen.active_bindings.items() if b.binding.show}
        assert "left" in keys and "right" not in keys  # only the way that leads somewhere
        await pilot.press("left")
        await pilot.pause()
        assert heading() == "Athens: what happened, turn 1 (1 of 2)"
        assert "Sparta attacks you on Megara." in body() and "Where: Megara." in body()
        keys = {k for k, b in screen.active_bindings.items() if b.binding.show}
        assert "right" in keys and "left" not in keys
        await pilot.press("h")  # nothing earlier: it stays
        await pilot.press("l")
        await pilot.pause()
        assert "Bids on Famine" in body()
        await pilot.press("w")
        await pilot.pause()
        assert app.screen is game


async def test_a_game_won_while_a_dialog_is_open_shows_its_end_once_the_dialog_closes():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
        await pilot.pause()
        game = app.screen
        await settle(pilot, game)
        while app.screen is not game:  # a secret choice waits: put it aside
            await pilot.press("escape")
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, RecapScreen)
        game.session.state.winners = ["sparta"]  # as the last AI command would leave it
        await pilot.press("escape")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        await pilot.press("m")  # the map: the end screen is not opened again on its own
        await pilot.pause()
        await pilot.pause()
        assert app.screen is game
        await pilot.press("o", "escape")
        await pilot.pause()
        await pilot.pause()
        assert app.screen is game
