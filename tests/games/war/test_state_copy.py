"""The hand-made state copy: equal to the msgpack round trip, and sharing nothing mutable."""

from __future__ import annotations

import random
from typing import Any

import msgspec

from hellenica_tui.games.war import search
from hellenica_tui.games.war.state import PendingBattle, State, copy_by_msgpack, copy_state


def _mutables(value: Any, found: dict[int, Any]) -> None:
    """Every list, dict and struct reachable from `value`, by identity."""
    if isinstance(value, list | dict | msgspec.Struct):
        found[id(value)] = value
    if isinstance(value, list | tuple):
        for v in value:
            _mutables(v, found)
    elif isinstance(value, dict):
        for v in value.values():
            _mutables(v, found)
    elif isinstance(value, msgspec.Struct):
        for name in value.__struct_fields__:
            _mutables(getattr(value, name), found)


def _states() -> list[State]:
    """Positions of a random game, one of them with a battle waiting for its answer."""
    rng = random.Random(3)
    state = search.new_state(["a", "b", "c"], 3, "aegean", {})
    kept = []
    for n in range(1500):
        if search.is_over(state):
            break
        player = search.to_act(state)[0]
        state = search.apply(state, player, rng.choice(search.legal(state, player)), rng)
        if n % 100 == 0 or (state.pending is not None and not any(s.pending for s in kept)):
            kept.append(state)
    return kept


def test_the_copy_equals_the_round_trip_and_shares_nothing_mutable() -> None:
    states = _states()
    assert any(isinstance(s.pending, PendingBattle) for s in states)
    assert any(p.seen or p.hand for s in states for p in s.players.values())
    for state in states:
        copied = copy_state(state)
        assert copied == copy_by_msgpack(state)
        before: dict[int, Any] = {}
        after: dict[int, Any] = {}
        _mutables(state, before)
        _mutables(copied, after)
        assert not set(before) & set(after)
