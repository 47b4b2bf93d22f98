"""Steps A and B: whether an AI supplies and which area."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai.rulebook.supply import IDLE_COMMERCE, decide_supply, supply_area, will_supply
from hellenica_tui.engine.errors import IllegalCommand
from tests.ai.conftest import NoDraw, aimap, site


def test_step_a_supplies_only_with_supply_left(board):
    assert will_supply(1) and not will_supply(0)
    with pytest.raises(IllegalCommand):
        will_supply(-1)
    m = aimap(board, "troy", {"chersonese": site(troy=["hoplite"])})
    passed = decide_supply(m, 0, NoDraw())
    assert (passed.action, passed.supply, passed.area) == ("pass", 0, None)


def test_nothing_to_move_spends_the_supply_for_one_commerce(board):
    m = aimap(
        board,
        "troy",
        {"troy": site(troy=["hoplite/1", "2 hero"], marker="troy"), "dodecanese": site(troy=["trireme"])},
    )
    idle = decide_supply(m, 2, NoDraw())
    assert (idle.action, idle.supply, idle.commerce, idle.area) == ("idle", 1, IDLE_COMMERCE, None)
    assert IDLE_COMMERCE == 1


def test_the_area_with_most_eligible_units_is_supplied(board):
    m = aimap(
        board,
        "troy",
        {"chersonese": site(troy=["2 hoplite"]), "abydos": site(troy=["2 hoplite"]), "dodecanese": site(troy=["trireme"])},
    )
    # Abydos is a city and keeps one hoplite; the Chersonese lets both go.
    assert supply_area(m, NoDraw()) == "chersonese"


def test_ties_are_drawn_at_random_and_reproducibly(board):
    m = aimap(board, "troy", {"chersonese": site(troy=["hoplite"]), "lemnos": site(troy=["2 cavalry"])})
    picks = {supply_area(m, random.Random(seed)) for seed in range(30)}
    assert picks == {"chersonese", "lemnos"}
    assert len({supply_area(m, random.Random(11)) for _ in range(5)}) == 1
