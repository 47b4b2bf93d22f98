"""The economy's events told in plain sentences (see core/narration.py)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.narration import (
    _a,
    _count,
    _does,
    _elite,
    _its,
    _many,
    _n,
    _who,
    _whose,
)
from hellenica_tui.games.hellenica.core.state import GOVERNMENT_SLOT, Offer
from hellenica_tui.games.hellenica.economy import events as econ_ev


def _built(e: econ_ev.UpgradeBuilt, c: Content, v: str | None) -> str:
    what = _n(c, e.upgrade) + (f" to {_n(c, e.deity)}" if e.deity else "")
    over = f", replacing {_a(_n(c, e.replaced))}" if e.replaced else ""
    state = "active at once" if e.active else "under construction"
    return f"{_does(c, v, e.player, 'builds')} {_a(what)} in {_n(c, e.city)}{over} ({state})."


def _gov(e: econ_ev.GovernmentChanged, c: Content, v: str | None) -> str:
    old = f" (was {_n(c, e.old_government)} in {_n(c, e.old_city)})" if e.old_government else ""
    return f"{_does(c, v, e.player, 'changes')} government to {_n(c, e.government)} in {_n(c, e.city)}{old}."


def _exhausted(e: econ_ev.UpgradeExhausted, c: Content, v: str | None) -> str:
    what = f"the {_n(c, e.upgrade)}" if e.upgrade else "an upgrade"
    if e.slot == GOVERNMENT_SLOT:
        what = "the government marker"
    return f"{_does(c, v, e.player, 'exhausts')} {what} in {_n(c, e.city)}."


def _amounts(c: Content, amounts: dict[str, int]) -> str:
    return " and ".join(_many(c, n, commodity) for commodity, n in amounts.items() if n)


def _offered(e: econ_ev.TradeOffered, c: Content, v: str | None) -> str:
    them = _who(c, v, e.to)
    if not e.get:
        return f"{_does(c, v, e.player, 'offers')} {them} a gift of {_amounts(c, e.give)}."
    if not e.give:
        return f"{_does(c, v, e.player, 'asks')} {them} for a gift of {_amounts(c, e.get)}."
    return f"{_does(c, v, e.player, 'offers')} {them} {_amounts(c, e.give)} for {_amounts(c, e.get)}."


def offer_asked(c: Content, offer: Offer) -> str:
    """The offer waiting on the one it is made to, as a question to them."""
    event = econ_ev.TradeOffered(player=offer.sender, to=offer.to, give=offer.give, get=offer.get)
    return f"{_offered(event, c, offer.to)} Type accept or decline."


def _answered(e: econ_ev.TradeAnswered, c: Content, v: str | None) -> str:
    verb = "accepts" if e.accepted else "declines"
    return f"{_does(c, v, e.player, verb)} {_whose(c, v, e.sender)} offer."



# How each event is told in the log.
TELLERS = {
    econ_ev.CubeSpent: lambda e, c, v: f"{_does(c, v, e.player, 'takes')} {_a(e.action)} cube from {_its(v, e.player)} board.",
    econ_ev.ExchangePaid: lambda e, c, v: f"{_does(c, v, e.player, 'pays')} {e.commerce} Commerce to {e.action} without a cube.",
    econ_ev.UnitsTrained: lambda e, c, v: f"{_does(c, v, e.player, 'trains')} {_elite(_many(c, e.count, e.unit), e.elite)} in {_n(c, e.city)}.",
    econ_ev.Gained: lambda e, c, v: f"{_does(c, v, e.player, 'gains')} {_many(c, e.amount, e.commodity)}.",
    econ_ev.CommerceConverted: lambda e, c, v: f"{_does(c, v, e.player, 'turns')} {e.commerce} Commerce into {_many(c, e.philosophers, 'philosophers')}.",
    econ_ev.AdvancementResearched: lambda e, c, v: f"{_does(c, v, e.player, 'researches')} {_n(c, e.advancement)}"
      + (f" for {_many(c, e.cost, 'philosophers')}." if e.cost else " at no cost."),
    econ_ev.Passed: lambda e, c, v: f"{_does(c, v, e.player, 'passes')}" + (
        f", discarding {_count(e.cubes, 'cube')} for {e.commerce} Commerce." if e.cubes else "."),
    econ_ev.UpgradeBuilt: _built,
    econ_ev.GovernmentChanged: _gov,
    econ_ev.UpgradeExhausted: _exhausted,
    econ_ev.TradeOffered: _offered,
    econ_ev.TradeAnswered: _answered,
}
