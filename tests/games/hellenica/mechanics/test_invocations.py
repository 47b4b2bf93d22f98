"""INVOCATIONS: available levels, casting checks and the resolution order."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.invocations import (
    Cast,
    CityTemples,
    Resolution,
    check_cast,
    invocation_levels,
    resolution_order,
    resolve_window,
)


def test_levels_count_temples_in_unoccupied_cities():
    cities = [
        CityTemples("athens", ("athena", "athena", "zeus")),
        CityTemples("megara", ("athena",), enemy_occupied=True),
        CityTemples("chios", ("poseidon",)),
    ]
    assert invocation_levels(cities) == {"athena": 2, "zeus": 1, "poseidon": 1}


def test_a_wonder_counts_as_a_temple_to_each_deity_with_a_temple_in_its_city():
    # The book's Wonder example: the Wonder adds one more temple to Athena.
    assert invocation_levels([CityTemples("athens", ("athena",), wonder=True)]) == {"athena": 2}
    assert invocation_levels([CityTemples("athens", ("athena", "athena", "hermes"), wonder=True)]) == {
        "athena": 3,
        "hermes": 2,
    }
    assert invocation_levels([CityTemples("athens", (), wonder=True)]) == {}


def test_check_cast():
    levels = {"athena": 2}
    assert check_cast("athena", 2, levels=levels, favor=2, used_this_turn=False) == 2
    with pytest.raises(IllegalCommand, match="needs 3 temples"):
        check_cast("athena", 3, levels=levels, favor=9, used_this_turn=False)
    with pytest.raises(IllegalCommand, match="costs 2 Favor"):
        check_cast("athena", 2, levels=levels, favor=1, used_this_turn=False)
    with pytest.raises(IllegalCommand, match="once per turn"):
        check_cast("athena", 1, levels=levels, favor=5, used_this_turn=True)
    with pytest.raises(IllegalCommand):
        check_cast("athena", 0, levels=levels, favor=5, used_this_turn=False)


STORMS = Cast("corinth", "storms_at_sea", 2)
INTERVENTION = Cast("sparta", "intervention", 3, counter="cancel", target=0)
INTERFERENCE = Cast("thebes", "interference", 1, counter="raise_cost", target=1)


def test_invocation_example():
    # Corinth casts Storms at Sea (2), Sparta Intervention on it (3), Thebes
    # Interference on the Intervention (1); Sparta has no Favor left.
    window = [STORMS, INTERVENTION, INTERFERENCE]
    result = resolve_window(window, {"corinth": 1, "sparta": 0, "thebes": 2})
    assert result.steps == (
        Resolution(2, "resolved"),
        Resolution(1, "fizzled"),
        Resolution(0, "resolved"),
    )
    assert result.favor == {"corinth": 1, "sparta": 0, "thebes": 2}


def test_intervention_that_can_pay_the_raise_cancels_its_target():
    result = resolve_window([STORMS, INTERVENTION, INTERFERENCE], {"corinth": 0, "sparta": 1, "thebes": 0})
    assert result.steps == (
        Resolution(2, "resolved"),
        Resolution(1, "resolved", extra_paid=1),
        Resolution(0, "cancelled"),
    )
    assert result.favor["sparta"] == 0


def test_intervention_on_an_interference_cancels_it():
    window = [STORMS, Cast("thebes", "interference", 1, counter="raise_cost", target=0),
              Cast("sparta", "intervention", 3, counter="cancel", target=1)]
    result = resolve_window(window, {"corinth": 0, "sparta": 0, "thebes": 0})
    # Storms at Sea was never raised, so Corinth pays nothing more.
    assert result.steps == (Resolution(2, "resolved"), Resolution(1, "cancelled"), Resolution(0, "resolved"))


def test_normal_invocations_resolve_in_cast_order_after_counters():
    window = [STORMS, Cast("athens", "alliance", 1), INTERVENTION, Cast("troy", "plague", 2)]
    assert resolution_order(window) == (2, 0, 1, 3)


def test_counters_must_target_an_earlier_cast():
    with pytest.raises(IllegalCommand, match="cast before it"):
        resolve_window([Cast("sparta", "intervention", 3, counter="cancel", target=0)], {})
    with pytest.raises(IllegalCommand, match="does not target"):
        resolve_window([Cast("sparta", "storms", 2, target=0)], {})


def test_two_interferences_stack():
    window = [STORMS, Cast("thebes", "interference", 1, counter="raise_cost", target=0),
              Cast("troy", "interference", 1, counter="raise_cost", target=0)]
    assert resolve_window(window, {"corinth": 1, "thebes": 0, "troy": 0}).steps[-1] == Resolution(0, "fizzled")
    assert resolve_window(window, {"corinth": 2, "thebes": 0, "troy": 0}).steps[-1] == Resolution(0, "resolved", 2)


@st.composite
def windows(draw):
    n = draw(st.integers(1, 7))
    casts = []
    for i in range(n):
        counter = draw(st.sampled_from(["none", "raise_cost", "cancel"])) if i else "none"
        target = draw(st.integers(0, i - 1)) if counter != "none" else None
        casts.append(Cast(draw(st.sampled_from("abc")), f"inv{i}", 1, counter, target))
    favor = {p: draw(st.integers(0, 3)) for p in "abc"}
    return casts, favor


@given(windows())
def test_every_cast_resolves_once_and_counters_act_before_their_target(args):
    casts, favor = args
    result = resolve_window(casts, favor)
    order = [s.index for s in result.steps]
    assert sorted(order) == list(range(len(casts)))
    for i, c in enumerate(casts):
        if c.target is not None:
            assert order.index(i) < order.index(c.target)
    spent = sum(s.extra_paid for s in result.steps)
    assert sum(result.favor.values()) == sum(favor.values()) - spent
    assert all(v >= 0 for v in result.favor.values())
