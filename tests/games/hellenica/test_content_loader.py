"""Loading scenarios: the classic one loads cleanly, every kind of mistake is named."""

from __future__ import annotations

import os

import msgspec
import pytest

from hellenica_tui.games.hellenica.content.board import player_count_warnings
from hellenica_tui.games.hellenica.content.caching import content_hash
from hellenica_tui.games.hellenica.content.loading import load_scenario, scenario_path, scenarios_dir
from hellenica_tui.games.hellenica.content.schema import Content, ContentError, Setup


def test_classic_loads_and_indexes_everything():
    content = load_scenario("classic")
    assert isinstance(content, Content)
    assert content.scenario.id == "classic"
    assert set(content.city_states) == {"athens", "sparta", "corinth", "thebes", "troy", "byzantium", "corcyra"}
    assert set(content.units) == {"hoplite", "cavalry", "trireme", "hero"}
    assert set(content.upgrades) == {
        "academy", "barracks", "stables", "docks", "market", "temple", "city_walls", "wonder"
    }
    assert set(content.dice) == {"green", "red", "blue", "yellow"}
    assert len(content.areas) == len(content.map.locations) == 66
    assert len(content.hash) == 64 and int(content.hash, 16) >= 0


def test_classic_setup_is_the_rulebook_setup():
    setup = load_scenario("classic").scenario.setup
    # the rulebook's setup: two areas of reach at every size, the Blue die for an AI's home
    # tile, duplicates only replaced in the AIs' Ethos deal (the defaults are what rules data
    # written before those keys meant)
    assert msgspec.structs.replace(setup, ai_home_die="", ai_ethos_replaced="duplicates_and_settlements") == Setup()
    assert setup.smaller_tables == [] and setup.ai_home_die == "blue" and setup.ai_ethos_replaced == "duplicates"
    assert setup.impassable_beyond == 2
    assert setup.start_favor == 3
    assert setup.start_units == {"hoplite": 1, "trireme": 1}
    assert setup.start_upgrades == ["academy", "market", "temple"]
    assert setup.action_cubes == {"build": 1, "train": 1, "research": 1, "worship": 1, "supply": 1}


def test_units_match_the_rulebook():
    units = load_scenario().units
    assert {u.id: u.supply_limit for u in units.values()} == {"hoplite": 1, "cavalry": 2, "hero": 2, "trireme": 0}
    assert {u.id: u.trained_by for u in units.values()} == {
        "hoplite": "barracks", "cavalry": "stables", "trireme": "docks", "hero": "academy"
    }
    assert {u.id: u.die for u in units.values()} == {
        "hoplite": "green", "cavalry": "red", "trireme": "blue", "hero": "yellow"
    }
    assert {u.id: u.limit for u in units.values()} == {"hoplite": 10, "cavalry": 10, "trireme": 10, "hero": 5}
    assert units["trireme"].domain == "sea" and units["hoplite"].domain == "land"


def test_upgrades_match_the_rulebook():
    upgrades = load_scenario().upgrades
    walls, wonder, docks = upgrades["city_walls"], upgrades["wonder"], upgrades["docks"]
    assert walls.one_per_city and not walls.on_mines
    assert wonder.wildcard and wonder.once_per_game and wonder.needs_advancement == "wonder_of_the_world"
    assert docks.needs_sea_clearing
    assert {u.id for u in upgrades.values() if u.action == "train"} == {"barracks", "stables", "docks"}
    assert upgrades["market"].action == "supply" and upgrades["temple"].action == "worship"
    assert upgrades["academy"].action == "research" and upgrades["academy"].trains == ["hero"]


def test_dice_allow_the_rulebook_combat_examples():
    dice = load_scenario().dice
    green, red, blue = (set(map(int, dice[d].faces)) for d in ("green", "red", "blue"))
    assert 5 in green and {3, 2} <= blue
    # three green dice and one red showing 3, 3, 4 and 5 (the land combat example)
    assert any(sorted([a, b, c, r]) == [3, 3, 4, 5] for a in green for b in green for c in green for r in red)
    assert sorted(dice["yellow"].faces) == sorted(["++", "+", "+", "", "", "-"])


@pytest.mark.parametrize("players", range(2, 8))
def test_classic_has_no_warnings_for_two_to_seven_players(players):
    assert player_count_warnings(load_scenario("classic"), players) == []


