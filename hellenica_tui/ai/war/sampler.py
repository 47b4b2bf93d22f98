"""What one player knows of a game of War and politics, and a whole state drawn from it.

A player sees the table (cities, units, gold, traits, the discards, every phase
and counter), his own hand and what he spied, and of the rest only how much
there is: each other hand's size, the deck's size, the leaders' names still to
give. `observe` keeps exactly that: the state with the other hands, the deck
and the order of the names taken out, and the cards nobody shows pooled in
sorted order (the whole card list less the discards and his own hand, which he
can count for himself). `sample` deals that pool again by chance: each other
hand as many cards as it held, the rest to the deck in a shuffled order, and
shuffles the names. The future dice are the search's own generator.
"""

from __future__ import annotations

import random

import msgspec

from hellenica_tui.games.war.state import State, copy_state


class Seen(msgspec.Struct, kw_only=True):
    viewer: str
    state: State  # other hands, the deck and the seen hands of the others emptied; the names sorted
    hand_sizes: dict[str, int]
    unseen: list[str]  # the cards in other hands and in the deck, sorted
    deck: int


def observe(state: State, viewer: str) -> Seen:
    table = copy_state(state)
    sizes = {}
    unseen: list[str] = list(state.deck)
    for name, player in table.players.items():
        if name == viewer:
            continue
        sizes[name] = len(player.hand)
        unseen += player.hand
        player.hand = []
        player.seen = {}
    table.deck = []
    table.leader_names = sorted(table.leader_names)
    return Seen(viewer=viewer, state=table, hand_sizes=sizes, unseen=sorted(unseen), deck=len(state.deck))


def sample(seen: Seen, rng: random.Random) -> State:
    """A state that fits what `seen.viewer` knows, the hidden part dealt by `rng`."""
    state = copy_state(seen.state)
    pool = list(seen.unseen)
    rng.shuffle(pool)
    for name, size in seen.hand_sizes.items():
        state.players[name].hand, pool = pool[:size], pool[size:]
    state.deck = pool
    rng.shuffle(state.leader_names)
    return state
