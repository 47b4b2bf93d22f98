"""`w` reads the last turn told from its first page (its attacks first), not from its
newest page (a world event's bids, say), where an attack told earlier in the turn
would go unseen."""

from __future__ import annotations

import pytest

from hellenica_tui.games.hellenica.table.recap import Happening
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.recap import RecapScreen
from hellenica_tui.tui.recaps import Told


@pytest.mark.parametrize("size, no_color", [((80, 24), True), ((120, 40), False)])
async def test_w_opens_on_the_first_page_of_the_last_turn(size, no_color, monkeypatch):
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        screen.table.recaps.shown["athens"] = [
            Told(1, [Happening("Sparta trains a hoplite.")]),
            Told(2, [Happening("Sparta attacks Megara: your garrison is destroyed.", ("megara",), war=True)]),
            Told(2, [Happening("Bids on Earthquake: Sparta wins.", news=True)]),
        ]
        await pilot.press("w")
        await pilot.pause()
        recap = app.screen
        assert isinstance(recap, RecapScreen) and recap.index == 1
        assert "garrison is destroyed" in recap.query_one("#recap-text").text.plain
        assert "(2 of 3)" in str(recap.query_one("#recap-heading").render())
        await pilot.press("right")
        await pilot.pause()
        assert "Earthquake" in recap.query_one("#recap-text").text.plain  # the newest, one step on
