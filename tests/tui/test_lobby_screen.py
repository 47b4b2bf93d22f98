"""The lobby on the title screen (l): a person's games, one row for each seat a
person plays, the rows where that seat must act first and marked in words; Enter
opens the game bound to the row's seat."""

from __future__ import annotations

from textual.widgets import Footer, OptionList

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.screens.lobby import LobbyScreen
from hellenica_tui.tui.screens.title import TitleScreen
from tests.tui.waiting import until


def new_game(tmp_path, name: str, people: tuple[str, ...], ai: tuple[str, ...] = ()) -> Game:
    seats = [Seat(p) for p in people] + [Seat(a, "ai", "rulebook") for a in ai]
    return Game.new(RULESET, "classic", seats, 5, {}, path=str(tmp_path / f"{name}.hsav"))


async def test_l_on_the_title_screen_lists_each_persons_seat_their_turn_first_and_enter_opens_it(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    friday = new_game(tmp_path, "friday", ("athens", "sparta"))
    patron = RULESET.format(friday.legal_commands("athens")[0])
    friday.apply(patron, "athens")  # Athens has chosen: Sparta must act there
    new_game(tmp_path, "bots", (), ("thebes", "corinth"))
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        assert isinstance(app.screen, TitleScreen)
        footer = app.screen.query_one(Footer)
        assert any(key.key == "l" for key in footer.query("FooterKey"))  # the lobby's key, in the footer
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), 5)
        rows = [str(option.prompt) for option in app.screen.query_one(OptionList)._options]
        assert rows[0] == "▶ friday as Sparta: turn 1, YOUR TURN"
        assert sorted(rows[1:]) == [  # the others newest first
            "  bots: turn 1, waiting for Thebes, Corinth",
            "  friday as Athens: turn 1, waiting for Sparta",
        ]
        await pilot.press("enter")  # the first row: Sparta's seat
        await until(pilot, lambda: isinstance(app.screen, GameScreen), 10)
        screen = app.screen
        assert screen.session.seat == "sparta" and screen.session.viewer == "sparta"
        await pilot.press("ctrl+w")  # back to the title screen, as from any game opened there
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), 5)


async def test_the_lobby_says_so_when_no_game_is_in_progress(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), 5)
        assert "No game in progress" in str(app.screen.query_one("#rows-empty").content)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), 5)
