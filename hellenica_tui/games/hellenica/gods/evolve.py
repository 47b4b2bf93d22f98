"""What each of the gods' events does to the state, in place. Pure bookkeeping."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.sharing import Writes, writes_nothing, writes_player
from hellenica_tui.games.hellenica.core.state import (
    Cast,
    Choice,
    Resolving,
    State,
    Window,
    WorldState,
    cities_of,
    turn_key,
)
from hellenica_tui.games.hellenica.economy.upgrades import TEMPLE
from hellenica_tui.games.hellenica.gods.events import (
    BID,
    EFFECTS,
    START,
    TIE,
    Answered,
    BiddingBegan,
    BidPlaced,
    BidsOpened,
    CastDone,
    ChaosMoved,
    ChoiceAsked,
    EffectDone,
    InvocationCast,
    QuietCleared,
    QuietInKinds,
    QuietSet,
    ReshuffleDue,
    ResolutionBegan,
    ResolutionEnded,
    TemplesRemoved,
    WindowAnswered,
    WindowClosed,
    WindowOpened,
    WindowResolved,
    WorldDeckRebuilt,
    WorldEventOver,
    WorldEventRevealed,
    WorldEventsDone,
    WorldEventWon,
)
from hellenica_tui.games.kit.tables import EventTable, Evolvers


def _world(s: State) -> WorldState:
    if s.world is None:
        s.world = WorldState(card="", stage="", bids={}, queue=0)
    return s.world


def _asked(s: State, e: ChoiceAsked) -> None:
    s.choice = Choice(player=e.player, about=e.about, prompt=e.prompt, options=list(e.options), secret=e.secret)


def _choices_answered(s: State, e: Answered) -> None:
    s.choice = None
    if s.resolving is not None:
        if e.about == "target":
            s.resolving.target = e.option
        elif e.about == "effect":
            s.resolving.answers.append(e.option)


def _invoking_opened(s: State, e: WindowOpened) -> None:
    s.window = Window(
        kinds=list(e.kinds), asked=list(e.asked), casts=[], context=e.context, players=list(e.players),
        resume=e.resume, order=[], resolved=False,
    )
    if e.key:
        stamp = turn_key(s, "")  # keys of earlier turns go
        s.opened = [k for k in s.opened if k.startswith(stamp)] + [turn_key(s, e.key)]


def _cast(s: State, e: InvocationCast) -> None:
    p = s.players[e.player]
    p.favor -= e.cost
    p.invocations_used.append(e.invocation)
    assert s.window is not None
    s.window.casts.append(Cast(caster=e.player, invocation=e.invocation, cost=e.cost, target=e.target))
    s.window.asked = list(e.asked)


def _invoking_answered(s: State, e: WindowAnswered) -> None:
    if s.window is not None and e.player in s.window.asked:
        s.window.asked.remove(e.player)


def _quiet(s: State, e: QuietSet | QuietInKinds) -> None:
    for entry in [f"{e.player}:{kind}" for kind in e.kinds] if isinstance(e, QuietInKinds) else [e.player]:
        if entry not in s.quiet:
            s.quiet.append(entry)
    if s.window is not None and e.player in s.window.asked:
        s.window.asked.remove(e.player)


def _resolved(s: State, e: WindowResolved) -> None:
    w = s.window
    assert w is not None
    w.resolved = True
    w.asked = []
    for cast, outcome, extra in zip(w.casts, e.outcomes, e.extra, strict=True):
        cast.outcome = outcome
        s.players[cast.caster].favor -= extra
    w.order = [i for i, c in enumerate(w.casts) if c.outcome == "resolved" and c.target < 0]


def _cast_done(s: State, e: CastDone) -> None:
    assert s.window is not None
    s.window.order.pop(0)


def _closed(s: State, e: WindowClosed) -> None:
    s.window = None


def _quiet_cleared(s: State, e: QuietCleared) -> None:
    s.quiet = []


def _began(s: State, e: ResolutionBegan) -> None:
    s.resolving = Resolving(source=e.source, id=e.id, beneficiary=e.beneficiary, context=e.context)


def _resolving_done(s: State, e: EffectDone) -> None:
    assert s.resolving is not None
    s.resolving.step += 1
    s.resolving.answers = []


def _ended(s: State, e: ResolutionEnded) -> None:
    s.resolving = None


def _removed(s: State, e: TemplesRemoved) -> None:
    for area in s.areas.values():
        if area.owner != e.player:
            continue
        for i, up in enumerate(area.slots):
            if up is not None and up.kind == TEMPLE and up.deity == e.deity:
                area.slots[i] = None
        gov = area.government
        if gov is not None and gov.kind == TEMPLE and gov.deity == e.deity:
            area.government = None
            p = s.players[e.player]
            p.government, p.government_city = "", ""


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


def _rebuilt(s: State, e: WorldDeckRebuilt) -> None:
    s.world_deck = list(e.deck)
    s.world_discard = []
    if s.world is not None:
        s.world.reshuffle = False


def _reshuffle_due(s: State, e: ReshuffleDue) -> None:
    _world(s).reshuffle = True


def _bidding(s: State, e: BiddingBegan) -> None:
    w = _world(s)
    w.stage, w.bids = BID, {}


def _bid(s: State, e: BidPlaced) -> None:
    _world(s).bids[e.player] = e.amount


def _world_opened(s: State, e: BidsOpened) -> None:
    w = _world(s)
    w.stage = TIE


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


def _chaos(s: State, e: ChaosMoved) -> None:
    s.chaos = e.position
    if e.triggers:
        _world(s).queue += e.triggers


def _over(s: State, e: WorldEventOver) -> None:
    w = _world(s)
    w.card, w.stage, w.bids, w.winner, w.paid = "", "", {}, "", 0


def _world_done(s: State, e: WorldEventsDone) -> None:
    s.world = None


EVOLVERS = (
    Evolvers[State]()
    .on(ChoiceAsked, _asked)
    .on(Answered, _choices_answered)
    .on(WindowOpened, _invoking_opened)
    .on(InvocationCast, _cast)
    .on(WindowAnswered, _invoking_answered)
    .on(QuietSet, _quiet)
    .on(QuietInKinds, _quiet)
    .on(WindowResolved, _resolved)
    .on(CastDone, _cast_done)
    .on(WindowClosed, _closed)
    .on(QuietCleared, _quiet_cleared)
    .on(ResolutionBegan, _began)
    .on(EffectDone, _resolving_done)
    .on(ResolutionEnded, _ended)
    .on(TemplesRemoved, _removed)
    .on(WorldEventRevealed, _revealed)
    .on(WorldDeckRebuilt, _rebuilt)
    .on(ReshuffleDue, _reshuffle_due)
    .on(BiddingBegan, _bidding)
    .on(BidPlaced, _bid)
    .on(BidsOpened, _world_opened)
    .on(WorldEventWon, _won)
    .on(ChaosMoved, _chaos)
    .on(WorldEventOver, _over)
    .on(WorldEventsDone, _world_done)
)


def _extra_paid(s: State, e: WindowResolved) -> Writes:
    assert s.window is not None
    return Writes((), [cast.caster for cast, extra in zip(s.window.casts, e.extra, strict=True) if extra])


# The areas and players each event changes (core/sharing.py).
WRITES = (
    EventTable[State, Writes]()
    .on(ChoiceAsked, writes_nothing)
    .on(Answered, writes_nothing)
    .on(WindowOpened, writes_nothing)
    .on(InvocationCast, writes_player)
    .on(WindowAnswered, writes_nothing)
    .on(QuietSet, writes_nothing)
    .on(WindowResolved, _extra_paid)
    .on(CastDone, writes_nothing)
    .on(WindowClosed, writes_nothing)
    .on(QuietCleared, writes_nothing)
    .on(ResolutionBegan, writes_nothing)
    .on(EffectDone, writes_nothing)
    .on(ResolutionEnded, writes_nothing)
    .on(TemplesRemoved, lambda s, e: Writes(cities_of(s, e.player), (e.player,)))
    .on(WorldEventRevealed, writes_nothing)
    .on(WorldDeckRebuilt, writes_nothing)
    .on(ReshuffleDue, writes_nothing)
    .on(BiddingBegan, writes_nothing)
    .on(BidPlaced, writes_nothing)
    .on(BidsOpened, writes_nothing)
    .on(WorldEventWon, writes_player)
    .on(ChaosMoved, writes_nothing)
    .on(WorldEventOver, writes_nothing)
    .on(WorldEventsDone, writes_nothing)
)
