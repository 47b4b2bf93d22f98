"""The classic decks: deities, advancements, governments and objectives hold
what the rulebook names, fit its rules, and every broken deck file is refused."""

from __future__ import annotations

import pytest

from hellenica_tui.games.hellenica.content import ContentError, Effect, load_scenario


@pytest.fixture(scope="module")
def classic():
    return load_scenario("classic")


def expect(path: str, file: str, item: str, reason: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_scenario(path)
    assert (caught.value.file, caught.value.item) == (file, item), str(caught.value)
    assert reason in caught.value.reason, str(caught.value)


# -- governments ---------------------------------------------------------------


def test_rulebook_governments_count_as_their_upgrades(classic):
    governments = classic.governments
    assert {g: governments[g].upgrade for g in ("tyranny", "republic", "democracy")} == {
        "tyranny": "barracks", "republic": "market", "democracy": "academy"
    }
    assert len(governments) >= 4


def test_free_activations_are_the_rulebook_ones(classic):
    governments = classic.governments
    assert governments["tyranny"].free_activation == [
        Effect(kind="place_units", params={"unit": "hoplite", "count": 1, "where": "government_city"})
    ]
    assert governments["republic"].free_activation == [
        Effect(kind="gain", params={"commodity": "commerce", "amount": 1})
    ]
    assert governments["democracy"].free_activation == [
        Effect(kind="gain", params={"commodity": "philosophers", "amount": 1}),
        Effect(kind="research_advancement"),
    ]


def test_every_government_counts_as_an_upgrade_that_powers_an_action(classic):
    for government in classic.governments.values():
        assert classic.upgrades[government.upgrade].action, government.id


def test_the_game_starts_under_a_government_of_the_deck(classic):
    assert classic.scenario.setup.start_government == "tyranny"
    assert classic.scenario.setup.start_government in classic.governments


def test_start_government_must_exist(classic_copy):
    classic_copy.edit("scenario.toml", lambda d: d["setup"].update(start_government="monarchy"))
    expect(classic_copy.path, "scenario.toml", "setup.start_government", "unknown government 'monarchy'")


def test_an_empty_government_deck_is_refused(classic_copy):
    classic_copy.write("governments.toml", {"governments": []})
    expect(classic_copy.path, "scenario.toml", "setup.start_government", "unknown government 'tyranny'")


# -- deities -------------------------------------------------------------------

OLYMPIANS = {
    "Zeus", "Hera", "Poseidon", "Athena", "Apollo", "Artemis",
    "Ares", "Aphrodite", "Hephaestus", "Hermes", "Demeter", "Dionysus",
}


def test_the_twelve_olympians(classic):
    assert {d.name for d in classic.deities.values()} == OLYMPIANS


def test_every_deity_has_one_invocation_of_each_level(classic):
    for deity in classic.deities.values():
        assert sorted(inv.level for inv in deity.invocations) == [1, 2, 3], deity.id
        assert all(inv.effects and inv.text for inv in deity.invocations), deity.id


def test_invocation_ids_are_unique_across_the_pantheon(classic):
    ids = [inv.id for deity in classic.deities.values() for inv in deity.invocations]
    assert len(ids) == len(set(ids)) == 36 == len(classic.invocations)


def _deity_of(classic, invocation_id: str) -> str:
    return next(d.id for d in classic.deities.values() if any(i.id == invocation_id for i in d.invocations))


def test_rulebook_invocations(classic):
    inv = classic.invocations
    storms = inv["storms_at_sea"]
    assert (storms.name, storms.level, storms.window, storms.target) == ("Storms at Sea", 2, "movement", "sea_area")
    assert storms.effects == [
        Effect(kind="block_area", params={"blocks": ["enter", "transport"], "duration": "turn"})
    ]
    assert _deity_of(classic, "alliance") == "hermes" and inv["alliance"].name == "Alliance"
    assert inv["alliance"].effects == [Effect(kind="gain_city")]
    assert inv["interference"].level == 1
    assert inv["interference"].effects == [Effect(kind="raise_cost", params={"amount": 1})]
    assert inv["intervention"].level == 3
    assert inv["intervention"].effects == [Effect(kind="cancel_invocation")]
    for counter in ("interference", "intervention"):
        assert (inv[counter].window, inv[counter].target) == ("invocation", "invocation")


def test_combat_invocations_target_the_combat(classic):
    for inv in classic.invocations.values():
        assert (inv.window == "combat") == (inv.target == "combat"), inv.id


def test_invocation_example_of_the_rulebook(classic):
    """Storms at Sea (2 Favor), then Intervention on it (3), then Interference on
    the Intervention (1) by a third player: Interference resolves first, the
    Intervention cannot pay its extra Favor and fizzles, the storm blows."""
    from hellenica_tui.games.hellenica.effects import counter_of
    from hellenica_tui.games.hellenica.mechanics.invocations import Cast, resolve_window

    inv = classic.invocations
    order = [("delilah", "storms_at_sea", None), ("scott", "intervention", 0), ("samuel", "interference", 1)]
    casts = []
    for caster, iid, target in order:
        counter, amount = counter_of(inv[iid].effects)
        casts.append(
            Cast(caster, iid, inv[iid].level, counter=counter, target=target, raise_by=amount or 1)  # type: ignore[arg-type]
        )
    assert [c.cost for c in casts] == [2, 3, 1]
    result = resolve_window(casts, {"delilah": 0, "scott": 0, "samuel": 2})
    assert [(casts[s.index].invocation, s.outcome) for s in result.steps] == [
        ("interference", "resolved"), ("intervention", "fizzled"), ("storms_at_sea", "resolved")
    ]


def _edit_invocation(copy, iid: str, **fields) -> None:
    def change(data):
        for deity in data["deities"]:
            for inv in deity["invocations"]:
                if inv["id"] == iid:
                    inv.update(fields)

    copy.edit("deities.toml", change)


def test_a_counter_must_target_an_invocation(classic_copy):
    _edit_invocation(classic_copy, "intervention", window="action", target="player")
    expect(classic_copy.path, "deities.toml", "invocation 'intervention'", "exactly when it counters it")


def test_an_invocation_window_needs_an_invocation_target(classic_copy):
    _edit_invocation(classic_copy, "interference", target="player")
    expect(classic_copy.path, "deities.toml", "invocation 'interference'", "window 'invocation' goes with target")


def test_a_combat_invocation_targets_the_combat(classic_copy):
    _edit_invocation(classic_copy, "athena_strategy", target="land_area")
    expect(classic_copy.path, "deities.toml", "invocation 'athena_strategy'", "window 'combat' goes with target")


def test_an_invocation_does_something(classic_copy):
    _edit_invocation(classic_copy, "demeter_harvest", effects=[])
    expect(classic_copy.path, "deities.toml", "invocation 'demeter_harvest'", "has no effects")


def test_an_invocation_ability_needs_a_duration(classic_copy):
    _edit_invocation(classic_copy, "athena_strategy", effects=[{"kind": "combat_strength", "params": {"amount": 2}}])
    expect(classic_copy.path, "deities.toml", "invocation 'athena_strategy'", "needs a 'duration' here")


def test_an_invocation_with_a_bad_level(classic_copy):
    _edit_invocation(classic_copy, "storms_at_sea", level=4)
    expect(classic_copy.path, "deities.toml", "deity 'poseidon'", "invocations[1].level")


def test_two_deities_with_one_id(classic_copy):
    classic_copy.edit("deities.toml", lambda d: d["deities"][1].update(id="zeus"))
    expect(classic_copy.path, "deities.toml", "deity 'zeus'", "duplicate id")
