"""What happens in a game of Hellas: every change of the state is one of these."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event


class TileDrawn(Event, frozen=True, kw_only=True):
    player: str
    tile: str


class TileSetAside(Event, frozen=True, kw_only=True):
    tile: str


class TilePlaced(Event, frozen=True, kw_only=True):
    player: str
    tile: str
    q: int
    r: int
    turn: int


class TileUnderStack(Event, frozen=True, kw_only=True):
    tile: str


class StackShuffled(Event, frozen=True, kw_only=True):
    """The set-aside tiles went back and the stack was shuffled: its new order, bottom first."""

    order: tuple[str, ...]


class MainGameBegun(Event, frozen=True, kw_only=True):
    pass


class GreekPlaced(Event, frozen=True, kw_only=True):
    player: str
    city: str
    source: str = ""  # "": from the supply; else the city it left


class ShipPlaced(Event, frozen=True, kw_only=True):
    player: str
    city: str
    source: str = ""


class ShipReturned(Event, frozen=True, kw_only=True):
    player: str
    city: str


class GreekRemoved(Event, frozen=True, kw_only=True):
    player: str  # the Greek's owner
    city: str


class BurstBegun(Event, frozen=True, kw_only=True):
    player: str
    actions: int


class ActionsAdded(Event, frozen=True, kw_only=True):
    player: str
    amount: int


class CardDrawn(Event, frozen=True, kw_only=True):
    player: str
    god: str
    card: str


class DeckReshuffled(Event, frozen=True, kw_only=True):
    god: str
    order: tuple[str, ...]


class ActionUsed(Event, frozen=True, kw_only=True):
    player: str


class CardPlayed(Event, frozen=True, kw_only=True):
    player: str
    god: str
    card: str


class FairWindBlown(Event, frozen=True, kw_only=True):
    player: str


class StrengthAdded(Event, frozen=True, kw_only=True):
    player: str
    amount: int


class AttackBegun(Event, frozen=True, kw_only=True):
    player: str
    target: str


class GreeksSent(Event, frozen=True, kw_only=True):
    player: str
    source: str
    count: int
    land: bool


class DefenceAsked(Event, frozen=True, kw_only=True):
    player: str  # the defender


class AttackWon(Event, frozen=True, kw_only=True):
    player: str
    target: str
    attack: int
    defence: int
    kept: int  # the attacker's Greeks left in the city (at most three)
    ships: int  # the attacker's ships placed next to it


class AttackLost(Event, frozen=True, kw_only=True):
    player: str
    target: str
    attack: int
    defence: int


class RegroupBegun(Event, frozen=True, kw_only=True):
    player: str
    into: str  # "": among all cities


class GreekMoved(Event, frozen=True, kw_only=True):
    player: str
    source: str
    target: str


class ShipMoved(Event, frozen=True, kw_only=True):
    player: str
    source: str
    target: str


class TurnEnded(Event, frozen=True, kw_only=True):
    player: str
    next_player: str


class MapClosed(Event, frozen=True, kw_only=True):
    pass


class GameWon(Event, frozen=True, kw_only=True):
    player: str
    reason: str


EVENTS: tuple[type[Event], ...] = (
    TileDrawn, TileSetAside, TilePlaced, TileUnderStack, StackShuffled, MainGameBegun, GreekPlaced,
    ShipPlaced, ShipReturned, GreekRemoved, BurstBegun, ActionsAdded, ActionUsed, CardDrawn, DeckReshuffled,
    CardPlayed, FairWindBlown, StrengthAdded, AttackBegun, GreeksSent, DefenceAsked, AttackWon,
    AttackLost, RegroupBegun, GreekMoved, ShipMoved, TurnEnded, MapClosed, GameWon,
)  # fmt: skip
