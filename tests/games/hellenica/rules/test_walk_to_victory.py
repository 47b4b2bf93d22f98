"""Whole games to their end: a person giving random legal commands among AI rivals.

Random play alone rarely completes three objectives, so every seat but one is
an AI playing by the rulebook's solitaire rules; the person plays at random
from the legal commands. Each game must end with a winner within the turn
cap, and the saved log must verify (every state hash re-folded and every
command decided again to the same events).
"""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai.bots import advance
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.core.state import OVER
from hellenica_tui.games.hellenica.economy.commands import Pass

CITY_STATES = ["athens", "sparta", "thebes", "corinth", "troy", "byzantium", "corcyra"]
TURN_CAP = 30


def play_to_the_end(players: int, seed: int, path) -> Game:
    rng = random.Random(seed)
    seats = [Seat(CITY_STATES[0])] + [Seat(c, "ai", "rulebook") for c in CITY_STATES[1:players]]
    game = Game.new(RULESETS["hellenica"], "classic", seats, seed, {}, path=str(path))
    while game.state.phase != OVER and game.position[0] <= TURN_CAP:
        advance(game)
        if game.state.phase == OVER:
            break
        person = CITY_STATES[0]
        assert game.to_act() == [person] or person in game.to_act()
        legal = game.legal_commands(person)
        acting = [c for c in legal if not isinstance(c, Pass)]
        game.apply(rng.choice(acting) if acting and rng.random() < 0.8 else rng.choice(legal), person)
    return game


def check(players: int, seed: int, tmp_path) -> None:
    game = play_to_the_end(players, seed, tmp_path / "game.hsav")
    assert game.state.phase == OVER, f"no winner by turn {TURN_CAP}"
    assert game.state.winners
    game.close()
    loaded = Game.load(str(tmp_path / "game.hsav"), RULESETS)
    assert loaded.verify() == len(loaded.log)
    assert loaded.state.winners == game.state.winners


@pytest.mark.parametrize("players", [2, 7])
def test_games_reach_a_winner_and_verify(players, tmp_path):
    check(players, seed=players, tmp_path=tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
@pytest.mark.parametrize("seed", [11, 12, 13])
def test_many_games_reach_a_winner_and_verify(players, seed, tmp_path):
    check(players, seed, tmp_path)
