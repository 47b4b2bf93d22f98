"""What the search of War and politics knows of a position: the table and its own hand,
and of the rest only how much there is; each sample deals the rest again."""

from __future__ import annotations

import random
from collections import Counter

from hellenica_tui.ai.war.sampler import observe, sample
from hellenica_tui.games.war import search
from hellenica_tui.games.war.state import State, copy_state


def positions(seed: int = 2, players: int = 3, every: int = 40, commands: int = 600) -> list[State]:
    """Positions of a random game, some cards in every hand."""
    rng = random.Random(seed)
    state = search.new_state(["alpha", "beta", "gamma", "delta"][:players], seed, "aegean", {})
    kept = []
    for n in range(commands):
        if search.is_over(state):
            break
        player = search.to_act(state)[0]
        state = search.apply(state, player, rng.choice(search.legal(state, player)), rng)
        if n % every == every - 1:
            kept.append(state)
    return kept


def test_what_a_player_cannot_see_does_not_change_what_he_observes():
    for state in positions():
        other = copy_state(state)
        rng = random.Random(1)
        pool = other.deck + other.players["beta"].hand + other.players["gamma"].hand
        rng.shuffle(pool)
        sizes = len(other.players["beta"].hand), len(other.players["gamma"].hand)
        other.players["beta"].hand = pool[: sizes[0]]
        other.players["gamma"].hand = pool[sizes[0] : sum(sizes)]
        other.deck = pool[sum(sizes) :]
        rng.shuffle(other.leader_names)
        other.players["beta"].seen = {"alpha": ["whatever"]}
        assert observe(other, "alpha") == observe(state, "alpha")


def test_a_sample_keeps_the_table_and_the_own_hand_and_deals_the_rest():
    dealt_differently = False
    for state in positions():
        seen = observe(state, "alpha")
        a, b = sample(seen, random.Random(1)), sample(seen, random.Random(2))
        for s in (a, b):
            assert s.players["alpha"].hand == state.players["alpha"].hand
            assert s.units == state.units and s.cities == state.cities and s.discard == state.discard
            assert [len(p.hand) for p in s.players.values()] == [len(p.hand) for p in state.players.values()]
            assert len(s.deck) == len(state.deck)
            hidden = Counter(s.deck + s.players["beta"].hand + s.players["gamma"].hand)
            assert hidden == Counter(state.deck + state.players["beta"].hand + state.players["gamma"].hand)
            assert sorted(s.leader_names) == sorted(state.leader_names)
        dealt_differently |= a.deck != b.deck
        assert search.legal(a, search.to_act(a)[0])  # a sample is a position the rules play on
    assert dealt_differently
