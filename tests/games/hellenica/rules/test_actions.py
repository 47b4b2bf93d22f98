"""TRAIN, WORSHIP, RESEARCH, SUPPLY (Commerce), EXCHANGE and PASS."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.state import ACTIVE, EXHAUSTED, GOVERNMENT_SLOT, Stack
from tests.games.hellenica.rules.conftest import action_game, put


def units(game, city: str, player: str = "athens") -> dict[str, int]:
    return game.state.areas[city].units[player].units


# -- train ---------------------------------------------------------------------------


def test_train_one_unit_per_active_matching_upgrade(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "barracks", "barracks", "academy")
    game.do("athens", "train hoplite athens")  # two Barracks and the Tyranny marker
    assert units(game, "athens")["hoplite"] == 1 + 3
    slots = game.state.areas["athens"].slots
    assert [u.state for u in slots[:2]] == [EXHAUSTED, ACTIVE]  # one exhausted, whatever the count
    assert game.state.areas["athens"].government.state == ACTIVE


def test_train_needs_an_active_matching_upgrade(scenario: str) -> None:
    game = action_game(scenario)
    with pytest.raises(IllegalCommand, match="no active Stables"):
        game.do("athens", "train cavalry athens")
    game.state.areas["athens"].government.state = EXHAUSTED
    with pytest.raises(IllegalCommand, match="no active Barracks"):
        game.do("athens", "train hoplite athens")


def test_a_hero_is_one_whatever_the_academies(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "academy", "academy", "academy")
    game.do("athens", "train hero athens")
    assert units(game, "athens")["hero"] == 1


def test_unit_limits(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "barracks", "barracks", "market")
    game.state.areas["athens"].units["athens"] = Stack({"hoplite": 5, "elite_hoplite": 3}, {})
    game.do("athens", "train hoplite athens")  # 3 matching, room for 2
    assert units(game, "athens")["hoplite"] == 7
    game.do("sparta", "pass")
    game.state.players["athens"].cubes["train"] = 1
    with pytest.raises(IllegalCommand, match="most allowed"):
        game.do("athens", "train hoplite athens")
    game.state.areas["athens"].units["athens"].units["hero"] = 5
    with pytest.raises(IllegalCommand, match="most allowed"):
        game.do("athens", "train hero athens")


def test_elite_units_need_an_advancement(scenario: str) -> None:
    game = action_game(scenario)
    with pytest.raises(IllegalCommand, match="elite"):
        game.do("athens", "train elite hoplite athens")
    game.state.players["athens"].advancements.append("tactics")
    game.do("athens", "train elite hoplite athens")
    assert units(game, "athens")["elite_hoplite"] == 1


# -- worship, supply ----------------------------------------------------------------------


def test_worship_counts_every_active_temple(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "temple:athena", "temple:poseidon", "temple:zeus")
    game.state.areas["athens"].slots[2].state = EXHAUSTED
    game.do("athens", "worship athens")
    assert game.state.players["athens"].favor == 3 + 2


def test_supply_commerce_gives_one_commerce_and_exhausts_a_market(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "market", "market", "academy")
    game.do("athens", "supply commerce athens")
    assert game.state.players["athens"].commerce == 1
    assert game.state.areas["athens"].slots[0].state == EXHAUSTED


# -- research ---------------------------------------------------------------------------


def test_research_gives_philosophers_then_converts_then_buys(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "academy", "academy", "market")
    game.state.players["athens"].commerce = 7
    game.do("athens", "research athens convert 2 mining")
    p = game.state.players["athens"]
    assert p.commerce == 1 and p.philosophers == 2 + 2 - 1 and p.advancements == ["mining"]


def test_research_limits(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "academy", "market", "")
    with pytest.raises(IllegalCommand, match="Commerce"):
        game.do("athens", "research athens convert 1")
    with pytest.raises(IllegalCommand, match="level 2"):
        game.do("athens", "research athens leadership")
    game.state.players["athens"].philosophers = 5
    game.state.players["athens"].advancements = ["logistics", "brilliant_general"]
    with pytest.raises(IllegalCommand, match="level 2"):
        game.do("athens", "research athens leadership")


# -- exchange, pass -----------------------------------------------------------------------


def test_exchange_costs_commerce_and_exhausts_nothing(scenario: str) -> None:
    game = action_game(scenario)
    p = game.state.players["athens"]
    with pytest.raises(IllegalCommand, match="3 Commerce"):
        game.do("athens", "exchange worship athens")
    p.commerce = 4
    game.do("athens", "exchange worship athens")
    temple = next(u for u in game.state.areas["athens"].slots if u is not None and u.kind == "temple")
    assert p.commerce == 1 and p.favor == 4 and temple.state == ACTIVE and p.cubes["worship"] == 1


def test_exchange_build_stays_under_construction(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "academy", "market", "")
    game.state.players["athens"].commerce = 3
    game.do("athens", "exchange build stables athens")
    assert game.state.areas["athens"].slots[2].state == "under_construction"
    assert game.state.players["athens"].cubes["build"] == 1


def test_exchange_still_needs_an_active_matching_upgrade(scenario: str) -> None:
    game = action_game(scenario)
    game.state.players["athens"].commerce = 3
    with pytest.raises(IllegalCommand, match="no active Stables"):
        game.do("athens", "exchange train cavalry athens")


def test_coinage_lowers_the_exchange_price(scenario: str) -> None:
    game = action_game(scenario)
    game.state.players["athens"].commerce = 2
    game.state.players["athens"].advancements.append("law")
    game.do("athens", "exchange worship athens")
    assert game.state.players["athens"].commerce == 0


@pytest.mark.parametrize(("left", "commerce"), [(0, 0), (1, 1), (2, 2), (5, 2)])
def test_pass_turns_leftover_cubes_into_commerce(scenario: str, left: int, commerce: int) -> None:
    game = action_game(scenario)
    p = game.state.players["athens"]
    p.cubes = {"build": 0, "train": 0, "research": 0, "worship": 0, "supply": 0}
    for action in list(p.cubes)[:left]:
        p.cubes[action] = 1
    game.do("athens", "pass")
    assert p.commerce == commerce and p.passed and sum(p.cubes.values()) == 0
    with pytest.raises(IllegalCommand):
        game.do("athens", "worship athens")


def test_wonder_is_exhausted_only_when_asked_or_alone(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "temple:athena", "academy", "wonder")
    game.do("athens", "worship athens using wonder")
    slots = game.state.areas["athens"].slots
    assert slots[2].state == EXHAUSTED and slots[0].state == ACTIVE
    assert game.state.players["athens"].favor == 3 + 2


def test_government_marker_counts_as_its_upgrade(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "academy", "market", "")
    game.do("athens", "train hoplite athens")
    assert game.state.areas["athens"].government.state == EXHAUSTED
    assert game.events[[type(e).__name__ for e in game.events].index("UpgradeExhausted")].slot == GOVERNMENT_SLOT


def test_the_player_chooses_which_matching_upgrade_to_exhaust(scenario: str) -> None:
    game = action_game(scenario)
    put(game, "athens", "barracks", "temple:zeus", "temple:hera")
    game.state.areas["athens"].slots[3] = None
    game.do("athens", "worship athens using hera")
    slots = game.state.areas["athens"].slots
    assert slots[2].state == EXHAUSTED and slots[1].state == ACTIVE
    # the Zeus temple may still be replaced by a build, the exhausted Hera one not
    game.do("sparta", "pass")
    game.do("athens", "train hoplite athens using government")
    assert game.state.areas["athens"].government.state == EXHAUSTED and slots[0].state == ACTIVE
    game.do("athens", "build market athens over barracks")
    with pytest.raises(IllegalCommand, match="choices"):
        game.state.players["athens"].cubes["worship"] = 1
        game.do("athens", "worship athens using apollo")


def test_using_is_listed_only_when_it_changes_something(scenario: str) -> None:
    from hellenica_tui.games.hellenica.core.legal import legal_commands
    from hellenica_tui.games.hellenica.core.notation import format_command

    game = action_game(scenario)
    put(game, "athens", "temple:zeus", "temple:zeus", "barracks")
    texts = {format_command(RULES, c) for c in legal_commands(RULES, game.state, "athens")}
    assert "worship athens" in texts and not any(t.startswith("worship athens using") for t in texts)
    assert "train hoplite athens using government" in texts
