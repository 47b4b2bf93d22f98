"""The expert's playouts: the cheap policy that plays people's commands in them."""

from __future__ import annotations

import random

from hellenica_tui.ai.expert.policy import person
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.gods.commands import Bid, Quiet
from tests.ai.test_expert import in_action, mixed, played

CONTENT = content_for("classic", None)


def in_window(state) -> bool:
    w = state.window
    return w is not None and bool(w.asked) and w.asked[0] == "athens" and search.to_act(state) == ["athens"]


def test_a_person_in_a_playout_keeps_quiet_in_windows_and_offers_nothing():
    rng = random.Random(1)
    state = played(mixed(), in_window)
    assert person(state, "athens", rng, CONTENT) == Quiet()
    state = played(mixed(), lambda s: s.world is not None and s.world.stage == "bid" and "athens" in search.to_act(s))
    assert person(state, "athens", rng, CONTENT) == Bid(amount=0)


def its_action(state) -> bool:
    return in_action(state) and Pass() in search.legal(state, "athens")


def test_a_person_in_a_playout_acts_rather_than_passes():
    state = played(mixed(), its_action)
    commands = search.legal(state, "athens")
    assert len(commands) > 1
    chosen = person(state, "athens", random.Random(2), CONTENT)
    assert chosen in commands and chosen != Pass()

