"""BUILD: locations, replacing, temples, City Walls, Docks, mines, Wonders, governments."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.state import ACTIVE, BUILDING, EXHAUSTED, Upgrade
from tests.games.hellenica.rules.conftest import action_game, put


def test_build_on_an_empty_settlement_is_under_construction(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "academy", "market", "")
    game.do("athens", "build stables athens")
    up = game.state.areas["athens"].slots[2]
    assert up == Upgrade("stables", BUILDING, "")
    assert game.state.players["athens"].cubes["build"] == 0
    assert game.state.active == "sparta"


def test_no_build_without_a_cube_or_in_a_city_not_owned(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "academy", "market", "")
    with pytest.raises(IllegalCommand, match="do not own"):
        game.do("athens", "build stables sparta")
    game.state.players["athens"].cubes["build"] = 0
    with pytest.raises(IllegalCommand, match="no build cube"):
        game.do("athens", "build stables athens")


def test_replace_active_or_unfinished_but_never_exhausted(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "academy", "market", "temple:apollo")
    game.state.areas["athens"].slots[1].state = EXHAUSTED
    with pytest.raises(IllegalCommand, match="no empty location"):
        game.do("athens", "build stables athens")
    with pytest.raises(IllegalCommand, match="exhausted"):
        game.do("athens", "build stables athens over market")
    game.do("athens", "build stables athens over academy")
    assert game.state.areas["athens"].slots[0] == Upgrade("stables", BUILDING)
    built = [e for e in game.events if type(e).__name__ == "UpgradeBuilt"]
    assert built[-1].replaced == "academy"
    # An upgrade under construction may be replaced too (next player's turn, then ours).
    game.do("sparta", "pass")
    game.state.players["athens"].cubes["build"] = 1
    game.do("athens", "build docks athens over unfinished stables")
    assert game.state.areas["athens"].slots[0] == Upgrade("docks", BUILDING)


def test_temple_needs_a_patron_and_replacing_names_the_deity(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "temple:apollo", "temple:zeus", "")
    with pytest.raises(IllegalCommand, match="patron deity"):
        game.do("athens", "build temple athens")
    game.do("athens", "build market athens over temple zeus")
    assert game.state.areas["athens"].slots[1].kind == "market"
    assert game.state.areas["athens"].slots[0].deity == "apollo"


def test_city_walls_once_per_city_and_never_on_mines(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "city_walls", "market", "")
    with pytest.raises(IllegalCommand, match="only one City Walls"):
        game.do("athens", "build city_walls athens")
    game.state.players["athens"].advancements.append("mining")
    with pytest.raises(IllegalCommand, match="never stand on a mine"):
        game.do("athens", "build city_walls athens at panactum")


def test_mines_need_mining(scenario: str) -> None:
    game = action_game(scenario)
    with pytest.raises(IllegalCommand, match="Mining"):
        game.do("athens", "build barracks athens at panactum")
    game.state.players["athens"].advancements.append("mining")
    game.do("athens", "build barracks athens at panactum")
    slots = game.state.areas["athens"].slots
    assert slots[3] == Upgrade("barracks", BUILDING)  # three settlements, then the mine


def test_mine_upgrades_are_activated_with_their_city(scenario: str) -> None:
    game = action_game(scenario)
    game.state.areas["athens"].slots[3] = Upgrade("barracks", ACTIVE)
    game.do("athens", "train hoplite athens")
    assert game.state.areas["athens"].units["athens"].units["hoplite"] == 3  # marker + mine barracks + 1


def test_docks_need_a_sea_clearing(scenario: str) -> None:
    from hellenica_tui.games.hellenica.content.board import Board
    from hellenica_tui.games.hellenica.content.loading import load_scenario

    board = Board.of(load_scenario(scenario))
    assert not board.sea_clearing("sardis")
    game = action_game(scenario)
    game.state.areas["sardis"].owner = "athens"
    with pytest.raises(IllegalCommand, match="clearing onto a sea"):
        game.do("athens", "build docks sardis")
    game.do("athens", "build docks athens over market")


def test_wonder_needs_its_advancement_and_is_built_once(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "academy", "market", "")
    with pytest.raises(IllegalCommand, match="Wonder Of The World advancement"):
        game.do("athens", "build wonder athens")
    game.state.players["athens"].advancements += ["masonry", "wonder_of_the_world"]
    game.do("athens", "build wonder athens")
    # masonry builds at once: the wonder is active
    assert game.state.areas["athens"].slots[2] == Upgrade("wonder", ACTIVE)
    assert game.state.players["athens"].wonder_built
    game.do("sparta", "pass")
    game.state.players["athens"].cubes["build"] = 1
    with pytest.raises(IllegalCommand, match="one Wonder"):
        game.do("athens", "build wonder athens over market")


def test_free_temple_holds_only_a_temple(scenario: str) -> None:
    game = action_game(scenario)
    game.state.areas["delphi"].owner = "athens"
    with pytest.raises(IllegalCommand, match="only a Temple"):
        game.do("athens", "build market delphi at free")
    game.do("athens", "build temple delphi zeus at free")
    assert game.state.areas["delphi"].slots[-1] == Upgrade("temple", BUILDING, "zeus")


def test_rival_deities(scenario: str) -> None:
    game = action_game(scenario, rival_deities=True)
    s = game.state
    patron = s.players["athens"].patron
    i = s.rivals.index(patron)
    rival = s.rivals[i + 1] if i + 1 < len(s.rivals) else s.rivals[i - 1]
    far = next(d for d in s.rivals if d != patron and d != rival and abs(s.rivals.index(d) - i) > 1
               and all(abs(s.rivals.index(d) - s.rivals.index(x)) != 1 for x in [patron]))
    with pytest.raises(IllegalCommand, match="rival"):
        game.do("athens", f"build temple athens {rival} over academy")
    game.do("athens", f"build temple athens {far} over academy")


def test_change_government_is_a_build(scenario: str) -> None:
    game = action_game(scenario)
    s = game.state
    s.areas["megara"].owner = "athens"
    game.do("athens", "build democracy megara")
    assert s.areas["athens"].government is None
    assert s.areas["megara"].government == Upgrade("academy", BUILDING)
    assert s.players["athens"].government == "democracy" and s.players["athens"].government_city == "megara"
    assert s.players["athens"].cubes["build"] == 0


def test_theocracy_marker_needs_a_deity(scenario: str) -> None:
    game = action_game(scenario)
    with pytest.raises(IllegalCommand, match="patron deity"):
        game.do("athens", "build theocracy athens")
    game.do("athens", "build theocracy athens hera")
    assert game.state.areas["athens"].government == Upgrade("temple", BUILDING, "hera")


def test_same_government_in_the_same_city_is_refused(scenario: str) -> None:
    game = action_game(scenario)
    with pytest.raises(IllegalCommand, match="already"):
        game.do("athens", "build tyranny athens")