@pytest.mark.parametrize("players", [1, 8])
def test_player_counts_outside_the_scenario_are_warned(players):
    assert player_count_warnings(load_scenario("classic"), players) == [
        f"classic is for 2-7 players, not {players}"
    ]


def test_loading_is_cached_until_a_file_changes(classic_copy):
    first = load_scenario(classic_copy.path)
    assert load_scenario(classic_copy.path) is first
    classic_copy.edit("scenario.toml", lambda d: d.update(name="Another Aegean"))
    second = load_scenario(classic_copy.path)
    assert second is not first and second.scenario.name == "Another Aegean"


def test_content_hash_changes_when_any_file_changes(classic_copy):
    before = load_scenario(classic_copy.path).hash
    assert before == load_scenario("classic").hash  # same bytes, other folder
    dice = classic_copy.folder / "dice.toml"
    dice.write_text(dice.read_text() + "\n# a comment is a change too\n")
    assert load_scenario(classic_copy.path).hash != before


def test_content_hash_ignores_line_endings_only():
    assert content_hash({"a.toml": b"x = 1\r\n"}) == content_hash({"a.toml": b"x = 1\n"})
    assert content_hash({"a.toml": b"x = 1\n"}) != content_hash({"b.toml": b"x = 1\n"})


def test_scenario_names_and_paths_resolve():
    assert scenario_path("classic") == (scenarios_dir() / "classic").resolve()
    assert scenario_path(str(scenarios_dir() / "classic")) == (scenarios_dir() / "classic").resolve()
    assert load_scenario(str(scenarios_dir() / "classic")) is load_scenario("classic")


def test_scenarios_dir_can_be_overridden(monkeypatch, classic_copy):
    monkeypatch.setenv("HELLENICA_SCENARIOS", str(classic_copy.folder.parent.parent))
    assert scenarios_dir() == classic_copy.folder.parent  # the root's hellenica/ folder
    assert load_scenario("classic").directory == str(classic_copy.folder.resolve())


# -- every way content can be wrong ---------------------------------------------


def expect(path: str, file: str, item: str, reason: str) -> ContentError:
    with pytest.raises(ContentError) as caught:
        load_scenario(path)
    error = caught.value
    assert (error.file, error.item) == (file, item), str(error)
    assert reason in error.reason, str(error)
    assert str(error) == f"{file}: {item}: {error.reason}"
    assert isinstance(error, ValueError)
    return error


def test_missing_scenario_folder(tmp_path):
    expect(str(tmp_path / "nowhere"), str(tmp_path / "nowhere"), "scenario", "no such scenario folder")


def test_missing_file(classic_copy):
    os.remove(classic_copy.folder / "dice.toml")
    expect(classic_copy.path, "dice.toml", "file", "missing from scenario 'classic'")


def test_scenario_id_must_match_its_folder(classic_copy):
    classic_copy.edit("scenario.toml", lambda d: d.update(id="other"))
    expect(classic_copy.path, "scenario.toml", "id", "'other' differs from the scenario's name 'classic'")


def test_missing_position_file(classic_copy):
    classic_copy.edit("scenario.toml", lambda d: d.update(position="opening.toml"))
    expect(classic_copy.path, "scenario.toml", "position", "no file 'opening.toml'")


def test_toml_syntax_error(classic_copy):
    path = classic_copy.folder / "map.toml"
    path.write_text(path.read_text() + "\n[[areas]\n")
    expect(classic_copy.path, "map.toml", "file", "TOML syntax error")


def test_text_that_is_not_utf8(classic_copy):
    (classic_copy.folder / "units.toml").write_bytes(b'name = "\xff"\n')
    expect(classic_copy.path, "units.toml", "file", "not UTF-8")


def test_unknown_field(classic_copy):
    classic_copy.edit("units.toml", lambda d: d["units"][3].update(colour="gold"))
    expect(classic_copy.path, "units.toml", "unit 'hero'", "unknown field 'colour'")


def test_wrong_type_names_the_area_and_field(classic_copy):
    classic_copy.edit_area("athens", island="yes")
    expect(classic_copy.path, "map.toml", "area 'athens'", "island: Expected 'bool', got 'str'")


def test_wrong_type_item_and_nested_path(classic_copy):
    classic_copy.edit_area("panactum", mines=[{"city": 7}])
    expect(classic_copy.path, "map.toml", "area 'panactum'", "mines[0].city: Expected 'str', got 'int'")


