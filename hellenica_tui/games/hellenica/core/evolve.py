"""Apply one event to a state, in place. Pure bookkeeping: no checks, no dice.

Each event kind has one handler; the war rules register theirs with `applies`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hellenica_tui.games.hellenica.core import events as ev
from hellenica_tui.games.hellenica.core.state import (
    ACTION,
    ACTIVE,
    BUILDING,
    DIRECTION,
    ETHOS,
    EXHAUSTED,
    FAVORITE,
    GOVERNMENT_SLOT,
    OVER,
    UPKEEP,
    State,
    Upgrade,
    stack_of,
)
from hellenica_tui.games.hellenica.mechanics.units import unit_key

Handler = Callable[[State, Any], None]
HANDLERS: dict[type, Handler] = {}


def applies(kind: type) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[kind] = fn
        return fn

    return register


def evolve(state: State, event: Any) -> State:
    HANDLERS[type(event)](state, event)
    return state


def _drop(pending: list[str], player: str) -> None:
    if player in pending:
        pending.remove(player)


# -- setup and phases ----------------------------------------------------------------


@applies(ev.PatronChosen)
def _patron(s: State, e: ev.PatronChosen) -> None:
    p = s.players[e.player]
    p.patron = e.deity
    p.deities.append(e.deity)
    s.areas[e.city].slots[e.slot] = Upgrade("temple", ACTIVE, e.deity)
    _drop(s.pending, e.player)


@applies(ev.EthosDealt)
def _dealt(s: State, e: ev.EthosDealt) -> None:
    if s.phase != ETHOS:
        s.phase = ETHOS
    for card in e.cards:
        s.ethos_deck.remove(card)
    s.players[e.player].ethos_hand = list(e.cards)
    s.pending.append(e.player)


def _return(s: State, cards: tuple[str, ...]) -> None:
    s.ethos_deck.extend(cards)
    s.ethos_deck.sort()


@applies(ev.EthosKept)
def _kept(s: State, e: ev.EthosKept) -> None:
    p = s.players[e.player]
    p.ethos = list(e.kept)
    p.ethos_hand = []
    _return(s, e.returned)
    _drop(s.pending, e.player)


@applies(ev.EthosRedrawn)
def _redrawn(s: State, e: ev.EthosRedrawn) -> None:
    p = s.players[e.player]
    p.favor -= e.favor
    p.ethos_hand = []
    _return(s, e.returned)
    _drop(s.pending, e.player)


@applies(ev.FavoriteTied)
def _tied(s: State, e: ev.FavoriteTied) -> None:
    s.phase = FAVORITE
    s.tied = list(e.players)
    s.pending = [e.chooser]


@applies(ev.FavoriteChosen)
def _favorite(s: State, e: ev.FavoriteChosen) -> None:
    s.favorite = e.player
    s.phase = DIRECTION
    s.tied = []
    s.pending = [e.player]


@applies(ev.DirectionChosen)
def _direction(s: State, e: ev.DirectionChosen) -> None:
    s.direction = e.direction
    s.order = list(e.order)
    s.phase = ACTION
    s.round = 1
    s.pending = []
    s.active = e.order[0]
    for p in s.players.values():
        p.passed = False


@applies(ev.ActionDone)
def _action_done(s: State, e: ev.ActionDone) -> None:
    order = s.order
    n = len(order)
    i = order.index(e.player)
    for step in range(1, n + 1):
        j = (i + step) % n
        nxt = order[j]
        if not s.players[nxt].passed:
            if j <= i:
                s.round += 1
            s.active = nxt
            return
    s.active = ""


@applies(ev.UpkeepBegan)
def _upkeep(s: State, e: ev.UpkeepBegan) -> None:
    s.phase = UPKEEP
    s.upkeep_step = 0
    s.active = ""


@applies(ev.UpkeepStepDone)
def _step(s: State, e: ev.UpkeepStepDone) -> None:
    s.upkeep_step = e.step + 1


@applies(ev.GovernmentPending)
def _gov_pending(s: State, e: ev.GovernmentPending) -> None:
    s.pending = list(e.players)


@applies(ev.GovernmentPlaced)
def _gov_placed(s: State, e: ev.GovernmentPlaced) -> None:
    p = s.players[e.player]
    p.government = e.government
    p.government_city = e.city
    s.areas[e.city].government = Upgrade(e.upgrade, ACTIVE, e.deity)
    _drop(s.pending, e.player)


@applies(ev.UpgradesReadied)
def _readied(s: State, e: ev.UpgradesReadied) -> None:
    for area_id in e.areas:
        area = s.areas[area_id]
        for up in area.slots:
            if up is not None:
                up.state = ACTIVE
        if area.government is not None:
            area.government.state = ACTIVE
    for area in s.areas.values():
        for stack in area.units.values():
            if stack.supplied:
                stack.supplied = {}


@applies(ev.DeityCardsTaken)
def _deities(s: State, e: ev.DeityCardsTaken) -> None:
    s.players[e.player].deities.extend(e.deities)


@applies(ev.InvocationsCleared)
def _invocations(s: State, e: ev.InvocationsCleared) -> None:
    for p in s.players.values():
        p.invocations_used = []


@applies(ev.GameWon)
def _won(s: State, e: ev.GameWon) -> None:
    s.winners = list(e.winners)
    s.phase = OVER
    s.pending = []
    s.active = ""


@applies(ev.BoardReplenished)
def _replenished(s: State, e: ev.BoardReplenished) -> None:
    p = s.players[e.player]
    p.cubes = dict(e.cubes)
    p.extra_slots = dict(e.extra_slots)


@applies(ev.TurnBegan)
def _turn(s: State, e: ev.TurnBegan) -> None:
    s.turn = e.turn
    s.phase = ETHOS
    s.round = 0
    s.active = ""
    s.pending = []
    s.upkeep_step = 0
    for p in s.players.values():
        p.passed = False


# -- actions -------------------------------------------------------------------------


@applies(ev.CubeSpent)
def _cube(s: State, e: ev.CubeSpent) -> None:
    s.players[e.player].cubes[e.action] -= 1


@applies(ev.ExchangePaid)
def _exchange(s: State, e: ev.ExchangePaid) -> None:
    s.players[e.player].commerce -= e.commerce


@applies(ev.UpgradeBuilt)
def _built(s: State, e: ev.UpgradeBuilt) -> None:
    s.areas[e.city].slots[e.slot] = Upgrade(e.upgrade, ACTIVE if e.active else BUILDING, e.deity)
    if e.wonder:
        s.players[e.player].wonder_built = True


@applies(ev.GovernmentChanged)
def _gov_changed(s: State, e: ev.GovernmentChanged) -> None:
    if e.old_city:
        s.areas[e.old_city].government = None
    s.areas[e.city].government = Upgrade(e.upgrade, ACTIVE if e.active else BUILDING, e.deity)
    p = s.players[e.player]
    p.government = e.government
    p.government_city = e.city


@applies(ev.UpgradeExhausted)
def _exhausted(s: State, e: ev.UpgradeExhausted) -> None:
    area = s.areas[e.city]
    up = area.government if e.slot == GOVERNMENT_SLOT else area.slots[e.slot]
    assert up is not None
    up.state = EXHAUSTED


@applies(ev.UnitsTrained)
def _trained(s: State, e: ev.UnitsTrained) -> None:
    stack = stack_of(s, e.city, e.player)
    key = unit_key(e.unit, e.elite)
    stack.units[key] = stack.units.get(key, 0) + e.count
    if s.areas[e.city].creature:  # built on a creature's area: held there this turn
        stack.held[key] = stack.held.get(key, 0) + e.count


@applies(ev.Gained)
def _gained(s: State, e: ev.Gained) -> None:
    p = s.players[e.player]
    setattr(p, e.commodity, getattr(p, e.commodity) + e.amount)


@applies(ev.CommerceConverted)
def _converted(s: State, e: ev.CommerceConverted) -> None:
    p = s.players[e.player]
    p.commerce -= e.commerce
    p.philosophers += e.philosophers


@applies(ev.AdvancementResearched)
def _researched(s: State, e: ev.AdvancementResearched) -> None:
    p = s.players[e.player]
    p.philosophers -= e.cost
    p.advancements.append(e.advancement)


@applies(ev.Passed)
def _passed(s: State, e: ev.Passed) -> None:
    p = s.players[e.player]
    p.passed = True
    p.commerce += e.commerce
    for action in p.cubes:
        p.cubes[action] = 0
