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
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.content.ability_schema import BidBonus
from hellenica_tui.games.hellenica.content.schema import Content, WorldEvent
from hellenica_tui.games.hellenica.core.commands import register_command
from hellenica_tui.games.hellenica.core.decide import Tx, decides
from hellenica_tui.games.hellenica.core.events import register_event
from hellenica_tui.games.hellenica.core.evolve import applies
from hellenica_tui.games.hellenica.core.hooks import hook
from hellenica_tui.games.hellenica.core.state import Choice, State, WorldState
from hellenica_tui.games.hellenica.effects.advancements import effects as advancement_effects
from hellenica_tui.games.hellenica.effects.timed import active
from hellenica_tui.games.hellenica.gods.choices import answers, ask
from hellenica_tui.games.hellenica.gods.invoking import USEFUL, open_window
from hellenica_tui.games.hellenica.gods.resolving import WORLD, ResolutionBegan, carry_out
from hellenica_tui.games.hellenica.mechanics import bidding, chaos
from hellenica_tui.games.hellenica.war.supply_movement import AFTER_MOVEMENT

START, BID, TIE, EFFECTS = "start", "bid", "tie", "effects"


# -- commands and events -------------------------------------------------------------


@register_command
class Bid(Command, frozen=True, kw_only=True):
    amount: int


@register_event(barrier=True)
class WorldEventRevealed(Event, frozen=True, kw_only=True):
    card: str
    position: int  # the chaos marker afterwards
    triggers: int  # times the marker entered the last space (the card happens on the first)
    forced: bool = False  # drawn to happen whatever its chaos number
    queued: bool = False  # drawn for a trigger that was waiting


@register_event(barrier=True)
class WorldDeckRebuilt(Event, frozen=True, kw_only=True):
    deck: tuple[str, ...]  # top card last


@register_event
class ReshuffleDue(Event, frozen=True, kw_only=True):
    pass


@register_event
class BiddingBegan(Event, frozen=True, kw_only=True):
    card: str


@register_event
class BidPlaced(Event, frozen=True, kw_only=True):
    player: str
    amount: int


@register_event(barrier=True)
class BidsOpened(Event, frozen=True, kw_only=True):
    bids: dict[str, int]  # what each put in
    counted: dict[str, int]  # what each bid counts for, with bonuses
    tied: tuple[str, ...]


@register_event
class WorldEventWon(Event, frozen=True, kw_only=True):
    player: str
    card: str
    paid: int


@register_event
class ChaosMoved(Event, frozen=True, kw_only=True):
    position: int
    triggers: int  # further world events, each on a fresh card


@register_event
class WorldEventOver(Event, frozen=True, kw_only=True):
    card: str


@register_event
class WorldEventsDone(Event, frozen=True, kw_only=True):
    pass


def _world(s: State) -> WorldState:
    if s.world is None:
        s.world = WorldState(card="", stage="", bids={}, queue=0)
    return s.world


@applies(WorldEventRevealed)
def _revealed(s: State, e: WorldEventRevealed) -> None:
    w = _world(s)
    s.world_deck.pop()
    s.world_discard.append(e.card)
    s.chaos = e.position
    if e.queued:
        w.queue -= 1
    if e.triggers:
        w.card, w.stage = e.card, START
        w.queue += e.triggers - 1


@applies(WorldDeckRebuilt)
def _rebuilt(s: State, e: WorldDeckRebuilt) -> None:
    s.world_deck = list(e.deck)
    s.world_discard = []
    if s.world is not None:
        s.world.reshuffle = False


@applies(ReshuffleDue)
def _reshuffle_due(s: State, e: ReshuffleDue) -> None:
    _world(s).reshuffle = True


@applies(BiddingBegan)
def _bidding(s: State, e: BiddingBegan) -> None:
    w = _world(s)
    w.stage, w.bids = BID, {}


@applies(BidPlaced)
def _bid(s: State, e: BidPlaced) -> None:
    _world(s).bids[e.player] = e.amount


@applies(BidsOpened)
def _opened(s: State, e: BidsOpened) -> None:
    w = _world(s)
    w.stage = TIE


@applies(WorldEventWon)
def _won(s: State, e: WorldEventWon) -> None:
    w = _world(s)
    w.winner, w.paid, w.stage = e.player, e.paid, EFFECTS
    p = s.players[e.player]
    p.favor -= e.paid
    p.world_events.append(e.card)
    if e.card in s.world_discard:  # the winner keeps the card, out of every reshuffle
        s.world_discard.reverse()
        s.world_discard.remove(e.card)
        s.world_discard.reverse()


@applies(ChaosMoved)
def _chaos(s: State, e: ChaosMoved) -> None:
    s.chaos = e.position
    if e.triggers:
        _world(s).queue += e.triggers


@applies(WorldEventOver)
def _over(s: State, e: WorldEventOver) -> None:
    w = _world(s)
    w.card, w.stage, w.bids, w.winner, w.paid = "", "", {}, "", 0


@applies(WorldEventsDone)
def _done(s: State, e: WorldEventsDone) -> None:
    s.world = None


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
        tx.emit(WorldEventRevealed(card=card.id, position=s.chaos, triggers=1, forced=True, queued=queued))
        return
    result = chaos.reveal(s.chaos, card, players)
    tx.emit(WorldEventRevealed(card=card.id, position=result.position, triggers=result.triggers))


def after_movement(tx: Tx, player: str = "") -> None:
    """THE HOOK the movement rules call after a movement's combats (see the module doc);
    registered in supply_movement.AFTER_MOVEMENT. The bids and effects follow as the
    game moves on (responses.interrupt), before the next action."""
    from hellenica_tui.games.hellenica.ai_seats.players import moved_nothing

    if moved_nothing(tx, player):  # an AI player reveals a card only when it moved units
        return
    reveal(tx, forced=False)


hook(AFTER_MOVEMENT, after_movement)


def shift_chaos(tx: Tx, steps: int) -> None:
    """Move the chaos marker by an effect: down (triggering) or up (never above players + 1)."""
    s = tx.s
    players = len(s.players)
    if steps >= 0:
        moved = chaos.move_chaos(s.chaos, steps, players)
        tx.emit(ChaosMoved(position=moved.position, triggers=moved.triggers))
    else:
        tx.emit(ChaosMoved(position=min(chaos.chaos_start(players), s.chaos - steps), triggers=0))


# -- bids --------------------------------------------------------------------------------


def bid_bonus(s: State, content: Content, player: str) -> int:
    """What a player's bid counts for above the Favor put in (bid_bonus abilities)."""
    timed = sum(int(a.params.get("amount", 0)) for a in active(s, "bid_bonus", player=player))  # type: ignore[arg-type]
    lasting = sum(e.amount for e in advancement_effects(content, s.players[player], BidBonus))
    return timed + lasting


def bidders_left(s: State) -> list[str]:
    w = s.world
    if w is None or w.stage != BID:
        return []
    # AI players bid by the rules' roll once the others' bids are in (ai_players.roll_ai_bids).
    return [p for p in s.players if p not in w.bids and s.players[p].kind != "ai"]


@decides(Bid)
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


@answers("tie")
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
        from hellenica_tui.games.hellenica.ai_seats.players import roll_ai_bids

        roll_ai_bids(tx)
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
