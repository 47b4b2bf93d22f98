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


@pytest.fixture(autouse=True)
def _hellenica_offered_alone(monkeypatch):
    """New game opens Hellenica's form at once, as while it was the only game offered:
    the screens' tests of Hellenica press through it so. A test of the list of games
    (tests/tui/games/) puts the real list back (`offered_games`)."""
    from hellenica_tui.games import registry

    real = registry.games
    monkeypatch.setattr(registry, "games", lambda every=False: real(every) if every else [registry.game("hellenica")])


def offered_games(monkeypatch) -> None:
    """Every game listed for players offered again (undoing `_hellenica_offered_alone`)."""
    from hellenica_tui.games import registry

    monkeypatch.setattr(registry, "games", REAL_GAMES)


def _real_games():
    from hellenica_tui.games import registry

    return registry.games


REAL_GAMES = _real_games()
