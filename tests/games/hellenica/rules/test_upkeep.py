"""UPKEEP: cubes retrieved, upgrades active again, deity cards, replenishing,
income, and a new government marker for a player left without one."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.state import ACTIVE, EXHAUSTED, UPKEEP, Upgrade
from hellenica_tui.games.hellenica.economy.commands import Pass
from tests.games.hellenica.rules.conftest import Game, action_game, put


def end_turn(game: Game) -> None:
    while game.state.phase == "action":
        game.do(game.state.active, Pass())


def test_upgrades_become_active_and_the_board_is_replenished(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "market", "market", "temple:apollo")
    game.state.areas["athens"].slots[0].state = EXHAUSTED
    game.state.areas["athens"].slots[2].state = "under_construction"
    game.state.players["athens"].advancements += ["logistics", "engineering"]
    end_turn(game)
    assert all(u.state == ACTIVE for u in game.state.areas["athens"].slots if u is not None)
    p = game.state.players["athens"]
    # two Markets give two Supply cubes; Logistics and Engineering unlock a Train and a Build space
    assert p.cubes == {"build": 2, "train": 2, "research": 1, "worship": 1, "supply": 2}
    assert p.extra_slots["train"] == 1 and p.extra_slots["build"] == 1


def test_exhausted_upgrades_stay_exhausted_under_a_creature(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "market", "academy", "temple:apollo")
    game.state.areas["athens"].slots[0].state = EXHAUSTED
    game.state.areas["athens"].creature = "hydra"  # it fights units, never upgrades
    end_turn(game)
    assert game.state.areas["athens"].slots[0].state == EXHAUSTED
    assert game.state.players["athens"].cubes["supply"] == 0  # an exhausted Market supplies nothing


def test_a_new_temple_deity_gives_its_card(scenario: str) -> None:
    game = action_game(scenario)
    patron = game.state.players["athens"].patron
    other = next(d for d in ("zeus", "hera", "apollo") if d != patron)
    put(game, "athens", "academy", "market", f"temple:{other}")
    end_turn(game)
    assert other in game.state.players["athens"].deities


def test_income_pays_at_upkeep(scenario: str) -> None:
    game = action_game(scenario)
    game.state.players["athens"].advancements.append("banking")
    end_turn(game)
    assert game.state.players["athens"].commerce == 1 + 2  # passing with cubes left gave 2


def test_a_player_without_government_places_one_and_activates_it(scenario: str) -> None:
    game = action_game(scenario)
    s = game.state
    s.areas["athens"].government = None
    s.players["athens"].government = ""
    s.players["athens"].government_city = ""
    end_turn(game)
    assert s.phase == UPKEEP and s.pending == ["athens"]
    with pytest.raises(IllegalCommand):
        game.do("sparta", "govern republic sparta")
    before = s.players["athens"].commerce
    game.do("athens", "govern republic athens")
    assert s.areas["athens"].government == Upgrade("market", ACTIVE)
    assert s.players["athens"].commerce == before + 1
    assert s.turn == 2
    # the Republic marker counts as an active Market at replenish
    assert s.players["athens"].cubes["supply"] == 2


def test_tyranny_free_activation_gives_one_hoplite(scenario: str) -> None:
    game = action_game(scenario)
    s = game.state
    s.areas["athens"].government = None
    s.players["athens"].government = ""
    put(game, "athens", "barracks", "barracks", "market")
    end_turn(game)
    game.do("athens", "govern tyranny athens")
    assert s.areas["athens"].units["athens"].units["hoplite"] == 2


def test_democracy_free_activation_may_research(scenario: str) -> None:
    game = action_game(scenario)
    s = game.state
    s.areas["athens"].government = None
    s.players["athens"].government = ""
    end_turn(game)
    game.do("athens", "govern democracy athens mining")
    assert s.players["athens"].advancements == ["mining"] and s.players["athens"].philosophers == 0

