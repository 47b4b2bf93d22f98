"""The areas another player's moves changed are marked on the map for a while."""

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica import game
from hellenica_tui.tui.widgets.hexmap import HexMap
from tests.tui.waiting import until


async def ai_step(pilot, screen) -> None:
    """One AI command, thought out in its worker and given."""
    screen._ai_tick()
    await until(pilot, lambda: not screen.ai_busy)


async def ai_ticks_until_marked(pilot, screen, limit: int = 40) -> str:
    """Let the AI act one command at a time until a command changes the map; its log line."""
    hexmap = screen.query_one(HexMap)
    screen._stop_ai()
    screen._schedule_ai = lambda: None  # the test gives the pace, whatever the machine's load
    for _ in range(limit):
        if screen.session.ai_acting() is None:
            break
        await ai_step(pilot, screen)
        if hexmap.marked:
            return screen.log_lines[-1]
    raise AssertionError("no AI command changed the map")


async def test_an_ai_move_marks_the_areas_it_changed_and_draws_them_marked():
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["athens", "sparta"])
        await pilot.pause()
        screen = app.screen
        hexmap = screen.query_one(HexMap)
        line = await ai_ticks_until_marked(pilot, screen)
        assert "moves 1 Trireme from Sparta to Laconian Gulf" in line
        assert hexmap.marked == {"sparta", "laconian_gulf"}
        # The marked hex is drawn with the marked colour; an unmarked one is not.
        marked_bg = app.palette.marked.bgcolor

        def backgrounds(area: str) -> set:
            rows = hexmap.map_layout.area_rows(area)
            return {seg.style.bgcolor for y in rows for seg in hexmap.row_strip(y) if seg.style}

        assert marked_bg in backgrounds("laconian_gulf")
        assert marked_bg not in backgrounds("corcyra")


async def test_marks_fade_and_the_persons_own_command_clears_them(monkeypatch):
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["athens", "sparta"])
        await pilot.pause()
        screen = app.screen
        hexmap = screen.query_one(HexMap)
        await ai_ticks_until_marked(pilot, screen)
        monkeypatch.setattr(game, "MARK_SECONDS", 0.2)
        screen._mark(hexmap.marked, add=False)  # marked again, to fade after the short time
        await until(pilot, lambda: hexmap.marked == frozenset())  # faded
    monkeypatch.setattr(game, "MARK_SECONDS", 60.0)  # no fading while Athens acts below
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
        await pilot.pause()
        screen = app.screen
        session = screen.session
        hexmap = screen.query_one(HexMap)
        screen._stop_ai()
        screen._schedule_ai = lambda: None  # the test gives the pace, whatever the machine's load
        for _ in range(60):
            if app.screen is not screen:  # a secret choice's dialog: typed at the prompt instead
                await pilot.press("escape")
                await pilot.pause()
            if session.ai_acting() is not None:
                await ai_step(pilot, screen)
            elif hexmap.marked:
                given = len(session.game.log)
                screen.query_one("#prompt").value = session.suggestions()[0]
                await pilot.press("colon", "enter")
                await pilot.pause()
                if len(session.game.log) > given and session.viewer == "athens":
                    assert hexmap.marked == frozenset()  # Athens knows what Athens did
                    return
            else:
                screen.query_one("#prompt").value = session.suggestions()[0]
                await pilot.press("colon", "enter")
            await pilot.pause()
        raise AssertionError("the AI never changed the map before Athens acted")
