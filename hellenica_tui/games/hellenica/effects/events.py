"""The events the one-off effects emit, and how each changes the state."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellenica.core.sharing import Writes, writes_nothing, writes_player
from hellenica_tui.games.hellenica.core.state import (
    ACTION,
    ACTIVE,
    GOVERNMENT_SLOT,
    Ability,
    Holder,
    ParamValue,
    State,
    set_turncoat_holder,
    stack_of,
    turn_key,
)
from hellenica_tui.games.hellenica.mechanics.units import unit_key
from hellenica_tui.games.hellenica.war.evolve import take_units  # keeps supply counts in step
from hellenica_tui.games.kit.tables import EventTable, Evolvers

# -- events ------------------------------------------------------------------------


class Lost(Event, frozen=True, kw_only=True):
    player: str
    commodity: str
    amount: int


class Taken(Event, frozen=True, kw_only=True):
    player: str  # who takes
    source: str  # who gives
    commodity: str
    amount: int


class UnitsRemoved(Event, frozen=True, kw_only=True):
    """Units go back to their owner's pool (an effect, a revolt, a reduction)."""

    player: str
    area: str
    unit: str  # stack key, e.g. "elite_hoplite"
    count: int


class UnitsPromoted(Event, frozen=True, kw_only=True):
    player: str
    area: str
    unit: str  # the regular kind that becomes elite
    count: int


class UpgradesRemoved(Event, frozen=True, kw_only=True):
    city: str
    slots: tuple[int, ...]  # GOVERNMENT_SLOT for the government marker


class UpgradeReadied(Event, frozen=True, kw_only=True):
    city: str
    slot: int


class RevoltRolled(Event, frozen=True, kw_only=True):
    city: str
    owner: str
    face: str
    score: int
    units_lost: int


class PickedAtRandom(Event, frozen=True, kw_only=True):
    """Units or upgrades an effect picked at random (what is lost follows)."""

    area: str
    picks: tuple[str, ...]


class FavoriteMade(Event, frozen=True, kw_only=True):
    player: str


class CubesGained(Event, frozen=True, kw_only=True):
    player: str
    action: str
    amount: int


class EthosDrawn(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]


class CreaturePlaced(Event, frozen=True, kw_only=True):
    creature: str
    area: str
    source: str = ""  # the area it left ("" = it was off the map)


class TurncoatMoved(Event, frozen=True, kw_only=True):
    name: str
    player: str
    area: str
    source_player: str = ""
    source_area: str = ""


class CardsForeseen(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]  # top card first


class DeckArranged(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]  # the new top cards, top first


class AbilityGranted(Event, frozen=True, kw_only=True):
    player: str
    kind: str
    params: dict[str, ParamValue]
    duration: str
    area: str = ""
    source: str = ""
    moment: str = ""


# -- evolve -------------------------------------------------------------------------


def _drop_units(s: State, area: str, player: str, unit: str, count: int) -> None:
    stack = s.areas[area].units.get(player)
    if stack is None:
        return
    take_units(s, area, player, {unit: min(count, stack.units.get(unit, 0))})


def _lost(s: State, e: Lost) -> None:
    p = s.players[e.player]
    setattr(p, e.commodity, getattr(p, e.commodity) - e.amount)


def _taken(s: State, e: Taken) -> None:
    giver, taker = s.players[e.source], s.players[e.player]
    setattr(giver, e.commodity, getattr(giver, e.commodity) - e.amount)
    setattr(taker, e.commodity, getattr(taker, e.commodity) + e.amount)


def _removed(s: State, e: UnitsRemoved) -> None:
    _drop_units(s, e.area, e.player, e.unit, e.count)


def _promoted(s: State, e: UnitsPromoted) -> None:
    _drop_units(s, e.area, e.player, e.unit, e.count)
    stack = stack_of(s, e.area, e.player)
    key = unit_key(e.unit, True)
    stack.units[key] = stack.units.get(key, 0) + e.count


def _upgrades_removed(s: State, e: UpgradesRemoved) -> None:
    area = s.areas[e.city]
    for slot in e.slots:
        if slot == GOVERNMENT_SLOT:
            area.government = None
        else:
            area.slots[slot] = None


def _readied(s: State, e: UpgradeReadied) -> None:
    area = s.areas[e.city]
    up = area.government if e.slot == GOVERNMENT_SLOT else area.slots[e.slot]
    if up is not None:
        up.state = ACTIVE


def _revolt(s: State, e: RevoltRolled) -> None:
    pass  # the losses follow as their own events