def test_wrong_type_in_a_top_level_table(classic_copy):
    classic_copy.edit("scenario.toml", lambda d: d["setup"].update(start_favor="three"))
    expect(classic_copy.path, "scenario.toml", "setup", "start_favor: Expected 'int', got 'str'")


def test_missing_required_field(classic_copy):
    classic_copy.edit("dice.toml", lambda d: d["dice"][0].pop("faces"))
    expect(classic_copy.path, "dice.toml", "die 'green'", "missing required field 'faces'")


def test_bad_literal(classic_copy):
    classic_copy.edit_area("athens", kind="swamp")
    expect(classic_copy.path, "map.toml", "area 'athens'", "kind: Invalid enum value 'swamp'")


def test_entry_without_an_id_is_named_by_position(classic_copy):
    classic_copy.edit("dice.toml", lambda d: d["dice"][2].pop("id"))
    expect(classic_copy.path, "dice.toml", "dice[2]", "missing required field 'id'")


def test_error_inside_a_nested_list(classic_copy):
    zeus = {"id": "zeus", "name": "Zeus", "domain": "sky", "invocations": [{"id": "a", "level": 4}]}
    classic_copy.write("deities.toml", {"deities": [zeus]})
    expect(classic_copy.path, "deities.toml", "deity 'zeus'", "invocations[0]")


def test_duplicate_id(classic_copy):
    classic_copy.edit("units.toml", lambda d: d["units"].append(dict(d["units"][0])))
    expect(classic_copy.path, "units.toml", "unit 'hoplite'", "duplicate id")


def test_duplicate_world_event_id(classic_copy):
    event = {"id": "silence", "name": "Silence", "chaos": 1, "text": "Nothing happens."}
    classic_copy.write("world_events.toml", {"world_events": [event, event]})
    expect(classic_copy.path, "world_events.toml", "world event 'silence'", "duplicate id")


def test_duplicate_hex(classic_copy):
    thebes = load_scenario("classic").areas["thebes"].hex
    classic_copy.edit_area("athens", hex=list(thebes))
    expect(classic_copy.path, "map.toml", "area 'athens'", "is already area 'thebes'")


def test_duplicate_abbreviation(classic_copy):
    classic_copy.edit_area("athens", abbrev="THB")
    expect(classic_copy.path, "map.toml", "area 'athens'", "abbrev 'THB' is already area 'thebes'")


def test_area_ids_are_slugs(classic_copy):
    classic_copy.edit_area("athens", id="Athens City")

    def rename_home(data):
        next(s for s in data["city_states"] if s["id"] == "athens")["home"] = "Athens City"

    classic_copy.edit("map.toml", rename_home)
    expect(classic_copy.path, "map.toml", "area 'Athens City'", "lower-case letters")


def test_abbreviation_must_be_three_capitals(classic_copy):
    classic_copy.edit_area("athens", abbrev="At")
    expect(classic_copy.path, "map.toml", "area 'athens'", "three capital letters")


def test_settlements_range(classic_copy):
    classic_copy.edit_area("athens", settlements=4)
    expect(classic_copy.path, "map.toml", "area 'athens'", "settlements must be 0-3")


def test_mountain_listed_twice(classic_copy):
    classic_copy.edit_area("corinth", mountains=["ne", "ne", "nw"])
    expect(classic_copy.path, "map.toml", "area 'corinth'", "listed twice")


@pytest.mark.parametrize(
    "field, value",
    [
        ("settlements", 1),
        ("mines", [{"city": "athens"}]),
        ("mountains", ["n"]),
        ("island", True),
        ("volcano", True),
        ("free_temple", True),
        ("home_of", "athens"),
    ],
)
def test_sea_areas_hold_nothing_of_land(classic_copy, field, value):
    classic_copy.edit_area("cyclades", **{field: value})
    expect(classic_copy.path, "map.toml", "area 'cyclades'", f"a sea area cannot have {field}")


def test_mine_must_name_an_adjacent_city_area(classic_copy):
    classic_copy.edit_area("panactum", mines=[{"city": "sparta"}])
    reason = "mine 0 names 'sparta', which is not an adjacent City Area"
    expect(classic_copy.path, "map.toml", "area 'panactum'", reason)


