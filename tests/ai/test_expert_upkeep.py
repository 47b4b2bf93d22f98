"""The expert's reading of the coming upkeep: who may win there, and how that weighs
against the longer race (`ai/expert/upkeep.py`)."""

from __future__ import annotations

import pytest

from hellenica_tui.ai.expert.evaluate import chances, scores
from hellenica_tui.ai.expert.upkeep import HOLDS, LAST_STEP, _at_least, win_at_upkeep
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.lookup import content_for, content_of
from hellenica_tui.games.hellenica.core.state import ACTION, Stack
from hellenica_tui.games.hellenica.turn.setup import initial_state

GOVERNMENT = ["law_code", "diplomacy", "patronage", "philosophy"]


def two_met():
    """Athens (the expert's seat, a person's rules) in its action phase with Treasury and
    Enlightenment met and five cities: one city short of winning."""
    seats = [Seat("athens", "ai", "expert"), Seat("sparta", "ai", "rulebook")]
    state = initial_state(content_for("classic", None), seats, 3, {}, scenario="classic")
    state.phase, state.round, state.turn = ACTION, 2, 4
    athens = state.players["athens"]
    athens.ethos = ["treasury", "enlightenment"]
    athens.commerce, athens.advancements = 8, list(GOVERNMENT)
    neutral = [a for a, area in state.areas.items() if area.slots and not area.owner and not area.impassable]
    for a in neutral[:4]:
        state.areas[a].owner = "athens"
    return state, neutral[4]


def test_at_least_counts_the_ways_enough_cards_stand():
    assert _at_least([1.0, 1.0, 0.5], 3) == pytest.approx(0.5)
    assert _at_least([1.0, 1.0, 0.5], 2) == pytest.approx(1.0)
    assert _at_least([0.5, 0.5], 1) == pytest.approx(0.75)
    assert _at_least([0.9, 0.9], 3) == 0.0


def test_a_unit_alone_in_the_last_city_wins_at_upkeep_and_leaving_it_does_not():
    state, sixth = two_met()
    content = content_of(state)
    state.players["athens"].cubes["supply"] = 0  # no march left this turn
    assert win_at_upkeep(state, content, 3)["athens"] == 0.0  # five cities: one short, nothing to march with
    state.areas[sixth].units["athens"] = Stack(units={"hoplite": 1}, supplied={})
    assert win_at_upkeep(state, content, 3)["athens"] == pytest.approx(HOLDS ** 3)
    state.areas[sixth].units["sparta"] = Stack(units={"hoplite": 1}, supplied={})  # contested: nobody takes it
    assert win_at_upkeep(state, content, 3)["athens"] == 0.0


def test_a_last_step_in_hand_is_worth_part_of_a_win():
    from hellenica_tui.games.hellenica.core.state import Upgrade

    state, sixth = two_met()
    content = content_of(state)
    athens = state.players["athens"]
    athens.ethos = ["treasury", "piety"]  # Piety: 5 Temples
    state.areas[sixth].owner = "athens"  # six cities: Empire met
    free = [(a, i) for a, area in state.areas.items() if area.owner == "athens"
            for i, up in enumerate(area.slots) if up is None and i < content.areas[a].settlements]
    for a, i in free[:4]:
        state.areas[a].slots[i] = Upgrade("temple", deity="zeus")
    assert len(free) >= 4  # four Temples: one short of Piety
    athens.cubes["build"], athens.commerce = 1, 8
    assert win_at_upkeep(state, content, 3)["athens"] == pytest.approx(HOLDS * HOLDS * LAST_STEP)
    athens.cubes["build"] = 0
    athens.commerce = 8  # Treasury holds it, and an Exchange would pay it away: still the step in hand
    assert win_at_upkeep(state, content, 3)["athens"] == pytest.approx(HOLDS * HOLDS * LAST_STEP)
    athens.commerce = 2  # no cube, no Exchange: Piety stays short (and Treasury is lost)
    assert win_at_upkeep(state, content, 3)["athens"] == 0.0


def test_the_race_counts_only_what_the_upkeep_leaves_open():
    state, sixth = two_met()
    before = chances(state)["athens"]
    state.areas[sixth].units["athens"] = Stack(units={"hoplite": 1}, supplied={})
    won = chances(state)["athens"]
    assert won > before and won > 0.8  # near-sure win at upkeep outweighs the race
    # the race's scores barely move: a city nearly taken counts a little in them
    assert scores(state)["athens"] - scores(two_met()[0])["athens"] < 0.3
    assert LAST_STEP < HOLDS
