"""WORLD EVENTS: the card revealed after every movement, the chaos track,
secret bids, and the event's effects (mechanics/chaos.py and bidding.py hold
the arithmetic).

THE HOOK: the war rules call `after_movement(tx)` once all movement and
combat of a Supply-for-movement action are over, before the action ends.
It reveals the top card and moves the chaos marker; when the marker enters
the last space the card happens: a bid window for invocations, then every
player places a secret bid (`bid N`), the bids open together, the highest
wins (the Favorite of the Gods picks among tied bidders), only the winner
pays, the card's reward and effects are carried out (the winner making the
choices), and the marker moves down by the Favor paid, each new trigger
drawing a fresh card that happens whatever its chaos number. Olympus
Awakens leaves the marker where it is, makes the next card happen and has
the deck rebuilt afterwards. A Silence does nothing.

While any of this goes on the game waits for it (`to_act` lists the players
it needs); the next action starts once it is over.
"""

import contextlib

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.ai_seats.events import moved_nothing
from hellenica_tui.games.hellenica.content.ability_schema import BidBonus
from hellenica_tui.games.hellenica.content.decoding import decode_effect
from hellenica_tui.games.hellenica.content.effect_schema import Eruption
from hellenica_tui.games.hellenica.content.schema import Content, WorldEvent
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import Choice, State
from hellenica_tui.games.hellenica.effects.timed import active
from hellenica_tui.games.hellenica.gods.choices import ask
from hellenica_tui.games.hellenica.gods.commands import (
    Bid,
)
from hellenica_tui.games.hellenica.gods.events import (  # and the stages of a world event
    BID,
    EFFECTS,
    START,
    TIE,
    BiddingBegan,
    BidPlaced,
    BidsOpened,
    ChaosMoved,
    ReshuffleDue,
    ResolutionBegan,
    WorldDeckRebuilt,
    WorldEventOver,
    WorldEventRevealed,
    WorldEventsDone,
    WorldEventWon,
)
from hellenica_tui.games.hellenica.gods.invoking import USEFUL, open_window
from hellenica_tui.games.hellenica.gods.resolving import WORLD, carry_out
from hellenica_tui.games.hellenica.gods.waiting import bidders_left
from hellenica_tui.games.hellenica.mechanics import bidding, chaos
from hellenica_tui.games.kit.tables import Deciders

# -- commands and events -------------------------------------------------------------


# -- the cards -----------------------------------------------------------------------------


def card_of(content: Content, card: str) -> WorldEvent:
    return next(c for c in content.world_events if c.id == card)


def _as_chaos_card(content: Content, card: str) -> chaos.WorldEventCard:
    c = card_of(content, card)
    return chaos.WorldEventCard(c.id, c.chaos, c.kind)


def _draw(tx: Tx) -> chaos.Flip:
    """Turn over the top card; an empty deck is rebuilt from the discard pile first."""
    s = tx.s
    deck = [_as_chaos_card(tx.content, c) for c in reversed(s.world_deck)]
    discard = [_as_chaos_card(tx.content, c) for c in s.world_discard]
    if not deck:
        rebuilt = chaos.reshuffle((), discard, tx.rng)
        tx.emit(WorldDeckRebuilt(deck=tuple(c.id for c in reversed(rebuilt))))
        deck = list(rebuilt)
    return chaos.draw(deck, [], tx.rng)


def _only_olympus(tx: Tx) -> bool:
    s = tx.s
    return all(_as_chaos_card(tx.content, c).kind == "olympus_awakens" for c in [*s.world_deck, *s.world_discard])


def reveal(tx: Tx, forced: bool, queued: bool = False) -> None:
    """Reveal the top card: its chaos number moves the marker (or, `forced`, it simply happens)."""
    s = tx.s
    players = len(s.players)
    card = _draw(tx).card
    if card.kind == "olympus_awakens":
        # Its number does not count; the next card that is not Olympus Awakens happens.
        tx.emit(WorldEventRevealed(card=card.id, position=s.chaos, triggers=0, forced=forced, queued=queued))
        if any(e.kind == "reshuffle" for e in card_of(tx.content, card.id).effects):
            tx.emit(ReshuffleDue())
        while not _only_olympus(tx):
            card = _draw(tx).card
            happens = card.kind != "olympus_awakens"
            tx.emit(WorldEventRevealed(card=card.id, position=s.chaos, triggers=int(happens), forced=True))
            if happens:
                break
        return
    if forced:
        if _erupts_nowhere(tx, card.id):
            _set_aside(tx, card.id, forced, queued)
            return
        tx.emit(WorldEventRevealed(card=card.id, position=s.chaos, triggers=1, forced=True, queued=queued))
        return
    result = chaos.reveal(s.chaos, card, players)
    if result.triggers and _erupts_nowhere(tx, card.id):
        _set_aside(tx, card.id, forced, queued)
        return
    tx.emit(WorldEventRevealed(card=card.id, position=result.position, triggers=result.triggers))


def _erupts_nowhere(tx: Tx, card: str) -> bool:
    """An eruption with no volcano on the map (the explorable map, none explored yet)."""
    erupts = any(isinstance(e, Eruption) for e in card_of(tx.content, card).effects)
    return erupts and not any(a.volcano for a in tx.content.areas.values())


def _set_aside(tx: Tx, card: str, forced: bool, queued: bool) -> None:
    """The card is ignored altogether (it moves no marker, nothing happens) and another drawn."""
    tx.emit(WorldEventRevealed(card=card, position=tx.s.chaos, triggers=0, forced=forced))
    reveal(tx, forced, queued)


