"""World event bids and the AI bid rule."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.bidding import ai_bid, ai_tie_break, check_bid, settle_bids

FAVOR = {"athens": 5, "sparta": 3, "thebes": 4}


def test_highest_bid_wins_and_only_the_winner_pays():
    r = settle_bids({"athens": 2, "sparta": 3, "thebes": 1}, FAVOR, favorite="athens", favorite_chooses=min)
    assert (r.winner, r.paid, r.tied) == ("sparta", 3, ("sparta",))
    assert r.favor == {"athens": 5, "sparta": 0, "thebes": 4}


def test_a_tie_is_broken_by_the_favorite_among_the_tied():
    asked = []

    def choose(tied):
        asked.append(tied)
        return "thebes"

    r = settle_bids({"athens": 3, "sparta": 1, "thebes": 3}, FAVOR, favorite="sparta", favorite_chooses=choose)
    assert asked == [("athens", "thebes")]
    assert r.winner == "thebes" and r.favor["thebes"] == 1 and r.favor["athens"] == 5


def test_favorite_may_not_pick_outside_the_tie():
    with pytest.raises(IllegalCommand, match="choose among"):
        settle_bids({"athens": 3, "sparta": 1, "thebes": 3}, FAVOR, favorite="sparta", favorite_chooses=lambda t: "sparta")


def test_bid_validation():
    assert check_bid(0, 0) == 0
    for bad, favor in ((-1, 3), (4, 3), (True, 3), (1.5, 3)):
        with pytest.raises(IllegalCommand):
            check_bid(bad, favor)
    with pytest.raises(IllegalCommand, match="cannot bid 6"):
        settle_bids({"athens": 6}, FAVOR, favorite="athens", favorite_chooses=min)


def test_ai_bid_rule():
    others = [9]  # nobody else is rich enough to cap these bids
    assert ai_bid("++", 7, others) == 7
    assert ai_bid("+", 7, others) == 3
    assert ai_bid("-", 7, others) == 1
    assert ai_bid("", 7, others) == 0
    assert ai_bid("-", 0, others) == 0


def test_ai_never_bids_more_than_it_takes_to_beat_the_richest_rival():
    assert ai_bid("++", 10, [2, 4]) == 5
    assert ai_bid("+", 10, [1]) == 2
    assert ai_bid("++", 3, [0]) == 1


def test_ai_tie_break():
    rng = random.Random(0)
    assert ai_tie_break("troy", ("athens", "troy"), "athens", rng) == "troy"
    for seed in range(20):
        assert ai_tie_break("troy", ("athens", "sparta"), "athens", random.Random(seed)) == "sparta"
    picks = {ai_tie_break("troy", ("athens", "sparta", "thebes"), None, random.Random(s)) for s in range(40)}
    assert picks == {"athens", "sparta", "thebes"}


@given(st.sampled_from(["++", "+", "", "-"]), st.integers(0, 30), st.lists(st.integers(0, 30), max_size=6))
def test_ai_bid_is_always_legal(face, favor, others):
    bid = ai_bid(face, favor, others)
    assert check_bid(bid, favor) == bid
    assert bid <= max(others, default=-1) + 1 or bid == 0


@given(st.dictionaries(st.sampled_from(["athens", "sparta", "thebes"]), st.integers(0, 5), min_size=1))
def test_settling_conserves_favor_except_the_winning_bid(bids):
    favor = dict.fromkeys(("athens", "sparta", "thebes"), 5)
    r = settle_bids(bids, favor, favorite="athens", favorite_chooses=lambda t: t[-1])
    assert sum(r.favor.values()) == 15 - r.paid
    assert r.paid == max(bids.values()) == bids[r.winner]