def test_mine_cannot_belong_to_a_non_city(classic_copy):
    classic_copy.edit_area("panactum", mines=[{"city": "athens"}, {"city": "euboea"}])
    classic_copy.edit_area("euboea", settlements=None)
    expect(classic_copy.path, "map.toml", "area 'panactum'", "mine 1 names 'euboea'")


def test_home_of_must_name_a_city_state(classic_copy):
    classic_copy.edit_area("corcyra", home_of="ithaca")
    expect(classic_copy.path, "map.toml", "area 'corcyra'", "home_of names no city-state 'ithaca'")


def test_home_of_must_match_the_city_state_home(classic_copy):
    classic_copy.edit_area("abydos", home_of="troy")
    expect(classic_copy.path, "map.toml", "area 'abydos'", "home_of 'troy' but that city-state's home is 'troy'")


def test_home_city_needs_settlements(classic_copy):
    classic_copy.edit_area("troy", settlements=None)
    expect(classic_copy.path, "map.toml", "area 'troy'", "a home city needs settlements")


def test_city_state_home_must_be_a_land_area_with_home_of(classic_copy):
    classic_copy.edit_area("troy", home_of=None)

    def move_home(data):
        next(s for s in data["city_states"] if s["id"] == "troy")["home"] = "abydos"

    classic_copy.edit("map.toml", move_home)
    reason = "home 'abydos' must be a land area with home_of = 'troy'"
    expect(classic_copy.path, "map.toml", "city-state 'troy'", reason)


def test_seats_run_from_zero_once_each(classic_copy):
    classic_copy.edit("map.toml", lambda d: d["city_states"][0].update(seat=9))
    expect(classic_copy.path, "map.toml", "city_states", "seats must be 0-6")


def test_mountain_sides_must_be_symmetric(classic_copy):
    classic_copy.edit_area("corinth", mountains=None)
    # aetolia comes first in the file and lists its side toward corinth
    expect(classic_copy.path, "map.toml", "area 'aetolia'", "toward 'corinth' is a mountain on one side only")


def test_home_city_needs_a_sea_clearing(classic_copy):
    board_sides = {"corinth": ["n", "ne", "se", "s", "sw", "nw"]}
    # closing every side of Corinth needs the neighbours' matching sides too
    classic_copy.edit_area("corinth", mountains=board_sides["corinth"])
    for other, side in {"arcadia": "n", "achaea": "ne", "megara": "nw"}.items():
        sides = next(a for a in classic_copy.read("map.toml")["areas"] if a["id"] == other).get("mountains", [])
        classic_copy.edit_area(other, mountains=[*sides, side])
    expect(classic_copy.path, "map.toml", "area 'corinth'", "a home city needs a clearing onto a sea area")


def test_unreachable_land_area(classic_copy):
    # Messenia's only clearing is toward Elis; close it from both sides
    classic_copy.edit_area("messenia", mountains=["n", "ne"])
    elis = next(a for a in classic_copy.read("map.toml")["areas"] if a["id"] == "elis")
    classic_copy.edit_area("elis", mountains=[*elis.get("mountains", []), "s"])
    expect(classic_copy.path, "map.toml", "area 'messenia'", "cannot be reached from any home city")


def test_unreachable_sea_area(classic_copy):
    lost = {"id": "lost_sea", "name": "Lost Sea", "abbrev": "LST", "kind": "sea", "hex": [20, 20]}
    classic_copy.use_area_map()
    classic_copy.edit("map.toml", lambda d: d["areas"].append(lost))
    expect(classic_copy.path, "map.toml", "area 'lost_sea'", "cannot be reached from any home city")


def test_upgrade_training_an_unknown_unit(classic_copy):
    classic_copy.edit("upgrades.toml", lambda d: d["upgrades"][1].update(trains=["hoplite", "peltast"]))
    expect(classic_copy.path, "upgrades.toml", "upgrade 'barracks'", "trains unknown unit 'peltast'")


def test_unit_trained_by_an_unknown_upgrade(classic_copy):
    classic_copy.edit("units.toml", lambda d: d["units"][1].update(trained_by="hippodrome"))
    expect(classic_copy.path, "units.toml", "unit 'cavalry'", "trained_by names no upgrade 'hippodrome'")


def test_unit_trained_by_an_upgrade_that_does_not_train_it(classic_copy):
    classic_copy.edit("units.toml", lambda d: d["units"][1].update(trained_by="market"))
    expect(classic_copy.path, "units.toml", "unit 'cavalry'", "upgrade 'market' does not list it in trains")


