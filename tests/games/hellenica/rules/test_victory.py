"""OBJECTIVES and VICTORY at upkeep: three objectives (four in the Epic game)
from the public Pathos and one's own Ethos cards; the tie-breakers."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.ability_schema import HoldAreas, Most
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import OVER, Stack
from hellenica_tui.games.hellenica.victory.objectives import completed
from hellenica_tui.games.hellenica.victory.victory import check_victory
from tests.games.hellenica.rules.conftest import Game, action_game, put
from tests.games.hellenica.rules.test_upkeep import end_turn


def three_cities(game: Game, player: str, *cities: str) -> None:
    for city in cities:
        game.state.areas[city].owner = player


def make_winner(game: Game, player: str) -> None:
    """Empire (3 cities), Commune (Delphi) and Piety (3 temples)."""
    three_cities(game, player, "megara", "delphi")
    game.state.players[player].ethos = ["piety", "prosperity"]
    put(game, game.state.players[player].home, "temple:zeus", "temple:hera", "temple:apollo")


def test_three_objectives_win_at_upkeep(scenario: str) -> None:
    game = action_game(scenario)
    make_winner(game, "athens")
    content = load_scenario(scenario)
    assert sorted(completed(game.state, content, "athens")) == ["commune", "empire", "piety"]
    assert game.state.phase == "action"  # nobody wins before the upkeep
    end_turn(game)
    assert game.state.phase == OVER and game.state.winners == ["athens"]
    won = next(e for e in game.events if type(e).__name__ == "GameWon")
    assert sorted(won.objectives["athens"]) == ["commune", "empire", "piety"]


def test_other_players_ethos_cards_do_not_count(scenario: str) -> None:
    game = action_game(scenario)
    make_winner(game, "athens")
    game.state.players["athens"].ethos = ["prosperity", "knowledge"]
    game.state.players["sparta"].ethos = ["piety", "scholarship"]
    assert sorted(completed(game.state, load_scenario(scenario), "athens")) == ["commune", "empire"]


def test_epic_needs_four(scenario: str) -> None:
    game = action_game(scenario, epic=True)
    make_winner(game, "athens")
    content = load_scenario(scenario)
    assert check_victory(game.state, content) is None
    game.state.players["athens"].commerce = 6  # Prosperity
    assert check_victory(game.state, content).winners == ("athens",)


def test_most_objectives_then_upgrades_break_a_tie(scenario: str) -> None:
    game = action_game(scenario)
    content = load_scenario(scenario)
    make_winner(game, "athens")
    game.state.areas["delphi"].owner = ""
    game.state.areas["euboea"].owner = "athens"
    game.state.areas["delphi"].units = {"athens": Stack({"hoplite": 1}, {})}  # Commune by units
    three_cities(game, "sparta", "argos", "messenia")
    game.state.players["sparta"].ethos = ["piety", "prosperity"]
    put(game, "sparta", "temple:zeus", "temple:hera", "temple:apollo")
    game.state.players["sparta"].commerce = 6
    # Three objectives each (athens: empire, commune, piety; sparta: empire,
    # piety, prosperity), as many upgrades, advancements and Favor: Sparta's
    # Commerce decides.
    assert check_victory(game.state, content).winners == ("sparta",)
    game.state.players["athens"].commerce = 6  # athens: four objectives beat more of anything else
    assert check_victory(game.state, content).winners == ("athens",)


def test_full_tie_is_shared(scenario: str) -> None:
    game = action_game(scenario)
    content = load_scenario(scenario)
    for player, cities in (("athens", ("megara", "euboea")), ("sparta", ("argos", "messenia"))):
        three_cities(game, player, *cities)
        game.state.players[player].ethos = ["piety", "scholarship"]
        put(game, game.state.players[player].home, "temple:zeus", "temple:hera", "temple:apollo")
        game.state.areas[cities[0]].slots[0] = None
    # athens: empire, piety; add the same third objective for both
    for player in ("athens", "sparta"):
        game.state.players[player].ethos = ["piety", "prosperity"]
        game.state.players[player].commerce = 6
        game.state.players[player].favor = 3
    won = check_victory(game.state, content)
    assert won is not None and sorted(won.winners) == ["athens", "sparta"]
    game.state.players["sparta"].philosophers = 1
    assert check_victory(game.state, content).winners == ("sparta",)


def test_most_needs_strictly_more_than_everyone(scenario: str) -> None:
    from hellenica_tui.games.hellenica.victory.objectives import meets

    game = action_game(scenario, players=["athens", "sparta", "troy"])
    content = load_scenario(scenario)
    most = Most(what="sea_areas", at_least=2)
    s = game.state
    for home in ("athens", "sparta", "troy"):
        s.areas[home].units[home].units.pop("trireme", None)
    seas = [a for a in s.areas if content.areas[a].kind == "sea"]
    s.areas[seas[0]].units["athens"] = Stack({"trireme": 1}, {})
    s.areas[seas[1]].units["athens"] = Stack({"trireme": 1}, {})
    s.areas[seas[2]].units["sparta"] = Stack({"trireme": 1}, {})
    assert meets(s, content, "athens", most) and not meets(s, content, "sparta", most)
    s.areas[seas[3]].units["sparta"] = Stack({"elite_trireme": 1}, {})
    assert not meets(s, content, "athens", most)  # a tie for the most is no one's


def test_hold_areas_with_units_and_a_hero(scenario: str) -> None:
    from hellenica_tui.games.hellenica.victory.objectives import meets

    game = action_game(scenario)
    content = load_scenario(scenario)
    s = game.state
    hold = HoldAreas(areas=["mt_olympus"], n=1, units=2, hero=True)
    s.areas["mt_olympus"].units["athens"] = Stack({"hoplite": 2}, {})
    assert not meets(s, content, "athens", hold)
    s.areas["mt_olympus"].units["athens"].units["hero"] = 1
    assert meets(s, content, "athens", hold)
    s.areas["mt_olympus"].units["sparta"] = Stack({"cavalry": 1}, {})
    assert not meets(s, content, "athens", hold)
