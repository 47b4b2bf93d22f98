"""The events of invocations, world events and questions told in plain
sentences (added to narration.py's tellers). Sealed bids, cards drawn or
looked at in secret and secret options are told to their owner only."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.hellenica import choices as ch
from hellenica_tui.games.hellenica import effect_rules as er
from hellenica_tui.games.hellenica import invoking as iv
from hellenica_tui.games.hellenica import resolving as rs
from hellenica_tui.games.hellenica import rivals as rv
from hellenica_tui.games.hellenica import timed_abilities as ta
from hellenica_tui.games.hellenica import world_events as we
from hellenica_tui.games.hellenica.content import Content
from hellenica_tui.games.hellenica.narration import _count, _list, _many, _n, _unit_count, tells


def _card(c: Content, card: str) -> str:
    found = next((w for w in c.world_events if w.id == card), None)
    return found.name if found is not None else card


def _inv(c: Content, inv: str) -> str:
    found = c.invocations.get(inv)
    return found.name if found is not None else inv


def _secret(owner: str, viewer: str | None, shown: str, hidden: str) -> str:
    return shown if viewer == owner else hidden


def _source(c: Content, e: Any) -> str:
    return _inv(c, e.id) if e.source == rs.INVOCATION else _card(c, e.id)


T = tells
T(ch.ChoiceAsked)(lambda e, c, v: f"{_n(c, e.player)} must choose: {e.prompt} ("
  + (", ".join(e.options) if not e.secret or v == e.player else f"{len(e.options)} secret options") + ").")
T(ch.Answered)(lambda e, c, v: f"{_n(c, e.player)} "
  + (_secret(e.player, v, f"chooses {e.option}", "answers in secret") if e.secret else f"chooses {e.option}") + ".")
T(iv.WindowOpened)(lambda e, c, v: f"Invocations may be cast now ({', '.join(e.kinds)}); asked: {_list(c, e.asked)}.")
T(iv.InvocationCast)(lambda e, c, v: f"{_n(c, e.player)} casts {_inv(c, e.invocation)} for {e.cost} Favor"
  + (f", answering cast {e.target + 1}" if e.target >= 0 else "") + ".")
T(iv.WindowAnswered)(lambda e, c, v: f"{_n(c, e.player)} casts nothing more.")
T(iv.QuietSet)(lambda e, c, v: f"{_n(c, e.player)} is not to be asked about invocations again this turn.")
T(iv.WindowResolved)(lambda e, c, v: "The invocations resolve: " + (", ".join(e.outcomes) or "none cast") + ".")
T(iv.CastDone)(lambda e, c, v: "An invocation has been carried out.")
T(iv.WindowClosed)(lambda e, c, v: "The invocation window closes.")
T(iv.QuietCleared)(lambda e, c, v: "Everyone will be asked about invocations again.")
T(rs.ResolutionBegan)(lambda e, c, v: f"{_source(c, e)} takes effect for {_n(c, e.beneficiary)}.")
T(rs.EffectDone)(lambda e, c, v: "One of its effects is done.")
T(rs.ResolutionEnded)(lambda e, c, v: "All its effects are done.")
T(ta.AbilitiesExpired)(lambda e, c, v: f"Abilities lasting a {e.duration} end.")
T(rv.TemplesRemoved)(lambda e, c, v: f"{_n(c, e.player)} removes its temples to {_n(c, e.deity)}, a rival deity.")
T(er.Lost)(lambda e, c, v: f"{_n(c, e.player)} loses {_many(c, e.amount, e.commodity)}.")
T(er.Taken)(lambda e, c, v: f"{_n(c, e.player)} takes {_many(c, e.amount, e.commodity)} from {_n(c, e.source)}.")
T(er.UnitsRemoved)(lambda e, c, v: f"{_n(c, e.player)} loses {_unit_count(c, e.count, e.unit)} on {_n(c, e.area)}.")
T(er.UnitsPromoted)(lambda e, c, v: f"{_many(c, e.count, e.unit)} of {_n(c, e.player)} on {_n(c, e.area)} become elite.")
T(er.UpgradesRemoved)(lambda e, c, v: f"{_count(len(e.slots), 'upgrade')} of {_n(c, e.city)} " + ("is" if len(e.slots) == 1 else "are") + " destroyed.")
T(er.UpgradeReadied)(lambda e, c, v: f"An upgrade of {_n(c, e.city)} is active again.")
T(er.RevoltRolled)(lambda e, c, v: f"Revolt in {_n(c, e.city)}: {_n(c, e.owner)} rolls {e.face or 'blank'}, result "
  f"{e.score}" + (f", {_count(e.units_lost, 'unit')} lost." if e.units_lost else ", the revolt fails." if e.score >= 0 else "."))
T(er.PickedAtRandom)(lambda e, c, v: f"Picked at random on {_n(c, e.area)}: {', '.join(e.picks) or 'nothing'}.")
T(er.FavoriteMade)(lambda e, c, v: f"{_n(c, e.player)} becomes the Favorite of the Gods.")
T(er.CubesGained)(lambda e, c, v: f"{_n(c, e.player)} gains {_count(e.amount, e.action + ' cube')} for this turn.")
T(er.EthosDrawn)(lambda e, c, v: f"{_n(c, e.player)} draws "
  + _secret(e.player, v, _list(c, e.cards), f"{len(e.cards)} Ethos cards") + ".")
T(er.CreaturePlaced)(lambda e, c, v: f"The {e.creature} appears on {_n(c, e.area)}.")
T(er.TurncoatMoved)(lambda e, c, v: f"{e.name} joins {_n(c, e.player)} on {_n(c, e.area)}.")
T(er.CardsForeseen)(lambda e, c, v: f"{_n(c, e.player)} looks at "
  + _secret(e.player, v, ", ".join(_card(c, x) for x in e.cards), f"{len(e.cards)} cards") + " in secret.")
T(er.DeckArranged)(lambda e, c, v: f"{_n(c, e.player)} puts the cards back in the order it likes.")
T(er.AbilityGranted)(lambda e, c, v: f"{_n(c, e.player)} gains {e.kind.replace('_', ' ')} for the {e.duration}"
  + (f" on {_n(c, e.area)}" if e.area else "") + ".")
T(we.WorldEventRevealed)(lambda e, c, v: f"World event revealed: {_card(c, e.card)}; the chaos marker stands on "
  f"{e.position}" + ("; it happens." if e.triggers else "."))
T(we.WorldDeckRebuilt)(lambda e, c, v: f"The world event deck is shuffled anew ({len(e.deck)} cards).")
T(we.ReshuffleDue)(lambda e, c, v: "The world event deck will be rebuilt once this is over.")
T(we.BiddingBegan)(lambda e, c, v: f"Everyone bids Favor in secret on {_card(c, e.card)}.")
T(we.BidPlaced)(lambda e, c, v: f"{_n(c, e.player)} " + _secret(e.player, v, f"bids {e.amount}", "places a sealed bid") + ".")
T(we.BidsOpened)(lambda e, c, v: "Bids open: " + ", ".join(f"{_n(c, p)} {b}" for p, b in e.bids.items()) + ".")
T(we.WorldEventWon)(lambda e, c, v: f"{_n(c, e.player)} wins {_card(c, e.card)} for {e.paid} Favor.")
T(we.ChaosMoved)(lambda e, c, v: f"The chaos marker moves to {e.position}"
  + (f", setting off {_count(e.triggers, 'more world event')}." if e.triggers else "."))
T(we.WorldEventOver)(lambda e, c, v: f"{_card(c, e.card)} is over.")
T(we.WorldEventsDone)(lambda e, c, v: "Play goes on.")
