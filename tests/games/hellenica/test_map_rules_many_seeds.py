"""Whole games on the three map rules over many seeds (make test-slow): random and
explorable maps played by AI players to a winner, a built map built by a person
placing random legal tiles and then played on by AI players and that person's
random legal commands; every game re-played from its log with `verify`."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai import bots
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.core.state import MAP
from hellenica_tui.games.hellenica.maps.state import MapLayout
from hellenica_tui.games.hellenica.ruleset import RULESET

SEEDS = range(10, 30)


def _new(rule: str, seed: int, humans: tuple[str, ...] = ()) -> Game:
    ais = [p for p in ("athens", "sparta", "troy") if p not in humans]
    seats = [Seat(p) for p in humans] + [Seat(p, "ai", "rulebook") for p in ais]
    return Game.new(RULESET, "classic", seats, seed, {"map": rule})


def _placed(game: Game) -> int:
    layout = game.state.layout
    assert isinstance(layout, MapLayout)
    return len(layout.placed)


@pytest.mark.slow
@pytest.mark.parametrize("rule", ["random", "explorable"])
@pytest.mark.parametrize("seed", SEEDS)
def test_ai_games_on_random_and_explorable_maps_reach_a_winner_and_verify(rule: str, seed: int) -> None:
    game = _new(rule, seed)
    bots.advance(game, max_turn=60)
    assert game.state.phase == "over" and game.state.winners
    assert _placed(game) > 3
    assert game.verify() == len(game.log)


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_a_built_map_built_by_a_person_is_played_on_and_verifies(seed: int) -> None:
    game = _new("built", seed, humans=("athens",))
    rng = random.Random(seed)
    while game.state.phase != "over" and game.state.turn <= 12:
        bots.advance(game)
        if game.state.phase == "over":
            break
        legal = RULESET.legal_commands(game.state, "athens")
        if not legal:
            break
        game.apply(rng.choice(legal), "athens")
        if game.state.phase != MAP:
            assert _placed(game) > 3  # the person built more than the home cities
    assert game.verify() == len(game.log)
