"""Position files: every rulebook worked example in scenarios/hellenica/classic/positions
loads, holds what the example needs, and feeds the war mechanics the book's numbers."""

from __future__ import annotations

from pathlib import Path

import pytest

from hellenica_tui.games.hellenica.content.loading import load_scenario, scenarios_dir
from hellenica_tui.games.hellenica.mechanics.chaos import WorldEventCard, reveal
from hellenica_tui.games.hellenica.mechanics.combat import Force, dice_pool
from hellenica_tui.games.hellenica.mechanics.movement import MovingUnit, may_move
from hellenica_tui.games.hellenica.mechanics.revolt import revolt
from hellenica_tui.games.hellenica.positions.schema import PlayerPosition, Position, load_position

POSITIONS = sorted(p.name for p in (scenarios_dir() / "classic" / "positions").glob("*.toml"))


def load(name: str) -> Position:
    return load_position(load_scenario("classic"), f"positions/{name}.toml")


def player(position: Position, pid: str) -> PlayerPosition:
    return next(p for p in position.players if p.id == pid)


def force(position: Position, pid: str, area: str) -> Force:
    counts: dict[str, int] = {}
    for stack in player(position, pid).units:
        if stack.area == area:
            for key, n in stack.units.items():
                counts[key] = counts.get(key, 0) + n
    return Force(
        hoplites=counts.get("hoplite", 0), elite_hoplites=counts.get("elite_hoplite", 0),
        cavalry=counts.get("cavalry", 0), elite_cavalry=counts.get("elite_cavalry", 0),
        triremes=counts.get("trireme", 0), elite_triremes=counts.get("elite_trireme", 0),
        heroes=counts.get("hero", 0),
    )


def upgrades_on(position: Position, pid: str, area: str) -> list[str]:
    city = next(c for c in player(position, pid).cities if c.area == area)
    return [u.upgrade for u in city.upgrades] + ([city.government.government] if city.government else [])


def world_card(event_id: str) -> WorldEventCard:
    event = next(e for e in load_scenario("classic").world_events if e.id == event_id)
    return WorldEventCard(event.id, event.chaos, event.kind)


def test_there_is_a_position_for_each_worked_example():
    assert {Path(p).stem for p in POSITIONS} >= {
        "land_combat", "land_combat_walls", "sea_combat", "sea_transport", "supply_limit", "revolt",
        "world_event", "olympus_awakens", "ai_movement", "wonder", "train", "worship", "research", "invocation",
    }


@pytest.mark.parametrize("name", POSITIONS)
def test_every_position_loads(name):
    position = load_position(load_scenario("classic"), f"positions/{name}")
    assert position.name and position.text and position.players


def test_land_combat_dice():
    position = load("land_combat")
    attacker, defender = force(position, "corinth", "megara"), force(position, "athens", "megara")
    assert attacker == Force(hoplites=1, elite_hoplites=1, cavalry=1) and defender == Force(hoplites=2)
    pool = dice_pool(attacker, at_sea=False)
    assert (pool.green, pool.red) == (3, 1)  # hoplite, elite, combined arms; cavalry
    assert dice_pool(defender, at_sea=False).green == 1


def test_city_walls_dice():
    position = load("land_combat_walls")
    assert "city_walls" in upgrades_on(position, "athens", "megara")
    attacker = dice_pool(force(position, "corinth", "megara"), at_sea=False, walls_present=True)
    sheltered = force(position, "athens", "megara")
    defender = dice_pool(sheltered, at_sea=False, walls_present=True, city_walls_defender=True)
    assert (attacker.green, attacker.red, defender.green) == (2, 1, 2)


def test_sea_combat_dice():
    position = load("sea_combat")
    john = dice_pool(force(position, "athens", "cyclades"), at_sea=True)
    bill = dice_pool(force(position, "troy", "cyclades"), at_sea=True)
    assert (john.blue, john.yellow, bill.blue, bill.yellow) == (1, True, 2, False)


def test_sea_transport_fleet():
    position = load("sea_transport")
    assert force(position, "athens", "cyclades").all_triremes == 2
    assert force(position, "athens", "dodecanese").all_triremes == 1
    assert force(position, "athens", "athens") == Force(hoplites=1, cavalry=2)


def test_supply_limit():
    position = load("supply_limit")
    (stack,) = [s for s in player(position, "athens").units if s.area == "panactum"]
    assert stack.moved == 1
    assert not may_move(MovingUnit("hoplite", supplied=stack.moved))
    assert may_move(MovingUnit("cavalry", supplied=stack.moved))


def test_revolt():
    position = load("revolt")
    units = force(position, "sparta", "argos").total
    upgrades = len(upgrades_on(position, "sparta", "argos"))
    assert (units, upgrades) == (2, 3)
    result = revolt("-", owner="sparta", units=units, upgrades=upgrades, government_city=False)
    assert (result.score, result.units_lost, result.owner) == (-2, 2, None)
    assert revolt("", owner="sparta", units=units, upgrades=upgrades, government_city=False).units_lost == 1


def test_world_event_and_olympus_awakens():
    shift = load("world_event")
    assert len(shift.players) == 7 and shift.chaos == 2 and shift.decks.world_events == ["strategic_shift"]
    moved = reveal(shift.chaos, world_card("strategic_shift"), players=7)
    assert (moved.position, moved.triggers) == (6, 1)
    olympus = load("olympus_awakens")
    assert olympus.decks.world_events[:2] == ["olympus_awakens", "egyptian_support"]
    stays = reveal(olympus.chaos, world_card("olympus_awakens"), players=7)
    assert (stays.position, stays.olympus) == (2, True)


def test_ai_movement():
    position = load("ai_movement")
    troy = player(position, "troy")
    assert troy.ai and troy.supply == 2 and position.decks.ai_cards == ["basic_temple"]
    home = force(position, "troy", "troy")
    assert home.total - home.heroes == 5  # the book's five movement-eligible units
    assert next(c for c in troy.cities if c.area == "troy").government.government == ""


def test_wonder_train_worship_research_invocation():
    wonder = load("wonder")
    assert sorted(upgrades_on(wonder, "athens", "athens")) == ["academy", "temple", "tyranny", "wonder"]
    assert upgrades_on(load("train"), "thebes", "thebes").count("barracks") == 1  # and the Tyranny marker
    temples = [u for u in next(c for c in player(load("worship"), "athens").cities).upgrades if u.upgrade == "temple"]
    assert {t.deity for t in temples} == {"athena", "poseidon"}
    content = load_scenario("classic")
    chance = player(load("research"), "corinth")
    levels = sorted(content.advancements[a].level for a in chance.advancements)
    assert levels == [1, 2] and {content.advancements[a].category for a in chance.advancements} == {"military"}
    example = load("invocation")
    assert player(example, "thebes").favor == content.invocations["intervention"].level == 3


@pytest.mark.parametrize("name", POSITIONS)
def test_every_position_becomes_a_game_state(name):
    from hellenica_tui.games.hellenica.positions.build import state_from_position

    content = load_scenario("classic")
    position = load_position(content, f"positions/{name}")
    state = state_from_position(content, position)
    assert set(state.players) == {p.id for p in position.players}  # the state keeps seating order
    for p in position.players:
        assert state.players[p.id].favor == p.favor
        for city in p.cities:
            assert state.areas[city.area].owner == p.id
    top = position.decks.world_events
    if top:  # the state keeps the deck top card last
        assert state.world_deck[-len(top):] == top[::-1]
