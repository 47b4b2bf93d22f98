"""What each event of the economy's actions does to the state, in place.
Pure bookkeeping: no checks, no dice."""

from __future__ import annotations

from msgspec import UNSET

from hellenica_tui.games.hellenica.core.sharing import Writes, writes_nothing, writes_player
from hellenica_tui.games.hellenica.core.state import (
    ACTIVE,
    BUILDING,
    EXHAUSTED,
    GOVERNMENT_SLOT,
    Offer,
    State,
    Upgrade,
    stack_of,
)
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.mechanics.units import unit_key
from hellenica_tui.games.kit.tables import EventTable, Evolvers

# -- actions -------------------------------------------------------------------------


def _cube(s: State, e: econ_ev.CubeSpent) -> None:
    s.players[e.player].cubes[e.action] -= 1


def _exchange(s: State, e: econ_ev.ExchangePaid) -> None:
    s.players[e.player].commerce -= e.commerce


def _built(s: State, e: econ_ev.UpgradeBuilt) -> None:
    s.areas[e.city].slots[e.slot] = Upgrade(e.upgrade, ACTIVE if e.active else BUILDING, e.deity)
    if e.wonder:
        s.players[e.player].wonder_built = True


def _gov_changed(s: State, e: econ_ev.GovernmentChanged) -> None:
    if e.old_city:
        s.areas[e.old_city].government = None
    s.areas[e.city].government = Upgrade(e.upgrade, ACTIVE if e.active else BUILDING, e.deity)
    p = s.players[e.player]
    p.government = e.government
    p.government_city = e.city


def _exhausted(s: State, e: econ_ev.UpgradeExhausted) -> None:
    area = s.areas[e.city]
    up = area.government if e.slot == GOVERNMENT_SLOT else area.slots[e.slot]
    assert up is not None
    up.state = EXHAUSTED


def _trained(s: State, e: econ_ev.UnitsTrained) -> None:
    stack = stack_of(s, e.city, e.player)
    key = unit_key(e.unit, e.elite)
    stack.units[key] = stack.units.get(key, 0) + e.count
    if s.areas[e.city].creature:  # built on a creature's area: held there this turn
        stack.held[key] = stack.held.get(key, 0) + e.count


def _gained(s: State, e: econ_ev.Gained) -> None:
    p = s.players[e.player]
    setattr(p, e.commodity, getattr(p, e.commodity) + e.amount)


def _converted(s: State, e: econ_ev.CommerceConverted) -> None:
    p = s.players[e.player]
    p.commerce -= e.commerce
    p.philosophers += e.philosophers


def _researched(s: State, e: econ_ev.AdvancementResearched) -> None:
    p = s.players[e.player]
    p.philosophers -= e.cost
    p.advancements.append(e.advancement)


def _passed(s: State, e: econ_ev.Passed) -> None:
    p = s.players[e.player]
    p.passed = True
    p.commerce += e.commerce
    for action in p.cubes:
        p.cubes[action] = 0


def _trade_offered(s: State, e: econ_ev.TradeOffered) -> None:
    s.offer = Offer(sender=e.player, to=e.to, give=dict(e.give), get=dict(e.get))


def _trade_answered(s: State, e: econ_ev.TradeAnswered) -> None:
    """An accepted offer moves the commodities both ways; either way it is closed."""
    if e.accepted:
        sender, receiver = s.players[e.sender], s.players[e.player]
        offer = s.offer
        assert offer is not UNSET
        for commodity, n in offer.give.items():
            setattr(sender, commodity, getattr(sender, commodity) - n)
            setattr(receiver, commodity, getattr(receiver, commodity) + n)
        for commodity, n in offer.get.items():
            setattr(receiver, commodity, getattr(receiver, commodity) - n)
            setattr(sender, commodity, getattr(sender, commodity) + n)
    s.offer = UNSET


EVOLVERS = (
    Evolvers[State]()
    .on(econ_ev.TradeOffered, _trade_offered)
    .on(econ_ev.TradeAnswered, _trade_answered)
    .on(econ_ev.CubeSpent, _cube)
    .on(econ_ev.ExchangePaid, _exchange)
    .on(econ_ev.UpgradeBuilt, _built)
    .on(econ_ev.GovernmentChanged, _gov_changed)
    .on(econ_ev.UpgradeExhausted, _exhausted)
    .on(econ_ev.UnitsTrained, _trained)
    .on(econ_ev.Gained, _gained)
    .on(econ_ev.CommerceConverted, _converted)
    .on(econ_ev.AdvancementResearched, _researched)
    .on(econ_ev.Passed, _passed)
)


# The areas and players each event changes (core/sharing.py).
WRITES = (
    EventTable[State, Writes]()
    .on(econ_ev.TradeOffered, writes_nothing)
    .on(econ_ev.TradeAnswered, lambda s, e: Writes((), (e.sender, e.player) if e.accepted else ()))
    .on(econ_ev.CubeSpent, writes_player)
    .on(econ_ev.ExchangePaid, writes_player)
    .on(econ_ev.UpgradeBuilt, lambda s, e: Writes((e.city,), (e.player,) if e.wonder else ()))
    .on(econ_ev.GovernmentChanged, lambda s, e: Writes((e.old_city, e.city) if e.old_city else (e.city,), (e.player,)))
    .on(econ_ev.UpgradeExhausted, lambda s, e: Writes((e.city,)))
    .on(econ_ev.UnitsTrained, lambda s, e: Writes((e.city,)))
    .on(econ_ev.Gained, writes_player)
    .on(econ_ev.CommerceConverted, writes_player)
    .on(econ_ev.AdvancementResearched, writes_player)
    .on(econ_ev.Passed, writes_player)
)
