"""REVOLTS and AREA REDUCTION."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.area_reduction import (
    Holding,
    Loss,
    reduce_area,
    reduce_holding,
    reduction_due,
)
from hellenica_tui.games.hellenica.mechanics.combat import Force
from hellenica_tui.games.hellenica.mechanics.revolt import revolt


def _megara(face: str, home_of: str | None = None):
    return revolt(face, owner="athens", units=2, upgrades=3, government_city=False, home_of=home_of)


def test_revolt_example_minus_loses_both_units_and_the_city():
    r = _megara("-")
    assert (r.score, r.units_lost, r.owner, r.succeeded) == (-2, 2, None, True)


def test_revolt_example_plus_or_double_plus_fails():
    assert _megara("+").score == 0 and _megara("+").units_lost == 0 and _megara("+").owner == "athens"
    assert _megara("++").score == 1 and not _megara("++").succeeded


def test_revolt_example_blank_loses_one_unit_and_keeps_the_city():
    r = _megara("")
    assert (r.score, r.units_lost, r.owner) == (-1, 1, "athens")


def test_revolt_in_a_home_city_returns_it_to_its_city_state():
    assert _megara("-", home_of="megara_state").owner == "megara_state"


def test_revolt_never_in_a_government_city():
    with pytest.raises(IllegalCommand, match="government city"):
        revolt("-", owner="athens", units=0, upgrades=4, government_city=True)


@given(st.sampled_from(["++", "+", "", "-"]), st.integers(0, 6), st.integers(0, 6))
def test_revolt_losses_never_exceed_units(face, units, upgrades):
    r = revolt(face, owner="athens", units=units, upgrades=upgrades, government_city=False)
    assert 0 <= r.units_lost <= units
    assert r.units_lost == (min(-r.score, units) if r.score < 0 else 0)
    assert (r.owner is None) == (r.score < 0 and r.units_lost == units)


# -- area reduction ---------------------------------------------------------------

CITY = Holding(Force(hoplites=1, cavalry=1), ("market", "temple"))


def test_each_player_gives_two_pieces_of_its_choice():
    after = reduce_holding(CITY, Loss(units=("cavalry",), upgrades=("temple",)))
    assert after == Holding(Force(hoplites=1), ("market",))
    with pytest.raises(IllegalCommand, match="exactly 2"):
        reduce_holding(CITY, Loss(units=("cavalry",)))
    with pytest.raises(IllegalCommand):
        reduce_holding(CITY, Loss(upgrades=("walls", "temple")))
    with pytest.raises(IllegalCommand):
        reduce_holding(CITY, Loss(units=("elite_cavalry", "hoplite")))


def test_a_player_with_fewer_pieces_loses_all_of_them():
    assert reduction_due(Holding(Force(heroes=1))) == 1
    assert reduction_due(Holding()) == 0


def test_ai_losses_come_from_units_only():
    h = Holding(Force(hoplites=1), ("market", "temple"))
    assert reduction_due(h, units_only=True) == 1
    with pytest.raises(IllegalCommand, match="units only"):
        reduce_holding(h, Loss(units=("hoplite",), upgrades=("temple",)), units_only=True)


def test_an_emptied_city_becomes_neutral_or_goes_home():
    holdings = {"athens": Holding(Force(hoplites=1), ("market",)), "sparta": Holding(Force(cavalry=1))}
    losses = {"athens": Loss(units=("hoplite",), upgrades=("market",)), "sparta": Loss(units=("cavalry",))}
    assert reduce_area(holdings, losses, owner="athens").owner is None
    assert reduce_area(holdings, losses, owner="athens", home_of="corinth").owner == "corinth"
    kept = reduce_area({"athens": CITY}, {"athens": Loss(units=("hoplite", "cavalry"))}, owner="athens")
    assert kept.owner == "athens" and kept.holdings["athens"] == Holding(Force(), ("market", "temple"))
