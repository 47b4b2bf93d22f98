"""Events of movement, combat, conquest and creatures (registered with events.py).

Units are named by key ("hoplite", "elite_cavalry", ...). Dice outcomes are
in the events, so replaying never rolls.
"""

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellenica.war.state import Step

# -- supply for movement -------------------------------------------------------------


class MovementSupplied(Event, frozen=True, kw_only=True):
    player: str
    area: str  # the area activated
    left: dict[str, int]  # its units that may move


class SupplyCancelled(Event, frozen=True, kw_only=True):
    """A creature's supply roll failed: the market stays spent, nothing moves."""

    player: str
    area: str
    face: str


class UnitsMoved(Event, frozen=True, kw_only=True):
    player: str
    src: str
    dst: str
    units: dict[str, int]  # key -> count
    # Units whose supply counts matter: how many times each moved unit had been
    # supplied before this move. Other keys (unlimited triremes) move as they are.
    times: dict[str, list[int]] = {}
    via: tuple[str, ...] = ()  # seas crossed by sea transport
    supplied: bool = True  # counts against supply limits (a withdrawal does not)
    held: bool = False  # a creature on `dst` keeps them there this turn


class MovementEnded(Event, frozen=True, kw_only=True):
    player: str


class MineRaided(Event, frozen=True, kw_only=True):
    player: str
    area: str  # where the mine location is
    city: str  # the city the upgrade belongs to
    slot: int
    upgrade: str


# -- combat ------------------------------------------------------------------------


class CombatBegan(Event, frozen=True, kw_only=True):
    area: str
    attacker: str
    defender: str
    origin: str
    via: tuple[str, ...] = ()


class LeaderPlaced(Event, frozen=True, kw_only=True):
    player: str
    domain: str  # "land" (Brilliant General) or "sea" (Brilliant Admiral)


class LeaderDeclined(Event, frozen=True, kw_only=True):
    player: str


class CombatRoundRolled(Event, frozen=True, kw_only=True):
    area: str
    round: int
    attacker_dice: tuple[tuple[str, int], ...]  # (colour, number), after rerolls
    defender_dice: tuple[tuple[str, int], ...]
    attacker_yellow: tuple[str, ...]  # hero die faces (an extra yellow die adds one)
    defender_yellow: tuple[str, ...]
    attacker_strength: int
    defender_strength: int
    picks: tuple[str, ...]  # who picks an enemy unit to destroy: the winner, or both on a tie
    rerolled: tuple[tuple[str, str, int, int], ...] = ()  # (player, colour, old, new)


class UnitsLost(Event, frozen=True, kw_only=True):
    player: str
    area: str
    units: dict[str, int]
    cause: str  # "combat", "hero_die", "at_sea", "on_land", "creature", "duel"
    by: str = ""  # the player whose pick it was, in combat


class CasualtyPrevented(Event, frozen=True, kw_only=True):
    """An ability saves the unit the enemy picked."""

    player: str
    unit: str


class CasualtyPicked(Event, frozen=True, kw_only=True):
    player: str  # who picked; its pick is done for this round


class WithdrawalDeclined(Event, frozen=True, kw_only=True):
    player: str


class Withdrew(Event, frozen=True, kw_only=True):
    player: str
    src: str
    dst: str
    units: dict[str, int]
    via: tuple[str, ...] = ()


class CombatEnded(Event, frozen=True, kw_only=True):
    area: str


class CombatStep(Event, frozen=True, kw_only=True):
    """The combat moves to `step`, waiting for these players' answers (maybe none)."""

    step: Step
    players: tuple[str, ...]


# -- upkeep ------------------------------------------------------------------------


class CityConquered(Event, frozen=True, kw_only=True):
    player: str
    city: str
    previous: str  # "" for a neutral city
    destroyed: tuple[int, ...]  # slots emptied
    government: str = ""  # the player whose government marker was destroyed


class FreeTempleOffered(Event, frozen=True, kw_only=True):
    player: str
    city: str


class FreeTempleDone(Event, frozen=True, kw_only=True):
    player: str


class WarTokensRetrieved(Event, frozen=True, kw_only=True):
    """Brilliant leader tokens come back; creatures stop holding units."""


class CreatureSlain(Event, frozen=True, kw_only=True):
    player: str
    area: str
    creature: str


class CreatureRolled(Event, frozen=True, kw_only=True):
    """Yellow faces and combat dice a creature's duel or upkeep ability rolled."""

    area: str
    creature: str
    faces: tuple[str, ...] = ()
    numbers: tuple[int, ...] = ()


class CreatureNext(Event, frozen=True, kw_only=True):
    """The creature that acts next at upkeep, as the Favorite of the Gods chose, and
    those the Favorite sent after it, in order."""

    area: str
    creature: str
    then: tuple[str, ...] = ()


class UpgradeOwed(Event, frozen=True, kw_only=True):
    """A creature takes an upgrade of `owner`'s city: the owner chooses which."""

    area: str
    creature: str
    owner: str


class CreatureDone(Event, frozen=True, kw_only=True):
    """The creature has acted this upkeep."""

    creature: str


class CreaturesDone(Event, frozen=True, kw_only=True):
    """Every creature has acted: the upkeep goes on."""


class UpgradeLost(Event, frozen=True, kw_only=True):
    city: str
    slot: int
    cause: str


class SettlementBlocked(Event, frozen=True, kw_only=True):
    """A creature destroyed an upgrade of an AI player's city: one of its
    settlements is blocked and no longer counts as an upgrade."""

    city: str
    player: str


class CityOwnerChanged(Event, frozen=True, kw_only=True):
    """A city emptied of units and upgrades becomes neutral or goes back home."""

    city: str
    owner: str


_EVENTS = (
    (CityOwnerChanged, False), (CasualtyPrevented, False), (FreeTempleOffered, False), (FreeTempleDone, False),
    (MovementSupplied, False), (SupplyCancelled, True), (UnitsMoved, False), (MovementEnded, False),
    (MineRaided, False), (CombatBegan, False), (LeaderPlaced, False), (LeaderDeclined, False),
    (CombatRoundRolled, True), (UnitsLost, False), (CasualtyPicked, False), (WithdrawalDeclined, False),
    (Withdrew, False), (CombatEnded, False), (CombatStep, False), (CityConquered, True),
    (WarTokensRetrieved, False), (CreatureSlain, False), (CreatureRolled, True), (UpgradeLost, False),
    (SettlementBlocked, False), (CreatureNext, False), (UpgradeOwed, False), (CreatureDone, False),
    (CreaturesDone, False),
)
EVENTS = tuple(kind for kind, _ in _EVENTS)
BARRIERS = tuple(kind for kind, barrier in _EVENTS if barrier)  # undo stops at these
