"""What a player may ask for, one Struct per command (tagged by class name).

The player is not part of a command: `decide` is told who sends it. Action
commands carry `exchange`: paid with Commerce instead of an action cube, and
then no upgrade is exhausted. `using` names which matching upgrade to
exhaust when they differ: "wonder", "government" (the marker), a mine's area
or a temple's deity; "" takes a plain upgrade on a settlement first.
"""

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


# -- actions -------------------------------------------------------------------


class Build(Command, frozen=True, kw_only=True):
    city: str
    upgrade: str
    deity: str = ""  # a temple's patron
    site: str = ""  # "" a settlement, an area id for a mine there, "free" Delphi's free temple
    over: str = ""  # the upgrade replaced ("" = an empty location)
    over_deity: str = ""  # the replaced temple's deity
    over_unfinished: bool = False  # the replaced upgrade is under construction
    exchange: bool = False


class ChangeGovernment(Command, frozen=True, kw_only=True):
    government: str
    city: str
    deity: str = ""  # for a marker that counts as a temple
    exchange: bool = False


class Train(Command, frozen=True, kw_only=True):
    city: str
    unit: str
    elite: bool = False
    using: str = ""
    exchange: bool = False


class Research(Command, frozen=True, kw_only=True):
    city: str
    convert: int = 0  # Philosophers bought with Commerce
    advancement: str = ""
    using: str = ""
    exchange: bool = False


class Worship(Command, frozen=True, kw_only=True):
    city: str
    using: str = ""
    exchange: bool = False


class SupplyCommerce(Command, frozen=True, kw_only=True):
    city: str
    using: str = ""
    exchange: bool = False


class Pass(Command, frozen=True, kw_only=True):
    pass


ACTION_COMMANDS: tuple[type[Command], ...] = (
    Build, ChangeGovernment, Train, Research, Worship, SupplyCommerce, Pass,
)
PHASE_COMMANDS: tuple[type[Command], ...] = (
    ChoosePatron, KeepEthos, Redraw, PickFavorite, ChooseDirection, PlaceGovernment,
)
COMMAND_TYPES: list[type[Command]] = [*PHASE_COMMANDS, *ACTION_COMMANDS]


def register_command(kind: type[Command]) -> type[Command]:
    """Add a command kind (the war rules add theirs); returns it, as a decorator."""
    if kind not in COMMAND_TYPES:
        COMMAND_TYPES.append(kind)
    return kind
