"""WORLD EVENTS: the chaos track, Olympus Awakens, Silence."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.chaos import (
    ChaosMove,
    WorldEventCard,
    after_bid,
    chaos_start,
    draw,
    has_bid,
    move_chaos,
    olympus_awakens,
    reshuffle,
    reveal,
)

STRATEGIC_SHIFT = WorldEventCard("strategic_shift", 3)
EGYPTIAN_SUPPORT = WorldEventCard("egyptian_support", 4)
OLYMPUS = WorldEventCard("olympus_awakens", 2, "olympus_awakens")
SILENCE = WorldEventCard("silence", 1, "silence")


def test_track_starts_one_above_the_player_count():
    assert chaos_start(7) == 8
    assert chaos_start(3) == 4


def test_world_events_example_seven_players():
    # The marker is two spaces from the end; Strategic Shift's chaos 3 moves it
    # two spaces (trigger), back to 7, then one more.
    r = reveal(2, STRATEGIC_SHIFT, 7)
    assert (r.position, r.triggers, r.olympus) == (6, 1, False)
    assert has_bid(STRATEGIC_SHIFT)
    # After the event the winning bid moves it further.
    assert after_bid(6, 2, 7) == ChaosMove(4, 0)


def test_no_trigger_when_the_last_space_is_not_reached():
    assert reveal(8, EGYPTIAN_SUPPORT, 7).triggers == 0
    assert reveal(8, EGYPTIAN_SUPPORT, 7).position == 4


def test_landing_exactly_on_the_last_space_triggers_and_resets_to_player_count():
    assert move_chaos(3, 3, 5) == ChaosMove(5, 1)


def test_a_big_winning_bid_can_trigger_more_than_once():
    # 2 players: from 1, 5 steps: trigger at 0 (->2), 2 more: trigger (->2), 2 more: trigger (->2).
    assert after_bid(1, 5, 2) == ChaosMove(2, 3)
    assert after_bid(1, 4, 2) == ChaosMove(1, 2)


def test_olympus_awakens_example():
    # Olympus Awakens is revealed: the marker stays and another card is flipped.
    r = reveal(2, OLYMPUS, 7)
    assert (r.position, r.triggers, r.olympus) == (2, 0, True)
    rng = random.Random(1)
    flip = olympus_awakens((EGYPTIAN_SUPPORT, SILENCE), (OLYMPUS,), rng)
    assert flip.card == EGYPTIAN_SUPPORT  # its chaos number 4 is ignored: nothing moves
    assert flip.deck == (SILENCE,)
    # Then the winning bid moves the marker as usual (here 3 Favor: 2 -> trigger -> 7 -> 6).
    assert after_bid(2, 3, 7) == ChaosMove(6, 1)
    # The discard and the rest of the deck become the new deck; the won card is gone.
    won = EGYPTIAN_SUPPORT
    discard = tuple(c for c in flip.discard if c != won)
    new_deck = reshuffle(flip.deck, discard, rng)
    assert sorted(c.id for c in new_deck) == ["olympus_awakens", "silence"]


def test_olympus_skips_another_olympus():
    other = WorldEventCard("olympus_2", 1, "olympus_awakens")
    flip = olympus_awakens((other, SILENCE), (), random.Random(0))
    assert flip.card == SILENCE
    assert flip.discard == (other, SILENCE)


def test_silence_is_not_bid_on():
    assert not has_bid(SILENCE)
    assert reveal(1, SILENCE, 4).triggers == 1


def test_draw_rebuilds_an_empty_deck_from_the_discard():
    flip = draw((), (SILENCE,), random.Random(0))
    assert flip.card == SILENCE and flip.deck == () and flip.discard == (SILENCE,)
    with pytest.raises(IllegalCommand):
        draw((), (), random.Random(0))


def test_bad_track_input_is_refused():
    with pytest.raises(IllegalCommand):
        move_chaos(3, -1, 4)
    with pytest.raises(IllegalCommand):
        move_chaos(9, 1, 7)
    with pytest.raises(IllegalCommand):
        chaos_start(8)


def _step_by_step(position: int, steps: int, players: int) -> ChaosMove:
    triggers = 0
    for _ in range(steps):
        position -= 1
        if position == 0:
            triggers += 1
            position = players
    return ChaosMove(position, triggers)


@given(st.integers(1, 7).flatmap(lambda p: st.tuples(st.just(p), st.integers(1, p + 1), st.integers(0, 40))))
def test_move_matches_counting_space_by_space(args):
    players, position, steps = args
    assert move_chaos(position, steps, players) == _step_by_step(position, steps, players)


@given(st.integers(1, 7).flatmap(lambda p: st.tuples(st.just(p), st.integers(1, p + 1), st.integers(0, 20), st.integers(0, 20))))
def test_moves_compose(args):
    players, position, a, b = args
    first = move_chaos(position, a, players)
    second = move_chaos(first.position, b, players)
    both = move_chaos(position, a + b, players)
    assert both == ChaosMove(second.position, first.triggers + second.triggers)
    assert 1 <= both.position <= players + 1
