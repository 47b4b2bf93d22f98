"""The events of invocations, world events and questions told in plain
sentences (added to narration.py's tellers). Sealed bids, cards drawn or
looked at in secret and secret options are told to their owner only."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.narration import silent
from hellenica_tui.games.hellenica.core.phrasing import (
    does,
    its,
    listing,
    many,
    name_of,
    players_named,
    unit_count,
    upgrade_in,
    who,
    whose,
)
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.effects import events as er
from hellenica_tui.games.hellenica.effects import timed as ta
from hellenica_tui.games.hellenica.gods import events as gods_events
from hellenica_tui.games.hellenica.gods.option_names import label, labels
from hellenica_tui.games.kit.phrasing import count
from hellenica_tui.games.kit.tables import Tellers


def _card(c: Content, card: str) -> str:
    found = next((w for w in c.world_events if w.id == card), None)
    return found.name if found is not None else card


def _inv(c: Content, inv: str) -> str:
    found = c.invocations.get(inv)
    return found.name if found is not None else inv


def _secret(owner: str, viewer: str | None, shown: str, hidden: str) -> str:
    return shown if viewer == owner else hidden


def _source(c: Content, e: Any) -> str:
    return _inv(c, e.id) if e.source == gods_events.INVOCATION else _card(c, e.id)


def asked(c: Content, prompt: str) -> str:
    """A question as a sentence: its names filled in, its first letter a capital."""
    text = _prompt(c, prompt)
    return text[:1].upper() + text[1:]


def _prompt(c: Content, prompt: str) -> str:
    """A question as the rules ask it, with the ids of areas and units in it named."""
    def name(match: re.Match[str]) -> str:
        word = match.group(0)
        return name_of(c, word) if word in c.areas or word in c.city_states or word in c.units or word in c.creatures else word

    return re.sub(r"[a-z_]+", name, prompt)


# The questions speak to the player asked; told to another viewer, they speak of it.
_THIRD_PERSON = (  # each pattern and its words, "{who}" the player asked
    (re.compile(r"\bdo you (\w+)"), r"does {who} \1"),
    (re.compile(r"\bof your\b"), "of {who}'s"),
    (re.compile(r"\bjoin you\b"), "join {who}"),
)


def _asked(c: Content, prompt: str, player: str, v: str | None) -> str:
    """The question, in the viewer's words: "what do you lose in Thebes?" to the player
    asked, "what does Thebes lose in Thebes?" to anyone else."""
    text = _prompt(c, prompt)
    if v == player:
        return text
    who = name_of(c, player)
    for pattern, words in _THIRD_PERSON:
        text = pattern.sub(words.replace("{who}", who), text)
    return text


def bid_list(e: gods_events.BidsOpened, name: Callable[[str], str]) -> str:
    """Each bid and, when a bonus changes it, what it counts for ("Athens 1, counted 2
    with its bonus"): the bids as they are compared, so a win never reads as a tie."""
    told = []
    for player, bid in e.bids.items():
        counted = e.counted.get(player, bid)
        told.append(f"{name(player)} {bid}" + (f", counted {counted} with its bonus" if counted != bid else ""))
    return "; ".join(told) if any(e.counted.get(p, b) != b for p, b in e.bids.items()) else ", ".join(told)


def _options(c: Content, e: Any, v: str | None) -> str:
    if e.secret and v != e.player:
        return f"{len(e.options)} secret options"
    return "; ".join(labels(c, e.options))


def _slots(s: State, c: Content, city: str, slots: tuple[int, ...]) -> str:
    told = [upgrade_in(s, c, city, slot) for slot in slots]
    return ", ".join(told[:-1]) + " and " + told[-1] if len(told) > 1 else told[0] if told else "nothing"




def _bid(e: Any, s: State, c: Content, v: str | None) -> str:
    player = s.players.get(e.player)
    if player is not None and player.kind == "ai":
        return ""  # its roll and bid were told with the die
    return does(c, v, e.player, "bids" if v == e.player else "places") + (
        f" {e.amount} Favor" if v == e.player else " a sealed bid") + "."


def _removed(e: Any, s: State, c: Content, v: str | None) -> str:
    verb = "is" if len(e.slots) == 1 else "are"
    return f"The {_slots(s, c, e.city, e.slots)} of {name_of(c, e.city)} {verb} destroyed."


def _readied(e: Any, s: State, c: Content, v: str | None) -> str:
    return f"The {upgrade_in(s, c, e.city, e.slot)} of {name_of(c, e.city)} is active again."


# Events told from the state they happen in.
STATE_TELLERS = (
    Tellers[[State, Content, str | None]]()
    .on(gods_events.BidPlaced, _bid)
    .on(er.UpgradesRemoved, _removed)
    .on(er.UpgradeReadied, _readied)
)


TELLERS = (
    Tellers[[Content, str | None]]()
    .on(gods_events.ChoiceAsked, lambda e, c, v: (
        f"{does(c, v, e.player, 'must')} choose: {_asked(c, e.prompt, e.player, v)} ({_options(c, e, v)})."))
    .on(gods_events.Answered, lambda e, c, v: (
        does(c, v, e.player, "chooses") + " " + label(c, e.option) if not e.secret or v == e.player
        else does(c, v, e.player, "answers") + " in secret") + ".")
    .on(gods_events.WindowOpened, lambda e, c, v: f"Invocations may be cast now ({', '.join(e.kinds)}); asked: {players_named(c, v, e.asked)}.")
    .on(gods_events.InvocationCast, lambda e, c, v: f"{does(c, v, e.player, 'casts')} {_inv(c, e.invocation)} for {e.cost} Favor"
      + (f", answering cast {e.target + 1}" if e.target >= 0 else "") + ".")
    .on(gods_events.WindowAnswered, lambda e, c, v: f"{does(c, v, e.player, 'casts')} nothing more.")
    .on(gods_events.QuietSet, lambda e, c, v: f"{who(c, v, e.player)} will not be asked about invocations again this turn.")
    .on(gods_events.QuietInKinds, lambda e, c, v: f"{who(c, v, e.player)} will not be asked about "
        f"{' or '.join(e.kinds)} invocations again this turn.")
    .on(gods_events.WindowResolved, lambda e, c, v: "The invocations resolve: " + (", ".join(e.outcomes) or "none cast") + ".")
    .on(gods_events.WindowClosed, lambda e, c, v: "The invocation window closes.")
    .on(gods_events.QuietCleared, lambda e, c, v: "Everyone will be asked about invocations again.")
    .on(gods_events.ResolutionBegan, lambda e, c, v: f"{_source(c, e)} takes effect for {who(c, v, e.beneficiary)}.")
    .on(ta.AbilitiesExpired, lambda e, c, v: f"Abilities lasting a {e.duration} end.")
    .on(gods_events.TemplesRemoved, lambda e, c, v: f"{does(c, v, e.player, 'removes')} {its(v, e.player)} temples to {name_of(c, e.deity)}, a rival deity.")
    .on(er.Lost, lambda e, c, v: f"{does(c, v, e.player, 'loses')} {many(c, e.amount, e.commodity)}.")
    .on(er.Taken, lambda e, c, v: f"{does(c, v, e.player, 'takes')} {many(c, e.amount, e.commodity)} from {who(c, v, e.source)}.")
    .on(er.UnitsRemoved, lambda e, c, v: f"{does(c, v, e.player, 'loses')} {unit_count(c, e.count, e.unit)} on {name_of(c, e.area)}.")
    .on(er.UnitsPromoted, lambda e, c, v: f"{unit_count(c, e.count, e.unit)} of {whose(c, v, e.player)} on {name_of(c, e.area)} "
      + ("becomes" if e.count == 1 else "become") + " elite.")
    .on(er.RevoltRolled, lambda e, c, v: f"Revolt in {name_of(c, e.city)}: {does(c, v, e.owner, 'rolls')} {e.face or 'blank'}, result "
      f"{e.score}" + (f", {count(e.units_lost, 'unit')} lost." if e.units_lost else ", the revolt fails." if e.score >= 0 else "."))
    .on(er.PickedAtRandom, lambda e, c, v: f"Picked at random on {name_of(c, e.area)}: {', '.join(label(c, p) for p in e.picks) or 'nothing'}.")
    .on(er.FavoriteMade, lambda e, c, v: f"{does(c, v, e.player, 'becomes')} the Favorite of the Gods.")
    .on(er.CubesGained, lambda e, c, v: f"{does(c, v, e.player, 'gains')} {count(e.amount, e.action + ' cube')} for this turn.")
    .on(er.EthosDrawn, lambda e, c, v: f"{does(c, v, e.player, 'draws')} "
      + _secret(e.player, v, listing(c, e.cards), count(len(e.cards), "Ethos card")) + ".")
    .on(er.CreaturePlaced, lambda e, c, v: f"The {name_of(c, e.creature)} appears on {name_of(c, e.area)}.")
    .on(er.TurncoatMoved, lambda e, c, v: f"{e.name} joins {who(c, v, e.player)} on {name_of(c, e.area)}.")
    .on(er.CardsForeseen, lambda e, c, v: f"{does(c, v, e.player, 'looks')} at "
      + _secret(e.player, v, ", ".join(_card(c, x) for x in e.cards), count(len(e.cards), "card")) + " in secret.")
    .on(er.DeckArranged, lambda e, c, v: f"{does(c, v, e.player, 'puts')} the cards back in the order {'you like' if v == e.player else 'it likes'}.")
    .on(er.AbilityGranted, lambda e, c, v: f"{does(c, v, e.player, 'gains')} {e.kind.replace('_', ' ')} for the {e.duration}"
      + (f" on {name_of(c, e.area)}" if e.area else "") + ".")
    .on(gods_events.WorldEventRevealed, lambda e, c, v: f"World event revealed: {_card(c, e.card)}; the chaos marker stands on "
      f"{e.position}" + ("; it happens." if e.triggers else "."))
    .on(gods_events.WorldDeckRebuilt, lambda e, c, v: f"The world event deck is shuffled anew ({count(len(e.deck), 'card')}).")
    .on(gods_events.ReshuffleDue, lambda e, c, v: "The world event deck will be rebuilt once this is over.")
    .on(gods_events.BiddingBegan, lambda e, c, v: f"Everyone bids Favor in secret on {_card(c, e.card)}.")
    .on(gods_events.BidsOpened, lambda e, c, v: "Bids open: " + bid_list(e, lambda p: who(c, v, p)) + ".")
    .on(gods_events.WorldEventWon, lambda e, c, v: f"{does(c, v, e.player, 'wins')} {_card(c, e.card)} for {e.paid} Favor.")
    .on(gods_events.ChaosMoved, lambda e, c, v: f"The chaos marker moves to {e.position}"
      + (f", setting off {count(e.triggers, 'more world event')}." if e.triggers else "."))
    .on(gods_events.WorldEventOver, lambda e, c, v: f"{_card(c, e.card)} is over.")
    .on(gods_events.CastDone, silent)
    .on(gods_events.EffectDone, silent)
    .on(gods_events.ResolutionEnded, silent)
    .on(gods_events.WorldEventsDone, silent)  # each effect tells itself
)
