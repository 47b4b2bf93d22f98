"""A whole position sampled from what one player has seen.

A view (`core/view.py`) blanks what its player may not know with "?": the
others' Ethos cards, the order of the Ethos, world-event and AI decks, the
AI players' shared Ethos cards early on, the sealed bids of others, the map
tiles face down (others' hands, the explorable map's stack). A search
needs a whole position to play forward, so each blank is filled with a draw
that fits what is seen: cards from the copies of each card the scenario has,
less those seen elsewhere (kept, discarded, revealed), and a sealed bid from 0
to its bidder's Favor. Filling from the view only, never from a real state,
is what keeps the search fair: it cannot tell two positions its player cannot
tell apart.

What stays blank (the options of another player's secret question, the cards
another player is looking at) the search does not play through: a playout
stops where a player would have to answer from one (`unfilled`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

import msgspec

from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State, copy_state
from hellenica_tui.games.hellenica.core.view import HIDDEN, SEALED
from hellenica_tui.games.hellenica.maps.setup import dealt_tiles


def sample(seen: State, rng: random.Random, content: Content | None = None) -> State:
    """One whole position consistent with the view `seen` (left as it was)."""
    content = content or content_of(seen)
    s = copy_state(seen)
    s.seed = rng.getrandbits(62)
    _fill_ethos(s, content, rng)
    _fill_world(s, content, rng)
    _fill_ai_deck(s, content, rng)
    _fill_tiles(s, content, rng)
    if s.world is not None and s.world.stage == "bid":
        s.world.bids = {p: (rng.randint(0, max(s.players[p].favor, 0)) if b == SEALED else b)
                        for p, b in s.world.bids.items()}
    return s


def unfilled(state: State, player: str) -> bool:
    """Whether `player`, to act on a sampled position, would answer from a blank no
    sample fills: the options of its secret question, or the cards it looks at."""
    choice = state.choice
    if choice is not None and choice.player == player and HIDDEN in choice.options:
        return True
    return HIDDEN in state.peek.get(player, ())


def _pool(every: Iterable[str], seen: Iterable[str]) -> Counter[str]:
    """The cards not seen anywhere: every copy less each one seen."""
    pool = Counter(every)
    pool.subtract(c for c in seen if c != HIDDEN)
    return +pool  # drop what went below zero (a card seen more often than it exists)


def _draw(pool: Counter[str], rng: random.Random, n: int, every: list[str]) -> list[str]:
    """`n` cards drawn from `pool` (from every card when the pool runs out)."""
    cards = sorted(pool.elements())
    rng.shuffle(cards)
    drawn = cards[:n]
    while len(drawn) < n and every:
        drawn.append(rng.choice(every))
    return drawn


def _fill_ethos(s: State, content: Content, rng: random.Random) -> None:
    every = sorted(o.id for o in content.objectives.values() if o.deck == "ethos" for _ in range(o.copies))
    hands = [p.ethos for p in s.players.values()] + [p.ethos_hand for p in s.players.values()]
    shared = s.ai.ethos if s.ai is not None else []
    places = [*hands, shared, s.ethos_deck]
    blanks = sum(c == HIDDEN for cards in places for c in cards)
    if not blanks:
        return
    drawn = iter(_draw(_pool(every, (c for cards in places for c in cards)), rng, blanks, every))
    for cards in places:
        cards[:] = [next(drawn) if c == HIDDEN else c for c in cards]
    s.ethos_deck.sort()  # the rules keep it sorted


def _fill_world(s: State, content: Content, rng: random.Random) -> None:
    blanks = sum(c == HIDDEN for c in s.world_deck)
    if not blanks:
        return
    every = sorted(card.id for card in content.world_events for _ in range(card.copies))
    seen = [*s.world_deck, *s.world_discard, *(s.world.card for _ in [0] if s.world is not None and s.world.card)]
    seen += [c for cards in s.peek.values() for c in cards] + [c for p in s.players.values() for c in p.world_events]
    drawn = iter(_draw(_pool(every, seen), rng, blanks, every))
    s.world_deck = [next(drawn) if c == HIDDEN else c for c in s.world_deck]


def _fill_ai_deck(s: State, content: Content, rng: random.Random) -> None:
    ai = s.ai
    if ai is None or not any(c == HIDDEN for c in ai.deck):
        return
    every = sorted(card.id for card in content.ai_cards)
    seen = [*ai.deck, *ai.discard, *(seat.card for seat in ai.seats.values() if seat.card)]
    drawn = iter(_draw(_pool(every, seen), rng, sum(c == HIDDEN for c in ai.deck), every))
    ai.deck = [next(drawn) if c == HIDDEN else c for c in ai.deck]


def _fill_tiles(s: State, content: Content, rng: random.Random) -> None:
    """The map tiles face down (others' hands, the explorable map's stack, what another
    explorer drew or discarded): drawn from those dealt out and not seen anywhere."""
    layout = s.layout
    if isinstance(layout, msgspec.UnsetType):
        return
    places = [*layout.hands.values(), layout.stack, layout.drawn, layout.discard]
    blanks = sum(t == HIDDEN for tiles in places for t in tiles)
    if not blanks:
        return
    every = dealt_tiles(content)
    seen = [p.tile for p in layout.placed] + [t for tiles in places for t in tiles]
    drawn = iter(_draw(_pool(every, seen), rng, blanks, every))
    for tiles in places:
        tiles[:] = [next(drawn) if t == HIDDEN else t for t in tiles]
    for hand in layout.hands.values():
        hand.sort()  # the rules keep a hand sorted
