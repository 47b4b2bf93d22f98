"""The economy's events told in plain sentences (see core/narration.py)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.phrasing import does, elite, its, many, name_of, who, whose
from hellenica_tui.games.hellenica.core.state import GOVERNMENT_SLOT, Offer
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.kit.phrasing import count, with_article
from hellenica_tui.games.kit.tables import Tellers


def _built(e: econ_ev.UpgradeBuilt, c: Content, v: str | None) -> str:
    what = name_of(c, e.upgrade) + (f" to {name_of(c, e.deity)}" if e.deity else "")
    over = f", replacing {with_article(name_of(c, e.replaced))}" if e.replaced else ""
    state = "active at once" if e.active else "under construction"
    return f"{does(c, v, e.player, 'builds')} {with_article(what)} in {name_of(c, e.city)}{over} ({state})."


def _gov(e: econ_ev.GovernmentChanged, c: Content, v: str | None) -> str:
    old = f" (was {name_of(c, e.old_government)} in {name_of(c, e.old_city)})" if e.old_government else ""
    return f"{does(c, v, e.player, 'changes')} government to {name_of(c, e.government)} in {name_of(c, e.city)}{old}."


def _exhausted(e: econ_ev.UpgradeExhausted, c: Content, v: str | None) -> str:
    what = f"the {name_of(c, e.upgrade)}" if e.upgrade else "an upgrade"
    if e.slot == GOVERNMENT_SLOT:
        what = "the government marker"
    return f"{does(c, v, e.player, 'exhausts')} {what} in {name_of(c, e.city)}."


def _amounts(c: Content, amounts: dict[str, int]) -> str:
    return " and ".join(many(c, n, commodity) for commodity, n in amounts.items() if n)


def _offered(e: econ_ev.TradeOffered, c: Content, v: str | None) -> str:
    them = who(c, v, e.to)
    if not e.get:
        return f"{does(c, v, e.player, 'offers')} {them} a gift of {_amounts(c, e.give)}."
    if not e.give:
        return f"{does(c, v, e.player, 'asks')} {them} for a gift of {_amounts(c, e.get)}."
    return f"{does(c, v, e.player, 'offers')} {them} {_amounts(c, e.give)} for {_amounts(c, e.get)}."


def offer_asked(c: Content, offer: Offer) -> str:
    """The offer waiting on the one it is made to, as a question to them."""
    event = econ_ev.TradeOffered(player=offer.sender, to=offer.to, give=offer.give, get=offer.get)
    return f"{_offered(event, c, offer.to)} It waits for your answer: accept or decline."


def _answered(e: econ_ev.TradeAnswered, c: Content, v: str | None) -> str:
    verb = "accepts" if e.accepted else "declines"
    return f"{does(c, v, e.player, verb)} {whose(c, v, e.sender)} offer."



# How each event is told in the log.
TELLERS = (
    Tellers[[Content, str | None]]()
    .on(econ_ev.CubeSpent, lambda e, c, v: f"{does(c, v, e.player, 'takes')} {with_article(e.action)} cube from {its(v, e.player)} board.")
    .on(econ_ev.ExchangePaid, lambda e, c, v: f"{does(c, v, e.player, 'pays')} {e.commerce} Commerce to {e.action} without a cube.")
    .on(econ_ev.UnitsTrained, lambda e, c, v: f"{does(c, v, e.player, 'trains')} {elite(many(c, e.count, e.unit), e.elite)} in {name_of(c, e.city)}.")
    .on(econ_ev.Gained, lambda e, c, v: f"{does(c, v, e.player, 'gains')} {many(c, e.amount, e.commodity)}.")
    .on(econ_ev.CommerceConverted, lambda e, c, v: f"{does(c, v, e.player, 'turns')} {e.commerce} Commerce into {many(c, e.philosophers, 'philosophers')}.")
    .on(econ_ev.AdvancementResearched, lambda e, c, v: f"{does(c, v, e.player, 'researches')} {name_of(c, e.advancement)}"
      + (f" for {many(c, e.cost, 'philosophers')}." if e.cost else " at no cost."))
    .on(econ_ev.Passed, lambda e, c, v: f"{does(c, v, e.player, 'passes')}" + (
        f", discarding {count(e.cubes, 'cube')} for {e.commerce} Commerce." if e.cubes else "."))
    .on(econ_ev.UpgradeBuilt, _built)
    .on(econ_ev.GovernmentChanged, _gov)
    .on(econ_ev.UpgradeExhausted, _exhausted)
    .on(econ_ev.TradeOffered, _offered)
    .on(econ_ev.TradeAnswered, _answered)
)
