"""What the economy's actions do, one Struct per kind of fact."""

from hellenica_tui.engine.ruleset import Event

# -- actions -----------------------------------------------------------------------


class CubeSpent(Event, frozen=True, kw_only=True):
    player: str
    action: str


class ExchangePaid(Event, frozen=True, kw_only=True):
    player: str
    commerce: int
    action: str


class UpgradeBuilt(Event, frozen=True, kw_only=True):
    player: str
    city: str
    slot: int
    upgrade: str
    deity: str = ""
    replaced: str = ""  # the upgrade returned to the pool
    wonder: bool = False  # counts as the player's one Wonder of the World
    active: bool = False  # active at once instead of under construction


class GovernmentChanged(Event, frozen=True, kw_only=True):
    player: str
    government: str
    city: str
    upgrade: str  # the upgrade the new marker counts as
    old_government: str
    old_city: str
    deity: str = ""  # the patron of a marker that counts as a temple
    active: bool = False


class UpgradeExhausted(Event, frozen=True, kw_only=True):
    player: str
    city: str
    slot: int  # GOVERNMENT_SLOT for the government marker
    upgrade: str = ""  # what stands there, for the log


class UnitsTrained(Event, frozen=True, kw_only=True):
    player: str
    city: str
    unit: str
    count: int
    elite: bool = False


class Gained(Event, frozen=True, kw_only=True):
    player: str
    commodity: str  # favor, philosophers, commerce
    amount: int


class CommerceConverted(Event, frozen=True, kw_only=True):
    player: str
    commerce: int
    philosophers: int


class AdvancementResearched(Event, frozen=True, kw_only=True):
    player: str
    advancement: str
    cost: int


class Passed(Event, frozen=True, kw_only=True):
    player: str
    cubes: int  # cubes discarded from the board
    commerce: int


class TradeOffered(Event, frozen=True, kw_only=True):
    player: str
    to: str
    give: dict[str, int]  # by commodity, what `player` gives
    get: dict[str, int]  # and what it asks back


class TradeAnswered(Event, frozen=True, kw_only=True):
    player: str  # who was offered
    sender: str
    accepted: bool


EVENTS: tuple[type[Event], ...] = (
    CubeSpent,
    ExchangePaid,
    UpgradeBuilt,
    GovernmentChanged,
    UpgradeExhausted,
    UnitsTrained,
    Gained,
    CommerceConverted,
    AdvancementResearched,
    Passed,
    TradeOffered,
    TradeAnswered,
)
