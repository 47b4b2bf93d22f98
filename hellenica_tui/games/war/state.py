"""The state of a war game: players, cities, units, the deck and the clock.

Plain msgspec Structs, changed only by `evolve`. Units are kept one by one
(each army has its own movement points and starvation counters); a stack is
simply the units of one player in one space.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Literal

import msgspec

from hellenica_tui.games.war.content.schema import UnitKind

PlayerId = str
HELD = ""  # the space of a prisoner: none
CityId = str
SpaceId = str
Phase = Literal["home", "discard", "recruit", "diplomacy", "move1", "sea", "land", "move2", "over"]
MOVE_PHASES: tuple[Phase, ...] = ("move1", "move2")
SHIPS: tuple[UnitKind, ...] = ("fleet", "transport")
FIGHTERS: tuple[UnitKind, ...] = ("army", "rowers")


class Unit(msgspec.Struct, kw_only=True):
    id: int
    owner: PlayerId
    kind: UnitKind
    space: SpaceId
    used: int = 0  # movement points spent in this move phase
    starvation: int = 0
    attacked: bool = False  # has fought as an attacker in this battle phase
    name: str = ""  # leaders only
    skills: tuple[str, ...] = ()  # leaders only
    held_by: PlayerId = ""  # a captured leader: the captor's prisoner, off the map
    exiled_until: int = 0  # an exiled leader, off the map: the game turn he comes back
    beaten: int = 0  # the game turn a leader's stack last lost a battle
    hesitant: int = 0  # a game turn in which it may not attack (a card)


class City(msgspec.Struct, kw_only=True):
    id: CityId
    space: SpaceId
    income: int  # base revenue: 7 for a home city, 1D6 rolled at setup for a minor one
    home_of: PlayerId = ""  # whose home city it is ("" for a minor city)
    controller: PlayerId = ""  # "" while neutral
    hostile: bool = False
    no_income: bool = False  # pays nothing at its holder's next revenue (a card)
    razed: int = 0  # razed counters
    trait: str = ""  # a minor city's trait, shared with its controller


class Player(msgspec.Struct, kw_only=True):
    name: PlayerId
    home: CityId = ""
    gold: int = 0
    hand: list[str] = msgspec.field(default_factory=list)
    traits: list[str] = msgspec.field(default_factory=list)
    diplomacy_used: int = 0  # rolls made this turn
    diplomacy_bonus: int = 0  # rolls added (or, below 0, taken) by cards for this turn
    diplomacy_next: int = 0  # what cards played by others take from his next turn
    idle: bool = False  # may neither move nor attack this turn (a card)
    idle_next: bool = False  # ... nor on his next turn
    treasure: int = 0  # Treasure cards in play this turn: gold for a city taken
    out: bool = False  # holds neither a city nor a unit: skipped
    seen: dict[PlayerId, list[str]] = msgspec.field(default_factory=dict)  # hands he has spied on, as they were


class PendingBattle(msgspec.Struct, kw_only=True):
    """An attack declared, waiting for the defender's answer (the battle cards he plays)."""

    attacker: PlayerId
    defender: PlayerId
    target: SpaceId
    then: str
    cards: list[str]  # the attacker's battle cards


