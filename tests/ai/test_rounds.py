"""Whole AI movement rounds: reproducible for a seed, and always legal."""

from __future__ import annotations

import random

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from hellenica_tui.ai.rulebook.aimap import AiMap, Unit, free
from hellenica_tui.ai.rulebook.destinations import FILTERS, land_candidates, sea_candidates
from hellenica_tui.ai.rulebook.moves import apply_move, plan_land, plan_triremes
from hellenica_tui.ai.rulebook.supply import decide_supply
from tests.ai.conftest import aimap, site


def play_round(m: AiMap, supply: int, card, rng: random.Random):
    """Steps A to D as the rules will run them (no combat here)."""
    decision = decide_supply(m, supply, rng)
    moves = []
    if decision.action == "move":
        for plan in (plan_triremes, plan_land):
            move = plan(m, decision.area, card, rng)
            if move is not None:
                moves.append(move)
                m = apply_move(m, move)
    return decision, moves, m


OPEN_SEA = {
    "troy": site(troy=["hoplite", "2 cavalry", "trireme", "hero"], owner="troy", marker="troy"),
    "chersonese": site(troy=["hoplite", "2 cavalry"]),
    "dodecanese": site(troy=["2 trireme"]),
}


def test_a_seeded_round_is_reproducible(board):
    m = aimap(board, "troy", OPEN_SEA)
    card = ["grudge", "map_objective"]  # both skipped: every choice is a draw
    first = play_round(m, 2, card, random.Random(42))
    again = play_round(m, 2, card, random.Random(42))
    assert first == again
    outcomes = {
        tuple((mv.origin, mv.destination) for mv in play_round(m, 2, card, random.Random(s))[1]) for s in range(30)
    }
    assert len(outcomes) > 3  # the draws do matter


AREAS = ["troy", "abydos", "chersonese", "phocaea", "mytilene", "lemnos", "euboea",
         "dodecanese", "eastern_aegean", "propontis", "cyclades", "delphi", "mt_olympus"]
KINDS = ["hoplite", "elite_hoplite", "cavalry", "elite_cavalry", "trireme", "elite_trireme", "hero"]


@st.composite
def positions(draw):
    sites = {}
    for area in draw(st.lists(st.sampled_from(AREAS), min_size=1, max_size=6, unique=True)):
        sea = area in {"dodecanese", "eastern_aegean", "propontis", "cyclades"}
        kinds = ["trireme", "elite_trireme", "hero"] if sea else KINDS
        own = draw(st.lists(st.builds(Unit, st.sampled_from(kinds), st.integers(0, 2), st.booleans()), max_size=6))
        enemy = draw(st.lists(st.sampled_from(kinds), max_size=2))
        owner = "" if sea else draw(st.sampled_from(["", "troy", "athens"]))
        base = site(owner=owner, marker="troy" if area == "troy" else "", athens=enemy)
        sites[area] = msgspec.structs.replace(base, units={**base.units, "troy": tuple(own)})
    return sites


@settings(max_examples=150, deadline=None)
@given(
    sites=positions(),
    card=st.lists(st.sampled_from(sorted(FILTERS)), max_size=4),
    held=st.sets(st.sampled_from(["delphi", "mt_olympus"])),
    seed=st.integers(0, 10_000),
)
def test_every_planned_move_is_legal(board, sites, card, held, seed):
    m = aimap(board, "troy", sites, grudge="athens", held_areas=frozenset(held),
              objective_areas=frozenset({"lemnos", "delphi"}))
    decision, moves, after = play_round(m, 1, card, random.Random(seed))
    assert decision.supply == 0
    state = m
    for move in moves:
        here = list(state.own(move.origin))
        for unit in move.moving:
            assert free(unit)
            here.remove(unit)  # every mover stood on the supplied area
        ships = [u for u in move.units if u.kind.endswith("trireme")]
        if ships:
            assert move.destination in sea_candidates(state, move.origin)
        else:
            assert move.destination in land_candidates(state, move.origin)
        city = board.is_city(move.origin) or move.origin in held
        if city and not ships and not state.has_marker(move.origin):
            assert any(u.kind != "hero" and not u.kind.endswith("trireme") for u in here)  # one stays
        if move.origin in held and any(u.kind == "hero" for u in state.own(move.origin)):
            assert any(u.kind == "hero" for u in here)
        if board.kind(move.origin) == "sea" and ships:
            assert any(u.kind.endswith("trireme") for u in here)
        state = apply_move(state, move)
    assert state == after
