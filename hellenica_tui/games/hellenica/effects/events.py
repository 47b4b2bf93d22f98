"""The events the one-off effects emit, and how each changes the state."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellenica.core.events import register_event
from hellenica_tui.games.hellenica.core.evolve import applies
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

# -- events ------------------------------------------------------------------------


@register_event
class Lost(Event, frozen=True, kw_only=True):
    player: str
    commodity: str
    amount: int


@register_event
class Taken(Event, frozen=True, kw_only=True):
    player: str  # who takes
    source: str  # who gives
    commodity: str
    amount: int


@register_event
class UnitsRemoved(Event, frozen=True, kw_only=True):
    """Units go back to their owner's pool (an effect, a revolt, a reduction)."""

    player: str
    area: str
    unit: str  # stack key, e.g. "elite_hoplite"
    count: int


@register_event
class UnitsPromoted(Event, frozen=True, kw_only=True):
    player: str
    area: str
    unit: str  # the regular kind that becomes elite
    count: int


@register_event
class UpgradesRemoved(Event, frozen=True, kw_only=True):
    city: str
    slots: tuple[int, ...]  # GOVERNMENT_SLOT for the government marker


@register_event
class UpgradeReadied(Event, frozen=True, kw_only=True):
    city: str
    slot: int


@register_event(barrier=True)
class RevoltRolled(Event, frozen=True, kw_only=True):
    city: str
    owner: str
    face: str
    score: int
    units_lost: int


@register_event(barrier=True)
class PickedAtRandom(Event, frozen=True, kw_only=True):
    """Units or upgrades an effect picked at random (what is lost follows)."""

    area: str
    picks: tuple[str, ...]


@register_event
class FavoriteMade(Event, frozen=True, kw_only=True):
    player: str


@register_event
class CubesGained(Event, frozen=True, kw_only=True):
    player: str
    action: str
    amount: int


@register_event(barrier=True)
class EthosDrawn(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]


@register_event
class CreaturePlaced(Event, frozen=True, kw_only=True):
    creature: str
    area: str
    source: str = ""  # the area it left ("" = it was off the map)


@register_event
class TurncoatMoved(Event, frozen=True, kw_only=True):
    name: str
    player: str
    area: str
    source_player: str = ""
    source_area: str = ""


@register_event(barrier=True)
class CardsForeseen(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]  # top card first


@register_event
class DeckArranged(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]  # the new top cards, top first


@register_event
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
    from hellenica_tui.games.hellenica.war.evolve import take_units  # keeps supply counts in step

    stack = s.areas[area].units.get(player)
    if stack is None:
        return
    take_units(s, area, player, {unit: min(count, stack.units.get(unit, 0))})


@applies(Lost)
def _lost(s: State, e: Lost) -> None:
    p = s.players[e.player]
    setattr(p, e.commodity, getattr(p, e.commodity) - e.amount)


@applies(Taken)
def _taken(s: State, e: Taken) -> None:
    giver, taker = s.players[e.source], s.players[e.player]
    setattr(giver, e.commodity, getattr(giver, e.commodity) - e.amount)
    setattr(taker, e.commodity, getattr(taker, e.commodity) + e.amount)


@applies(UnitsRemoved)
def _removed(s: State, e: UnitsRemoved) -> None:
    _drop_units(s, e.area, e.player, e.unit, e.count)


@applies(UnitsPromoted)
def _promoted(s: State, e: UnitsPromoted) -> None:
    _drop_units(s, e.area, e.player, e.unit, e.count)
    stack = stack_of(s, e.area, e.player)
    key = unit_key(e.unit, True)
    stack.units[key] = stack.units.get(key, 0) + e.count


@applies(UpgradesRemoved)
def _upgrades_removed(s: State, e: UpgradesRemoved) -> None:
    area = s.areas[e.city]
    for slot in e.slots:
        if slot == GOVERNMENT_SLOT:
            area.government = None
        else:
            area.slots[slot] = None


@applies(UpgradeReadied)
def _readied(s: State, e: UpgradeReadied) -> None:
    area = s.areas[e.city]
    up = area.government if e.slot == GOVERNMENT_SLOT else area.slots[e.slot]
    if up is not None:
        up.state = ACTIVE


@applies(RevoltRolled)
def _revolt(s: State, e: RevoltRolled) -> None:
    pass  # the losses follow as their own events


FAVORITE_MADE = "favorite_made"


@applies(PickedAtRandom)
def _picked(s: State, e: PickedAtRandom) -> None:
    pass  # the losses follow as their own events


@applies(FavoriteMade)
def _favorite(s: State, e: FavoriteMade) -> None:
    s.favorite = e.player
    if s.phase != ACTION:  # taken before the Favor is counted: the count is skipped this turn
        s.opened.append(turn_key(s, FAVORITE_MADE))


@applies(CubesGained)
def _cubes(s: State, e: CubesGained) -> None:
    cubes = s.players[e.player].cubes
    cubes[e.action] = cubes.get(e.action, 0) + e.amount


@applies(EthosDrawn)
def _ethos_drawn(s: State, e: EthosDrawn) -> None:
    for card in e.cards:
        s.ethos_deck.remove(card)
    s.players[e.player].ethos_hand = list(e.cards)


@applies(CreaturePlaced)
def _creature(s: State, e: CreaturePlaced) -> None:
    if e.source:
        s.areas[e.source].creature = ""
    s.areas[e.area].creature = e.creature
    s.areas[e.area].creature_turn = s.turn  # units there may not leave this turn


@applies(TurncoatMoved)
def _turncoat(s: State, e: TurncoatMoved) -> None:
    if e.source_player and e.source_area:
        _drop_units(s, e.source_area, e.source_player, "hero", 1)
    stack = stack_of(s, e.area, e.player)
    stack.units["hero"] = stack.units.get("hero", 0) + 1
    set_turncoat_holder(s, e.name, Holder(e.player, e.area))


@applies(CardsForeseen)
def _foreseen(s: State, e: CardsForeseen) -> None:
    s.peek[e.player] = list(e.cards)


@applies(DeckArranged)
def _arranged(s: State, e: DeckArranged) -> None:
    # The deck's top card is last: put the arranged cards back, top first.
    del s.world_deck[len(s.world_deck) - len(e.cards):]
    s.world_deck.extend(reversed(e.cards))
    s.peek.pop(e.player, None)


@applies(AbilityGranted)
def _ability(s: State, e: AbilityGranted) -> None:
    s.abilities.append(
        Ability(
            player=e.player, kind=e.kind, params=dict(e.params), duration=e.duration, area=e.area, source=e.source,
            moment=e.moment,
        )
    )
