"""What happens at an AI seat: its deck, board, bids, grudges and garrison."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hellenica_tui.engine.ruleset import Event

if TYPE_CHECKING:
    from hellenica_tui.games.hellenica.core.decide import Tx

# -- events --------------------------------------------------------------------------------


class AiReady(Event, frozen=True, kw_only=True):
    player: str


class AiEthosDealt(Event, frozen=True, kw_only=True):
    cards: tuple[str, ...]


class AiDeckShuffled(Event, frozen=True, kw_only=True):
    deck: tuple[str, ...]  # the new order, top card last


class AiCardRevealed(Event, frozen=True, kw_only=True):
    player: str
    card: str
    use: str  # "production" or "movement"


class AiBoardChanged(Event, frozen=True, kw_only=True):
    """An AI player's rows on the AI board, as they are now."""

    player: str
    advancements: int
    supply: int
    favor: int
    philosophers: int
    commerce: int


class AiBonusProduced(Event, frozen=True, kw_only=True):
    """A special situation gives the AI player bonus production this turn."""

    player: str
    bonus: str  # the AI bonus entry's id


class AiMovedNothing(Event, frozen=True, kw_only=True):
    """An AI player's supplied area gave no move: no world event card is revealed."""

    player: str
    area: str


class AiBidRolled(Event, frozen=True, kw_only=True):
    """The yellow die rolled for an AI player's world-event bid, and the bid it gives."""

    player: str
    face: str
    amount: int


class GrudgeSet(Event, frozen=True, kw_only=True):
    player: str  # the AI player harmed
    against: str  # whose cube goes on its grudge space


class GarrisonRestored(Event, frozen=True, kw_only=True):
    """The marker's fallen unit is back at the end of a combat."""

    player: str
    area: str
    units: dict[str, int]


class GarrisonLost(Event, frozen=True, kw_only=True):
    player: str
    area: str


class GarrisonRegenerated(Event, frozen=True, kw_only=True):
    player: str
    area: str


_EVENTS: tuple[tuple[type[Event], bool], ...] = (
    (AiReady, False), (AiEthosDealt, True), (AiDeckShuffled, True), (AiCardRevealed, True),
    (AiBoardChanged, False), (AiBonusProduced, False), (AiMovedNothing, False), (AiBidRolled, True), (GrudgeSet, False),
    (GarrisonRestored, False), (GarrisonLost, False),
    (GarrisonRegenerated, True),
)
EVENTS = tuple(kind for kind, _ in _EVENTS)
BARRIERS = tuple(kind for kind, barrier in _EVENTS if barrier)  # undo stops at these


def moved_nothing(tx: Tx, player: str) -> bool:
    """Whether the movement just over was an AI's that moved no unit."""
    return any(isinstance(e, AiMovedNothing) and e.player == player for e in tx.events)
