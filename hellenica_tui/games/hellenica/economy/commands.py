"""The economy's actions, one Struct per command (tagged by class name).

The player is not part of a command: `decide` is told who sends it. Action
commands carry `exchange`: paid with Commerce instead of an action cube, and
then no upgrade is exhausted. `using` names which matching upgrade to
exhaust when they differ: "wonder", "government" (the marker), a mine's area
or a temple's deity; "" takes a plain upgrade on a settlement first.
"""

from hellenica_tui.engine.ruleset import Command

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


# -- trades between players ---------------------------------------------------


class Trade(Command, frozen=True, kw_only=True):
    """An offer to another player: Philosophers and Commerce given, and asked back."""

    to: str
    give_philosophers: int = 0
    give_commerce: int = 0
    get_philosophers: int = 0
    get_commerce: int = 0

    def give(self) -> dict[str, int]:
        return _amounts(self.give_philosophers, self.give_commerce)

    def get(self) -> dict[str, int]:
        return _amounts(self.get_philosophers, self.get_commerce)


def _amounts(philosophers: int, commerce: int) -> dict[str, int]:
    return {c: n for c, n in (("philosophers", philosophers), ("commerce", commerce)) if n}


class AnswerTrade(Command, frozen=True, kw_only=True):
    accept: bool


COMMANDS: tuple[type[Command], ...] = (
    Build, ChangeGovernment, Train, Research, Worship, SupplyCommerce, Pass, Trade, AnswerTrade,
)
