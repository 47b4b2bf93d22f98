"""What happened. Every die rolled and every card drawn is written here."""

from __future__ import annotations

import msgspec

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.war.content.schema import UnitKind
from hellenica_tui.games.war.state import Phase


class HomeChosen(Event, frozen=True, kw_only=True):
    player: str
    city: str


class DeckShuffled(Event, frozen=True, kw_only=True):
    deck: tuple[str, ...]  # the new order, top card last
    from_discard: bool = False


class LeaderNamesShuffled(Event, frozen=True, kw_only=True):
    names: tuple[str, ...]


class CardsDrawn(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]


class CardDiscarded(Event, frozen=True, kw_only=True):
    player: str
    card: str


class UnitsPlaced(Event, frozen=True, kw_only=True):
    player: str
    space: str
    kind: UnitKind
    ids: tuple[int, ...]


class LeaderRaised(Event, frozen=True, kw_only=True):
    player: str
    id: int
    name: str
    space: str
    count_roll: int
    skill_rolls: tuple[int, ...]  # every d100 roll, rerolled duplicates included
    skills: tuple[str, ...]


class TraitGained(Event, frozen=True, kw_only=True):
    player: str
    rolls: tuple[int, ...]  # every two-dice reading, rerolls included
    trait: str


class MinorCitySet(Event, frozen=True, kw_only=True):
    city: str
    income: int
    trait_rolls: tuple[int, ...]
    trait: str


class TurnOrderRolled(Event, frozen=True, kw_only=True):
    rolls: tuple[tuple[str, tuple[int, ...]], ...]  # each player's d10s, ties rolled again
    order: tuple[str, ...]


class GoldChanged(Event, frozen=True, kw_only=True):
    player: str
    amount: int
    reason: str
    dice: tuple[int, ...] = ()


class TurnBegan(Event, frozen=True, kw_only=True):
    player: str
    turn: int


class PhaseBegan(Event, frozen=True, kw_only=True):
    player: str
    phase: Phase


class RevenueCollected(Event, frozen=True, kw_only=True):
    player: str
    by_city: tuple[tuple[str, int], ...]
    total: int


class RazedRemoved(Event, frozen=True, kw_only=True):
    city: str


class UpkeepPaid(Event, frozen=True, kw_only=True):
    player: str
    ids: tuple[int, ...]
    gold: int


class BaggageEaten(Event, frozen=True, kw_only=True):
    player: str
    fed: tuple[int, ...]
    baggage: tuple[int, ...]


class UpkeepRolled(Event, frozen=True, kw_only=True):
    player: str
    id: int
    roll: int
    modifier: int
    lost: bool


class UnitsRecruited(Event, frozen=True, kw_only=True):
    player: str
    city: str
    kind: UnitKind
    ids: tuple[int, ...]
    cost: int


class ExperienceRolled(Event, frozen=True, kw_only=True):
    player: str
    roll: int
    coin: int = 0  # the d10 that chose, on a 10: 1-5 a leader, 6-10 a trait


class DiplomacyRolled(Event, frozen=True, kw_only=True):
    player: str
    city: str
    roll: int
    modifier: int
    success: bool


class ControlChanged(Event, frozen=True, kw_only=True):
    city: str
    controller: str  # "" for neutral
    hostile: bool


class HostilityRemoved(Event, frozen=True, kw_only=True):
    city: str


class Moved(Event, frozen=True, kw_only=True):
    player: str
    ids: tuple[int, ...]
    dst: str
    costs: tuple[int, ...]  # movement points each unit paid, in the order of ids


class UnitsCaptured(Event, frozen=True, kw_only=True):
    player: str
    ids: tuple[int, ...]


class LeadersTaken(Event, frozen=True, kw_only=True):
    player: str  # the captor
    ids: tuple[int, ...]


class LeaderRansomed(Event, frozen=True, kw_only=True):
    player: str  # who paid
    captor: str
    id: int
    gold: int
    space: str  # where he comes home to


class HandSeen(Event, frozen=True, kw_only=True):
    player: str
    target: str
    cards: tuple[str, ...]


class LeaderExiled(Event, frozen=True, kw_only=True):
    id: int
    dice: tuple[int, ...]
    until_turn: int


class LeaderReturned(Event, frozen=True, kw_only=True):
    id: int
    space: str


class UnitsLost(Event, frozen=True, kw_only=True):
    ids: tuple[int, ...]
    reason: str


