"""Screens as pictures at the smallest supported size and a large one.

Update after an intended change with `pytest tests/tui --snapshot-update`.
"""

import pytest

from hellenica_tui.tui.app import HellenicaApp

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((160, 50), id="160x50")]


@pytest.mark.parametrize("size", SIZES)
def test_title(snap_compare, size):
    assert snap_compare(HellenicaApp(), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_explorer(snap_compare, size):
    # Two steps east from Corcyra, then one south: the cursor sits on Ambracia's
    # neighbour, away from the start, and the panel describes it.
    assert snap_compare(HellenicaApp(explore=True), terminal_size=size, press=["right", "right", "down"])


@pytest.mark.parametrize("size", SIZES)
def test_help(snap_compare, size):
    assert snap_compare(HellenicaApp(), terminal_size=size, press=["question_mark"])


@pytest.mark.parametrize("size", SIZES)
def test_game(snap_compare, size):
    # A fixed seed: the deities dealt, the Favorite and every word on screen stay the same.
    async def start(pilot):
        pilot.app.start_game(["athens", "sparta", "thebes"], 5, {})
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_end_of_game_charts(snap_compare, size, tmp_path):
    # The two-player example game, copied (a save is written to as it is opened);
    # remade by `make examples`, after which this picture is updated too.
    import shutil
    from pathlib import Path

    from hellenica_tui.tui.screens.end import EndScreen
    from hellenica_tui.tui.session import GameSession

    save = tmp_path / "end.hsav"
    shutil.copy(Path(__file__).parents[2] / "saves" / "examples" / "two-players.hsav", save)

    async def show(pilot):
        session = GameSession.load(str(save))
        pilot.app.push_screen(EndScreen(session, pilot.app.palette))
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=show, press=["3"])
