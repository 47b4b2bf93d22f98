"""The sampler of Hellas fills only what a player cannot see, from its view alone."""

import random
from collections import Counter

from hellenica_tui.ai.hellas.sampler import sample
from hellenica_tui.games.hellas import search
from hellenica_tui.games.hellas.state import State, copy_state, opponent
from hellenica_tui.games.hellas.view import view
from tests.games.hellas.conftest import IDX, D, L


def positions(seeds=range(3), every=7):
    """Positions of random games, every `every`-th command."""
    for seed in seeds:
        rng = random.Random(seed)
        s = search.new_state([L, D], seed)
        n = 0
        while not search.is_over(s):
            if n % every == 0:
                yield s
            p = search.to_act(s)[0]
            s = search.apply(s, p, rng.choice(search.legal(s, p)), rng)
            n += 1


def test_a_sample_shows_its_player_what_the_true_state_shows():
    rng = random.Random(0)
    for s in positions():
        for seat in (L, D):
            filled = sample(view(s, seat), rng)
            assert view(filled, seat) == view(s, seat)
            if seat in search.to_act(s):
                assert search.legal(filled, seat) == search.legal(s, seat)


def test_a_sample_deals_every_card_once_and_every_tile_once():
    rng = random.Random(1)
    every = Counter({c.id: c.count for c in IDX.content.cards})
    for s in positions(every=11):
        filled = sample(view(s, L), rng)
        cards = Counter(c for h in filled.hands.values() for c in h)
        cards += Counter(c for d in (*filled.decks.values(), *filled.discards.values()) for c in d)
        assert cards == every
        tiles = [*filled.stack, *filled.placed, *filled.aside, *([filled.drawn] if filled.drawn else [])]
        assert sorted(tiles) == sorted([IDX.content.start.id, *IDX.city_ids])


def test_samples_vary_what_is_hidden():
    s = next(p for p in positions() if p.phase == "choose" and p.turn > 2)
    rng = random.Random(2)
    hands = {tuple(sample(view(s, L), rng).hands[D]) for _ in range(20)}
    stacks = {tuple(sample(view(s, L), rng).stack) for _ in range(20)}
    assert len(hands) > 1 and len(stacks) > 1


def refilled(s: State, seat: str, rng: random.Random, *, blank: bool) -> State:
    """`s` with what `seat` may not see changed: the opponent's hand, the unseen cards
    of `seat`, the decks and the stack, either all set to one card of each god and a
    sorted stack (`blank`) or dealt again at random from the same cards."""
    t = copy_state(s)
    foe = opponent(s, seat)
    unseen = list(s.fresh[seat]) if s.phase == "burst" and s.players[s.current] == seat else []
    mine = list(s.hands[seat])
    for c in unseen:
        mine.remove(c)
    for god in IDX.god_ids:
        theirs = [c for c in s.hands[foe] if IDX.cards[c].god == god]
        hidden = [c for c in unseen if IDX.cards[c].god == god]
        pool = theirs + hidden + list(s.decks[god])
        if blank:
            pool = [min(pool)] * len(pool) if pool else []
        else:
            rng.shuffle(pool)
        t.hands[foe] = [c for c in t.hands[foe] if IDX.cards[c].god != god] + pool[: len(theirs)]
        fresh = pool[len(theirs) : len(theirs) + len(hidden)]
        t.decks[god] = pool[len(theirs) + len(hidden) :]
        if unseen:
            t.fresh[seat] = [c for c in t.fresh[seat] if IDX.cards[c].god != god] + fresh
    if unseen:
        t.hands[seat] = mine + list(t.fresh[seat])
    t.stack = sorted(s.stack) if blank else rng.sample(s.stack, len(s.stack))
    assert view(t, seat) == view(s, seat)  # the same to `seat`
    return t


def test_the_search_decides_the_same_whatever_it_cannot_see():
    """The decision on the true state, on one whose secrets are blanked and on one
    whose secrets are dealt again is the same, for the same seed and budget."""
    from hellenica_tui.ai.hellas.game import HELLAS
    from hellenica_tui.ai.search.budget import Budget
    from hellenica_tui.ai.search.ismcts import decide

    rng = random.Random(3)
    tried = 0
    for s in positions(seeds=range(2), every=9):
        seat = search.to_act(s)[0]
        if len(search.legal(s, seat)) < 2:
            continue
        verdicts = [decide(HELLAS, t, seat, Budget(playouts=6), random.Random(7))
                    for t in (s, refilled(s, seat, rng, blank=True), refilled(s, seat, rng, blank=False))]  # fmt: skip
        assert verdicts[0] == verdicts[1] == verdicts[2]
        tried += 1
    assert tried >= 10
