"""What harms an AI player, the AI Favorite of the Gods and the AI bid rule (the grudge
space itself is tested through the game, in test_ai_players)."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai.rulebook.favorite import SIDES, favorite_side
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.ability_schema import CombatStrength, Reroll
from hellenica_tui.games.hellenica.content.effect_schema import DestroyUnits, Gain, Lose
from hellenica_tui.games.hellenica.mechanics.bidding import ai_bid, ai_tie_break


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
    from hellenica_tui.games.hellenica.content.loading import load_scenario
    from hellenica_tui.games.hellenica.mechanics.harm import harmful, harms

    assert harmful(DestroyUnits(count=1, chooser="caster"))
    assert harmful(CombatStrength(amount=-1, side="enemy"))
    assert not harmful(CombatStrength(amount=1))
    assert harmful(Reroll(count=1, dice="enemy"))
    assert not harmful(Reroll(count=1, dice="own"))
    assert harmful(Lose(commodity="favor", amount=1, who="others"))
    assert not harmful(Lose(commodity="favor", amount=1))
    assert not harmful(Gain(commodity="favor", amount=2))
    # The real deck: counter invocations are harmful to the caster they counter,
    # and some invocation is a plain blessing.
    invocations = load_scenario("classic").invocations.values()
    assert all(harms(inv.effects) for inv in invocations if inv.target == "invocation")
    assert any(not harms(inv.effects) for inv in invocations if inv.target == "self")
