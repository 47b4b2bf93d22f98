"""The registry of effect kinds and how the loader holds content to it."""

from __future__ import annotations

import pytest

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import ContentError, Effect
from hellenica_tui.games.hellenica.effects.kinds import (
    EFFECT_KINDS,
    ROLES,
    EffectKind,
    check_effect,
    register,
)


def test_every_kind_is_described_and_consistent():
    for name, spec in EFFECT_KINDS.items():
        assert spec.kind == name
        assert spec.role in ROLES
        assert len(spec.text) > 40, name
        assert set(spec.optional) <= set(spec.params), name
        assert set(spec.choices) <= set(spec.params), name
        assert set(spec.refs) <= set(spec.params), name
        assert set(spec.params.values()) <= {"int", "str", "bool", "list"}, name
        if "duration" in spec.params:
            assert spec.role == "ability" and "duration" in spec.optional, name


def test_a_kind_cannot_be_registered_twice():
    with pytest.raises(ValueError, match="registered twice"):
        register(EffectKind("gain", {}))
    with pytest.raises(ValueError, match="unknown role"):
        register(EffectKind("brand_new_kind", {}, role="omen"))
    assert "brand_new_kind" not in EFFECT_KINDS


def test_well_formed_effects_pass():
    content = load_scenario("classic")
    good = [
        Effect(kind="gain", params={"commodity": "favor", "amount": 2}),
        Effect(kind="gain", params={"commodity": "commerce", "amount": 1, "per": "cities", "max": 4}),
        Effect(kind="place_units", params={"unit": "hoplite", "count": 1, "where": "government_city"}),
        Effect(kind="combat_strength", params={"amount": 1, "when": ["land", "defending"], "duration": "round"}),
        Effect(kind="count_at_least", params={"what": "upgrades", "of": ["temple"], "n": 5}),
        Effect(kind="count_at_least", params={"what": "advancements", "of": ["government"], "n": 4}),
        Effect(kind="hold_areas", params={"areas": ["delphi"], "n": 1, "units": 1, "hero": True}),
    ]
    for effect in good:
        assert check_effect(effect, content) == [], effect


@pytest.mark.parametrize(
    "effect, problem",
    [
        (Effect(kind="summon_kraken"), "unknown effect kind 'summon_kraken'"),
        (Effect(kind="gain", params={"amount": 1}), "needs parameter 'commodity'"),
        (Effect(kind="gain", params={"commodity": "gold", "amount": 1}), "'commodity' may not be 'gold'"),
        (Effect(kind="gain", params={"commodity": "favor", "amount": True}), "'amount' must be int"),
        (Effect(kind="gain", params={"commodity": "favor", "amount": 1, "colour": "red"}), "no parameter 'colour'"),
        (Effect(kind="place_units", params={"unit": "elephant", "count": 1}), "'unit' names no unit 'elephant'"),
        (Effect(kind="extra_die", params={"die": "purple", "count": 1}), "'die' names no die 'purple'"),
        (
            Effect(kind="combat_strength", params={"amount": 1, "when": ["land", "night"]}),
            "'when' may not be 'night'",
        ),
        (
            Effect(kind="hold_areas", params={"areas": ["delphi", "atlantis"], "n": 1}),
            "'areas' names no area 'atlantis'",
        ),
        (
            Effect(kind="count_at_least", params={"what": "upgrades", "of": ["palace"], "n": 1}),
            "'of' names no upgrade 'palace'",
        ),
        (
            Effect(kind="count_at_least", params={"what": "advancements", "of": ["magic"], "n": 1}),
            "'of' names no category 'magic'",
        ),
        (Effect(kind="count_at_least", params={"what": "cities", "of": ["x"], "n": 1}), "counting 'cities' takes no 'of'"),
    ],
)
def test_malformed_effects_are_named(effect, problem):
    problems = check_effect(effect, load_scenario("classic"))
    assert any(problem in p for p in problems), problems


def test_references_are_only_checked_with_content():
    assert check_effect(Effect(kind="place_units", params={"unit": "elephant", "count": 1})) == []


# -- the loader applies roles --------------------------------------------------


def expect(path: str, file: str, item: str, reason: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_scenario(path)
    assert (caught.value.file, caught.value.item) == (file, item), str(caught.value)
    assert reason in caught.value.reason, str(caught.value)


def _set_free_activation(copy, gid: str, effects: list[dict]) -> None:
    def change(data):
        next(g for g in data["governments"] if g["id"] == gid)["free_activation"] = effects

    copy.edit("governments.toml", change)


def test_a_condition_is_not_an_effect(classic_copy):
    _set_free_activation(classic_copy, "republic", [{"kind": "count_at_least", "params": {"what": "cities", "n": 2}}])
    expect(classic_copy.path, "governments.toml", "government 'republic'", "is a condition, only objectives use it")


def test_an_ability_outside_advancements_needs_a_duration(classic_copy):
    _set_free_activation(classic_copy, "tyranny", [{"kind": "cross_mountains"}])
    expect(classic_copy.path, "governments.toml", "government 'tyranny'", "'cross_mountains' needs a 'duration' here")


def test_advancement_only_abilities(classic_copy):
    _set_free_activation(classic_copy, "tyranny", [{"kind": "build_on_mines"}])
    expect(classic_copy.path, "governments.toml", "government 'tyranny'", "'build_on_mines' is for advancements only")


def test_a_government_must_give_something(classic_copy):
    _set_free_activation(classic_copy, "democracy", [])
    expect(classic_copy.path, "governments.toml", "government 'democracy'", "free_activation is empty")


def test_effect_choices_are_checked_on_load(classic_copy):
    _set_free_activation(classic_copy, "republic", [{"kind": "gain", "params": {"commodity": "gold", "amount": 1}}])
    expect(classic_copy.path, "governments.toml", "government 'republic'", "'commodity' may not be 'gold'")


def test_effect_references_are_checked_on_load(classic_copy):
    bad = [{"kind": "place_units", "params": {"unit": "chariot", "count": 1}}]
    _set_free_activation(classic_copy, "tyranny", bad)
    expect(classic_copy.path, "governments.toml", "government 'tyranny'", "'unit' names no unit 'chariot'")


def test_targets_and_ranges_are_well_formed():
    from typing import get_args

    from hellenica_tui.games.hellenica.content.schema import Target

    for name, spec in EFFECT_KINDS.items():
        assert set(spec.targets) <= set(get_args(Target)), name
        for param, (low, high) in spec.ranges.items():
            assert spec.params[param] == "int" and low <= high, name


def test_every_kind_is_used_by_the_classic_scenario():
    """The rules implement every kind, so the vocabulary holds no kind no card uses."""
    from hellenica_tui.games.hellenica.content.validation import _effects

    used = {effect.kind for _, _, effect in _effects(load_scenario("classic"))}
    assert set(EFFECT_KINDS) - used == set()
