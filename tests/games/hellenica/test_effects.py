"""The effect kinds (one Struct each) and how the loader holds content to them."""

from __future__ import annotations

from typing import get_args

import msgspec
import pytest

from hellenica_tui.games.hellenica.content.decoding import decode_effect
from hellenica_tui.games.hellenica.content.effect_checks import effect_problems, effects_of
from hellenica_tui.games.hellenica.content.effect_kinds import EFFECT_KINDS, Effect
from hellenica_tui.games.hellenica.content.effect_schema import Role, Target
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import ContentError


def test_every_kind_is_described_and_consistent():
    assert len(EFFECT_KINDS) == len(get_args(Effect))  # one name each
    for name, kind in EFFECT_KINDS.items():
        assert kind.__struct_config__.tag == name
        assert kind.ROLE in get_args(Role)
        assert len(kind.__doc__ or "") > 40, name
        assert set(kind.TARGETS) <= set(get_args(Target)), name
        assert set(kind.REFS) <= set(kind.__struct_fields__), name
        fields = {f.name: f for f in msgspec.inspect.type_info(kind).fields}
        if "duration" in fields:  # given by an invocation or an event, left out on an advancement
            assert kind.ROLE == "ability" and not fields["duration"].required, name


def problems(kind: str, content=None, **params) -> list[str]:
    """What the loader says of one effect written with these parameters."""
    try:
        effect = decode_effect(kind, params)
    except ContentError as exc:
        return [exc.reason]
    return effect_problems(effect, content) if content is not None else []


def test_well_formed_effects_pass():
    content = load_scenario("classic")
    good = [
        ("gain", {"commodity": "favor", "amount": 2}),
        ("gain", {"commodity": "commerce", "amount": 1, "per": "cities", "max": 4}),
        ("place_units", {"unit": "hoplite", "count": 1, "where": "government_city"}),
        ("combat_strength", {"amount": 1, "when": ["land", "defending"], "duration": "round"}),
        ("count_at_least", {"what": "upgrades", "of": ["temple"], "n": 5}),
        ("count_at_least", {"what": "advancements", "of": ["government"], "n": 4}),
        ("hold_areas", {"areas": ["delphi"], "n": 1, "units": 1, "hero": True}),
    ]
    for kind, params in good:
        assert problems(kind, content, **params) == [], (kind, params)


def test_a_decoded_effect_is_typed():
    effect = decode_effect("gain", {"commodity": "commerce", "amount": 1, "per": "cities", "max": 4})
    assert (effect.kind, effect.amount, effect.per, effect.max, effect.who) == ("gain", 1, "cities", 4, None)
    assert effect.params == {"commodity": "commerce", "amount": 1, "per": "cities", "max": 4}


def test_every_effect_keeps_the_parameters_its_file_gives():
    """A timed ability keeps its parameters in the game state (and so in saves) as
    the file writes them: the typed effect gives back exactly those, in the same
    order (a state's hash reads that order, so a save made before effects were
    typed still verifies). A file writes them in the order its kind's Struct
    declares them."""
    import tomllib

    from hellenica_tui.games.hellenica.content.loading import scenario_path

    written = []
    folder = scenario_path("classic")
    for name in ("deities.toml", "advancements.toml", "governments.toml", "objectives.toml",
                 "world_events.toml", "creatures.toml"):
        def walk(node, key=None):
            if isinstance(node, dict):
                if key in ("effects", "reward", "free_activation", "condition", "ability"):
                    written.append((node["kind"], node.get("params", {})))
                for k, v in node.items():
                    walk(v, k)
            elif isinstance(node, list):
                for v in node:
                    walk(v, key)

        walk(tomllib.loads((folder / name).read_text()))
    loaded = [(effect.kind, effect.params) for _, _, effect in effects_of(load_scenario("classic"))]
    assert sorted(map(msgspec.json.encode, written)) == sorted(map(msgspec.json.encode, loaded))


