import pytest

from hellenica_tui.games.hellenica.content import load_scenario
from hellenica_tui.tui.mapmodel import MapModel


@pytest.fixture(autouse=True)
def _colour_terminal(monkeypatch):
    """Tests choose their own colour mode; the runner's NO_COLOR must not leak in."""
    monkeypatch.delenv("NO_COLOR", raising=False)


@pytest.fixture(scope="session")
def model() -> MapModel:
    return MapModel.of(load_scenario("classic"))