def test_unit_rolling_an_unknown_die(classic_copy):
    classic_copy.edit("units.toml", lambda d: d["units"][1].update(die="purple"))
    expect(classic_copy.path, "units.toml", "unit 'cavalry'", "die names no die 'purple'")


def test_die_needs_six_faces(classic_copy):
    classic_copy.edit("dice.toml", lambda d: d["dice"][0].update(faces=["1", "2"]))
    expect(classic_copy.path, "dice.toml", "die 'green'", "needs six faces")


def test_die_faces_are_numbers_or_hero_marks(classic_copy):
    classic_copy.edit("dice.toml", lambda d: d["dice"][0].update(faces=["1", "2", "3", "4", "5", "+"]))
    expect(classic_copy.path, "dice.toml", "die 'green'", "faces must be all numbers")


def test_upgrade_needing_an_unknown_advancement(classic_copy):
    advancement = {"id": "mining", "name": "Mining", "category": "trades", "level": 1, "text": "Mines."}
    classic_copy.write("advancements.toml", {"advancements": [advancement]})
    expect(classic_copy.path, "upgrades.toml", "upgrade 'wonder'", "needs unknown advancement 'wonder_of_the_world'")


def test_setup_naming_unknown_pieces(classic_copy):
    classic_copy.edit("scenario.toml", lambda d: d["setup"].update(start_units={"hoplite": 1, "chariot": 1}))
    expect(classic_copy.path, "scenario.toml", "setup.start_units", "unknown unit 'chariot'")


def test_setup_naming_an_unknown_upgrade(classic_copy):
    classic_copy.edit("scenario.toml", lambda d: d["setup"].update(start_upgrades=["academy", "palace"]))
    expect(classic_copy.path, "scenario.toml", "setup.start_upgrades", "unknown upgrade 'palace'")


def government(gid: str, upgrade: str) -> dict:
    gain = {"kind": "gain", "params": {"commodity": "commerce", "amount": 1}}
    return {"id": gid, "name": gid.title(), "upgrade": upgrade, "free_activation": [gain], "text": "Rule."}


def test_setup_naming_an_unknown_government(classic_copy):
    classic_copy.write("governments.toml", {"governments": [government("republic", "market")]})
    expect(classic_copy.path, "scenario.toml", "setup.start_government", "unknown government 'tyranny'")


def test_player_range_must_fit_the_city_states(classic_copy):
    classic_copy.edit("scenario.toml", lambda d: d.update(max_players=8))
    expect(classic_copy.path, "scenario.toml", "min_players/max_players", "2-8 does not fit 7 city-states")


def test_government_with_an_unknown_upgrade(classic_copy):
    classic_copy.write("governments.toml", {"governments": [government("tyranny", "palace")]})
    expect(classic_copy.path, "governments.toml", "government 'tyranny'", "unknown upgrade 'palace'")


def invocation(iid: str, level: int, effects: list | None = None) -> dict:
    return {
        "id": iid, "name": iid.title(), "level": level, "window": "action", "target": "self",
        "effects": effects or [{"kind": "gain", "params": {"commodity": "favor", "amount": 1}}],
        "text": "A blessing.",
    }


def deity(did: str, invocations: list[dict]) -> dict:
    return {"id": did, "name": did.title(), "domain": "sky", "invocations": invocations}


def test_deity_needs_one_invocation_per_level(classic_copy):
    bad = deity("zeus", [invocation("a", 1), invocation("b", 1), invocation("c", 3)])
    classic_copy.write("deities.toml", {"deities": [bad]})
    reason = "needs one invocation of each level 1, 2, 3; has [1, 1, 3]"
    expect(classic_copy.path, "deities.toml", "deity 'zeus'", reason)


def test_invocation_ids_are_unique_across_deities(classic_copy):
    zeus = deity("zeus", [invocation("a", 1), invocation("b", 2), invocation("c", 3)])
    hera = deity("hera", [invocation("d", 1), invocation("b", 2), invocation("e", 3)])
    classic_copy.write("deities.toml", {"deities": [zeus, hera]})
    expect(classic_copy.path, "deities.toml", "invocation 'b'", "duplicate id")


