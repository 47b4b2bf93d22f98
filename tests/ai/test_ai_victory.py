"""How AI objectives are judged (the government marker is tested through the game, in
test_ai_players)."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.ai_victory import (
    AdvancementNeed,
    advancement_objectives_met,
    assumed_mine_upgrades,
    controlled_settlements,
    objectives_met,
    settlement_ethos_met,
)
from tests.ai.conftest import aimap, site


def test_only_two_shared_ethos_cards_count():
    assert objectives_met(1, 3) == 3
    assert objectives_met(0, 2) == 2
    with pytest.raises(IllegalCommand):
        objectives_met(-1, 0)


CAPS = {"construction": 4, "government": 5, "trades": 4, "naval": 4, "military": 4}
ENLIGHTENMENT = AdvancementNeed(4, ("government",))  # 4 Government advancements
KNOWLEDGE = AdvancementNeed(5, distinct=True)  # one in each of the five categories


def test_advancements_are_assumed_to_be_the_ones_needed():
    # The book's case: 8 advancements are 4 Government ones and one of each other
    # category, so both Enlightenment and Knowledge are met.
    assert advancement_objectives_met(8, [ENLIGHTENMENT, KNOWLEDGE], CAPS) == (0, 1)
    assert advancement_objectives_met(7, [ENLIGHTENMENT, KNOWLEDGE], CAPS) == (0,)
    assert advancement_objectives_met(5, [KNOWLEDGE, ENLIGHTENMENT], CAPS) == (0,)
    assert advancement_objectives_met(3, [ENLIGHTENMENT, KNOWLEDGE], CAPS) == ()
    assert advancement_objectives_met(0, [], CAPS) == ()
    with pytest.raises(IllegalCommand):
        advancement_objectives_met(3, [AdvancementNeed(-1)], CAPS)


def test_a_category_holds_no_more_advancements_than_the_scenario_has():
    # Two cards each asking 4 of one category: 8 will do, but not if the
    # category has only 3.
    naval = AdvancementNeed(4, ("naval",))
    military = AdvancementNeed(4, ("military",))
    assert advancement_objectives_met(8, [naval, military], CAPS) == (0, 1)
    assert advancement_objectives_met(8, [naval, military], {**CAPS, "naval": 3}) == (1,)
    # A count over every category is met by the same advancements.
    assert advancement_objectives_met(4, [naval, AdvancementNeed(4)], CAPS) == (0, 1)
    assert advancement_objectives_met(8, [naval, military, AdvancementNeed(9)], CAPS) == (0, 1)
    assert advancement_objectives_met(9, [naval, military, AdvancementNeed(9)], CAPS) == (0, 1, 2)


def test_settlements_stand_in_for_four_ethos_cards():
    revealed = ["loyalty", "piety", "knowledge"]
    assert settlement_ethos_met(9, revealed) == 0
    assert settlement_ethos_met(10, revealed) == 1
    assert settlement_ethos_met(14, revealed) == 2
    assert settlement_ethos_met(14, ["scholarship", "knowledge"]) == 1
    assert settlement_ethos_met(20, ["knowledge"]) == 0


def test_settlements_controlled(board):
    m = aimap(board, "troy", {"troy": site(owner="troy"), "abydos": site(owner="troy"), "lemnos": site(owner="athens")})
    assert controlled_settlements(m) == 5


def test_production_assumes_upgrades_on_mines_free_of_enemy_land_units(board):
    # Troy's mine lies in the Chersonese; Athens' and Thebes' in Panactum.
    m = aimap(board, "troy", {"troy": site(owner="troy")})
    assert [area for area, _ in assumed_mine_upgrades(m)] == ["chersonese"]
    held = aimap(board, "troy", {"troy": site(owner="troy"), "chersonese": site(athens=["hero"])})
    assert assumed_mine_upgrades(held) == []
    ships = aimap(board, "troy", {"troy": site(owner="troy"), "chersonese": site(athens=["trireme"], troy=["hoplite"])})
    assert len(assumed_mine_upgrades(ships)) == 1
