"""The classic decks: deities, advancements, governments and objectives hold
what the rulebook names, fit its rules, and every broken deck file is refused."""

from __future__ import annotations

import pytest

from hellenica_tui.games.hellenica.content.ability_schema import (
    BlockArea,
    BrilliantLeader,
    BuildOnMines,
    CrossMountains,
    HoldAreas,
    UnlockUpgrade,
)
from hellenica_tui.games.hellenica.content.effect_schema import (
    CancelInvocation,
    Gain,
    GainCity,
    PlaceUnits,
    RaiseCost,
    ResearchAdvancement,
)
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import ContentError


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
        PlaceUnits(unit="hoplite", count=1, where="government_city")
    ]
    assert governments["republic"].free_activation == [
        Gain(commodity="commerce", amount=1)
    ]
    assert governments["democracy"].free_activation == [
        Gain(commodity="philosophers", amount=1),
        ResearchAdvancement(),
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
        BlockArea(blocks=["enter", "transport"], duration="turn")
    ]
    assert _deity_of(classic, "alliance") == "hermes" and inv["alliance"].name == "Alliance"
    assert inv["alliance"].effects == [GainCity()]
    assert inv["interference"].level == 1
    assert inv["interference"].effects == [RaiseCost(amount=1)]
    assert inv["intervention"].level == 3
    assert inv["intervention"].effects == [CancelInvocation()]
    for counter in ("interference", "intervention"):
        assert (inv[counter].window, inv[counter].target) == ("invocation", "invocation")


def test_combat_invocations_target_the_combat(classic):
    for inv in classic.invocations.values():
        assert (inv.window == "combat") == (inv.target == "combat"), inv.id


def test_invocation_example_of_the_rulebook(classic):
    """Storms at Sea (2 Favor), then Intervention on it (3), then Interference on
    the Intervention (1) by a third player: Interference resolves first, the
    Intervention cannot pay its extra Favor and fizzles, the storm blows."""
    from hellenica_tui.games.hellenica.content.effect_kinds import counter_of
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


# -- advancements ----------------------------------------------------------------

CATEGORIES = ("construction", "government", "trades", "naval", "military")
NAMED = {
    "mining": ("construction", 1), "wonder_of_the_world": ("construction", 2),
    "logistics": ("military", 1), "tactics": ("military", 1), "leadership": ("military", 2),
    "brilliant_general": ("military", 2), "copper_banding": ("naval", 1), "brilliant_admiral": ("naval", 2),
}


def test_three_of_each_level_in_each_category(classic):
    for category in CATEGORIES:
        levels = sorted(a.level for a in classic.advancements.values() if a.category == category)
        assert levels == [1, 1, 1, 2, 2, 2], category


def test_rulebook_advancements_and_only_they_are_marked(classic):
    advancements = classic.advancements
    assert {a: (advancements[a].category, advancements[a].level) for a in NAMED} == NAMED
    assert {a.id for a in advancements.values() if a.from_rulebook} == set(NAMED)
    assert advancements["wonder_of_the_world"].name == "Wonder of the World"


def test_named_advancements_do_what_the_rulebook_says(classic):
    advancements = classic.advancements
    assert advancements["leadership"].effects == [CrossMountains()]
    assert advancements["mining"].effects == [BuildOnMines()]
    assert advancements["wonder_of_the_world"].effects == [UnlockUpgrade(upgrade="wonder")]
    assert advancements["brilliant_general"].effects == [BrilliantLeader(domain="land")]
    assert advancements["brilliant_admiral"].effects == [BrilliantLeader(domain="sea")]
    (banding,) = advancements["copper_banding"].effects
    assert banding.kind == "transport_capacity" and banding.params["per_trireme"] > 2


