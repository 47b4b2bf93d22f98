"""A log with nothing told yet says what it is for; the first line told replaces that."""

from rich.text import Text
from textual.app import App

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.gamelog import EMPTY, GameLog
from tests.tui.test_game_pilot import type_command


def shown(log: GameLog) -> str:
    return "\n".join(strip.text for strip in log.lines)


class OneLog(App[None]):
    def compose(self):
        yield GameLog(id="log")


async def test_an_empty_log_says_so_until_a_line_is_told_and_again_once_retold_empty():
    app = OneLog()
    async with app.run_test(size=(90, 10)) as pilot:
        log = app.query_one(GameLog)
        await pilot.pause()
        assert shown(log) == EMPTY
        log.tell([Text("Athens: patron hera"), Text("  You choose Hera as patron.")])
        await pilot.pause()
        assert shown(log) == "Athens: patron hera\n  You choose Hera as patron."
        assert log.told == 2
        log.retell([])  # a new width, nothing told: the line comes back
        await pilot.pause()
        assert shown(log) == EMPTY and log.told == 0


async def test_a_new_games_log_pane_says_nothing_has_happened_then_tells_the_first_command():
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        await pilot.press("g")
        await pilot.pause()
        log = screen.query_one("#log", GameLog)
        assert " ".join(shown(log).split()) == EMPTY  # wrapped to the pane
        command = screen.session.suggestions()[0]
        await type_command(pilot, command)
        await pilot.press("enter")  # past the hand-off to Sparta
        await pilot.pause()
        assert EMPTY.split()[0] not in shown(log) and f"Athens: {command}" in shown(log)
