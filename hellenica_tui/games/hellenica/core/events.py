"""What happened, one Struct per kind of fact (tagged by class name).

Events carry their outcomes (cards dealt, units placed, cubes given) so that
`evolve` never needs the content, the rng or any judgement.
"""

from typing import Any

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellenica.core.state import Direction

# -- setup and the turn's phases -------------------------------------------------


class PatronChosen(Event, frozen=True, kw_only=True):
    player: str
    deity: str
    city: str
    slot: int  # where the first temple stands


class EthosDealt(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]


class EthosKept(Event, frozen=True, kw_only=True):
    player: str
    kept: tuple[str, ...]
    returned: tuple[str, ...]


class EthosRedrawn(Event, frozen=True, kw_only=True):
    player: str
    favor: int
    returned: tuple[str, ...]


class FavoriteTied(Event, frozen=True, kw_only=True):
    players: tuple[str, ...]
    chooser: str


class FavoriteChosen(Event, frozen=True, kw_only=True):
    player: str
    favor: int


class DirectionChosen(Event, frozen=True, kw_only=True):
    player: str
    direction: Direction
    order: tuple[str, ...]


class ActionDone(Event, frozen=True, kw_only=True):
    """A player's action is over: play moves to the next player who has not passed."""

    player: str


class UpkeepBegan(Event, frozen=True, kw_only=True):
    turn: int


class UpkeepStepDone(Event, frozen=True, kw_only=True):
    step: int


class GovernmentPending(Event, frozen=True, kw_only=True):
    players: tuple[str, ...]


class GovernmentPlaced(Event, frozen=True, kw_only=True):
    player: str
    government: str
    city: str
    upgrade: str
    deity: str = ""


class UpgradesReadied(Event, frozen=True, kw_only=True):
    """Cubes come off the upgrades of these areas (not where a creature stands)
    and off every stack of units that reached its supply limit."""

    areas: tuple[str, ...]


class DeityCardsTaken(Event, frozen=True, kw_only=True):
    player: str
    deities: tuple[str, ...]


class InvocationsCleared(Event, frozen=True, kw_only=True):
    pass


class GameWon(Event, frozen=True, kw_only=True):
    winners: tuple[str, ...]
    objectives: dict[str, tuple[str, ...]]  # winner -> objectives completed


class BoardReplenished(Event, frozen=True, kw_only=True):
    player: str
    cubes: dict[str, int]
    extra_slots: dict[str, int]  # unlocked extra action spaces, per action


class TurnBegan(Event, frozen=True, kw_only=True):
    turn: int


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


EVENT_TYPES: list[type[Event]] = [
    PatronChosen, EthosDealt, EthosKept, EthosRedrawn, FavoriteTied, FavoriteChosen, DirectionChosen,
    ActionDone, UpkeepBegan, UpkeepStepDone, GovernmentPending, GovernmentPlaced, UpgradesReadied,
    DeityCardsTaken, InvocationsCleared, GameWon, BoardReplenished, TurnBegan, CubeSpent, ExchangePaid,
    UpgradeBuilt, GovernmentChanged, UpgradeExhausted, UnitsTrained, Gained, CommerceConverted,
    AdvancementResearched, Passed,
]

# Events that used randomness or showed a player hidden cards: undo stops there.
_BARRIERS: set[type[Event]] = {EthosDealt}


def register_event(kind: type[Event] | None = None, *, barrier: bool = False) -> Any:
    """Add an event kind (the war rules add theirs); as a decorator, also `@register_event(barrier=True)`."""
    if kind is None:
        return lambda k: register_event(k, barrier=barrier)
    if kind not in EVENT_TYPES:
        EVENT_TYPES.append(kind)
    if barrier:
        _BARRIERS.add(kind)
    return kind


def is_barrier(event: Event) -> bool:
    return type(event) in _BARRIERS
