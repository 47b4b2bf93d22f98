"""Epireia's screen as pictures, without colour, at the smallest supported size and a
large one: the board in development, the battlefield being laid out (the other
league's tokens face down), a key's list of commands.

Update after an intended change with `pytest tests/tui/games/epireia --snapshot-update`."""

import pytest

from hellenica_tui.tui.app import HellenicaApp
from tests.tui.games.epireia.positions import developing, laying_out

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


@pytest.fixture(autouse=True)
def _no_colour(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.mark.parametrize("size", SIZES)
def test_development(snap_compare, size, tmp_path):
    assert snap_compare(HellenicaApp(load=developing(str(tmp_path / "dev.hsav"))), terminal_size=size, press=["c"])


@pytest.mark.parametrize("size", SIZES)
def test_battlefield_laid_out(snap_compare, size, tmp_path):
    assert snap_compare(HellenicaApp(load=laying_out(str(tmp_path / "battle.hsav"))), terminal_size=size, press=["t"])


@pytest.mark.parametrize("size", SIZES)
def test_the_build_list(snap_compare, size, tmp_path):
    assert snap_compare(HellenicaApp(load=developing(str(tmp_path / "dev.hsav"))), terminal_size=size, press=["b"])