def after_movement(tx: Tx, player: str = "") -> None:
    """The `after_movement` hook: run after a movement's combats (see the module doc).
    The bids and effects follow as the game moves on (responses.interrupt), before
    the next action."""
    if moved_nothing(tx, player):  # an AI player reveals a card only when it moved units
        return
    reveal(tx, forced=False)


# -- bids --------------------------------------------------------------------------------


def bid_bonus(s: State, content: Content, player: str) -> int:
    """What a player's bid counts for above the Favor put in (bid_bonus abilities)."""
    return sum(amount for _, amount in bid_bonuses(s, content, player))


def bid_bonuses(s: State, content: Content, player: str) -> list[tuple[str, int]]:
    """Each card that makes the player's bid count more (a bid of at least 1), by name:
    an invocation cast this action, an advancement."""
    found = []
    for ability in active(s, "bid_bonus", player=player):
        effect = decode_effect("bid_bonus", ability.params)
        if isinstance(effect, BidBonus):
            card = content.invocations.get(ability.source)
            found.append((card.name if card else ability.source or "an invocation", effect.amount))
    for adv_id in s.players[player].advancements:
        adv = content.advancements.get(adv_id)
        if adv is None:
            continue
        found += [(adv.name, e.amount) for e in adv.effects if isinstance(e, BidBonus)]
    return found


def place_bid(tx: Tx, player: str, cmd: Bid) -> None:
    s = tx.s
    if player not in bidders_left(s) or s.window is not None or s.choice is not None:
        raise IllegalCommand("there is no world event for you to bid on now")
    bidding.check_bid(cmd.amount, s.players[player].favor)
    tx.emit(BidPlaced(player=player, amount=cmd.amount))


class _Tie(Exception):
    pass


def open_bids(tx: Tx) -> None:
    s = tx.s
    w = s.world
    assert w is not None
    bids = dict(w.bids)
    counted = {p: b + (bid_bonus(s, tx.content, p) if b >= 1 else 0) for p, b in bids.items()}
    # The bonus is checked as if it were Favor held; only what was put in is paid.
    purse = {p: max(s.players[p].favor, counted[p]) for p in s.players}
    top = max(counted.values())
    tied = tuple(p for p in counted if counted[p] == top)

    def favorite_chooses(among: tuple[str, ...]) -> str:
        raise _Tie  # the Favorite is asked (below)

    with contextlib.suppress(_Tie):
        tied = bidding.settle_bids(
            counted, purse, favorite=s.favorite or next(iter(s.players)), favorite_chooses=favorite_chooses
        ).tied
    tx.emit(BidsOpened(bids=bids, counted=counted, tied=tied))
    if len(tied) == 1:
        tx.emit(WorldEventWon(player=tied[0], card=w.card, paid=bids[tied[0]]))
    else:
        chooser = s.favorite if s.favorite in s.players else tied[0]
        ask(tx, Choice(player=chooser, about="tie", prompt="who wins the tied bid?", options=list(tied)))


def _tie_broken(tx: Tx, player: str, option: str) -> None:
    w = tx.s.world
    assert w is not None
    tx.emit(WorldEventWon(player=option, card=w.card, paid=w.bids[option]))


# -- moving on ---------------------------------------------------------------------------------


def advance(tx: Tx) -> bool:
    """Go on with the world events under way; True while waiting for players."""
    s = tx.s
    w = s.world
    if w is None:
        return False
    if w.stage == "":
        if w.queue > 0:
            reveal(tx, forced=True, queued=True)
            return False
        if w.reshuffle:
            deck = chaos.reshuffle(
                [_as_chaos_card(tx.content, c) for c in reversed(s.world_deck)],
                [_as_chaos_card(tx.content, c) for c in s.world_discard], tx.rng,
            )
            tx.emit(WorldDeckRebuilt(deck=tuple(c.id for c in reversed(deck))))
        tx.emit(WorldEventsDone())
        return False
    if w.stage == START:
        card = card_of(tx.content, w.card)
        if not chaos.has_bid(chaos.WorldEventCard(card.id, card.chaos, card.kind)):
            tx.emit(WorldEventOver(card=card.id))
            return False
        tx.emit(BiddingBegan(card=card.id))
        open_window(tx, ["bid"])
        return False
    if w.stage == BID:
        if s.settings.responses == USEFUL:
            for player in bidders_left(s):  # nothing to ask one with no Favor: it bids 0
                if s.players[player].favor == 0 and s.window is None:
                    tx.emit(BidPlaced(player=player, amount=0))
        if bidders_left(s):
            return True
        for roll in tx.rules.hooks.roll_bids:  # the AI seats roll theirs
            roll(tx)
        open_bids(tx)
        return False
    if w.stage == TIE:
        return True  # the Favorite's choice is pending
    if w.stage == EFFECTS:
        if s.resolving is None:
            tx.emit(ResolutionBegan(source=WORLD, id=w.card, beneficiary=w.winner))
        if not carry_out(tx):
            return True
        moved = chaos.after_bid(s.chaos, w.paid, len(s.players))
        if w.paid:
            tx.emit(ChaosMoved(position=moved.position, triggers=moved.triggers))
        tx.emit(WorldEventOver(card=w.card))
        return False
    raise IllegalCommand(f"unknown world event stage {w.stage!r}")


DECIDERS = Deciders[Tx]().on(Bid, place_bid)


# What follows each kind of question once answered.
ANSWERS = {
    "tie": _tie_broken,
}