def test_every_effect_is_checked(classic_copy):
    bad = [{"kind": "summon_kraken", "params": {"size": 9}}]
    zeus = deity("zeus", [invocation("a", 1), invocation("b", 2, bad), invocation("c", 3)])
    classic_copy.write("deities.toml", {"deities": [zeus]})
    expect(classic_copy.path, "deities.toml", "invocation 'b'", "unknown effect kind 'summon_kraken'")


def test_creature_ability_effect_is_checked(classic_copy):
    creature = {
        "id": "hydra", "name": "Hydra", "placement": "non_city_land",
        "ability": {"kind": "summon_kraken"}, "text": "Many heads.",
    }
    classic_copy.write("creatures.toml", {"creatures": [creature]})
    classic_copy.write("world_events.toml", {"world_events": []})  # its cards name the other creatures
    expect(classic_copy.path, "creatures.toml", "creature 'hydra'", "unknown effect kind 'summon_kraken'")


def ai_card(production: list[dict]) -> dict:
    return {"id": "basic", "name": "Basic", "early": production, "late": [], "movement": ["grudge"]}


def test_ai_production_of_an_unknown_unit(classic_copy):
    classic_copy.write("ai_cards.toml", {"ai_cards": [ai_card([{"kind": "units", "unit": "elephant"}])]})
    expect(classic_copy.path, "ai_cards.toml", "AI card 'basic'", "early: unknown unit 'elephant'")


def test_ai_production_unit_only_for_units(classic_copy):
    classic_copy.write("ai_cards.toml", {"ai_cards": [ai_card([{"kind": "favor", "unit": "hoplite"}])]})
    expect(classic_copy.path, "ai_cards.toml", "AI card 'basic'", "unit is only for kind 'units'")


def test_objective_naming_an_unknown_area(classic_copy):
    objective = {
        "id": "ascendancy", "name": "Ascendancy", "deck": "pathos",
        "condition": {"kind": "count_at_least", "params": {"what": "cities", "n": 3}},
        "map_areas": ["mt_olympus", "atlantis"], "text": "Hold the mountain.",
    }
    classic_copy.write("objectives.toml", {"objectives": [objective]})
    expect(classic_copy.path, "objectives.toml", "objective 'ascendancy'", "unknown area 'atlantis'")


def test_the_loader_checks_ai_judges_of_objectives(classic_copy):
    path = classic_copy.folder / "objectives.toml"
    text = path.read_text()
    path.write_text(text.replace('id = "empire"\n', 'id = "empire"\nai = { by = "settlements" }\n'))
    with pytest.raises(ContentError, match="only Ethos cards"):
        load_scenario(classic_copy.path)
    path.write_text(text.replace('ai = { by = "mines" }', 'ai = { by = "condition" }'))
    with pytest.raises(ContentError, match="exactly when"):
        load_scenario(classic_copy.path)


@pytest.mark.parametrize(
    ("file", "table", "item"),
    [
        ("units.toml", "units", "unit 'hoplite'"),
        ("upgrades.toml", "upgrades", "upgrade 'academy'"),
        ("advancements.toml", "advancements", "advancement 'mining'"),
        ("creatures.toml", "creatures", "creature 'cetus'"),
    ],
)
def test_every_card_needs_a_text_for_the_reference(classic_copy, file, table, item):
    classic_copy.edit(file, lambda d: d[table][0].update(text="  "))
    expect(classic_copy.path, file, item, "text is empty")


def test_a_unit_without_a_text_is_refused(classic_copy):
    classic_copy.edit("units.toml", lambda d: d["units"][0].pop("text"))
    expect(classic_copy.path, "units.toml", "unit 'hoplite'", "text")


def test_a_deity_needs_its_domain_for_the_reference(classic_copy):
    classic_copy.edit("deities.toml", lambda d: d["deities"][0].update(domain=""))
    expect(classic_copy.path, "deities.toml", "deity 'zeus'", "domain is empty")


def test_a_creature_text_says_what_it_is_then_what_it_does(classic_copy):
    classic_copy.edit("creatures.toml", lambda d: d["creatures"][0].update(text="A sea monster"))
    expect(classic_copy.path, "creatures.toml", "creature 'cetus'", "two sentences")


def test_a_government_text_says_what_it_is_then_what_it_does(classic_copy):
    classic_copy.edit("governments.toml", lambda d: d["governments"][0].update(text="Counts as a Barracks"))
    expect(classic_copy.path, "governments.toml", "government 'tyranny'", "two sentences")


