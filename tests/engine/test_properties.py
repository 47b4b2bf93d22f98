"""Properties of the engine over random games (hypothesis).

`make test` runs a modest number of examples; the `slow` twins run many more.
"""

import os
import random
import tempfile
import warnings

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hellenica_tui.engine.errors import SaveFileError, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.engine.savefile import encode_save
from tests.engine.conftest import RULESETS, TWO_PEOPLE, play_randomly
from tests.engine.dicegame import RULESET

SEATS = st.sampled_from(
    [TWO_PEOPLE, (Seat("ann"), Seat("bot", kind="ai")), (Seat("ann"), Seat("bob"), Seat("cy", kind="ai"))]
)
STEPS = st.lists(st.tuples(st.sampled_from(["play", "play", "play", "undo", "redo"]), st.integers(0, 2**16)), max_size=60)
FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def run(seats, seed, steps, path):
    """Play a random mix of commands, undos and redos; refused ones are fine."""
    game = Game.new(RULESET, "standard", seats, seed, {"target": 40}, path=path)
    for kind, n in steps:
        if kind == "play":
            if not game.to_act():
                continue
            player = game.to_act()[0]
            legal = game.legal_commands(player)
            game.apply(legal[n % len(legal)], player)
        elif kind == "undo":
            who = [s.name for s in seats][n % len(seats)] if n % 3 else None
            try:
                game.undo(who)
            except UndoBlocked as blocked:
                assert blocked.message == game.undo_blocked_reason(who)
        elif game.can_redo:
            game.redo()
    return game


def fold(game):
    state = RULESET.initial_state(game.header.scenario, game.seats, game.seed, game.header.settings)
    for group in game.log:
        for event in group.events:
            state = RULESET.evolve(state, event)
    return RULESET.state_hash(state)


def check_replay_equals_live(seats, seed, steps):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "g.hsav")
        game = run(seats, seed, steps, path)
        live = RULESET.state_hash(game.state)
        assert fold(game) == live
        hashed = [i for i, g in enumerate(game.log) if g.state_hash is not None]
        if hashed:  # the last turn's end holds the state then
            assert game.log[hashed[-1]].state_hash == RULESET.state_hash(game.state_at(hashed[-1] + 1))
        cursor = game.replay()
        cursor.seek_event(cursor.total_events)
        assert RULESET.state_hash(cursor.state) == live
        game.close()
        loaded = Game.load(path, RULESETS)
        assert RULESET.state_hash(loaded.state) == live and list(loaded.log) == list(game.log)
        assert loaded.redo_stack == game.redo_stack
        assert loaded.verify() == len(game.log)
        # the journal and the same game written whole afresh load alike
        whole = os.path.join(d, "whole.hsav")
        with open(whole, "wb") as f:
            f.write(encode_save(loaded.header, list(loaded.log), loaded.redo_stack))
        fresh = Game.load(whole, RULESETS)
        assert list(fresh.log) == list(game.log) and fresh.redo_stack == game.redo_stack
        loaded.close()


def saved(path):
    """What a save holds: the log and the redo stack a load finds."""
    game = Game.load(path, RULESETS)
    return list(game.log), [list(batch) for batch in game.redo_stack]


def check_undo_then_redo_is_identity(seats, seed, steps):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "g.hsav")
        game = run(seats, seed, steps, path)
        for who in [None, *(s.name for s in seats)]:
            if game.undo_blocked_reason(who) is not None:
                continue
            before = (RULESET.state_hash(game.state), list(game.log), saved(path), game.position)
            redo_before = list(game.redo_stack)
            game.undo(who)
            game.redo()
            after = (RULESET.state_hash(game.state), list(game.log), saved(path), game.position)
            assert after == before and game.redo_stack == redo_before
        game.close()


@FAST
@given(SEATS, st.integers(0, 10**6), STEPS)
def test_replay_of_any_log_equals_the_live_state(seats, seed, steps):
    check_replay_equals_live(seats, seed, steps)


@FAST
@given(SEATS, st.integers(0, 10**6), STEPS)
def test_undo_then_redo_is_identity(seats, seed, steps):
    check_undo_then_redo_is_identity(seats, seed, steps)


@pytest.mark.slow
@SLOW
@given(SEATS, st.integers(0, 10**6), STEPS)
def test_replay_equals_live_many(seats, seed, steps):
    check_replay_equals_live(seats, seed, steps)


@pytest.mark.slow
@SLOW
@given(SEATS, st.integers(0, 10**6), STEPS)
def test_undo_redo_identity_many(seats, seed, steps):
    check_undo_then_redo_is_identity(seats, seed, steps)


# -- corruption ------------------------------------------------------------------


def _sample_save() -> bytes:
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "g.hsav")
        game = Game.new(RULESET, "standard", TWO_PEOPLE, 3, {"target": 10**6}, path=path)
        play_randomly(game, 40, random.Random(3))
        for _ in range(3):
            game.apply("bet 1", game.to_act()[0])
        game.undo()  # leave a redo frame at the tail
        game.close()
        return open(path, "rb").read()


SAMPLE = _sample_save()
CORRUPTION = st.one_of(
    st.tuples(st.just("truncate"), st.integers(0, len(SAMPLE) - 1), st.just(0)),
    st.tuples(st.just("flip"), st.integers(0, len(SAMPLE) * 8 - 1), st.integers(1, 3)),
    st.tuples(st.just("overwrite"), st.integers(0, len(SAMPLE) - 1), st.integers(1, 255)),
)


def corrupt(data: bytes, how) -> bytes:
    kind, at, n = how
    if kind == "truncate":
        return data[:at]
    if not data:
        return data
    out = bytearray(data)
    if kind == "flip":
        for k in range(n):
            bit = (at + 7919 * k) % (len(out) * 8)
            out[bit // 8] ^= 1 << (bit % 8)
    else:
        out[at % len(out)] ^= n
    return bytes(out)


def check_corruption(hows):
    data = SAMPLE
    for how in hows:
        data = corrupt(data, how)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "g.hsav")
        with open(path, "wb") as f:
            f.write(data)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                game = Game.load(path, RULESETS)
        except SaveFileError as err:
            assert err.path == path and 0 <= err.offset <= len(data)
        else:
            # A load that succeeds only lost a torn tail: its log is a prefix of the original.
            assert RULESET.state_hash(game.state) == fold(game)
        assert open(path, "rb").read() == data  # never written while read


@FAST
@given(st.lists(CORRUPTION, min_size=1, max_size=3))
def test_a_corrupted_save_yields_save_file_error_only(hows):
    check_corruption(hows)


@pytest.mark.slow
@settings(max_examples=5000, deadline=None)
@given(st.lists(CORRUPTION, min_size=1, max_size=4))
def test_a_corrupted_save_yields_save_file_error_only_many(hows):
    check_corruption(hows)


def test_every_single_truncation_loads_a_prefix_or_fails_cleanly():
    seen_torn = seen_error = 0
    for cut in range(0, len(SAMPLE), 7):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "g.hsav")
            with open(path, "wb") as f:
                f.write(SAMPLE[:cut])
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    game = Game.load(path, RULESETS)
                seen_torn += bool(game.warnings)
            except SaveFileError:
                seen_error += 1
    assert seen_torn and seen_error
