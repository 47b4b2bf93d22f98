"""Round 1: the production columns of an AI card."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import AICard, AIProduction, Setup
from hellenica_tui.games.hellenica.mechanics.ai_production import (
    AiBoard,
    most_settled,
    produce,
    production_column,
    start_board,
    walls_city,
    wonder_city,
)
from tests.ai.conftest import NoDraw, aimap, site

LIMITS = {u.id: u.limit for u in load_scenario("classic").units.values()}

CARD = AICard(
    id="test",
    name="Test",
    early=[AIProduction(kind="favor", amount=2), AIProduction(kind="supply", amount=2)],
    late=[AIProduction(kind="advances", amount=1), AIProduction(kind="supply", amount=3)],
    movement=["grudge"],
)


def test_turn_one_uses_the_start_benefits():
    assert start_board(Setup()) == AiBoard(advancements=1, supply=1, favor=4, philosophers=0, commerce=0)
    assert start_board(load_scenario("classic").scenario.setup).favor == 4
    with pytest.raises(IllegalCommand):
        production_column(CARD, 1)
    with pytest.raises(IllegalCommand):
        start_board(Setup(ai_start_board={"gold": 3}))


def test_turns_two_and_three_use_the_early_column_then_the_late_one():
    assert production_column(CARD, 2) == production_column(CARD, 3) == CARD.early
    assert production_column(CARD, 4) == production_column(CARD, 11) == CARD.late
    with pytest.raises(IllegalCommand):
        production_column(CARD, 0)


def troy(board, **sites):
    return aimap(board, "troy", {"troy": site(owner="troy", marker="troy"), **sites})


def test_tracks_gain_and_supply_is_set(board):
    column = [
        AIProduction(kind="advances", amount=2),
        AIProduction(kind="favor", amount=1),
        AIProduction(kind="philosophers", amount=3),
        AIProduction(kind="commerce", amount=1),
        AIProduction(kind="supply", amount=2),
    ]
    out = produce(troy(board), AiBoard(advancements=1, supply=1, favor=4), column, NoDraw(), unit_limits=LIMITS)
    assert out.board == AiBoard(advancements=3, supply=2, favor=5, philosophers=3, commerce=1)
    assert (out.units, out.city, out.wonder, out.walls) == ({}, None, None, ())


def test_units_appear_on_the_government_city_within_the_unit_limits(board):
    m = troy(board, abydos=site(troy=["9 hoplite"], owner="troy"))
    column = [AIProduction(kind="units", unit="hoplite", amount=2), AIProduction(kind="units", unit="hero", amount=1)]
    out = produce(m, AiBoard(), column, NoDraw(), unit_limits=LIMITS)
    assert out.units == {"hoplite": 1, "hero": 1} and out.city == "troy"
    # Without a government marker on the map there is nowhere to put them.
    lost = aimap(board, "troy", {"abydos": site(owner="troy")})
    assert produce(lost, AiBoard(), column, NoDraw(), unit_limits=LIMITS).units == {}
    with pytest.raises(IllegalCommand):
        produce(m, AiBoard(), [AIProduction(kind="units", unit="elephant")], NoDraw(), unit_limits=LIMITS)


def test_a_wonder_goes_on_the_government_city_unless_one_stands_there(board):
    assert wonder_city(troy(board)) == "troy"
    m = aimap(board, "troy", {"troy": site(owner="troy", marker="troy", wonder=True)})
    assert wonder_city(m) is None
    out = produce(troy(board), AiBoard(), [AIProduction(kind="wonder")], NoDraw(), unit_limits=LIMITS)
    assert out.wonder == "troy"


def test_city_walls_go_on_the_biggest_city_without_walls(board):
    m = aimap(
        board,
        "troy",
        {
            "troy": site(owner="troy", marker="troy", walls=True),  # 3 settlements, walled
            "abydos": site(owner="troy"),  # 2
            "mytilene": site(owner="troy"),  # 1
            "byzantium": site(owner="byzantium"),  # not Troy's
        },
    )
    assert walls_city(m, NoDraw()) == "abydos"
    out = produce(m, AiBoard(), [AIProduction(kind="city_walls")] * 2, NoDraw(), unit_limits=LIMITS)
    assert out.walls == ("abydos", "mytilene")
    walled = aimap(board, "troy", {"troy": site(owner="troy", walls=True)})
    assert walls_city(walled, NoDraw()) is None


def test_walls_ties_are_drawn_at_random(board):
    m = aimap(board, "troy", {"mytilene": site(owner="troy"), "lemnos": site(owner="troy"), "chios": site(owner="troy")})
    assert {walls_city(m, random.Random(s)) for s in range(40)} == {"mytilene", "lemnos", "chios"}
    assert most_settled(m, [], NoDraw()) is None


def test_bad_benefits_are_refused(board):
    with pytest.raises(IllegalCommand):
        produce(troy(board), AiBoard(), [AIProduction(kind="favor", amount=-1)], NoDraw(), unit_limits=LIMITS)
    with pytest.raises(IllegalCommand):
        AiBoard(favor=-1)