FAVORITE_MADE = "favorite_made"


def _picked(s: State, e: PickedAtRandom) -> None:
    pass  # the losses follow as their own events


def _favorite(s: State, e: FavoriteMade) -> None:
    s.favorite = e.player
    if s.phase != ACTION:  # taken before the Favor is counted: the count is skipped this turn
        s.opened.append(turn_key(s, FAVORITE_MADE))


def _cubes(s: State, e: CubesGained) -> None:
    cubes = s.players[e.player].cubes
    cubes[e.action] = cubes.get(e.action, 0) + e.amount


def _ethos_drawn(s: State, e: EthosDrawn) -> None:
    for card in e.cards:
        s.ethos_deck.remove(card)
    s.players[e.player].ethos_hand = list(e.cards)


def _creature(s: State, e: CreaturePlaced) -> None:
    if e.source:
        s.areas[e.source].creature = ""
    s.areas[e.area].creature = e.creature
    s.areas[e.area].creature_turn = s.turn  # units there may not leave this turn


def _turncoat(s: State, e: TurncoatMoved) -> None:
    if e.source_player and e.source_area:
        _drop_units(s, e.source_area, e.source_player, "hero", 1)
    stack = stack_of(s, e.area, e.player)
    stack.units["hero"] = stack.units.get("hero", 0) + 1
    set_turncoat_holder(s, e.name, Holder(e.player, e.area))


def _foreseen(s: State, e: CardsForeseen) -> None:
    s.peek[e.player] = list(e.cards)


def _arranged(s: State, e: DeckArranged) -> None:
    # The deck's top card is last: put the arranged cards back, top first.
    del s.world_deck[len(s.world_deck) - len(e.cards):]
    s.world_deck.extend(reversed(e.cards))
    s.peek.pop(e.player, None)


def _ability(s: State, e: AbilityGranted) -> None:
    s.abilities.append(
        Ability(
            player=e.player, kind=e.kind, params=dict(e.params), duration=e.duration, area=e.area, source=e.source,
            moment=e.moment,
        )
    )


EVENTS = (
    Lost,
    Taken,
    UnitsRemoved,
    UnitsPromoted,
    UpgradesRemoved,
    UpgradeReadied,
    RevoltRolled,
    PickedAtRandom,
    FavoriteMade,
    CubesGained,
    EthosDrawn,
    CreaturePlaced,
    TurncoatMoved,
    CardsForeseen,
    DeckArranged,
    AbilityGranted,
)
BARRIERS = (RevoltRolled, PickedAtRandom, EthosDrawn, CardsForeseen)  # undo stops at these


# What each event of this module does to the state.
EVOLVERS = (
    Evolvers[State]()
    .on(Lost, _lost)
    .on(Taken, _taken)
    .on(UnitsRemoved, _removed)
    .on(UnitsPromoted, _promoted)
    .on(UpgradesRemoved, _upgrades_removed)
    .on(UpgradeReadied, _readied)
    .on(RevoltRolled, _revolt)
    .on(PickedAtRandom, _picked)
    .on(FavoriteMade, _favorite)
    .on(CubesGained, _cubes)
    .on(EthosDrawn, _ethos_drawn)
    .on(CreaturePlaced, _creature)
    .on(TurncoatMoved, _turncoat)
    .on(CardsForeseen, _foreseen)
    .on(DeckArranged, _arranged)
    .on(AbilityGranted, _ability)
)

# The areas and players each event changes (core/sharing.py).
WRITES = (
    EventTable[State, Writes]()
    .on(Lost, writes_player)
    .on(Taken, lambda s, e: Writes((), (e.source, e.player)))
    .on(UnitsRemoved, lambda s, e: Writes((e.area,)))
    .on(UnitsPromoted, lambda s, e: Writes((e.area,)))
    .on(UpgradesRemoved, lambda s, e: Writes((e.city,)))
    .on(UpgradeReadied, lambda s, e: Writes((e.city,)))
    .on(RevoltRolled, writes_nothing)
    .on(PickedAtRandom, writes_nothing)
    .on(FavoriteMade, writes_nothing)
    .on(CubesGained, writes_player)
    .on(EthosDrawn, writes_player)
    .on(CreaturePlaced, lambda s, e: Writes((e.area, e.source) if e.source else (e.area,)))
    .on(TurncoatMoved, lambda s, e: Writes((e.area, e.source_area) if e.source_area else (e.area,)))
    .on(CardsForeseen, writes_nothing)
    .on(DeckArranged, writes_nothing)
    .on(AbilityGranted, writes_nothing)
)
