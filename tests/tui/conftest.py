import pytest

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.seat.board.mapmodel import MapModel


@pytest.fixture(autouse=True)
def _colour_terminal(monkeypatch, tmp_path):
    """The same terminal for every run, whatever the runner's: true colour, no NO_COLOR,
    saved games and the player's settings in fresh folders."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("COLORTERM", "truecolor")
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.fixture(scope="session")
def model() -> MapModel:
    return MapModel.of(load_scenario("classic"))
