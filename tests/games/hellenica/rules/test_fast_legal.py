"""The fast way of listing legal commands gives what the reference way gives.

The reference tries every candidate the features offer through its whole
decider on a copy of the state; the fast way takes the features' pruned
candidates, lists an exact kind's untried and decides a settled kind only up to
its first event, on the state itself (core/legal.py). Seeded random games, with people only and with AI
seats, are walked and at every position checked: for every player, the same
commands in the same order, and the state left as it was.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.game import Game
from hellenica_tui.games.hellenica.ai_seats.guards import held_first
from hellenica_tui.games.hellenica.composition import HOOK_ORDERS, RULES, UPKEEP_ORDER, compose_rules
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.feature import Feature, compose
from hellenica_tui.games.hellenica.core.legal import legal_commands
from hellenica_tui.games.hellenica.core.state import State, state_hash
from hellenica_tui.games.hellenica.economy.commands import Build, ChangeGovernment, Pass, Research, Trade, Train
from hellenica_tui.games.hellenica.economy.events import Gained
from hellenica_tui.games.hellenica.economy.feature import FEATURE as ECONOMY
from hellenica_tui.games.hellenica.effects.feature import FEATURE as EFFECTS
from hellenica_tui.games.hellenica.gods import invoking
from hellenica_tui.games.hellenica.gods.commands import Choose, Invoke
from hellenica_tui.games.hellenica.gods.feature import FEATURE as GODS
from hellenica_tui.games.hellenica.turn.feature import FEATURE as TURN
from hellenica_tui.games.hellenica.victory.feature import FEATURE as VICTORY
from hellenica_tui.games.hellenica.war.commands import EndMovement, Move, Raid, SupplyMovement
from hellenica_tui.games.kit.feature import CompositionError
from tests.proof.walk import RULESET, SCENARIO, mostly_acting, new_game, people, play_with_ais, random_steps, with_ais


@pytest.fixture
def no_stale_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reference decides every candidate to its end: each then also checks that no rule
    reads an area or a player after an event replaced it in the scratch state
    (core/sharing.py). It costs two copies more per candidate, so the default suite has it on
    in one walk; the many random games always."""
    monkeypatch.setattr(Tx, "checking", True)


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


def walk_people(players: int, seed: int, steps: int, every: int, settings: dict | None = None) -> int:
    """A game of people giving random legal commands; checks every `every`-th position."""
    game = Game.new(RULESET, SCENARIO, people(players), seed, settings or {}) if settings else new_game(players, seed)
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


@pytest.mark.usefixtures("no_stale_reads")
def test_people_among_ai_seats() -> None:
    assert walk_with_ais(2, 3, seed=8, commands=300, every=3) > 60


def test_rival_deities_and_the_other_ways_of_asking_in_windows() -> None:
    # Rival deities refuse some temples (build's last check); "useful" and "involved" ask fewer players.
    assert walk_people(4, seed=9, steps=400, every=3, settings={"rival_deities": True, "responses": "useful"}) > 80
    assert walk_people(5, seed=10, steps=300, every=3, settings={"responses": "involved", "all_deities": True}) > 60


SETTINGS = ({}, {"rival_deities": True, "responses": "useful"}, {"responses": "involved", "epic": True})


@pytest.mark.slow
@pytest.mark.usefixtures("no_stale_reads")
@pytest.mark.parametrize("seed", range(12))
def test_many_random_games(seed: int) -> None:
    players = 2 + seed % 6
    assert walk_people(players, seed=100 + seed, steps=1500, every=2, settings=SETTINGS[seed % 3]) > 300
    # Games with AI seats may be won within a few turns: some of these end before 100 positions.
    assert walk_with_ais(1 + seed % 3, 1 + seed % 4, seed=200 + seed, commands=800, every=2) > 40


def test_the_exact_kinds_and_a_wrapper_that_keeps_them() -> None:
    # The AI seats wrap the economy's actions but declare them exact too: their check refuses
    # only an AI player, to whom the fast candidates never offer them.
    assert {Build, ChangeGovernment, Train, Research, SupplyMovement, Invoke, Trade} <= RULES.exact
    assert Pass not in RULES.exact  # an AI player's Pass is tried through the AI's own check
    assert Choose not in RULES.exact


def test_a_wrapper_that_does_not_say_so_takes_a_kind_out_of_the_exact_ones() -> None:
    careless = Feature(name="careless", wraps={Build: lambda inner: inner}, settled=(Build,))
    rules = compose((TURN, ECONOMY, EFFECTS, VICTORY, careless), UPKEEP_ORDER, HOOK_ORDERS)
    assert Build in rules.settled and Build not in rules.exact
    assert Train in rules.exact