@pytest.mark.parametrize(
    "kind, params, problem",
    [
        ("summon_kraken", {}, "unknown effect kind 'summon_kraken'"),
        ("gain", {"amount": 1}, "needs parameter 'commodity'"),
        ("gain", {"commodity": "gold", "amount": 1}, "'commodity' may not be 'gold'"),
        ("gain", {"commodity": "favor", "amount": True}, "'amount' must be int"),
        ("gain", {"commodity": "favor", "amount": 1, "colour": "red"}, "no parameter 'colour'"),
        ("place_units", {"unit": "elephant", "count": 1}, "'unit' names no unit 'elephant'"),
        ("extra_die", {"die": "purple", "count": 1}, "'die' names no die 'purple'"),
        ("combat_strength", {"amount": 1, "when": ["land", "night"]}, "'when' may not be 'night'"),
        ("hold_areas", {"areas": ["delphi", "atlantis"], "n": 1}, "'areas' names no area 'atlantis'"),
        ("count_at_least", {"what": "upgrades", "of": ["palace"], "n": 1}, "'of' names no upgrade 'palace'"),
        ("count_at_least", {"what": "advancements", "of": ["magic"], "n": 1}, "'of' names no category 'magic'"),
        ("count_at_least", {"what": "cities", "of": ["x"], "n": 1}, "counting 'cities' takes no 'of'"),
    ],
)
def test_malformed_effects_are_named(kind, params, problem):
    found = problems(kind, load_scenario("classic"), **params)
    assert any(problem in p for p in found), found


def test_references_are_only_checked_with_content():
    assert problems("place_units", unit="elephant", count=1) == []


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


def test_a_fault_inside_an_invocation_names_the_invocation(classic_copy):
    data = classic_copy.read("deities.toml")
    invocation = data["deities"][0]["invocations"][1]
    invocation["effects"] = [{"kind": "summon_kraken"}]
    classic_copy.write("deities.toml", data)
    expect(
        classic_copy.path, "deities.toml", f"invocation {invocation['id']!r}", "unknown effect kind 'summon_kraken'"
    )


def test_a_parameter_out_of_range_is_named_with_its_bounds(classic_copy):
    data = classic_copy.read("world_events.toml")
    card = data["world_events"][1]
    card["reward"] = [{"kind": "gain", "params": {"commodity": "favor", "amount": 0}}]
    classic_copy.write("world_events.toml", data)
    expect(
        classic_copy.path, "world_events.toml", f"world event {card['id']!r}",
        "effect 'gain': 'amount' must be 1 to 10, not 0",
    )


def test_effect_references_are_checked_on_load(classic_copy):
    bad = [{"kind": "place_units", "params": {"unit": "chariot", "count": 1}}]
    _set_free_activation(classic_copy, "tyranny", bad)
    expect(classic_copy.path, "governments.toml", "government 'tyranny'", "'unit' names no unit 'chariot'")


def test_every_kind_is_used_by_the_classic_scenario():
    """The rules implement every kind, so the vocabulary holds no kind no card uses."""
    used = {effect.kind for _, _, effect in effects_of(load_scenario("classic"))}
    assert set(EFFECT_KINDS) - used == set()


def test_every_one_off_kind_and_every_timed_ability_has_a_handler():
    """Invocations and world events may use any one-off kind and any ability that
    takes a duration; creatures' abilities and conditions are read elsewhere."""
    from hellenica_tui.games.hellenica.content.effect_kinds import CREATURE_ABILITIES
    from hellenica_tui.games.hellenica.effects.handler_table import EFFECT_HANDLERS

    one_off = {k for k in EFFECT_KINDS.values() if k.ROLE == "effect" and k not in CREATURE_ABILITIES}
    timed = {k for k in EFFECT_KINDS.values() if "duration" in k.__struct_fields__}
    assert set(EFFECT_HANDLERS) == one_off | timed
