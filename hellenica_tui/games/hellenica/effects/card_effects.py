"""Effects on advancements, Ethos cards, the Favorite of the Gods, the decks and the Chaos Marker."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, permutations

from hellenica_tui.games.hellenica.content.effect_schema import (
    BecomeFavorite,
    CancelInvocation,
    ChaosShift,
    Foresee,
    FreeAdvancement,
    RaiseCost,
    ResearchAdvancement,
    Reshuffle,
    SwapEthos,
)
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.effects.advancements import check_research, may_research
from hellenica_tui.games.hellenica.effects.events import CardsForeseen, DeckArranged, EthosDrawn, FavoriteMade
from hellenica_tui.games.hellenica.effects.run import Run
from hellenica_tui.games.hellenica.gods.chaos import shift_chaos
from hellenica_tui.games.hellenica.gods.choices import NONE
from hellenica_tui.games.hellenica.gods.events import ReshuffleDue
from hellenica_tui.games.hellenica.gods.option_forms import CardsInOrder, CardsKept
from hellenica_tui.games.hellenica.turn import events as turn_ev

# -- advancements, Ethos, the Favorite, the decks ---------------------------------------------------------


def _advancement_options(run: Run, level: int | None, philosophers: int) -> list[str]:
    p = run.s.players[run.me]
    return [
        a.id for a in run.content.advancements.values()
        if (level is None or a.level <= level) and may_research(run.content, p, a.id, philosophers)
    ]


def free_advancement(run: Run, effect: FreeAdvancement) -> None:
    options = _advancement_options(run, effect.level, 10**6)
    picked = run.ask(run.me, "which advancement do you take for free?", options)
    if picked is not None:
        run.tx.emit(econ_ev.AdvancementResearched(player=run.me, advancement=picked, cost=0))


def research_advancement(run: Run, effect: ResearchAdvancement) -> None:
    p = run.s.players[run.me]
    options = _advancement_options(run, None, p.philosophers)
    if not options:
        return
    picked = run.ask(run.me, "buy which advancement now?", [NONE, *options])
    if picked and picked != NONE:
        cost = check_research(run.content, p, picked, p.philosophers)
        run.tx.emit(econ_ev.AdvancementResearched(player=run.me, advancement=picked, cost=cost))


def swap_ethos(run: Run, effect: SwapEthos) -> None:
    p = run.s.players[run.me]
    if not p.ethos or p.kind == "ai":
        return
    if not p.ethos_hand:
        deck = sorted(run.s.ethos_deck)
        run.tx.rng.shuffle(deck)
        drawn = tuple(deck[: effect.draw])
        if not drawn:
            return
        run.tx.emit(EthosDrawn(player=run.me, cards=drawn))
        p = run.s.players[run.me]  # as the draw left it
    cards = sorted([*p.ethos, *p.ethos_hand])
    keep = len(p.ethos)
    options = sorted({CardsKept(tuple(sorted(c))).text for c in _combos(cards, keep) if len(set(c)) == keep})
    picked = run.ask(run.me, "which Ethos objectives do you keep?", options, secret=True)
    if picked is None:
        return
    kept = CardsKept.read(picked).cards
    rest = list(cards)
    for card in kept:
        rest.remove(card)
    run.tx.emit(turn_ev.EthosKept(player=run.me, kept=kept, returned=tuple(sorted(rest))))


def _combos(cards: list[str], k: int) -> Iterator[tuple[str, ...]]:
    return combinations(cards, k)


def become_favorite(run: Run, effect: BecomeFavorite) -> None:
    run.tx.emit(FavoriteMade(player=run.me))


def foresee(run: Run, effect: Foresee) -> None:
    if effect.deck != "world_events":
        # The Ethos deck is shuffled before every deal: a look shows which cards are in it, no order.
        run.tx.emit(CardsForeseen(player=run.me, cards=tuple(sorted(run.s.ethos_deck)[: effect.count])))
        run.tx.emit(DeckArranged(player=run.me, cards=()))
        return
    if run.me not in run.s.peek:
        top = tuple(reversed(run.s.world_deck[-effect.count:]))
        if not top:
            return
        run.tx.emit(CardsForeseen(player=run.me, cards=top))
    seen = run.s.peek[run.me]
    orders = [CardsInOrder(o).text for o in dict.fromkeys(permutations(seen))]
    picked = run.ask(run.me, "put them back in which order (top first)?", orders, secret=True)
    if picked is not None:
        run.tx.emit(DeckArranged(player=run.me, cards=CardsInOrder.read(picked).cards))


def chaos_shift(run: Run, effect: ChaosShift) -> None:
    shift_chaos(run.tx, effect.steps)


def reshuffle(run: Run, effect: Reshuffle) -> None:
    run.tx.emit(ReshuffleDue())


def counter(run: Run, effect: CancelInvocation | RaiseCost) -> None:
    pass  # counters act when their window resolves (invoking.py)
