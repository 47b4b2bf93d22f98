"""Random walks through whole turns: every legal command is accepted, its text
reads back as the same command, and the game keeps going for 2 to 7 players."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.games.hellenica.commands import Pass
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.state import OVER
from tests.games.hellenica.rules.conftest import new_game

ALL = ["corcyra", "thebes", "troy", "byzantium", "athens", "sparta", "corinth"]


def walk(scenario: str, players: int, seed: int, turns: int, check_all: bool) -> None:
    game = new_game(scenario, ALL[:players], seed=seed)
    rng = random.Random(seed)
    steps = 0
    while game.state.turn <= turns and game.state.phase != OVER:
        actors = RULESET.to_act(game.state)
        assert actors, f"nobody to act in phase {game.state.phase}"
        player = rng.choice(actors)
        legal = RULESET.legal_commands(game.state, player)
        assert legal, f"{player} has no legal command in phase {game.state.phase}"
        for other in game.state.players:
            if other not in actors:
                assert not RULESET.legal_commands(game.state, other), other
        for command in legal if check_all else [rng.choice(legal)]:
            text = RULESET.format(command)
            assert RULESET.parse(text, game.state, player) == command, text
            if check_all:
                RULESET.decide(game.state, player, command, random.Random(0))  # never refused
        # Mostly act rather than pass, so that turns see every kind of action.
        acting = [c for c in legal if not isinstance(c, Pass)]
        pick = rng.choice(acting) if acting and rng.random() < 0.85 else rng.choice(legal)
        game.do(player, pick)
        steps += 1
        assert steps < 5000


@pytest.mark.parametrize("players", range(2, 8))
def test_random_walk(scenario: str, players: int) -> None:
    walk(scenario, players, seed=players, turns=3 if players < 5 else 2, check_all=players in (2, 7))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(20))
def test_long_random_walks(scenario: str, seed: int) -> None:
    walk(scenario, 2 + seed % 6, seed=seed, turns=12, check_all=True)
