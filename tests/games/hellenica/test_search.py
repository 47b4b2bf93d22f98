"""The plain API a search plays the rules through (games/hellenica/search.py): the
same game as the engine's, the state it is given left as it was."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.rng import command_rng
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.state import state_hash
from hellenica_tui.games.hellenica.economy.commands import Build
from hellenica_tui.games.hellenica.turn.events import GameWon
from tests.proof.walk import CITY_STATES, new_game


def test_a_random_game_through_the_api_is_the_engines_game() -> None:
    game = new_game(5, seed=4)
    state = search.new_state(CITY_STATES[:5], seed=4)
    assert state_hash(state) == state_hash(game.state)
    rng = random.Random(4)
    for _ in range(250):
        assert search.to_act(state) == game.to_act()
        player = rng.choice(search.to_act(state))
        legal = search.legal(state, player)
        assert legal == game.legal_commands(player)
        command = rng.choice(legal)
        before = state_hash(state)
        kept = search.copy(state)
        after = search.apply(state, player, command, command_rng(game.header.seed, len(game.log)))
        assert state_hash(state) == before == state_hash(kept)  # left as it was
        game.apply(command, player)
        assert state_hash(after) == state_hash(game.state)
        state = after
    assert state.turn > 1


def test_a_refused_command_raises_and_changes_nothing() -> None:
    state = search.new_state(CITY_STATES[:3], seed=2)
    before = state_hash(state)
    player = search.to_act(state)[0]
    with pytest.raises(CommandError):
        search.apply(state, player, Build(city="nowhere", upgrade="temple"), random.Random(0))
    assert state_hash(state) == before


def test_a_game_is_over_once_it_has_winners() -> None:
    state = search.new_state(CITY_STATES[:2], seed=1)
    assert not search.is_over(state) and search.winners(state) == []
    won = search.copy(state)
    RULES.evolve(won, GameWon(winners=(CITY_STATES[0],), objectives={}))
    assert search.is_over(won) and search.winners(won) == [CITY_STATES[0]]
    assert search.to_act(won) == []


def test_ai_seats_can_be_asked_for() -> None:
    state = search.new_state(CITY_STATES[:3], seed=1, kind="ai")
    assert all(p.kind == "ai" for p in state.players.values())