class State(msgspec.Struct, kw_only=True):
    scenario: str
    content_hash: str
    seats: list[PlayerId]  # in seat order: the order home cities are chosen in
    players: dict[PlayerId, Player]
    cities: dict[CityId, City]
    units: list[Unit] = msgspec.field(default_factory=list)
    next_unit: int = 1
    deck: list[str] = msgspec.field(default_factory=list)  # the top card is the last
    discard: list[str] = msgspec.field(default_factory=list)
    leader_names: list[str] = msgspec.field(default_factory=list)  # names still to give, next last
    order: list[PlayerId] = msgspec.field(default_factory=list)  # turn order, rolled at setup
    turn: int = 0  # 1 to the scenario's last; a turn is one round of every player
    current: int = 0  # index into `order` (into `seats` while homes are chosen)
    phase: Phase = "home"
    recruited: dict[CityId, int] = msgspec.field(default_factory=dict)  # units raised this turn
    baggage_raised: dict[CityId, int] = msgspec.field(default_factory=dict)
    winners: list[PlayerId] = msgspec.field(default_factory=list)
    truce_by: PlayerId = ""  # who played a truce: nobody attacks until his next turn ends
    truce_turn: int = 0  # the game turn of that next turn
    pending: PendingBattle | None = None
    pending_revolt: CityId = ""  # a revolt raised, waiting for the holder's answer

    @property
    def active(self) -> PlayerId:
        if self.pending is not None:
            return self.pending.defender
        if self.pending_revolt:
            return self.cities[self.pending_revolt].controller
        if self.phase == "home":
            return self.seats[self.current]
        return self.order[self.current]

    def unit(self, unit_id: int) -> Unit:
        for u in self.units:
            if u.id == unit_id:
                return u
        raise KeyError(unit_id)

    def leader(self, name: str) -> Unit | None:
        """The leader called `name` as commands name him (in lower case), wherever he is."""
        return next((u for u in self.units if u.kind == "leader" and u.name.lower() == name), None)

    def at(self, space: SpaceId, owner: PlayerId | None = None) -> list[Unit]:
        return [u for u in self.units if u.space == space and (owner is None or u.owner == owner)]

    def city_at(self, space: SpaceId) -> City | None:
        for city in self.cities.values():
            if city.space == space:
                return city
        return None


_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(State)


def copy_state(state: State) -> State:
    """A copy sharing nothing that `evolve` changes in place: every struct and every
    list and dict of the state is new (what they hold is immutable), made by hand
    field by field, which is about twice as fast as a round trip through msgpack.
    `tests/games/war/test_state_copy.py` checks that no field is left shared."""
    c = _copy_state(state)
    c.seats = list(state.seats)
    c.players = {k: _copy_player(p) for k, p in state.players.items()}
    c.cities = {k: _copy_city(city) for k, city in state.cities.items()}
    c.units = list(map(_copy_unit, state.units))
    c.deck = list(state.deck)
    c.discard = list(state.discard)
    c.leader_names = list(state.leader_names)
    c.order = list(state.order)
    c.recruited = dict(state.recruited)
    c.baggage_raised = dict(state.baggage_raised)
    c.winners = list(state.winners)
    if state.pending is not None:
        c.pending = msgspec.structs.replace(state.pending, cards=list(state.pending.cards))
    return c


# msgspec's shallow copies, called directly (copy.copy's dispatch costs more than the copy)
_copy_unit: Callable[[Unit], Unit] = Unit.__copy__  # type: ignore[attr-defined]
_copy_city: Callable[[City], City] = City.__copy__  # type: ignore[attr-defined]
_copy_state: Callable[[State], State] = State.__copy__  # type: ignore[attr-defined]


def _copy_player(p: Player) -> Player:
    seen = {k: list(v) for k, v in p.seen.items()}
    return msgspec.structs.replace(p, hand=list(p.hand), traits=list(p.traits), seen=seen)


def copy_by_msgpack(state: State) -> State:
    """The plain copy `copy_state` must equal: a round trip through msgpack."""
    return _decoder.decode(_encoder.encode(state))


def state_hash(state: State) -> bytes:
    return hashlib.blake2b(_encoder.encode(state), digest_size=16).digest()


def count(units: list[Unit], kind: UnitKind) -> int:
    return sum(1 for u in units if u.kind == kind)


def manned_fleets(units: list[Unit]) -> int:
    """Fleets of one stack with rowers aboard: one rowers unit mans one fleet."""
    return min(count(units, "fleet"), count(units, "rowers"))


def blocks(units: list[Unit]) -> bool:
    """Whether a stack bars others from its space: it holds armies, rowers or a manned fleet."""
    return any(u.kind in FIGHTERS for u in units)
