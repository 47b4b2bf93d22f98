"""Creatures on the map: interdiction for the turn, supply rolls, duels at the end
of an action, and their upkeep abilities, with fixed dice."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.state import EXHAUSTED
from hellenica_tui.games.hellenica.economy.commands import Pass
from tests.games.hellenica.rules.war import do, kinds, own, place, units, war_game


def test_units_entering_a_creatures_area_stay_there_this_turn() -> None:
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "athens", "market", "market")
    game.state.areas["panactum"].creature = "hydra"
    place(game, "athens", "athens", cavalry=1)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move cavalry to panactum")
    assert [e.held for e in events if type(e).__name__ == "UnitsMoved"] == [True]
    game.state.active = "athens"
    with pytest.raises(IllegalCommand, match="may move again"):
        do(game, "athens", "supply movement panactum from athens")


def test_units_that_were_there_before_may_leave_unless_the_creature_just_came() -> None:
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "athens", "market", "market")
    place(game, "athens", "panactum", hoplite=1)
    game.state.areas["panactum"].creature = "hydra"
    game.state.areas["panactum"].creature_turn = game.state.turn
    with pytest.raises(IllegalCommand, match="may move again"):
        do(game, "athens", "supply movement panactum from athens")
    game.state.areas["panactum"].creature_turn = game.state.turn - 1
    do(game, "athens", "supply movement panactum from athens")
    do(game, "athens", "move hoplite to athens")
    assert units(game.state, "athens", "athens") == {"hoplite": 1}


def test_units_trained_on_a_creatures_area_are_held() -> None:
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "athens", "barracks", "market")
    game.state.areas["athens"].creature = "minotaur"
    do(game, "athens", "train hoplite athens")
    stack = game.state.areas["athens"].units["athens"]
    assert stack.units["hoplite"] >= 1 and stack.held == stack.units  # barracks and the Tyranny marker


def test_supplying_medusas_area_needs_a_plus() -> None:
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "athens", "market", "market")
    game.state.areas["panactum"].creature = "medusa"
    game.state.areas["panactum"].creature_turn = 0
    place(game, "athens", "panactum", hoplite=1)
    events = do(game, "athens", "supply movement panactum from athens", "")
    assert "SupplyCancelled" in kinds(events) and "ActionDone" in kinds(events)
    assert game.state.areas["athens"].slots[0].state == EXHAUSTED  # the market is spent anyway
    game.state.active = "athens"
    events = do(game, "athens", "supply movement panactum from athens", "+")
    assert "MovementSupplied" in kinds(events)


def test_heroes_duel_at_the_end_of_an_action() -> None:
    game = war_game(["athens", "thebes"], "athens")
    game.state.areas["panactum"].creature = "hydra"
    place(game, "athens", "panactum", hero=2)
    events = do(game, "athens", "worship athens", "-", "+")
    assert "CreatureSlain" in kinds(events)
    assert game.state.areas["panactum"].creature == ""
    assert game.state.players["athens"].creatures_slain == ["hydra"]
    assert units(game.state, "panactum", "athens") == {"hero": 1}  # the '-' killed one hero


def test_no_duel_for_a_player_who_passes() -> None:
    game = war_game(["athens", "thebes"], "athens")
    game.state.areas["panactum"].creature = "hydra"
    place(game, "athens", "panactum", hero=1)
    events = do(game, "athens", Pass())
    assert "CreatureRolled" not in kinds(events)


def test_the_hydra_fights_at_upkeep() -> None:
    game = war_game(["athens", "thebes"], "athens")
    game.state.areas["panactum"].creature = "hydra"
    place(game, "athens", "panactum", hoplite=2)
    do(game, "athens", Pass())
    # Round 1: green 2 < 4, a unit dies and a second round follows; round 2: 5 > 4, it stops.
    events = do(game, "thebes", Pass(), "2", "5")
    lost = [e for e in events if type(e).__name__ == "UnitsLost"]
    assert [(e.player, e.units, e.cause) for e in lost] == [("athens", {"hoplite": 1}, "creature")]
    assert units(game.state, "panactum", "athens") == {"hoplite": 1}


def test_the_sphinx_takes_an_upgrade_when_no_unit_is_there() -> None:
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "megara", "market")
    game.state.areas["megara"].creature = "sphinx"
    do(game, "athens", Pass())
    do(game, "thebes", Pass(), "+")
    assert game.state.areas["megara"].slots[0] is None
    # Emptied of units and upgrades, the city is nobody's.
    assert game.state.areas["megara"].owner == ""


def test_an_emptied_home_city_of_a_city_state_not_in_the_game_is_nobodys() -> None:
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "corinth", "market")
    game.state.areas["corinth"].creature = "sphinx"
    do(game, "athens", Pass())
    do(game, "thebes", Pass(), "+")
    assert game.state.areas["corinth"].owner == ""  # not Corinth, which has no seat