def _tables(*entries: dict):
    return lambda d: d["setup"].update(smaller_tables=list(entries))


def test_a_smaller_table_of_seven_players_is_refused(classic_copy):
    classic_copy.edit("scenario.toml", _tables({"players": [3, 7], "reach": {"troy": 3}}))
    expect(classic_copy.path, "scenario.toml", "setup.smaller_tables[0]", "7 players: the table sizes with closed areas are 2-6")


def test_a_table_size_in_two_entries_is_refused(classic_copy):
    classic_copy.edit("scenario.toml", _tables({"players": [2, 3]}, {"players": [4, 3], "reach": {"athens": 1}}))
    expect(classic_copy.path, "scenario.toml", "setup.smaller_tables[1]", "3 players are already in an earlier entry")


def test_a_reach_for_an_unknown_city_state_is_refused(classic_copy):
    classic_copy.edit("scenario.toml", _tables({"players": [2], "reach": {"troy": 3, "argos": 3}}))
    expect(classic_copy.path, "scenario.toml", "setup.smaller_tables[0]", "reach: unknown city-state 'argos'")


def test_a_negative_reach_is_refused(classic_copy):
    classic_copy.edit("scenario.toml", _tables({"players": [2], "reach": {"troy": -1}}))
    expect(classic_copy.path, "scenario.toml", "setup.smaller_tables[0]", "reach: troy reaches -1 areas")


def test_a_crossing_that_names_no_land_area_is_refused(classic_copy):
    for pair, named in ((["corcyra", "corfu"], "'corfu'"), (["corcyra", "ionian_sea"], "'ionian_sea'")):
        classic_copy.edit("scenario.toml", _tables({"players": [2], "crossings": [pair]}))
        expect(classic_copy.path, "scenario.toml", "setup.smaller_tables[0]", f"crossings: {named} is no land area")


def test_a_crossing_between_areas_that_do_not_touch_is_refused(classic_copy):
    classic_copy.edit("scenario.toml", _tables({"players": [2], "crossings": [["corcyra", "acarnania"]]}))
    expect(classic_copy.path, "scenario.toml", "setup.smaller_tables[0]", "crossings: corcyra and acarnania are not adjacent")


def test_a_crossing_over_a_clearing_is_refused(classic_copy):
    classic_copy.edit("scenario.toml", _tables({"players": [2], "crossings": [["ambracia", "aetolia"]]}))
    expect(
        classic_copy.path, "scenario.toml", "setup.smaller_tables[0]",
        "crossings: the side between ambracia and aetolia is a clearing already",
    )


def test_a_crossing_named_twice_is_refused(classic_copy):
    classic_copy.edit("scenario.toml", _tables({"players": [2], "crossings": [["corcyra", "ambracia"], ["ambracia", "corcyra"]]}))
    expect(classic_copy.path, "scenario.toml", "setup.smaller_tables[0]", "crossings: ambracia and corcyra are named twice")


def test_a_crossing_of_three_areas_is_refused(classic_copy):
    classic_copy.edit("scenario.toml", _tables({"players": [2], "crossings": [["corcyra", "ambracia", "epirus"]]}))
    expect(classic_copy.path, "scenario.toml", "setup", "smaller_tables[0].crossings[0]: Expected 'array' of length 2")


def test_a_town_that_names_no_land_area_is_refused(classic_copy):
    for area in ("atlantis", "ionian_sea"):
        classic_copy.edit("scenario.toml", _tables({"players": [2], "towns": {area: 1}}))
        expect(classic_copy.path, "scenario.toml", "setup.smaller_tables[0]", f"towns: {area!r} is no land area")


def test_a_town_on_a_city_is_refused(classic_copy):
    classic_copy.edit("scenario.toml", _tables({"players": [2], "towns": {"ambracia": 1}}))
    expect(classic_copy.path, "scenario.toml", "setup.smaller_tables[0]", "towns: ambracia has settlements already")


def test_a_town_of_no_settlements_or_four_is_refused(classic_copy):
    for settlements in (0, 4):
        classic_copy.edit("scenario.toml", _tables({"players": [2], "towns": {"epirus": settlements}}))
        expect(
            classic_copy.path, "scenario.toml", "setup.smaller_tables[0]",
            f"towns: epirus with {settlements} settlements, not 1 to 3",
        )