class Side(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One side's dice in a battle: each unit's die, the modifiers and the total."""

    player: str  # "" for a neutral city or rebels
    ids: tuple[int, ...]  # units rolling, in the order of dice
    dice: tuple[int, ...]
    per_die: tuple[int, ...]  # the modifier added to each die
    garrison: int = 0  # the city garrison's d6, 0 if none
    garrison_bonus: int = 0
    extra_dice: tuple[int, ...] = ()  # dice added once to the total (a leader's heroism)
    card_dice: tuple[int, ...] = ()  # dice this side's cards add to its total
    minus_dice: tuple[int, ...] = ()  # dice the other side's cards take from it
    total: int = 0


class BattleFought(Event, frozen=True, kw_only=True):
    kind: str  # "sea", "land" or "revolt"
    target: str
    attacker: Side
    defender: Side
    attacker_won: bool


class BattleDeclared(Event, frozen=True, kw_only=True):
    attacker: str
    defender: str
    target: str
    then: str
    cards: tuple[str, ...]


class CasualtiesRolled(Event, frozen=True, kw_only=True):
    player: str
    rolls: tuple[tuple[int, int], ...]  # (unit, d6)
    modifier: int
    destroyed: tuple[int, ...]
    retreats: tuple[tuple[int, str], ...]  # (unit, space it fell back to)
    beaten_leaders: tuple[int, ...] = ()  # leaders of the beaten stacks


class CityPlundered(Event, frozen=True, kw_only=True):
    player: str
    city: str
    dice: tuple[int, ...]
    razed: int  # razed counters the city carries afterwards


class RevoltThreatened(Event, frozen=True, kw_only=True):
    city: str
    by: str  # who raised it


class RevoltAnswered(Event, frozen=True, kw_only=True):
    city: str
    negated: bool


class RevoltBroke(Event, frozen=True, kw_only=True):
    city: str
    roll: int  # the d6 halved up: 1 to 3 rebels


class NavigationRolled(Event, frozen=True, kw_only=True):
    player: str
    id: int
    roll: int
    modifier: int
    sunk: bool


class CardPlayed(Event, frozen=True, kw_only=True):
    player: str
    card: str
    target: str = ""


class DiplomacyChanged(Event, frozen=True, kw_only=True):
    player: str
    now: int = 0  # rolls added to (or taken from) this turn
    next: int = 0  # taken from his next turn


class PlayerIdled(Event, frozen=True, kw_only=True):
    player: str  # may neither move nor attack on his next turn


class IncomeBlocked(Event, frozen=True, kw_only=True):
    city: str


class CityRazed(Event, frozen=True, kw_only=True):
    city: str
    dice: tuple[int, ...]


class StarvationAdded(Event, frozen=True, kw_only=True):
    ids: tuple[int, ...]


class PointsAdded(Event, frozen=True, kw_only=True):
    ids: tuple[int, ...]
    points: int


class StackHesitated(Event, frozen=True, kw_only=True):
    ids: tuple[int, ...]


class TreasureReady(Event, frozen=True, kw_only=True):
    player: str


class TruceBegan(Event, frozen=True, kw_only=True):
    player: str
    until_turn: int


class TruceEnded(Event, frozen=True, kw_only=True):
    player: str


class PlayerOut(Event, frozen=True, kw_only=True):
    player: str


class GameEnded(Event, frozen=True, kw_only=True):
    scores: tuple[tuple[str, int], ...]
    winners: tuple[str, ...]


EVENTS = (
    HomeChosen, DeckShuffled, LeaderNamesShuffled, CardsDrawn, CardDiscarded, UnitsPlaced, LeaderRaised,
    TraitGained, MinorCitySet, TurnOrderRolled, GoldChanged, TurnBegan, PhaseBegan, RevenueCollected,
    RazedRemoved, UpkeepPaid, BaggageEaten, UpkeepRolled, UnitsRecruited, ExperienceRolled, DiplomacyRolled,
    ControlChanged, HostilityRemoved, Moved, UnitsCaptured, UnitsLost, BattleFought, CasualtiesRolled,
    CityPlundered, RevoltBroke, NavigationRolled, PlayerOut, GameEnded, CardPlayed, BattleDeclared, DiplomacyChanged,
    RevoltThreatened, RevoltAnswered, StackHesitated, LeadersTaken, LeaderRansomed, HandSeen, LeaderExiled, LeaderReturned,
    PlayerIdled, IncomeBlocked, CityRazed, StarvationAdded, PointsAdded, TreasureReady, TruceBegan, TruceEnded,
)  # fmt: skip

# Events whose content came from dice or a hidden deck: undo may not cross them.
BARRIERS = (
    DeckShuffled, LeaderNamesShuffled, CardsDrawn, LeaderRaised, TraitGained, MinorCitySet, TurnOrderRolled,
    UpkeepRolled, ExperienceRolled, DiplomacyRolled, BattleFought, CasualtiesRolled, CityPlundered,
    RevoltBroke, NavigationRolled, CardPlayed, CityRazed, BattleDeclared, HandSeen, LeaderExiled,
)  # fmt: skip