def test_a_kind_is_exact_only_by_the_feature_that_decides_it() -> None:
    boastful = Feature(name="boastful", exact=(Choose,))
    rules = compose((TURN, ECONOMY, EFFECTS, VICTORY, boastful, GODS), UPKEEP_ORDER, HOOK_ORDERS)
    assert Choose not in rules.exact


def test_exact_candidates_are_taken_untried() -> None:
    # A fast action hook offering a refused command of an exact kind gets it listed: proof that
    # it is not tried, and why the comparison above must hold for every exact kind.
    def overeager(rules, s, content, player):
        yield Build(city="nowhere", upgrade="temple", deity="zeus")

    eager = replace(ECONOMY, hooks=replace(ECONOMY.hooks, fast_action_candidates=(overeager,)))
    rules = compose_rules((TURN, eager, EFFECTS, VICTORY))
    game = new_game(3, 2)
    for _ in random_steps(lambda: game.state, lambda p, c: game.apply(c, p), random.Random(2), limit=200):
        if game.state.phase == "action" and not game.state.pending and game.state.window is None:
            break
    state, player = game.state, game.state.active
    assert legal_commands(rules, state, player) == [Build(city="nowhere", upgrade="temple", deity="zeus")]
    assert Build(city="nowhere", upgrade="temple", deity="zeus") not in legal_commands(
        rules, state, player, exhaustive=True
    )


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
    names = [fn.__qualname__ for fn in RULES.hooks.fast_action_candidates]
    assert names == ["quick_actions", "trades", "quick_own_invocations", "quick_supplies"]
    alone = compose_rules((TURN, replace(ECONOMY, hooks=replace(ECONOMY.hooks, fast_action_candidates=())),
                           EFFECTS, VICTORY))
    assert [fn.__qualname__ for fn in alone.hooks.fast_action_candidates] == ["actions", "trades"]


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


def test_a_wrappers_held_events_go_first_once_the_wrapped_decider_emits() -> None:
    def favor(tx: Tx, player: str, cmd: object) -> list:
        return [Gained(player=player, commodity="favor", amount=1)]

    def commerce(tx: Tx, player: str, cmd: object) -> None:
        if tx.s.players[player].favor:  # the held Favor is not there yet while the checks run
            raise IllegalCommand("checked after the held event")
        tx.emit(Gained(player=player, commodity="commerce", amount=2))

    def refuse(tx: Tx, player: str, cmd: object) -> None:
        raise IllegalCommand("no")

    def silent(tx: Tx, player: str, cmd: object) -> None:
        pass

    state = new_game(2, 1).state
    player = next(iter(state.players))
    state.players[player].favor = 0
    tx = Tx(state, random.Random(0), RULES)
    held_first(favor)(commerce)(tx, player, Pass())
    assert [(e.commodity, e.amount) for e in tx.events] == [("favor", 1), ("commerce", 2)]
    tx = Tx(state, random.Random(0), RULES)
    with pytest.raises(IllegalCommand):
        held_first(favor)(refuse)(tx, player, Pass())
    assert tx.events == [] and tx.held == []
    held_first(favor)(silent)(tx, player, Pass())  # a decider that emits nothing: they still go
    assert [(e.commodity, e.amount) for e in tx.events] == [("favor", 1)]
    assert {Move, EndMovement, Raid} <= RULES.settled


def test_an_invocation_in_a_window_is_listed_once_its_checks_are_made(monkeypatch: pytest.MonkeyPatch) -> None:
    # `invoke` says `tx.checked()` before working out who is asked next: listing stops there.
    game = new_game(4, 6)
    rng = random.Random(6)
    for _ in random_steps(lambda: game.state, lambda p, c: game.apply(c, p), rng, pick=mostly_acting, limit=3000):
        w = game.state.window
        if w is not None and w.asked and any(
            isinstance(c, Invoke) for c in legal_commands(RULES, game.state, w.asked[0])
        ):
            break
    else:
        pytest.fail("no window offered an invocation")
    state, player = game.state, game.state.window.asked[0]
    listed = legal_commands(RULES, state, player)

    def no_asking(*args: object, **kwargs: object) -> list[str]:
        raise AssertionError("who is asked next was worked out while listing")

    monkeypatch.setattr(invoking, "to_ask", no_asking)
    assert legal_commands(RULES, state, player) == listed


def test_a_built_map_and_an_explorable_one() -> None:
    # Building lists every spot and turn of every tile untried (placements are exact); exploring
    # places the drawn tile through the choice candidates.
    assert walk_people(2, seed=11, steps=60, every=6, settings={"map": "built"}) > 8
    assert walk_people(3, seed=12, steps=300, every=5, settings={"map": "explorable"}) > 40
