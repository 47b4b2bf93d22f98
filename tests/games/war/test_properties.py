"""Properties over random games: only typed errors, replay gives the live state,
undo then redo is the identity."""

import contextlib

from hypothesis import given, settings
from hypothesis import strategies as st

from hellenica_tui.engine.errors import GameError
from hellenica_tui.engine.game import Game
from hellenica_tui.games.war.ruleset import RULESET
from tests.games.war.helpers import seats

TEXTS = ["done", "attack E7", "move H8 H7 all", "recruit army athens", "diplomacy delphi", "play spy p1",
         "defend", "ransom cleon", "home sparta", "discard truce", "move", "attack", "x", "recruit baggage athens 9"]  # fmt: skip


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10_000), min_size=20, max_size=120))
def test_random_commands_raise_only_typed_errors_and_replay_to_the_live_state(seed, picks):
    game = Game.new(RULESET, "aegean", seats("p0", "p1", "p2"), seed, {})
    for i, pick in enumerate(picks):
        if not game.to_act():
            break
        player = game.to_act()[0]
        if i % 3 == 0:
            with contextlib.suppress(GameError):
                game.apply(TEXTS[pick % len(TEXTS)], ("p0", "p1", "p2")[pick % 3])
            continue
        legal = game.legal_commands(player)
        game.apply(legal[pick % len(legal)], player)
    cursor = game.replay()
    cursor.seek_command(len(game.log))
    assert RULESET.state_hash(cursor.state) == RULESET.state_hash(game.state)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10_000), min_size=5, max_size=40))
def test_undo_then_redo_is_the_identity(seed, picks):
    game = Game.new(RULESET, "aegean", seats("p0", "p1"), seed, {})
    for pick in picks:
        player = game.to_act()[0]
        legal = game.legal_commands(player)
        game.apply(legal[pick % len(legal)], player)
    before = RULESET.state_hash(game.state)
    if game.undo_blocked_reason() is None:
        game.undo()
        game.redo()
    assert RULESET.state_hash(game.state) == before
