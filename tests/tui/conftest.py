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


@pytest.fixture
def every_game():
    """Asked for by a test that sees every game offered on the title screen (see below)."""


@pytest.fixture(autouse=True)
def _hellenica_offered_alone(request, monkeypatch):
    """The title screen's tests press 'n' for Hellenica's form, as it opens while Hellenica
    is the only game offered; they keep seeing it alone. A test of the other games'
    screens asks for `every_game` and sees the picker."""
    if "every_game" in request.fixturenames:
        return
    from hellenica_tui.games import registry

    real = registry.games
    monkeypatch.setattr(
        registry, "games", lambda every=False: real(every) if every else [g for g in real() if g.facts.id == "hellenica"]
    )
