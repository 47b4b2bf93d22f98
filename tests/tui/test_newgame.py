"""The new game form on the smallest terminal: its refusal is shown where it is seen."""

from hellenica_tui.tui.app import HellenicaApp


async def test_a_refused_setup_scrolls_its_reason_into_view_at_80x24():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        screen = app.screen
        screen.query_one("#states").deselect("sparta")
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = screen.query_one("#newgame-error")
        assert "Choose 2 to 7" in str(error.render())
        box = screen.query_one("#newgame-box")
        assert box.region.contains_region(error.region)  # scrolled into view when it sits below the first screenful
