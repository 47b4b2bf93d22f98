"""The rules are composed from features in one written-down order; any subset composes too."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, fields, replace

import pytest

from hellenica_tui.engine.errors import IllegalCommand, InvalidCommand
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.composition import FEATURES, HOOK_ORDERS, RULES, UPKEEP_ORDER, compose_rules
from hellenica_tui.games.hellenica.core import feature as feature_module
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.feature import Feature, Hooks, compose
from hellenica_tui.games.hellenica.economy.commands import Build, Pass
from hellenica_tui.games.hellenica.economy.feature import FEATURE as ECONOMY
from hellenica_tui.games.hellenica.effects.feature import FEATURE as EFFECTS
from hellenica_tui.games.hellenica.ruleset import HellenicaRuleset
from hellenica_tui.games.hellenica.turn.feature import FEATURE as TURN
from hellenica_tui.games.hellenica.victory.feature import FEATURE as VICTORY
from hellenica_tui.games.hellenica.war.commands import SupplyMovement
from hellenica_tui.games.kit.feature import CompositionError
from hellenica_tui.games.kit.tables import Deciders


def _names(fns) -> list[str]:
    return [fn.__qualname__ for fn in fns]


def test_upkeep_runs_in_the_rulebook_order() -> None:
    assert [name for name, _ in RULES.upkeep] == list(UPKEEP_ORDER)
    assert [name for name, _ in RULES.upkeep][:5] == [
        "invocation_window", "creatures", "conquest", "ai_government", "government",
    ]
    assert [name for name, _ in RULES.upkeep][-2:] == ["victory", "replenish"]


def test_hooks_run_in_the_order_saved_games_were_played_in() -> None:
    # The orders the games in saves/ were played with: changing one changes what a
    # command does, so a save would no longer replay the same.
    assert _names(RULES.hooks.after_combat) == ["garrison_after_combat", "combat_over"]
    assert _names(RULES.hooks.ability_sources) == ["sea_transport", "timed_effects"]
    assert _names(RULES.hooks.action_candidates) == ["actions", "trades", "own_action_invocations", "supplies"]
    assert _names(RULES.hooks.phase_candidates) == ["placements_now", "phase_answers"]
    assert _names(RULES.hooks.choice_candidates) == ["ai_candidates", "exploration_answers", "choices"]
    assert _names(RULES.hooks.movement_ending) == ["movement_ending"]  # only on the explorable map
    assert _names(RULES.hooks.after_movement) == ["after_movement"]
    assert _names(RULES.hooks.fixed_units) == ["garrison_units"]
    assert _names(RULES.hooks.finish_action) == ["duels"]
    assert _names(RULES.hooks.guards) == ["guard", "guard"]  # the gods' waits, then a trade offer's
    assert [fn.__module__.rsplit(".", 2)[-2] for fn in RULES.hooks.guards] == ["gods", "economy"]


def test_every_hook_a_feature_joins_has_its_place_in_the_root() -> None:
    assert set(HOOK_ORDERS) == {f.name for f in fields(Hooks)}  # every hook has an order, if an empty one
    for feature in FEATURES:
        for hook in fields(Hooks):
            if feature.hooks is not None and getattr(feature.hooks, hook.name):
                assert feature.name in HOOK_ORDERS[hook.name], (feature.name, hook.name)


def test_the_ai_seats_wrap_other_features_deciders_without_rewriting_them() -> None:
    economy_build = ECONOMY.deciders[Build]
    assert RULES.deciders[Build] is not economy_build  # the AI's check runs first
    assert ECONOMY.deciders[Build] is economy_build  # the economy's own entry is untouched
    alone = compose_rules((TURN, ECONOMY, EFFECTS, VICTORY))
    assert alone.deciders[Build] is economy_build


def test_a_feature_listed_twice_is_refused() -> None:
    with pytest.raises(CompositionError, match="twice"):
        compose_rules((TURN, ECONOMY, ECONOMY))


def test_a_command_kind_two_features_declare_is_refused() -> None:
    twin = Feature(name="twin", commands=(Build,))
    with pytest.raises(CompositionError, match="Build declared by both economy and twin"):
        compose_rules((TURN, ECONOMY, twin))


def test_a_decider_two_features_give_is_refused() -> None:
    twin = Feature(name="twin", deciders=Deciders[Tx]().on(Build, ECONOMY.deciders[Build]))
    with pytest.raises(CompositionError, match="deciders Build given by both economy and twin"):
        compose_rules((TURN, ECONOMY, twin))


def test_an_upkeep_step_or_hook_without_a_place_is_refused() -> None:
    stray = Feature(name="stray", upkeep={"harvest": lambda tx: True})
    with pytest.raises(CompositionError, match="harvest"):
        compose_rules((TURN, stray))
    hooked = Feature(name="hooked", hooks=Hooks(after_combat=(lambda tx: None,)))
    with pytest.raises(CompositionError, match=r"hook after_combat: no place in the order for \['hooked'\]"):
        compose_rules((TURN, hooked))


def test_a_misspelt_hook_fails_when_the_rules_are_composed() -> None:
    """A hook is a field of the game's vocabulary: an order for a hook it lacks, a hook left
    without an order, and hooks of another vocabulary are all refused by `compose`; a feature
    naming a hook that does not exist cannot even be written (and mypy says so)."""
    misspelt = {("after_combats" if k == "after_combat" else k): v for k, v in HOOK_ORDERS.items()}
    with pytest.raises(CompositionError, match="no hook named after_combats"):
        compose(FEATURES, UPKEEP_ORDER, misspelt)
    unordered = {k: v for k, v in HOOK_ORDERS.items() if k != "roll_bids"}
    with pytest.raises(CompositionError, match="hooks without an order: roll_bids"):
        compose(FEATURES, UPKEEP_ORDER, unordered)
    with pytest.raises(CompositionError, match="hooks no feature joins: roll_bids"):
        compose(FEATURES, UPKEEP_ORDER, {**HOOK_ORDERS, "roll_bids": ()})
    with pytest.raises(TypeError, match="after_combat_"):
        Hooks(after_combat_=(lambda tx: None,))  # type: ignore[call-arg]

    @dataclass(frozen=True)
    class OtherGame:
        after_combat: tuple[object, ...] = ()

    stranger = replace(ECONOMY, hooks=OtherGame())
    with pytest.raises(CompositionError, match="economy: its hooks are not a Hooks"):
        compose_rules((TURN, stranger, EFFECTS, VICTORY))


def test_every_hook_has_a_protocol_signature_without_any() -> None:
    for hook in fields(Hooks):
        protocol = getattr(feature_module, re.fullmatch(r"tuple\[(\w+), \.\.\.\]", str(hook.type)).group(1))
        signature = protocol.__call__.__annotations__
        assert signature and "return" in signature, hook.name
        assert not any("Any" in str(a) for a in signature.values()), (hook.name, signature)


def test_a_feature_placed_in_an_order_must_join_that_hook() -> None:
    orders = {**HOOK_ORDERS, "roll_bids": ("ai_seats", "economy")}
    with pytest.raises(CompositionError, match=r"hook roll_bids: \['economy'\] placed in the order but joining nothing"):
        compose(FEATURES, UPKEEP_ORDER, orders)
    # An order may name a feature the rules leave out: a subset composes with the same orders.
    assert HOOK_ORDERS["roll_bids"] == ("ai_seats",)
    assert compose_rules((TURN, ECONOMY, EFFECTS, VICTORY)).hooks.roll_bids == ()


def test_only_one_feature_says_what_follows_a_command() -> None:
    with pytest.raises(CompositionError, match="exactly one"):
        compose((ECONOMY,), UPKEEP_ORDER, HOOK_ORDERS)
    with pytest.raises(CompositionError, match="exactly one"):
        compose((TURN, replace(ECONOMY, proceed=TURN.proceed)), UPKEEP_ORDER, HOOK_ORDERS)


def test_the_economy_alone_plays_a_whole_turn() -> None:
    """Setup, the turn and the economy, without war, gods or AI seats: a game plays
    through its first turn's actions and upkeep into the second turn."""
    rules = compose_rules((TURN, ECONOMY, EFFECTS, VICTORY))
    assert [name for name, _ in rules.upkeep] == ["government", "retrieve", "deity_cards", "invocations",
                                                  "victory", "replenish"]
    ruleset = HellenicaRuleset(rules)
    game = Game.new(ruleset, "classic", [Seat("athens"), Seat("sparta")], seed=5)
    rng = random.Random(5)
    built = 0
    for _ in range(400):
        if game.state.turn > 1:
            break
        player = ruleset.to_act(game.state)[0]
        legal = ruleset.legal_commands(game.state, player)
        assert legal, player
        assert not any(isinstance(c, SupplyMovement) for c in legal)  # no war in these rules
        builds = [c for c in legal if isinstance(c, Build)]
        command = builds[0] if builds and rng.random() < 0.5 else rng.choice(legal)
        built += isinstance(command, Build)
        game.apply(ruleset.format(command), player)  # read back from its text, as typed
    assert game.state.turn == 2 and built
    with pytest.raises(InvalidCommand, match="not a command"):
        ruleset.parse("invoke storms_at_sea", game.state, player)
    with pytest.raises(InvalidCommand, match="supply is followed by commerce"):
        ruleset.parse("supply movement athens from athens", game.state, player)
    with pytest.raises(IllegalCommand, match="not a Hellenica command"):
        ruleset.decide(game.state, player, SupplyMovement(area="attica", city="athens"), random.Random(0))
    assert ruleset.legal_commands(game.state, ruleset.to_act(game.state)[0]) != [Pass()]
