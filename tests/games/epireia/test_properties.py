"""Properties over random games: only the typed errors, the live state equal to the
log re-folded, and no view holding a secret of the other league."""

import random

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from tests.games.epireia.conftest import R


def _secrets_of(state, league):
    """Token ids the other league may not see yet: in reserves, in allied cities."""
    hidden = [t for city in state.cities if city.league == league for t in city.reserve]
    return hidden + [t for t in state.leagues[league].allies.values() if t]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), steps=st.integers(20, 400))
def test_random_games_keep_their_invariants(players, seed, steps):
    game = Game.new(R, "standard", [Seat(f"p{i + 1}") for i in range(players)], seed, {})
    rng = random.Random(seed)
    for _ in range(steps):
        if not game.to_act():
            break
        player = rng.choice(game.to_act())
        legal = game.legal_commands(player)
        command = rng.choice(legal) if rng.random() < 0.9 else R.parse("donate 2 wheat", game.state, player)
        try:
            game.apply(command, player)
        except CommandError:
            assert command not in legal  # a legal command is never refused
    replayed = game.initial_state()
    for group in game.log:
        for event in group.events:
            replayed = R.evolve(replayed, event)
    assert R.state_hash(replayed) == R.state_hash(game.state)
    state = game.state
    if state.phase in ("battle", "over"):
        return  # the battle shows what it shows
    for viewer in state.cities:
        seen = msgspec.json.encode(R.view(state, viewer.name)).decode()
        other = "peloponnesian" if viewer.league == "delian" else "delian"
        for token in _secrets_of(state, other):
            assert f'"{token}"' not in seen
