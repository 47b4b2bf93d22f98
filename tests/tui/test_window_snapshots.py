"""The invocation window dialog, the bid dialog and the creatures' order as pictures, at
80x24 and 120x40, and without colour (the line Enter takes marked '>', the bid's worth
in words)."""

from __future__ import annotations

import pytest
from textual.widgets import Input

from hellenica_tui.tui import settings
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.recap import RecapScreen
from tests.tui.test_secret_pilot import bidding_game
from tests.tui.window_game import window_session

CASES = [
    pytest.param((80, 24), False, id="80x24"),
    pytest.param((120, 40), False, id="120x40"),
    pytest.param((80, 24), True, id="80x24-no-color"),
]


@pytest.mark.parametrize("size, no_color", CASES)
def test_invocation_window_dialog(snap_compare, size, no_color, monkeypatch, tmp_path):
    # Sparta, with temples to Zeus and Poseidon, asked before Athens' action; the second card highlighted.
    settings.update(window_dialog=True)
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    session = window_session(str(tmp_path / "window.hsav"))

    async def show(pilot):
        pilot.app._show_game(session)
        await pilot.pause()
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=show, press=["down"])


@pytest.mark.parametrize("size, no_color", CASES)
def test_bid_dialog(snap_compare, size, no_color, monkeypatch, tmp_path):
    # The first bidder holds Diplomacy: + twice shows what the bid counts for.
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    session = bidding_game()
    session.state.players[session.viewer].advancements.append("diplomacy")

    async def show(pilot):
        pilot.app._show_game(session)
        await pilot.pause()
        await pilot.pause()
        while isinstance(pilot.app.screen, RecapScreen):
            await pilot.press("enter")
            await pilot.pause()
        pilot.app.screen.query_one(Input).cursor_blink = False  # the picture never caught mid-blink

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=show, press=["plus", "plus"])


@pytest.mark.parametrize("size, no_color", CASES)
def test_creature_order_dialog(snap_compare, size, no_color, monkeypatch, tmp_path):
    # Athens, the Favorite, at upkeep with three creatures: the Sphinx picked first, the Hydra highlighted.
    from tests.tui.test_creature_order_dialog import at_upkeep
    from tests.tui.waiting import until

    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    session = at_upkeep(str(tmp_path / "creatures.hsav"))

    async def show(pilot):
        pilot.app._show_game(session)
        await until(pilot, lambda: bool(pilot.app.screen.query("#order-so-far")))
        await pilot.press("down", "enter")
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=show)
