"""The state of a game of Hellas: plain data, copied by hand for speed.

The scenario's data is not in the state: `content_hash` names it (content.by_hash).
Cities are named by their tile's id; a city's Greeks and ships are counted per
city, and the ships next to a city are always its owner's.
"""

from __future__ import annotations

import copy
import hashlib
from typing import Literal

import msgspec

from hellenica_tui.games.hellas.content import CardId, GodId, TileId

PlayerId = str
Phase = Literal["setup", "choose", "burst", "voyage", "attack", "defence", "regroup", "over"]


class Attack(msgspec.Struct, kw_only=True):
    target: TileId
    sent: dict[TileId, int]  # Greeks sent, by the city they left
    land: bool = True  # every sending city reaches the target over land
    bonus: int = 0  # the attacker's strength cards
    defence: int = 0  # the defender's


class State(msgspec.Struct, kw_only=True):
    content_hash: str
    players: list[PlayerId]  # the light player first
    phase: Phase = "setup"
    current: int = 0
    turn: int = 0  # turns of the main game begun (0 while the map is made)
    stack: list[TileId] = msgspec.field(default_factory=list)  # the top tile is the last
    aside: list[TileId] = msgspec.field(default_factory=list)  # set aside while the map is made
    drawn: TileId = ""  # the tile drawn and waiting to be laid
    placed: dict[TileId, tuple[int, int, int]] = msgspec.field(default_factory=dict)  # q, r, turn
    grid: dict[int, TileId] = msgspec.field(default_factory=dict)  # spot key -> tile
    laid: dict[PlayerId, int] = msgspec.field(default_factory=dict)  # tiles laid while making the map
    owner: dict[TileId, PlayerId] = msgspec.field(default_factory=dict)
    greeks: dict[TileId, int] = msgspec.field(default_factory=dict)
    ships: dict[TileId, int] = msgspec.field(default_factory=dict)
    greek_supply: dict[PlayerId, int] = msgspec.field(default_factory=dict)
    ship_supply: dict[PlayerId, int] = msgspec.field(default_factory=dict)
    hands: dict[PlayerId, list[CardId]] = msgspec.field(default_factory=dict)
    fresh: dict[PlayerId, list[CardId]] = msgspec.field(default_factory=dict)  # drawn this turn
    decks: dict[GodId, list[CardId]] = msgspec.field(default_factory=dict)  # the top card is the last
    discards: dict[GodId, list[CardId]] = msgspec.field(default_factory=dict)
    actions: int = 0  # Burst actions left
    fair_wind: bool = False
    attack: Attack | None = None
    regroup_into: TileId = ""  # "": freely among all cities; else only into this city
    gave: list[str] = msgspec.field(default_factory=list)  # "greek:CITY" / "ship:CITY" moved out this regroup
    took: list[str] = msgspec.field(default_factory=list)  # ... moved in
    failed: int = 0  # tiles put under the stack since the last one laid
    closed_at: int = 0  # the turn at whose end the map closed (0: still open)
    winner: PlayerId = ""
    reason: str = ""  # how the game ended


def key(q: int, r: int) -> int:
    """A spot as one integer (a dict key that msgpack keeps)."""
    return (q + 512) * 1024 + (r + 512)


def copy_state(s: State) -> State:
    """A deep copy: a shallow one (fast, in C), then every container afresh."""
    c = copy.copy(s)
    c.players = list(s.players)
    c.stack = list(s.stack)
    c.aside = list(s.aside)
    c.placed = dict(s.placed)  # values are tuples, never changed in place
    c.grid = dict(s.grid)
    c.laid = dict(s.laid)
    c.owner = dict(s.owner)
    c.greeks = dict(s.greeks)
    c.ships = dict(s.ships)
    c.greek_supply = dict(s.greek_supply)
    c.ship_supply = dict(s.ship_supply)
    c.hands = {p: list(h) for p, h in s.hands.items()}
    c.fresh = {p: list(h) for p, h in s.fresh.items()}
    c.decks = {g: list(d) for g, d in s.decks.items()}
    c.discards = {g: list(d) for g, d in s.discards.items()}
    c.gave = list(s.gave)
    c.took = list(s.took)
    a = s.attack
    if a is not None:
        c.attack = Attack(target=a.target, sent=dict(a.sent), land=a.land, bonus=a.bonus, defence=a.defence)
    return c


_encoder = msgspec.msgpack.Encoder()  # dicts fill in event order, the same on every replay


def state_hash(s: State) -> bytes:
    return hashlib.blake2b(_encoder.encode(s), digest_size=16).digest()


def opponent(s: State, player: PlayerId) -> PlayerId:
    return s.players[1] if player == s.players[0] else s.players[0]


def to_move(s: State) -> PlayerId:
    return s.players[s.current]


def cities_of(s: State, player: PlayerId) -> list[TileId]:
    return [c for c, p in s.owner.items() if p == player]
