"""Every way a position file can be wrong gives one message naming the file, the item and the fault."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import ContentError
from hellenica_tui.games.hellenica.content.variants import with_rules
from hellenica_tui.games.hellenica.positions.build import state_from_position
from hellenica_tui.games.hellenica.positions.schema import load_position
from tests.games.hellenica.conftest import dump_toml


def start(cs: str, deity: str) -> dict[str, Any]:
    return {
        "id": cs, "favor": 3, "deities": [deity],
        "cities": [{
            "area": cs, "government": {"government": "tyranny"},
            "upgrades": [{"upgrade": "academy"}, {"upgrade": "market"}, {"upgrade": "temple", "deity": deity}],
        }],
        "units": [{"area": cs, "units": {"hoplite": 1, "trireme": 1}}],
    }


BASE: dict[str, Any] = {
    "name": "Test", "turn": 2, "phase": "action", "round": 1, "active": "athens", "favorite": "athens", "chaos": 3,
    "players": [start("athens", "athena"), start("sparta", "ares")],
}


def athens(p: dict) -> dict:
    return p["players"][0]


def athens_city(p: dict) -> dict:
    return athens(p)["cities"][0]


def add_city(p: dict, area: str, **fields: Any) -> None:
    athens(p)["cities"].append({"area": area, **fields})


def add_units(p: dict, area: str, units: dict, **fields: Any) -> None:
    athens(p)["units"].append({"area": area, "units": units, **fields})


def upgrade(p: dict, **fields: Any) -> None:
    athens_city(p)["upgrades"][0] = fields


def write(tmp_path, data: dict) -> str:
    path = tmp_path / "position.toml"
    path.write_text(dump_toml(data))
    return str(path)


def test_the_base_position_is_valid(tmp_path):
    assert load_position(load_scenario("classic"), write(tmp_path, BASE)).players[1].id == "sparta"


A = "player 'athens'"
CITY = "player 'athens' city 'athens'"

CASES: list[tuple[str, Callable[[dict], Any], str, str]] = [
    # the game
    ("no players", lambda p: p.update(players=[]), "players", "at least one player"),
    ("unknown city-state", lambda p: athens(p).update(id="atlantis"), "player 'atlantis'", "no such city-state"),
    ("player twice", lambda p: p["players"].append(start("athens", "athena")), A, "listed twice"),
    ("turn 0", lambda p: p.update(turn=0), "turn", "turns count from 1"),
    ("round 0", lambda p: p.update(round=0), "round", "rounds count from 1"),
    ("active outsider", lambda p: p.update(active="troy"), "active", "'troy' is not a player"),
    ("favorite outsider", lambda p: p.update(favorite="troy"), "favorite", "'troy' is not a player"),
    ("chaos too high", lambda p: p.update(chaos=4), "chaos", "from 1 to 3 with 2 players"),
    ("ethos as pathos", lambda p: p.update(pathos=["knowledge"]), "pathos", "'knowledge' is not a Pathos objective"),
    ("bad phase", lambda p: p.update(phase="siesta"), "phase", "Invalid enum value 'siesta'"),
    ("ai ethos without ai", lambda p: p.update(ai_ethos=["knowledge"]), "ai_ethos", "only a game with AI players"),
    ("ai ethos not ethos", lambda p: (athens(p).update(ai=True, cities=[{"area": "athens", "government": {}}]),
                                      p.update(ai_ethos=["empire"])), "ai_ethos", "'empire' is not an Ethos"),
    ("ai ethos twice", lambda p: (athens(p).update(ai=True, cities=[{"area": "athens", "government": {}}]),
                                  p.update(ai_ethos=["knowledge", "knowledge"])), "ai_ethos", "at most 3 different"),
    # a player
    ("negative favor", lambda p: athens(p).update(favor=-1), A, "favor cannot be negative"),
    ("unknown action", lambda p: athens(p).update(cubes={"pray": 1}), A, "cubes: no action 'pray'"),
    ("negative cubes", lambda p: athens(p).update(cubes={"build": -1}), A, "cubes: build cannot be negative"),
    ("ai advancements", lambda p: athens(p).update(ai=True, advancements=["mining"]), A, "use advancement_count"),
    ("ai grudge self", lambda p: athens(p).update(ai=True, grudge="athens"), A, "grudge 'athens' must be another"),
    ("human supply", lambda p: athens(p).update(supply=2), A, "supply is for AI players only"),
    ("unknown advancement", lambda p: athens(p).update(advancements=["alchemy"]), A,
     "unknown advancement 'alchemy'"),
    ("advancement twice", lambda p: athens(p).update(advancements=["mining", "mining"]), A,
     "advancements: listed twice"),
    ("unknown deity card", lambda p: athens(p).update(deities=["odin"]), A, "deities: unknown deity 'odin'"),
    ("pathos as ethos", lambda p: athens(p).update(ethos=["empire"]), A, "'empire' is not an Ethos objective"),
    ("same ethos twice", lambda p: athens(p).update(ethos=["knowledge", "knowledge"]), A, "must be different"),
    ("too many ethos", lambda p: athens(p).update(ethos=["knowledge", "piety", "loyalty"]), A, "at most 2"),
    ("hand after choosing", lambda p: athens(p).update(ethos=["knowledge"], ethos_hand=["piety"]), A, "not chosen yet"),
    ("unknown invocation", lambda p: athens(p).update(invocations_used=["smite"]), A, "no invocation 'smite'"),
    ("invocation of another deity", lambda p: athens(p).update(invocations_used=["storms_at_sea"]), A,
     "belongs to no deity card"),
    ("leader twice", lambda p: athens(p).update(leaders_used=["general", "general"]), A, "each token is spent once"),
    ("turncoat nowhere", lambda p: athens(p).update(turncoat_hero="atlantis"), A, "unknown area 'atlantis'"),
    # cities and upgrades
    ("city unknown", lambda p: add_city(p, "atlantis"), "player 'athens' city 'atlantis'", "unknown area"),
    ("city not a city", lambda p: add_city(p, "panactum"), "player 'athens' city 'panactum'", "is not a City Area"),
    ("city impassable", lambda p: add_city(p, "troy"), "player 'athens' city 'troy'", "impassable"),
    ("city owned twice", lambda p: add_city(p, "sparta"), "player 'sparta' city 'sparta'",
     "already a city of 'athens'"),
    ("neutral and owned", lambda p: p.update(neutral=[{"area": "athens"}]), "neutral city 'athens'",
     "also a city of 'athens'"),
    ("unknown government", lambda p: athens_city(p).update(government={"government": "anarchy"}), CITY,
     "unknown government 'anarchy'"),
    ("ai named government", lambda p: athens(p).update(ai=True), CITY, "its garrison"),
    ("two governments", lambda p: add_city(p, "megara", government={"government": "republic"}), A,
     "2 government markers"),
    ("unknown upgrade", lambda p: upgrade(p, upgrade="palace"), CITY, "unknown upgrade 'palace'"),
    ("two walls", lambda p: athens_city(p).update(upgrades=[{"upgrade": "city_walls"}] * 2), CITY,
     "more than one City Walls"),
    ("temple without deity", lambda p: upgrade(p, upgrade="temple"), CITY, "needs a known patron deity"),
    ("deity on a market", lambda p: upgrade(p, upgrade="market", deity="athena"), CITY, "only a temple has a patron"),
    ("docks inland",
     lambda p: p["players"][1]["cities"].append({"area": "messenia", "upgrades": [{"upgrade": "docks"}]}),
     "player 'sparta' city 'messenia'", "need a clearing onto a sea"),
    ("walls on a mine", lambda p: upgrade(p, upgrade="city_walls", site="mine", mine="panactum"), CITY,
     "cannot stand on a mine"),
    ("not this city's mine", lambda p: upgrade(p, upgrade="market", site="mine", mine="arcadia"), CITY,
     "'arcadia' holds no mine location of this city"),
    ("mine on a settlement", lambda p: upgrade(p, upgrade="market", mine="panactum"), CITY, "mine is only for"),
    ("free temple elsewhere", lambda p: upgrade(p, upgrade="temple", deity="athena", site="free_temple"), CITY,
     "only where the map has one"),
    ("too many upgrades", lambda p: athens_city(p)["upgrades"].append({"upgrade": "barracks"}), CITY,
     "4 upgrades on 3 settlements"),
    ("bad upgrade state", lambda p: upgrade(p, upgrade="market", state="broken"), A, "Invalid enum value 'broken'"),
    # units
    ("units nowhere", lambda p: add_units(p, "atlantis", {"hoplite": 1}), A, "units: unknown area 'atlantis'"),
    ("units impassable", lambda p: add_units(p, "troy", {"hoplite": 1}), A, "'troy' is impassable"),
    ("unknown unit", lambda p: add_units(p, "megara", {"elephant": 1}), A, "unknown unit 'elephant'"),
    ("elite hero", lambda p: add_units(p, "megara", {"elite_hero": 1}), A, "a Hero cannot be elite"),
    ("negative units", lambda p: add_units(p, "megara", {"hoplite": -1}), A, "hoplite cannot be negative"),
    ("hoplite at sea", lambda p: add_units(p, "cyclades", {"hoplite": 1}), A, "a Hoplite cannot stand at sea"),
    ("hero adrift", lambda p: add_units(p, "cyclades", {"hero": 1}), A, "a hero at sea needs a trireme"),
    ("moved too often", lambda p: add_units(p, "megara", {"hoplite": 1}, moved=2), A, "supplied at most 1 times"),
    ("negative moves", lambda p: add_units(p, "megara", {"trireme": 1}, moved=-1), A, "moved cannot be negative"),
    ("over the limit", lambda p: add_units(p, "megara", {"hoplite": 5, "elite_hoplite": 5}), A,
     "11 Hoplite units; the limit is 10"),
    # creatures
    ("unknown creature", lambda p: p.update(creatures=[{"creature": "kraken", "area": "cyclades"}]),
     "creature 'kraken'", "no such creature"),
    ("creature twice", lambda p: p.update(creatures=[{"creature": "cetus", "area": "cyclades"},
                                                     {"creature": "cetus", "area": "dodecanese"}]),
     "creature 'cetus'", "on the map twice"),
    ("slain yet there", lambda p: (athens(p).update(creatures_slain=["cetus"]),
                                   p.update(creatures=[{"creature": "cetus", "area": "cyclades"}])),
     "creature 'cetus'", "was slain"),
    ("two creatures one area", lambda p: p.update(creatures=[{"creature": "cetus", "area": "cyclades"},
                                                             {"creature": "scylla", "area": "cyclades"}]),
     "creature 'scylla'", "already holds a creature"),
    ("cetus on land", lambda p: p.update(creatures=[{"creature": "cetus", "area": "megara"}]),
     "creature 'cetus'", "cannot stand on 'megara' (placement: sea)"),
    ("minotaur in a capital", lambda p: p.update(creatures=[{"creature": "minotaur", "area": "athens"}]),
     "creature 'minotaur'", "placement: non_government_city"),
    ("cyclops off an island", lambda p: p.update(creatures=[{"creature": "cyclops", "area": "megara"}]),
     "creature 'cyclops'", "placement: island"),
    ("hydra in a city", lambda p: p.update(creatures=[{"creature": "hydra", "area": "megara"}]),
     "creature 'hydra'", "placement: non_city_land"),
    ("creature nowhere", lambda p: p.update(creatures=[{"creature": "hydra", "area": "atlantis"}]),
     "creature 'hydra'", "area: unknown area 'atlantis'"),
    ("unknown creature slain", lambda p: athens(p).update(creatures_slain=["kraken"]), A,
     "creatures_slain: unknown creature 'kraken'"),
    ("slain twice by one", lambda p: athens(p).update(creatures_slain=["hydra", "hydra"]), A,
     "creatures_slain: listed twice"),
    ("slain twice", lambda p: [pl.update(creatures_slain=["hydra"]) for pl in p["players"]],
     "creature 'hydra'", "slain by two players"),
    # decks
    ("unknown world event", lambda p: p.update(decks={"world_events": ["apocalypse"]}), "decks",
     "unknown world event 'apocalypse'"),
    ("too many copies", lambda p: p.update(decks={"world_events": ["silence_1"] * 3}), "decks",
     "'silence_1' appears 3 times; the deck has 2"),
    ("won and in the deck", lambda p: (athens(p).update(world_events=["plague"]),
                                       p.update(decks={"world_discard": ["plague"]})), "decks",
     "'plague' appears 2 times; the deck has 1"),
    ("ethos deck holds pathos", lambda p: p.update(decks={"ethos": ["empire"]}), "decks",
     "'empire' is not an Ethos objective"),
    ("unknown ai card", lambda p: p.update(decks={"ai_cards": ["joker"]}), "decks", "unknown AI card 'joker'"),
    ("ai card twice", lambda p: p.update(decks={"ai_cards": ["basic_temple"] * 2}), "decks",
     "'basic_temple' is listed twice"),
    ("unknown deity in the deck", lambda p: p.update(decks={"deities": ["odin"]}), "decks", "unknown deity 'odin'"),
]


@pytest.mark.parametrize("name, change, item, reason", CASES, ids=[c[0] for c in CASES])
def test_bad_position(tmp_path, name, change, item, reason):
    data = copy.deepcopy(BASE)
    change(data)
    with pytest.raises(ContentError) as caught:
        load_position(load_scenario("classic"), write(tmp_path, data))
    error = caught.value
    assert error.item == item, str(error)
    assert reason in error.reason, str(error)
    assert error.file.endswith("position.toml")


def test_ethos_copies_across_hands_and_deck(tmp_path):
    content = load_scenario("classic")
    single = next(o.id for o in content.objectives.values() if o.deck == "ethos" and o.copies == 1)
    data = copy.deepcopy(BASE)
    athens(data)["ethos"] = [single]
    data["decks"] = {"ethos": [single]}
    with pytest.raises(ContentError, match=f"Ethos card '{single}' appears 2 times; the deck has 1"):
        load_position(content, write(tmp_path, data))


def test_a_two_player_position_holds_the_towns_of_its_map(tmp_path):
    # Cythera is a town at two players of the balanced tables (docs/content.md, "The map of a
    # two-player game"), hill country else
    content = with_rules(load_scenario("classic"), "balanced")
    data = copy.deepcopy(BASE)
    data["players"][1]["cities"].append({"area": "cythera", "upgrades": [{"upgrade": "barracks"}]})
    state = state_from_position(content, load_position(content, write(tmp_path, data)), settings={"rules": "balanced"})
    assert state.areas["cythera"].owner == "sparta" and [u.kind for u in state.areas["cythera"].slots if u] == ["barracks"]
    data["players"].append(start("corinth", "zeus"))
    with pytest.raises(ContentError, match="player 'sparta' city 'cythera': is not a City Area"):
        load_position(content, write(tmp_path, data))
    data["players"].pop()
    with pytest.raises(ContentError, match="player 'sparta' city 'cythera': is not a City Area"):
        load_position(load_scenario("classic"), write(tmp_path, data))  # by the rules as printed, hill country


def test_missing_file():
    with pytest.raises(ContentError) as caught:
        load_position(load_scenario("classic"), "positions/nowhere.toml")
    assert (caught.value.file, caught.value.item, caught.value.reason) == (
        "positions/nowhere.toml", "file", "no such position file"
    )


def test_syntax_error(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("name = \n")
    with pytest.raises(ContentError, match="TOML syntax error"):
        load_position(load_scenario("classic"), str(path))


def test_unknown_field_names_the_player(tmp_path):
    data = copy.deepcopy(BASE)
    athens(data)["gold"] = 5
    with pytest.raises(ContentError) as caught:
        load_position(load_scenario("classic"), write(tmp_path, data))
    assert caught.value.item == "player 'athens'" and "unknown field 'gold'" in caught.value.reason


# -- a scenario naming its position ---------------------------------------------------


def test_scenario_position_is_loaded_checked_and_hashed(classic_copy):
    before = load_scenario(classic_copy.path).hash
    classic_copy.edit("scenario.toml", lambda d: d.update(position="positions/land_combat.toml"))
    content = load_scenario(classic_copy.path)
    assert content.position is not None and content.position.name == "Land combat"
    assert content.hash != before
    path = classic_copy.folder / "positions" / "land_combat.toml"
    path.write_text(path.read_text().replace('id = "athens"', 'id = "atlantis"'))
    with pytest.raises(ContentError) as caught:
        load_scenario(classic_copy.path)
    assert (caught.value.file, caught.value.item) == ("positions/land_combat.toml", "player 'atlantis'")


def test_scenario_without_position():
    assert load_scenario("classic").position is None


def test_scenario_position_must_stay_inside_the_folder(classic_copy):
    outside = classic_copy.folder.parent / "outside.toml"
    outside.write_text((classic_copy.folder / "positions" / "revolt.toml").read_text())
    classic_copy.edit("scenario.toml", lambda d: d.update(position="../outside.toml"))
    with pytest.raises(ContentError, match=r"no file '\.\./outside\.toml' in the scenario"):
        load_scenario(classic_copy.path)


def test_every_creature_on_an_area_its_rule_allows(tmp_path):
    data = copy.deepcopy(BASE)
    data["creatures"] = [
        {"creature": "cetus", "area": "cyclades"}, {"creature": "scylla", "area": "saronic_gulf"},
        {"creature": "cyclops", "area": "chios"}, {"creature": "hydra", "area": "panactum"},
        {"creature": "medusa", "area": "arcadia", "arrived": True}, {"creature": "minotaur", "area": "megara"},
        {"creature": "sphinx", "area": "argos"},
    ]
    position = load_position(load_scenario("classic"), write(tmp_path, data))
    assert [c.creature for c in position.creatures if c.arrived] == ["medusa"]


def test_ai_players_with_their_shared_ethos(tmp_path):
    data = copy.deepcopy(BASE)
    athens(data).update(ai=True, advancement_count=2, supply=1, grudge="sparta", deities=[],
                        cities=[{"area": "athens", "government": {}}])
    data["ai_ethos"] = ["knowledge", "piety", "loyalty"]
    position = load_position(load_scenario("classic"), write(tmp_path, data))
    assert position.ai_ethos == ["knowledge", "piety", "loyalty"] and position.players[0].grudge == "sparta"
