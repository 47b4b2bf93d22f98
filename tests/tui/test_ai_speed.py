"""The AI players' pace: chosen with the new game, on the command line, or with 's' in a game."""

from textual.widgets import RadioButton

from hellenica_tui.tui.aispeed import AI_SPEEDS, describe, next_speed
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.play_args import build_parser


def test_the_speeds_cycle_from_slow_to_instant_and_round():
    assert [next_speed(s) for s in AI_SPEEDS] == ["normal", "fast", "instant", "slow"]
    assert next_speed("unknown") == "normal"
    assert describe("instant") == "AI speed: instant (no pause)"
    assert build_parser().parse_args(["--ai-speed", "fast"]).ai_speed == "fast"


async def first_person_command(pilot, screen) -> None:
    screen.query_one("#prompt").value = screen.session.suggestions()[0]
    await pilot.press("colon", "enter")
    await pilot.pause()


async def test_s_cycles_the_speed_and_a_waiting_ai_takes_it_at_once():
    app = HellenicaApp(ai_speed="slow")
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
        await pilot.pause()
        screen = app.screen
        await pilot.press("s")  # on the map, Athens to act: only the setting changes
        assert app.ai_speed == "normal" and screen._ai_timer is None
        assert "AI speed: normal" in str(screen.query_one("#hint").render())
        await pilot.press("s", "s", "s")
        assert app.ai_speed == "slow"
        await first_person_command(pilot, screen)
        # No await from here on: the AI must not get to act before the checks.
        screen._stop_ai()
        screen._schedule_ai()
        assert screen._ai_timer is not None and screen._ai_timer._interval == 1.2
        screen.action_ai_speed()
        assert app.ai_speed == "normal"
        assert screen._ai_timer is not None and screen._ai_timer._interval == 0.4


async def test_instant_ais_reply_without_a_pause():
    app = HellenicaApp(ai_speed="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta", "thebes"], 5, {}, ai=["sparta", "thebes"])
        await pilot.pause()
        screen = app.screen
        await first_person_command(pilot, screen)
        for _ in range(20):  # no waiting: a few turns of the event loop
            if screen.session.ai_acting() is None:
                break
            await pilot.pause()
        assert screen.session.ai_acting() is None
        assert "Sparta: " in "\n".join(screen.log_lines) and "Thebes: " in "\n".join(screen.log_lines)


async def test_the_new_game_screen_sets_the_speed():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        app.screen.query_one("#speed-fast", RadioButton).value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.ai_speed == "fast"
