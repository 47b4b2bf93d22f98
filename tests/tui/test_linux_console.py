"""On the Linux console (TERM=linux) frames are drawn with box-drawing lines only."""

from textual.scrollbar import ScrollBarRender
from textual.widgets import RadioSet

from hellenica_tui.tui.app import HellenicaApp


async def test_the_linux_console_gets_plain_frames(monkeypatch):
    monkeypatch.setenv("TERM", "linux")
    monkeypatch.setattr(ScrollBarRender, "VERTICAL_BARS", list(ScrollBarRender.VERTICAL_BARS))
    monkeypatch.setattr(ScrollBarRender, "HORIZONTAL_BARS", list(ScrollBarRender.HORIZONTAL_BARS))
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert app.has_class("-linux-console")
        speeds = app.screen.query_one("#ai-speed", RadioSet)
        assert speeds.styles.border.top[0] == "solid"
        assert set(ScrollBarRender.VERTICAL_BARS) == {" "}


async def test_other_terminals_keep_textual_frames():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert not app.has_class("-linux-console")
        assert app.screen.query_one("#ai-speed", RadioSet).styles.border.top[0] == "tall"
