"""The fast way of listing legal commands gives what the reference way gives.

The reference tries every candidate the features offer through its whole
decider on a copy of the state; the fast way takes the features' pruned
candidates and decides a settled kind only up to its first event, on the state
itself (core/legal.py). Seeded random games, with people only and with AI
seats, are walked and at every position checked: for every player, the same
commands in the same order, and the state left as it was.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from hellenica_tui.games.hellenica.composition import HOOK_ORDERS, RULES, UPKEEP_ORDER, compose_rules
from hellenica_tui.games.hellenica.core.feature import CompositionError, Feature, compose
from hellenica_tui.games.hellenica.core.legal import legal_commands
from hellenica_tui.games.hellenica.core.state import State, state_hash
from hellenica_tui.games.hellenica.economy.commands import Build, ChangeGovernment, Pass, Research, Train
from hellenica_tui.games.hellenica.economy.feature import FEATURE as ECONOMY
from hellenica_tui.games.hellenica.effects.feature import FEATURE as EFFECTS
from hellenica_tui.games.hellenica.gods.commands import Choose
from hellenica_tui.games.hellenica.gods.feature import FEATURE as GODS
from hellenica_tui.games.hellenica.turn.feature import FEATURE as TURN
from hellenica_tui.games.hellenica.victory.feature import FEATURE as VICTORY
from hellenica_tui.games.hellenica.war.commands import SupplyMovement
from tests.proof.walk import RULESET, mostly_acting, new_game, play_with_ais, random_steps, with_ais


def same_either_way(state: State) -> int:
    """Check every player of `state`; how many had something to do."""
    acting = 0
    before = state_hash(state)
    for player in state.players:
        fast = legal_commands(RULES, state, player)
        assert state_hash(state) == before, f"listing {player}'s commands changed the state"
        reference = legal_commands(RULES, state, player, exhaustive=True)
        assert fast == reference, (
            f"turn {state.turn} {state.phase}, {player}: only fast {set(fast) - set(reference)}, "
            f"only reference {set(reference) - set(fast)}"
        )
        acting += bool(fast)
    return acting


def walk_people(players: int, seed: int, steps: int, every: int) -> int:
    """A game of people giving random legal commands; checks every `every`-th position."""
    game = new_game(players, seed)
    checked = 0
    for i, _ in enumerate(random_steps(lambda: game.state, lambda p, c: game.apply(c, p), random.Random(seed), pick=mostly_acting,
                                       limit=steps)):
        if i % every == 0:
            checked += same_either_way(game.state)
    return checked


def walk_with_ais(people: int, ais: int, seed: int, commands: int, every: int) -> int:
    game = with_ais(people, ais, seed)
    checked = [0]

    def after(g) -> None:
        if len(g.log) % every == 0:
            checked[0] += same_either_way(g.state)

    play_with_ais(game, commands, random.Random(seed), after=after)
    return checked[0]


def test_seven_people_deep_into_a_game() -> None:
    assert walk_people(7, seed=3, steps=600, every=3) > 150


def test_three_people() -> None:
    assert walk_people(3, seed=5, steps=300, every=3) > 80


def test_people_among_ai_seats() -> None:
    assert walk_with_ais(2, 3, seed=8, commands=300, every=3) > 60


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(12))
def test_many_random_games(seed: int) -> None:
    players = 2 + seed % 6
    assert walk_people(players, seed=100 + seed, steps=1500, every=2) > 300
    assert walk_with_ais(1 + seed % 3, 1 + seed % 4, seed=200 + seed, commands=800, every=2) > 100


def test_the_economy_declares_its_settled_commands_and_the_ai_wrapper_keeps_them() -> None:
    assert {Build, ChangeGovernment, Pass, Train, Research, SupplyMovement} <= RULES.settled
    assert Choose not in RULES.settled  # what follows an answer may still refuse it


def test_a_wrapper_that_does_not_say_so_unsettles_a_kind() -> None:
    def wrap(inner):
        return inner

    careless = Feature(name="careless", wraps={Build: wrap})
    orders = {**HOOK_ORDERS}
    rules = compose((TURN, ECONOMY, EFFECTS, VICTORY, careless), UPKEEP_ORDER, orders)
    assert Build not in rules.settled
    assert Pass in rules.settled


def test_a_kind_is_settled_only_by_the_feature_that_decides_it() -> None:
    boastful = Feature(name="boastful", settled=(Choose,))
    rules = compose((TURN, ECONOMY, EFFECTS, VICTORY, boastful, GODS), UPKEEP_ORDER, HOOK_ORDERS)
    assert Choose not in rules.settled


def test_fast_candidates_stand_in_for_the_full_ones_feature_by_feature() -> None:
    names = [fn.__qualname__ for fn in RULES.hook("fast_action_candidates")]
    assert names == ["quick_actions", "trades", "quick_own_invocations", "quick_supplies"]
    alone = compose_rules((TURN, replace(ECONOMY, hooks={"action_candidates": ECONOMY.hooks["action_candidates"]}),
                           EFFECTS, VICTORY))
    assert [fn.__qualname__ for fn in alone.hook("fast_action_candidates")] == ["actions", "trades"]


def test_the_fast_order_must_be_the_full_one() -> None:
    orders = {**HOOK_ORDERS, "fast_action_candidates": ("war", "gods", "economy")}
    with pytest.raises(CompositionError, match="fast_action_candidates"):
        compose((TURN, ECONOMY, EFFECTS, VICTORY), UPKEEP_ORDER, orders)


def test_the_ruleset_lists_the_fast_way() -> None:
    game = new_game(4, 1)
    for _ in random_steps(lambda: game.state, lambda p, c: game.apply(c, p), random.Random(1), limit=40):
        pass
    for player in game.state.players:
        assert RULESET.legal_commands(game.state, player) == legal_commands(RULES, game.state, player)
