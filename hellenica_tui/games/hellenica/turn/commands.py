"""The commands of setup and the turn's phases, one Struct per command (tagged by
class name). The player is not part of a command: `decide` is told who sends it."""

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.core.state import Direction

# -- setup and phases ----------------------------------------------------------


class ChoosePatron(Command, frozen=True, kw_only=True):
    deity: str


class KeepEthos(Command, frozen=True, kw_only=True):
    cards: tuple[str, ...]  # the objectives kept, sorted


class Redraw(Command, frozen=True, kw_only=True):
    """Pay Favor equal to the turn to put the dealt Ethos cards back."""


class PickFavorite(Command, frozen=True, kw_only=True):
    player: str  # the current Favorite breaks a tie


class ChooseDirection(Command, frozen=True, kw_only=True):
    direction: Direction


class PlaceGovernment(Command, frozen=True, kw_only=True):
    """Upkeep, for a player with no government marker: place one and activate it."""

    government: str
    city: str
    deity: str = ""  # for a marker that counts as a temple
    choice: str = ""  # what the free activation gives when it offers a choice


COMMANDS: tuple[type[Command], ...] = (
    ChoosePatron, KeepEthos, Redraw, PickFavorite, ChooseDirection, PlaceGovernment,
)
