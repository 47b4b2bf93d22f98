"""Steps A and B: whether an AI supplies and which area."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai.rulebook.movers import eligible_count
from hellenica_tui.ai.rulebook.supply import (
    IDLE_COMMERCE,
    could_move,
    decide_supply,
    eligible_by_area,
    supply_area,
    will_supply,
)
from hellenica_tui.engine.errors import IllegalCommand
from tests.ai.conftest import NoDraw, aimap, corner, site


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
    m = aimap(board, "troy", {"chersonese": site(troy=["hoplite"]), "abydos": site(troy=["2 cavalry"])})
    picks = {supply_area(m, random.Random(seed)) for seed in range(30)}
    assert picks == {"chersonese", "abydos"}
    assert len({supply_area(m, random.Random(11)) for _ in range(5)}) == 1


def test_units_with_nowhere_to_go_are_not_eligible(board):
    # The Gulf of Corinth has no sea beside it: its fleet, the largest stack,
    # could never sail, so the army at Thebes is supplied instead.
    m = aimap(
        board,
        "thebes",
        {"gulf_of_corinth": site(thebes=["5 trireme"]), "thebes": site(thebes=["3 hoplite"], marker="thebes")},
    )
    assert eligible_count(m, "gulf_of_corinth") == 4 and could_move(m, "gulf_of_corinth") == 0
    assert eligible_by_area(m) == {"thebes": 3} and supply_area(m, NoDraw()) == "thebes"
    # An army on an island without a trireme to carry it stays too; with one at sea beside it, it may go.
    island = aimap(board, "troy", {"lemnos": site(troy=["3 cavalry"])})
    assert could_move(island, "lemnos") == 0 and decide_supply(island, 1, NoDraw()).action == "idle"
    carried = aimap(board, "troy", {"lemnos": site(troy=["3 cavalry"]), "thracian_sea": site(troy=["trireme"])})
    assert could_move(carried, "lemnos") == 2


def test_late_in_a_long_game_a_fleet_shuttling_between_its_own_seas_draws_no_supply(board):
    assert supply_area(corner(board), NoDraw()) == "ionian_sea"  # 8 triremes may sail, 6 land units march
    late = corner(board, late=True)
    assert could_move(late, "ionian_sea") == 0
    assert supply_area(late, NoDraw()) == "aetolia"
