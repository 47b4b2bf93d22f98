"""Whole games on the three map rules over many seeds (make test-slow): random and
explorable maps played by AI players to a winner, a built map built by a person
placing random legal tiles and then played to a winner by AI players and that
person's random legal commands; every game re-played from its log with `verify`."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai import bots
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.maps.state import MapLayout
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.proof.walk import play_with_ais

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
def test_built_maps_built_by_a_person_are_played_to_a_winner_and_verify() -> None:
    # A person placing random legal tiles may leave the AI players' home cities far apart
    # across the seas; such a game may reach the turn cap, as two of these twenty do.
    capped = []
    for seed in SEEDS:
        game = _new("built", seed, humans=("athens",))
        play_with_ais(game, 20_000, random.Random(seed), max_turn=60)
        assert _placed(game) > 3  # the person built more than the home cities
        assert game.verify() == len(game.log)
        if not game.state.winners:
            capped.append(seed)
    assert len(capped) <= 3, f"no winner by turn 60 for seeds {capped}"
