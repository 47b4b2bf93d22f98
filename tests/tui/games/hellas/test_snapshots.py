"""Hellas's screen as a person sees it, without colour, at 80x24 and 120x40: the
first tile being laid (the legal spots, the cursor, the tile's turn) and a game under
way (the map, the supplies, the hand)."""

from __future__ import annotations

import pytest

from hellenica_tui.tui.app import HellenicaApp
from tests.tui.games.hellas.saves import choosing, hellas_save

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


def _opened(path: str):
    async def run_before(pilot) -> None:
        pilot.app.open_save(path)
        await pilot.pause()
        await pilot.pause()

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_laying_the_first_tile(snap_compare, size, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    path = hellas_save(tmp_path)
    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=_opened(path), press=["right", "t"])


@pytest.mark.parametrize("size", SIZES)
def test_a_game_under_way(snap_compare, size, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    path = hellas_save(tmp_path, until=choosing(6))
    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=_opened(path), press=["h"])
