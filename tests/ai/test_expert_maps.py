"""The expert on a built or explorable map: the tiles face down are sampled like
cards, and a position before the Home Cities are laid is judged even."""

from __future__ import annotations

import random
from collections import Counter

from hellenica_tui.ai.expert.bot import ExpertBot
from hellenica_tui.ai.expert.determinize import sample
from hellenica_tui.ai.expert.evaluate import chances
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.core.view import HIDDEN, view
from hellenica_tui.games.hellenica.maps.setup import dealt_tiles
from hellenica_tui.games.hellenica.turn.setup import initial_state

NAMES = ["athens", "sparta", "thebes", "corinth"]
CONTENT = content_for("classic", None)


def on(rule: str, seed: int = 3):
    seats = [Seat(n, "human") for n in NAMES]
    return initial_state(CONTENT, seats, seed, {"map": rule}, scenario="classic")


def test_a_sample_deals_the_tiles_others_hold_from_those_it_has_not_seen():
    state = on("built")
    seen = view(state, "athens")
    assert HIDDEN in seen.layout.hands["sparta"]
    whole = sample(seen, random.Random(1)).layout
    assert whole.hands["athens"] == state.layout.hands["athens"]
    assert {p: len(h) for p, h in whole.hands.items()} == {p: len(h) for p, h in state.layout.hands.items()}
    assert Counter(t for h in whole.hands.values() for t in h) == Counter(dealt_tiles(CONTENT))
    assert all(h == sorted(h) for h in whole.hands.values())


def test_a_sample_stacks_the_explorable_map_from_the_tiles_not_laid():
    state = on("explorable")
    seen = view(state, "athens")
    assert seen.layout.stack and set(seen.layout.stack) == {HIDDEN}
    stacks = [sample(seen, random.Random(k)).layout.stack for k in range(2)]
    assert sorted(stacks[0]) == sorted(state.layout.stack) and stacks[0] != stacks[1]


def test_the_expert_lays_its_home_city_before_the_map_can_be_judged():
    for rule in ("built", "explorable"):
        state = on(rule)
        assert set(chances(state, CONTENT).values()) == {1 / len(NAMES)}  # nothing laid: even
        player = search.to_act(state)[0]
        command = ExpertBot(Budget(playouts=2), seed=1).command(state, player, 0)
        assert command in search.legal(state, player)
