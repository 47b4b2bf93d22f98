"""What happens in a game of Hellas: every change of the state is one of these."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event


class TileDrawn(Event):
    player: str
    tile: str


class TileSetAside(Event):
    tile: str


class TilePlaced(Event):
    player: str
    tile: str
    q: int
    r: int
    turn: int


class TileUnderStack(Event):
    tile: str


class StackShuffled(Event):
    """The set-aside tiles went back and the stack was shuffled: its new order, bottom first."""

    order: tuple[str, ...]


class MainGameBegun(Event):
    pass


class GreekPlaced(Event):
    player: str
    city: str
    source: str = ""  # "": from the supply; else the city it left


class ShipPlaced(Event):
    player: str
    city: str
    source: str = ""


class ShipReturned(Event):
    player: str
    city: str


class GreekRemoved(Event):
    player: str  # the Greek's owner
    city: str


class BurstBegun(Event):
    player: str
    actions: int


class ActionsAdded(Event):
    player: str
    amount: int


class CardDrawn(Event):
    player: str
    god: str
    card: str


class DeckReshuffled(Event):
    god: str
    order: tuple[str, ...]


class ActionUsed(Event):
    player: str


class CardPlayed(Event):
    player: str
    god: str
    card: str


class FairWindBlown(Event):
    player: str


class StrengthAdded(Event):
    player: str
    amount: int


class AttackBegun(Event):
    player: str
    target: str


class GreeksSent(Event):
    player: str
    source: str
    count: int
    land: bool


class DefenceAsked(Event):
    player: str  # the defender


class AttackWon(Event):
    player: str
    target: str
    attack: int
    defence: int
    kept: int  # the attacker's Greeks left in the city (at most three)
    ships: int  # the attacker's ships placed next to it


class AttackLost(Event):
    player: str
    target: str
    attack: int
    defence: int


class RegroupBegun(Event):
    player: str
    into: str  # "": among all cities


class GreekMoved(Event):
    player: str
    source: str
    target: str


class ShipMoved(Event):
    player: str
    source: str
    target: str


class TurnEnded(Event):
    player: str
    next_player: str


class MapClosed(Event):
    pass


class GameWon(Event):
    player: str
    reason: str


EVENTS: tuple[type[Event], ...] = (
    TileDrawn, TileSetAside, TilePlaced, TileUnderStack, StackShuffled, MainGameBegun, GreekPlaced,
    ShipPlaced, ShipReturned, GreekRemoved, BurstBegun, ActionsAdded, ActionUsed, CardDrawn, DeckReshuffled,
    CardPlayed, FairWindBlown, StrengthAdded, AttackBegun, GreeksSent, DefenceAsked, AttackWon,
    AttackLost, RegroupBegun, GreekMoved, ShipMoved, TurnEnded, MapClosed, GameWon,
)  # fmt: skip