def _granting(classic, kind: str, param: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for adv in classic.advancements.values():
        for effect in adv.effects:
            if effect.kind == kind:
                found.setdefault(str(effect.params[param]), []).append(adv.id)
    return found


def test_one_elite_advancement_per_unit_that_may_be_elite(classic):
    may_be_elite = {u.id for u in classic.units.values() if u.may_be_elite}
    elite = _granting(classic, "elite_units", "unit")
    assert set(elite) == may_be_elite == {"hoplite", "cavalry", "trireme"}
    assert all(len(ids) == 1 for ids in elite.values())


def test_one_extra_cube_advancement_per_action(classic):
    cubes = _granting(classic, "extra_action_cube", "action")
    assert set(cubes) == set(classic.scenario.setup.action_cubes)
    assert all(len(ids) == 1 for ids in cubes.values())


def _options(classic, owned: set[str], philosophers: int = 9) -> list[str]:
    from hellenica_tui.games.hellenica.mechanics.research import research_options

    cost = classic.scenario.setup.advancement_cost
    return research_options(owned, classic.advancements, philosophers=philosophers, cost=cost)


def _military(options: list[str], classic) -> list[str]:
    return [a for a in options if classic.advancements[a].category == "military"]


def test_research_example_of_the_rulebook(classic):
    """Chance owns a level 1 and a level 2 military advancement and holds 3
    Philosophers: Logistics or Tactics are open, Leadership is not until he owns
    a second level 1 military advancement."""
    from hellenica_tui.engine.errors import IllegalCommand
    from hellenica_tui.games.hellenica.mechanics.research import check_research

    owned = {"phalanx", "brilliant_general"}
    assert _military(_options(classic, owned, philosophers=3), classic) == ["logistics", "tactics"]
    cost = classic.scenario.setup.advancement_cost
    with pytest.raises(IllegalCommand, match="per level 2 one"):
        check_research(classic.advancements["leadership"], owned, classic.advancements, philosophers=3, cost=cost)
    assert check_research(classic.advancements["logistics"], owned, classic.advancements, philosophers=3, cost=cost) == 1
    assert "leadership" in _options(classic, owned | {"logistics"}, philosophers=3)


def test_level_two_needs_a_level_one_each(classic):
    assert _military(_options(classic, set()), classic) == ["logistics", "tactics", "phalanx"]
    assert set(_military(_options(classic, {"tactics"}), classic)) == {
        "logistics", "phalanx", "leadership", "brilliant_general", "companion_cavalry"
    }
    # a level 1 of another category opens nothing here
    assert "leadership" not in _options(classic, {"mining", "coinage"})
    everything_but_one = {"logistics", "tactics", "phalanx", "leadership", "brilliant_general"}
    assert _military(_options(classic, everything_but_one), classic) == ["companion_cavalry"]
    assert _options(classic, set(), philosophers=1) == [a.id for a in classic.advancements.values() if a.level == 1]
    assert _options(classic, set(), philosophers=0) == []


def _edit_advancement(copy, aid: str, **fields) -> None:
    def change(data):
        next(a for a in data["advancements"] if a["id"] == aid).update(fields)

    copy.edit("advancements.toml", change)


def test_a_category_with_more_level_two_than_level_one(classic_copy):
    _edit_advancement(classic_copy, "tactics", level=2)
    expect(classic_copy.path, "advancements.toml", "category 'military'", "has 4 level 2 but only 2 level 1")


def test_the_wonder_needs_its_advancement(classic_copy):
    classic_copy.edit("advancements.toml", lambda d: d["advancements"].pop(3))
    expect(classic_copy.path, "upgrades.toml", "upgrade 'wonder'", "needs unknown advancement 'wonder_of_the_world'")


def test_the_wonder_advancement_must_unlock_it(classic_copy):
    _edit_advancement(classic_copy, "wonder_of_the_world", effects=[{"kind": "build_on_mines"}])
    expect(classic_copy.path, "upgrades.toml", "upgrade 'wonder'", "must have the effect unlock_upgrade")


def test_an_advancement_holds_abilities_not_one_time_effects(classic_copy):
    _edit_advancement(classic_copy, "patronage", effects=[{"kind": "gain", "params": {"commodity": "favor", "amount": 1}}])
    expect(classic_copy.path, "advancements.toml", "advancement 'patronage'", "'gain' is a one-time effect")


def test_an_advancement_lasts_without_duration(classic_copy):
    _edit_advancement(classic_copy, "leadership", effects=[{"kind": "cross_mountains", "params": {"duration": "turn"}}])
    expect(classic_copy.path, "advancements.toml", "advancement 'leadership'", "without 'duration'")


def test_an_advancement_does_something(classic_copy):
    _edit_advancement(classic_copy, "leadership", effects=[])
    expect(classic_copy.path, "advancements.toml", "advancement 'leadership'", "has no effects")


def test_an_advancement_in_an_unknown_category(classic_copy):
    _edit_advancement(classic_copy, "mining", category="magic")
    expect(classic_copy.path, "advancements.toml", "advancement 'mining'", "category: Invalid enum value 'magic'")


def test_research_refuses_what_is_owned_or_unaffordable(classic):
    from hellenica_tui.engine.errors import IllegalCommand
    from hellenica_tui.games.hellenica.mechanics.research import check_research

    cost, advancements = classic.scenario.setup.advancement_cost, classic.advancements
    with pytest.raises(IllegalCommand, match="already own"):
        check_research(advancements["mining"], {"mining"}, advancements, philosophers=5, cost=cost)
    with pytest.raises(IllegalCommand, match="costs 3 Philosophers and you hold 2"):
        check_research(advancements["wonder_of_the_world"], {"mining"}, advancements, philosophers=2, cost=cost)
    assert check_research(advancements["wonder_of_the_world"], {"mining"}, advancements, philosophers=3, cost=cost) == 3


# -- objectives ------------------------------------------------------------------

RULEBOOK_PATHOS = {"destruction", "empire", "sea_power", "commune", "ascendancy"}
RULEBOOK_ETHOS = {"enlightenment", "knowledge", "loyalty", "piety", "prosperity", "scholarship", "production"}


def _deck(classic, deck: str):
    return [o for o in classic.objectives.values() if o.deck == deck]


def test_the_public_three_are_the_rulebook_ones(classic):
    public = {o.id for o in classic.objectives.values() if o.default_public}
    assert public == {"destruction", "empire", "sea_power"}
    assert all(o.deck == "pathos" for o in classic.objectives.values() if o.default_public)


def test_rulebook_objectives_are_present_and_marked(classic):
    assert {o.id for o in _deck(classic, "pathos")} >= RULEBOOK_PATHOS
    assert {o.id for o in _deck(classic, "ethos")} >= RULEBOOK_ETHOS
    assert {o.id for o in classic.objectives.values() if o.from_rulebook} == RULEBOOK_PATHOS | RULEBOOK_ETHOS


def test_card_counts(classic):
    pathos, ethos = _deck(classic, "pathos"), _deck(classic, "ethos")
    assert all(o.copies == 1 for o in pathos)
    assert {o.copies for o in ethos} == {1, 3}
    assert sum(o.copies for o in ethos) == 32 and len(ethos) == 14
    # the box holds 44 objective cards
    assert len(pathos) + sum(o.copies for o in ethos) == 44
    # enough different Ethos cards to deal four to each of seven players
    assert sum(o.copies for o in ethos) >= 7 * classic.scenario.setup.ethos_dealt


def test_delphi_and_olympus_objectives(classic):
    objectives = classic.objectives
    for card, area in (("commune", "delphi"), ("ascendancy", "mt_olympus")):
        assert objectives[card].map_areas == [area]
        assert objectives[card].condition == HoldAreas(areas=[area], n=1, units=1, hero=True)
    homes = {s.home for s in classic.city_states.values()}
    assert set(objectives["destruction"].map_areas) == homes


def test_every_named_area_of_a_condition_is_a_map_area(classic):
    for objective in classic.objectives.values():
        areas = objective.condition.params.get("areas", [])
        assert isinstance(areas, list) and set(areas) <= set(objective.map_areas), objective.id
        n = objective.condition.params.get("n", objective.condition.params.get("at_least"))
        assert isinstance(n, int) and n >= 1, objective.id
        if areas:
            assert n <= len(areas), objective.id


def test_the_ai_shortcuts_fit_the_advancement_cards(classic):
    """The AI rules say 8 advancements, 4 of them Government, meet Enlightenment
    and Knowledge together: 4 Government ones and one in each other category."""
    enlightenment = classic.objectives["enlightenment"].condition
    knowledge = classic.objectives["knowledge"].condition
    assert enlightenment.params == {"what": "advancements", "of": ["government"], "n": 4}
    assert knowledge.params == {"what": "advancement_categories", "n": 5}
    assert enlightenment.params["n"] + (knowledge.params["n"] - 1) == 8


def test_settlement_judged_ethos_cards_count_upgrades(classic):
    for card in ("loyalty", "piety", "prosperity", "scholarship"):
        condition = classic.objectives[card].condition
        assert condition.kind == "count_at_least" and condition.params["what"] == "upgrades", card
    assert classic.objectives["production"].condition.params["what"] == "mine_upgrades"


def _edit_objective(copy, oid: str, **fields) -> None:
    def change(data):
        next(o for o in data["objectives"] if o["id"] == oid).update(fields)

    copy.edit("objectives.toml", change)


def test_an_ethos_card_is_never_public(classic_copy):
    _edit_objective(classic_copy, "piety", default_public=True)
    expect(classic_copy.path, "objectives.toml", "objective 'piety'", "only Pathos cards are public")


def test_a_pathos_card_is_unique(classic_copy):
    _edit_objective(classic_copy, "glory", copies=3)
    expect(classic_copy.path, "objectives.toml", "objective 'glory'", "a Pathos card is unique")


def test_exactly_three_public_pathos_cards(classic_copy):
    _edit_objective(classic_copy, "glory", default_public=True)
    expect(classic_copy.path, "objectives.toml", "default_public", "exactly 3 Pathos cards")


def test_copies_are_one_or_three(classic_copy):
    _edit_objective(classic_copy, "piety", copies=2)
    expect(classic_copy.path, "objectives.toml", "objective 'piety'", "copies: Invalid enum value 2")


def test_map_areas_must_list_the_condition_areas(classic_copy):
    _edit_objective(classic_copy, "commune", map_areas=["thebes"])
    expect(classic_copy.path, "objectives.toml", "objective 'commune'", "misses ['delphi']")


def test_a_condition_must_be_a_condition(classic_copy):
    _edit_objective(classic_copy, "glory", condition={"kind": "gain", "params": {"commodity": "favor", "amount": 1}})
    expect(classic_copy.path, "objectives.toml", "objective 'glory'", "'gain' is not a condition")


def test_a_condition_naming_an_unknown_area(classic_copy):
    bad = {"kind": "hold_areas", "params": {"areas": ["atlantis"], "n": 1}}
    _edit_objective(classic_copy, "legacy_of_minos", condition=bad, map_areas=["atlantis"])
    expect(classic_copy.path, "objectives.toml", "objective 'legacy_of_minos'", "unknown area 'atlantis'")


def test_a_condition_whose_areas_are_not_a_list_is_refused_with_a_reason(classic_copy):
    bad = {"kind": "hold_areas", "params": {"areas": 3, "n": 1}}
    _edit_objective(classic_copy, "legacy_of_minos", condition=bad)
    expect(classic_copy.path, "objectives.toml", "objective 'legacy_of_minos'", "'areas' must be list")


def test_a_condition_counting_an_unknown_thing(classic_copy):
    _edit_objective(classic_copy, "piety", condition={"kind": "count_at_least", "params": {"what": "olives", "n": 5}})
    expect(classic_copy.path, "objectives.toml", "objective 'piety'", "'what' may not be 'olives'")


def test_an_effect_must_fit_the_invocation_target(classic_copy):
    _edit_invocation(classic_copy, "hephaestus_forge", target="player")
    expect(
        classic_copy.path, "deities.toml", "invocation 'hephaestus_forge'", "'ready_upgrades' acts on own_city, not on 'player'"
    )


def test_effect_numbers_are_bounded(classic_copy):
    _edit_invocation(classic_copy, "ares_levy", effects=[{"kind": "place_units", "params": {"unit": "hoplite", "count": 9}}])
    expect(classic_copy.path, "deities.toml", "invocation 'ares_levy'", "'count' must be 1 to 5, not 9")
