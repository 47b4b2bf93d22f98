"""The AI rules against the classic scenario's real decks."""

from __future__ import annotations

import random

from hellenica_tui.ai.rulebook.destinations import FILTERS
from hellenica_tui.ai.rulebook.from_content import transport_per_trireme, unit_limits
from hellenica_tui.ai.rulebook.pathos import HELD_FOR, held_areas, objective_areas
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.mechanics.ai_production import AiBoard, produce, production_column
from tests.ai.conftest import aimap, site

CONTENT = load_scenario("classic")


def test_ai_transport_uses_copper_banding_from_the_advancements():
    assert transport_per_trireme(CONTENT.advancements) == 3


def test_every_card_reads_with_known_lines_and_sets_supply(board):
    m = aimap(board, "troy", {"troy": site(owner="troy", marker="troy"), "abydos": site(owner="troy")})
    limits = unit_limits(CONTENT.units)
    assert len(CONTENT.ai_cards) >= 16
    for card in CONTENT.ai_cards:
        assert set(card.movement) <= set(FILTERS), card.id
        for turn in (2, 3, 4, 9):
            out = produce(m, AiBoard(), production_column(card, turn), random.Random(turn), unit_limits=limits)
            assert out.board.supply > 0, (card.id, turn)


def test_the_pathos_cards_the_ai_reads_exist():
    for card, area in HELD_FOR.items():
        assert CONTENT.objectives[card].deck == "pathos"
        assert area in CONTENT.objectives[card].map_areas
    assert held_areas(CONTENT.objectives) == {"delphi", "mt_olympus"}


def test_destruction_points_each_ai_at_the_other_home_cities():
    public = [card for card in CONTENT.objectives.values() if card.default_public]
    homes = {state.home for state in CONTENT.city_states.values()}
    assert objective_areas(public, "troy") >= homes - {"troy"}
    assert "troy" not in objective_areas(public, "troy")
