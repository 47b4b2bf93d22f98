from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.core.state import EXHAUSTED, Upgrade
from hellenica_tui.games.hellenica.ruleset import HellenicaRuleset
from hellenica_tui.seat.board.mapmodel import UnitStack, UpgradeMark
from hellenica_tui.seat.board.position import overlays, position_model


def start(seats=("athens", "sparta")):
    ruleset = HellenicaRuleset()
    state = ruleset.initial_state("classic", [Seat(s) for s in seats], 7, {})
    return ruleset, state


def test_the_starting_position_shows_home_cities_with_units_and_upgrades(model):
    ruleset, state = start()
    placed = overlays(ruleset.view(state, "athens"), model)
    athens = placed["athens"]
    assert athens.owner == "athens"
    assert UnitStack("athens", "hoplite", 1) in athens.units
    assert UnitStack("athens", "trireme", 1) in athens.units
    kinds = [m.kind for m in athens.upgrades]
    assert kinds[0] == "tyranny"  # the government marker, by its own name
    assert {"academy", "market"} <= set(kinds)
    assert "thebes" not in placed  # not in play: nothing on it


def test_elite_units_exhausted_upgrades_and_creatures_carry_over(model):
    _ruleset, state = start()
    area = state.areas["athens"]
    area.units["athens"].units["elite_hoplite"] = 2
    area.slots[0] = Upgrade("academy", EXHAUSTED)
    state.areas["cyclades"].creature = "cetus"
    placed = overlays(state, model)
    assert UnitStack("athens", "hoplite", 2, elite=True) in placed["athens"].units
    assert UpgradeMark("athens", "academy", "exhausted") in placed["athens"].upgrades
    assert placed["cyclades"].creatures == ("cetus",)
    assert placed["cyclades"].owner is None


def test_a_new_position_keeps_the_cells_of_areas_that_did_not_change(model):
    _ruleset, state = start()
    before = position_model(state, model)
    state.areas["sparta"].units["sparta"].units["hoplite"] = 3
    after = position_model(state, before)
    assert after.cells["athens"] is before.cells["athens"]
    assert after.cells["sparta"] is not before.cells["sparta"]
    assert UnitStack("sparta", "hoplite", 3) in after.cells["sparta"].overlay.units
