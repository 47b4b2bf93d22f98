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
    _hellenica_alone(monkeypatch)


def _hellenica_alone(monkeypatch) -> None:
    """The title's New game goes straight to Hellenica's form, as these tests were
    written for; a test of the other games' screens offers them again (its own
    monkeypatch of `registry.games`)."""
    from hellenica_tui.games import registry

    monkeypatch.setattr(registry, "games", lambda every=False: [registry.game("hellenica")])


@pytest.fixture(scope="session")
def model() -> MapModel:
    return MapModel.of(load_scenario("classic"))
