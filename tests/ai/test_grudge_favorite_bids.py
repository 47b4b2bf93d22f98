"""The grudge space, the AI Favorite of the Gods and the AI bid rule."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai.rulebook.favorite import SIDES, ai_tie_break, favorite_side
from hellenica_tui.ai.rulebook.grudge import grudges_after_move, harmed_by_move, record_harm
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.bidding import ai_bid
from tests.ai.conftest import site

AIS = {"troy", "byzantium", "sparta"}


def test_moving_onto_units_a_marker_or_an_owned_city_is_harm():
    assert harmed_by_move(site(troy=["hero"]), "athens") == ("troy",)
    assert harmed_by_move(site(marker="troy"), "athens") == ("troy",)
    assert harmed_by_move(site(owner="troy"), "athens") == ("troy",)
    assert harmed_by_move(site(owner="troy", sparta=["hoplite"], athens=["cavalry"]), "athens") == ("sparta", "troy")
    # Upgrades alone on a mine are no unit and no city.
    assert harmed_by_move(site(upgrades={"troy": 1}), "athens") == ()
    assert harmed_by_move(site(), "athens") == ()


def test_the_newest_harm_replaces_the_grudge():
    grudges = record_harm({}, "troy", "athens", AIS)
    assert grudges == {"troy": "athens"}
    assert record_harm(grudges, "troy", "sparta", AIS) == {"troy": "sparta"}
    # Only AI players keep a grudge, and never against themselves.
    assert record_harm(grudges, "athens", "troy", AIS) == grudges
    assert record_harm(grudges, "troy", "troy", AIS) == grudges


def test_a_move_sets_the_grudge_of_every_ai_it_harms():
    spot = site(owner="troy", sparta=["hoplite"], athens=["hoplite"])
    assert grudges_after_move({"troy": "sparta"}, spot, "byzantium", AIS) == {"troy": "byzantium", "sparta": "byzantium"}


def test_an_ai_favorite_turns_the_token_at_random():
    sides = [favorite_side(random.Random(seed)) for seed in range(20)]
    assert set(sides) == set(SIDES)
    assert favorite_side(random.Random(4)) == favorite_side(random.Random(4))


def test_an_ai_favorite_breaks_ties_for_itself_else_never_for_its_grudge():
    assert ai_tie_break("troy", ["athens", "troy"], "athens", random.Random(0)) == "troy"
    picks = {ai_tie_break("troy", ["athens", "sparta", "thebes"], "sparta", random.Random(s)) for s in range(40)}
    assert picks == {"athens", "thebes"}
    with pytest.raises(IllegalCommand):
        ai_tie_break("troy", ["athens"], None, random.Random(0))


@pytest.mark.parametrize(
    ("face", "favor", "others", "bid"),
    [
        ("++", 7, [3, 1], 4),  # all its Favor, but 4 already beats the richest other player
        ("++", 3, [5], 3),
        ("+", 7, [9], 3),  # half, rounded down
        ("-", 7, [9], 1),
        ("-", 0, [9], 0),
        ("", 7, [9], 0),
    ],
)
def test_the_yellow_die_sets_an_ai_bid(face, favor, others, bid):
    assert ai_bid(face, favor, others) == bid


def test_harmful_effects():
    from hellenica_tui.ai.rulebook.grudge import harmful, harms
    from hellenica_tui.games.hellenica.content.schema import Effect, load_scenario

    assert harmful(Effect(kind="destroy_units", params={"count": 1, "chooser": "caster"}))
    assert harmful(Effect(kind="combat_strength", params={"amount": -1, "side": "enemy"}))
    assert not harmful(Effect(kind="combat_strength", params={"amount": 1}))
    assert harmful(Effect(kind="reroll", params={"count": 1, "dice": "enemy"}))
    assert not harmful(Effect(kind="reroll", params={"count": 1, "dice": "own"}))
    assert harmful(Effect(kind="lose", params={"commodity": "favor", "amount": 1, "who": "others"}))
    assert not harmful(Effect(kind="lose", params={"commodity": "favor", "amount": 1}))
    assert not harmful(Effect(kind="gain", params={"commodity": "favor", "amount": 2}))
    # The real deck: counter invocations are harmful to the caster they counter,
    # and some invocation is a plain blessing.
    invocations = load_scenario("classic").invocations.values()
    assert all(harms(inv.effects) for inv in invocations if inv.target == "invocation")
    assert any(not harms(inv.effects) for inv in invocations if inv.target == "self")
