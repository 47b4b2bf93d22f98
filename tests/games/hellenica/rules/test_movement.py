"""SUPPLY FOR MOVEMENT through the real decide/evolve: supply limits, steps,
mountains, seas, triremes, sea transport, interdiction, raids, ownership."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.legal import legal_commands
from hellenica_tui.games.hellenica.core.notation import format_command, parse
from hellenica_tui.games.hellenica.core.state import Upgrade
from hellenica_tui.games.hellenica.war.commands import Move
from tests.games.hellenica.rules.war import do, finish_turn, kinds, own, place, units, war_game


def athens_and(other: str = "thebes"):
    game = war_game(["athens", other], "athens")
    return game


def test_supply_limit_example() -> None:
    """The book: a hoplite and two cavalry go Megara -> Panactum; supplied again,
    only the cavalry may move on, and nothing may move a third time."""
    game = athens_and()
    own(game, "athens", "megara", "market")
    place(game, "athens", "megara", hoplite=1, cavalry=2)
    do(game, "athens", "supply movement megara from athens")
    events = do(game, "athens", "move 1 hoplite 2 cavalry to panactum")
    assert "MovementEnded" in kinds(events) and "ActionDone" in kinds(events)  # nothing left: the action ends
    assert units(game.state, "panactum", "athens") == {"hoplite": 1, "cavalry": 2}
    game.state.active = "athens"
    do(game, "athens", "supply movement panactum from megara")
    assert game.state.movement is not None and game.state.movement.left == {"cavalry": 2}
    with pytest.raises(IllegalCommand, match="only 0 hoplite"):
        do(game, "athens", "move hoplite to athens")
    do(game, "athens", "move 2 cavalry to athens")
    game.state.active = "athens"
    with pytest.raises(IllegalCommand, match="may move again this turn"):
        do(game, "athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand, match="may move again this turn"):
        do(game, "athens", "supply movement panactum from athens")


def test_supply_limits_are_cleared_at_upkeep() -> None:
    game = athens_and()
    place(game, "athens", "athens", hoplite=1)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move hoplite to megara")
    assert game.state.areas["megara"].units["athens"].supplied == {"hoplite:1": 1}
    finish_turn(game)
    assert game.state.areas["megara"].units["athens"].supplied == {}


def test_logistics_raises_the_hoplite_limit() -> None:
    game = athens_and()
    game.state.players["athens"].advancements.append("logistics")
    own(game, "athens", "athens", "market", "market")
    place(game, "athens", "athens", hoplite=1)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move hoplite to megara")
    game.state.active = "athens"
    do(game, "athens", "supply movement megara from athens")
    do(game, "athens", "move hoplite to corinth")
    assert units(game.state, "corinth", "athens") == {"hoplite": 1}


def test_a_group_may_split_and_each_destination_takes_one_group() -> None:
    game = athens_and()
    place(game, "athens", "athens", hoplite=2, cavalry=1)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move 1 hoplite to megara")
    with pytest.raises(IllegalCommand, match="one group"):
        do(game, "athens", "move cavalry to megara")
    do(game, "athens", "move cavalry to panactum")
    assert game.state.movement is not None  # one hoplite may still move
    do(game, "athens", "done")
    assert game.state.movement is None and game.state.active == "thebes"
    assert units(game.state, "athens", "athens") == {"hoplite": 1}


def test_mountains_block_except_with_leadership() -> None:
    game = athens_and()
    place(game, "athens", "athens", hoplite=1)
    do(game, "athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand, match="mountain"):
        do(game, "athens", "move hoplite to euboea")
    game.state.players["athens"].advancements.append("leadership")
    do(game, "athens", "move hoplite to euboea")
    assert units(game.state, "euboea", "athens") == {"hoplite": 1}


def test_land_units_never_enter_a_sea_but_heroes_sail_with_triremes() -> None:
    game = athens_and()
    place(game, "athens", "athens", hoplite=1, hero=1)
    do(game, "athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand, match="sea"):
        do(game, "athens", "move hoplite to cyclades")
    with pytest.raises(IllegalCommand, match="only with triremes"):
        do(game, "athens", "move hero to cyclades")
    place(game, "athens", "cyclades", trireme=1)
    do(game, "athens", "move hero to cyclades")
    assert units(game.state, "cyclades", "athens") == {"trireme": 1, "hero": 1}


def test_trireme_rules() -> None:
    game = athens_and()
    own(game, "athens", "athens", "market", "market", "market")
    place(game, "athens", "athens", trireme=2)
    place(game, "thebes", "naxos", hoplite=1)
    place(game, "athens", "saronic_gulf", trireme=1)
    do(game, "athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand, match="land area to another"):
        do(game, "athens", "move trireme to megara")
    do(game, "athens", "move 1 trireme to cyclades")
    do(game, "athens", "done")
    # From the sea: into a land area, but never one with enemy units; leaving by any clearing.
    game.state.active = "athens"
    do(game, "athens", "supply movement cyclades from athens")
    with pytest.raises(IllegalCommand, match="enemy units"):
        do(game, "athens", "move trireme to naxos")
    do(game, "athens", "move trireme to chios")
    game.state.active = "athens"
    do(game, "athens", "supply movement chios from athens")
    do(game, "athens", "move trireme to icarian_sea")  # another body of water
    assert units(game.state, "icarian_sea", "athens") == {"trireme": 1}


def test_sea_transport_example() -> None:
    """The book: two triremes on the Cyclades carry the three units to Chios; one
    more on the Dodecanese carries only two of them on to Troy."""
    game = war_game(["athens", "troy"], "athens")
    place(game, "athens", "athens", hoplite=1, cavalry=2)
    place(game, "athens", "cyclades", trireme=2)
    place(game, "athens", "dodecanese", trireme=1)
    do(game, "athens", "supply movement athens from athens")
    legal = legal_commands(RULES, game.state, "athens")
    assert Move(units=(("hoplite", 1), ("cavalry", 2)), to="chios") in legal
    assert Move(units=(("hoplite", 1), ("cavalry", 2)), to="troy") not in legal
    with pytest.raises(IllegalCommand, match="only 2 hoplites and cavalry to troy"):
        do(game, "athens", "move all to troy")
    events = do(game, "athens", "move 1 hoplite 2 cavalry to chios")
    moved = next(e for e in events if type(e).__name__ == "UnitsMoved")
    assert moved.via == ("cyclades",)
    assert units(game.state, "chios", "athens") == {"hoplite": 1, "cavalry": 2}


def test_sea_transport_capacity_is_spent_per_supply_and_heroes_ride_free() -> None:
    game = war_game(["athens", "troy"], "athens")
    place(game, "athens", "athens", hoplite=2, cavalry=2, hero=1)
    place(game, "athens", "cyclades", trireme=1)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move 2 cavalry 1 hero to chios")
    with pytest.raises(IllegalCommand, match="only 0"):
        do(game, "athens", "move 1 hoplite to naxos")


def test_copper_banding_carries_three_per_trireme() -> None:
    game = war_game(["athens", "troy"], "athens")
    game.state.players["athens"].advancements.append("copper_banding")
    place(game, "athens", "athens", hoplite=1, cavalry=2)
    place(game, "athens", "cyclades", trireme=1)
    place(game, "athens", "dodecanese", trireme=1)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move all to troy")
    assert units(game.state, "troy", "athens") == {"hoplite": 1, "cavalry": 2}


def test_other_players_triremes_carry_nobody() -> None:
    game = war_game(["athens", "troy"], "athens")
    place(game, "athens", "athens", hoplite=1)
    place(game, "troy", "cyclades", trireme=2)
    do(game, "athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand):
        do(game, "athens", "move hoplite to chios")


def test_interdiction_starts_combat_at_once_and_blocks_the_area() -> None:
    game = athens_and()
    place(game, "athens", "athens", hoplite=2)
    place(game, "thebes", "megara", hoplite=1)
    events = do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move 1 hoplite to megara", "5", "1")
    assert kinds(events)[:3] == ["UnitsMoved", "CombatBegan", "CombatStep"]
    assert "CombatEnded" in kinds(events)
    assert units(game.state, "megara", "athens") == {"hoplite": 1}
    assert "megara" not in game.state.areas or "thebes" not in game.state.areas["megara"].units
    assert game.state.movement is not None and game.state.movement.fought == ["megara"]
    with pytest.raises(IllegalCommand, match="combat was fought"):
        do(game, "athens", "move 1 hoplite to megara")


def test_cities_without_units_do_not_interdict_and_owners_keep_empty_cities() -> None:
    game = athens_and()
    own(game, "thebes", "megara", "market")
    place(game, "athens", "athens", hoplite=1)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move hoplite to megara")
    assert "CombatBegan" not in kinds(events)
    # Athens left its home city empty: it still owns it.
    assert game.state.areas["athens"].owner == "athens"
    finish_turn(game)
    assert game.state.areas["athens"].owner == "athens"
    assert game.state.areas["megara"].owner == "athens"  # conquered: Athens alone stands there


def test_impassable_areas_cannot_be_entered() -> None:
    game = athens_and()
    place(game, "athens", "athens", hoplite=1)
    game.state.areas["megara"].impassable = True
    do(game, "athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand, match="impassable"):
        do(game, "athens", "move hoplite to megara")


def test_raid_removes_enemy_upgrades_on_mines() -> None:
    game = athens_and()
    # Thebes owns the mine location in Panactum that belongs to it.
    thebes = game.state.areas["thebes"]
    from hellenica_tui.games.hellenica.content.lookup import content_of
    from hellenica_tui.games.hellenica.economy.upgrades import MINE, sites

    slot = next(i for i, site in enumerate(sites(content_of(game.state), "thebes")) if site.kind == MINE)
    thebes.slots[slot] = Upgrade("market", "active")
    place(game, "athens", "athens", hoplite=1)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move hoplite to panactum")
    assert game.state.movement is not None  # waits: a raid is possible
    assert parse(RULES, "raid thebes at panactum", game.state, "athens") in legal_commands(RULES, game.state, "athens")
    events = do(game, "athens", "raid thebes at panactum")
    assert "MineRaided" in kinds(events) and "ActionDone" in kinds(events)
    assert thebes.slots[slot] is None


def test_every_legal_movement_command_reads_back() -> None:
    game = war_game(["athens", "troy"], "athens")
    place(game, "athens", "athens", hoplite=2, elite_cavalry=1, hero=1, trireme=1)
    place(game, "athens", "cyclades", trireme=1)
    legal = legal_commands(RULES, game.state, "athens")
    supplies = [c for c in legal if type(c).__name__ == "SupplyMovement"]
    assert supplies
    do(game, "athens", "supply movement athens from athens")
    legal = legal_commands(RULES, game.state, "athens")
    assert {type(c).__name__ for c in legal} == {"Move", "EndMovement"}
    for command in legal:
        assert parse(RULES, format_command(RULES, command), game.state, "athens") == command
    assert "move 1 elite cavalry to megara" in [format_command(RULES, c) for c in legal]


def test_no_other_action_while_moving() -> None:
    game = athens_and()
    place(game, "athens", "athens", hoplite=2)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move 1 hoplite to megara")
    with pytest.raises(IllegalCommand, match="movement under way"):
        do(game, "athens", "worship athens")


def test_heroes_left_at_sea_without_triremes_are_lost() -> None:
    game = athens_and()
    place(game, "athens", "cyclades", trireme=1, hero=1)
    own(game, "athens", "athens", "market", "market")
    do(game, "athens", "supply movement cyclades from athens")
    events = do(game, "athens", "move trireme to dodecanese")
    assert "UnitsLost" not in kinds(events)  # the hero may still follow
    events = do(game, "athens", "done")
    assert [e.cause for e in events if type(e).__name__ == "UnitsLost"] == ["at_sea"]
    assert units(game.state, "cyclades", "athens") == {}


def test_triremes_carry_in_the_same_supply_they_move() -> None:
    game = war_game(["athens", "troy"], "athens")
    place(game, "athens", "athens", hoplite=2, trireme=1)
    do(game, "athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand):
        do(game, "athens", "move 2 hoplite to chios")
    do(game, "athens", "move trireme to cyclades")
    do(game, "athens", "move 2 hoplite to chios")
    assert units(game.state, "chios", "athens") == {"hoplite": 2}


def test_a_hero_at_sea_sails_on_with_the_triremes_and_may_land() -> None:
    game = war_game(["athens", "troy"], "athens")
    own(game, "athens", "athens", "market", "market")
    place(game, "athens", "cyclades", trireme=1, hero=2)
    do(game, "athens", "supply movement cyclades from athens")
    do(game, "athens", "move 1 hero 1 trireme to dodecanese")
    do(game, "athens", "move 1 hero to chios")
    assert units(game.state, "dodecanese", "athens") == {"hero": 1, "trireme": 1}
    assert units(game.state, "chios", "athens") == {"hero": 1}
