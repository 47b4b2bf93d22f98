"""A dialog that opens while Textual holds the screen's updates (a widget built again,
the footer when its keys change, keeps them held across its awaits) is drawn once
they are let go (tui.held_frames): the terminal, written through the real output
path (frame_diff, partial_rows) into an emulator, shows what the screen drawn whole
shows. It used to show the map alone under the dialog's footer, until a resize."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import pytest
from textual._compositor import Compositor

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.combat import CombatDialog
from hellenica_tui.tui.games.hellenica.recap import RecapScreen
from hellenica_tui.tui.games.hellenica.secret import BidDialog
from tests.tui.combat_game import combat_session
from tests.tui.test_partial_rows import cells
from tests.tui.test_secret_pilot import bidding_game
from tests.tui.virtual_terminal import driven, repainted
from tests.tui.waiting import eventually

LOADS = [pytest.param(0.0, id="idle"), pytest.param(0.03, id="slow-frames")]


def slow_frames(monkeypatch, seconds: float) -> None:
    """Every frame takes `seconds` more to work out (a loaded machine)."""
    for name in ("render_full_update", "render_partial_update"):
        render = getattr(Compositor, name)

        def slow(self, *args, _render=render, **kwargs):
            time.sleep(seconds)
            return _render(self, *args, **kwargs)

        monkeypatch.setattr(Compositor, name, slow)


async def opened_while_held(app, act: Callable[[], object]) -> None:
    """Does `act` with the app's updates held for a while, as a widget being built again
    holds them, then lets the app run on its own (no pilot to poke the screen)."""
    with app.batch_update():
        act()
        for _ in range(10):
            await asyncio.sleep(0.02)
    await asyncio.sleep(0.8)


@pytest.mark.parametrize("load", LOADS)
async def test_the_combat_dialog_a_move_opens_is_on_the_terminal(tmp_path, monkeypatch, load):
    if load:
        slow_frames(monkeypatch, load)
    with driven() as terminal:
        app = HellenicaApp()
        async with app.run_test(size=(100, 30)) as pilot:
            app._show_game(combat_session(str(tmp_path / "combat.hsav")))
            await pilot.pause(0.3)
            game = app.screen
            await opened_while_held(app, lambda: game._submit("move all to megara", private=False))
            assert await eventually(lambda: isinstance(app.screen, CombatDialog))
            assert await eventually(lambda: "Combat on Megara" in terminal.text())
            assert await eventually(lambda: cells(terminal.screen) == repainted(app))


@pytest.mark.parametrize("load", LOADS)
async def test_the_bid_dialog_of_a_world_event_is_on_the_terminal(monkeypatch, load):
    if load:
        slow_frames(monkeypatch, load)
    session = bidding_game()
    with driven() as terminal:
        app = HellenicaApp()
        async with app.run_test(size=(100, 30)):
            await opened_while_held(app, lambda: app._show_game(session))
            while await eventually(lambda: isinstance(app.screen, (RecapScreen, BidDialog))) and isinstance(
                app.screen, RecapScreen
            ):  # the summaries read: the bid comes
                await opened_while_held(app, app.screen.dismiss)
            assert isinstance(app.screen, BidDialog)
            assert await eventually(lambda: app.screen.choice.event.name in terminal.text())
            assert await eventually(lambda: cells(terminal.screen) == repainted(app))
