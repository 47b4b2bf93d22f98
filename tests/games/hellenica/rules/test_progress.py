"""THE RACE TO WIN: objectives told in numbers, what one player may see of the
others', and the warning when someone is one objective from winning."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import ACTIVE, BUILDING, Stack, Upgrade
from hellenica_tui.games.hellenica.table.progress import race, warnings
from hellenica_tui.games.hellenica.victory.victory import check_victory
from tests.games.hellenica.rules.conftest import action_game, put

NAMES = {"athens": "Athens", "sparta": "Sparta"}


def lines(r, player: str) -> dict[str, str]:
    return {g.card: g.line() for g in r.of(player).goals}


def test_each_objective_is_told_in_numbers(scenario: str) -> None:
    game = action_game(scenario)
    content = load_scenario(scenario)
    s = game.state
    s.areas["megara"].owner = "athens"  # 2 cities of the 3 Empire needs here
    s.players["athens"].ethos = ["piety", "prosperity"]
    s.players["athens"].commerce = 6
    put(game, "athens", "temple:apollo", "temple:zeus")
    r = race(s, content, "athens")
    told = lines(r, "athens")
    assert told["empire"] == "Empire: 2 of 3 cities (1 to go)"
    assert told["piety"] == "Piety: 3 of 3 Temple upgrades (met)"  # with the patron's temple
    assert told["prosperity"] == "Prosperity: 6 of 6 Commerce (met)"
    assert told["commune"] == "Commune: 0 of 1 areas held (1 to go)"
    s.areas["delphi"].owner = "athens"
    assert lines(race(s, content, "athens"), "athens")["commune"] == "Commune: 1 of 1 areas held (met; holds Delphi)"


def test_most_names_who_leads(scenario: str) -> None:
    game = action_game(scenario)
    content = load_scenario(scenario)
    sea = race(game.state, content, "athens").of("athens").goals
    goal = next(g for g in sea if g.card == "sea_power")
    assert goal.need >= 2 and "more than anyone" in goal.note and "Sparta" in goal.note


def test_another_players_ethos_cards_are_counted_never_named(scenario: str) -> None:
    game = action_game(scenario)
    content = load_scenario(scenario)
    game.state.players["sparta"].ethos = ["scholarship", "knowledge"]
    game.state.players["athens"].ethos = ["piety", "prosperity"]
    r = race(game.state, content, "athens")
    sparta = r.of("sparta")
    assert sparta.secret == 2
    assert {g.card for g in sparta.goals} == set(game.state.pathos)  # the public cards only
    assert {g.card for g in r.of("athens").goals} == {*game.state.pathos, "piety", "prosperity"}
    spectator = race(game.state, content, None)
    assert spectator.of("athens").secret == 2 and all(g.public for st in spectator.standings for g in st.goals)


def test_a_player_one_objective_from_winning_is_announced(scenario: str) -> None:
    game = action_game(scenario)
    content = load_scenario(scenario)
    s = game.state
    assert warnings(race(s, content, "athens"), NAMES) == []
    s.areas["megara"].owner = s.areas["delphi"].owner = "sparta"  # Empire and Commune
    told = warnings(race(s, content, "athens"), NAMES)
    assert told == ["Sparta has met 2 of the 3 objectives needed: one more wins, and holds 2 secret Ethos cards."]
    assert warnings(race(s, content, "sparta"), NAMES) == ["You have met 2 of the 3 objectives needed: one more wins."]
    s.players["sparta"].ethos = ["prosperity", "piety"]
    s.players["sparta"].commerce = 6  # a third, secret to Athens
    assert warnings(race(s, content, "sparta"), NAMES)[0].startswith("You have met 3 of the 3 objectives needed to win")
    assert check_victory(s, content).winners == ("sparta",)
    assert race(s, content, "athens").of("sparta").met == 2  # Athens cannot read Prosperity


def test_a_temple_under_construction_is_pending_not_met(scenario: str) -> None:
    """An upgrade under construction goes if its city falls before the upkeep: the race
    counts it apart, never as met."""
    game = action_game(scenario)
    content = load_scenario(scenario)
    s = game.state
    s.players["athens"].ethos = ["piety", "prosperity"]
    put(game, "athens", "temple:apollo")
    s.areas["athens"].slots[1] = Upgrade("temple", BUILDING, "zeus")
    goal = next(g for g in race(s, content, "athens").of("athens").goals if g.card == "piety")
    assert not goal.met and goal.have == 2  # the patron's temple and Apollo's, not Zeus's yet
    assert goal.line() == "Piety: 2 of 3 Temple upgrades (1 to go; not yet counted: 1 under construction)"
    s.areas["athens"].slots[1] = Upgrade("temple", ACTIVE, "zeus")
    assert lines(race(s, content, "athens"), "athens")["piety"] == "Piety: 3 of 3 Temple upgrades (met)"


def test_a_city_another_player_alone_occupies_is_marked_contested(scenario: str) -> None:
    game = action_game(scenario)
    content = load_scenario(scenario)
    s = game.state
    s.areas["megara"].owner = s.areas["delphi"].owner = "sparta"  # Empire and Commune: one more wins
    assert warnings(race(s, content, "athens"), NAMES)
    s.areas["delphi"].units["athens"] = Stack({"hoplite": 2}, {}, {})  # Delphi falls to Athens at the upkeep
    r = race(s, content, "athens")
    told = lines(r, "sparta")
    assert told["empire"] == "Empire: 2 of 3 cities (1 to go; not yet counted: Delphi contested)"
    assert told["commune"] == "Commune: 0 of 1 areas held (1 to go)"  # not held with Athens there
    assert r.of("sparta").met == 0 and warnings(r, NAMES) == []  # nobody is told one more wins
