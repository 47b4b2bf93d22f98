"""What happens in setup and the turn's phases, one Struct per kind of fact.

Events carry their outcomes (cards dealt, cubes given) so that evolving a state
never needs the content, the rng or any judgement.
"""

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


EVENTS: tuple[type[Event], ...] = (
    PatronChosen,
    EthosDealt,
    EthosKept,
    EthosRedrawn,
    FavoriteTied,
    FavoriteChosen,
    DirectionChosen,
    ActionDone,
    UpkeepBegan,
    UpkeepStepDone,
    GovernmentPending,
    GovernmentPlaced,
    UpgradesReadied,
    DeityCardsTaken,
    InvocationsCleared,
    GameWon,
    BoardReplenished,
    TurnBegan,
)

# Events that used randomness or showed a player hidden cards: undo stops there.
BARRIERS: tuple[type[Event], ...] = (EthosDealt,)
