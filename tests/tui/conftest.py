import pytest
from textual.widgets import Input

from hellenica_tui.games import registry
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.seat.board.mapmodel import MapModel
from tests.tui.asking import asked_as_written


@pytest.fixture(autouse=True)
def _colour_terminal(monkeypatch, tmp_path):
    """The same terminal for every run, whatever the runner's: true colour, no NO_COLOR,
    saved games and the player's settings in fresh folders."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("COLORTERM", "truecolor")
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    asked_as_written(tmp_path / "config" / "hellenica" / "settings.json")
    _hellenica_alone(monkeypatch)
    _steady_cursor(monkeypatch)


@pytest.fixture
def player_defaults(tmp_path) -> None:
    """The player's settings as a new player has them: no file."""
    (tmp_path / "config" / "hellenica" / "settings.json").unlink()


def _hellenica_alone(monkeypatch) -> None:
    """The title's New game goes straight to Hellenica's form, as these tests were
    written for; a test of the other games' screens offers them again (`every_game`)."""
    monkeypatch.setattr(registry, "games", lambda every=False: [registry.game("hellenica")])


def _steady_cursor(monkeypatch) -> None:
    """A text box's cursor shows as after a key, however long a loaded machine takes to
    draw the screen: its blink (half a second on, half off) would otherwise decide a
    snapshot."""
    monkeypatch.setattr(Input, "_toggle_cursor", lambda self: None)


REAL_GAMES = registry.games  # the real listing, taken before any test patches it


@pytest.fixture(scope="session")
def model() -> MapModel:
    return MapModel.of(load_scenario("classic"))


@pytest.fixture
def every_game(monkeypatch) -> None:
    """Asked for by a test of the other games' screens: every game listed for players is
    offered again on the title screen (undoing `_hellenica_alone`)."""
    monkeypatch.setattr(registry, "games", REAL_GAMES)
