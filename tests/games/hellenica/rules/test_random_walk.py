"""Random walks through whole turns: every legal command is accepted, its text
reads back as the same command, and the game keeps going for 2 to 7 players."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.games.hellenica.core.state import OVER
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.games.hellenica.rules.conftest import new_game
from tests.proof.walk import mostly_acting, random_steps

ALL = ["corcyra", "thebes", "troy", "byzantium", "athens", "sparta", "corinth"]


def walk(scenario: str, players: int, seed: int, turns: int, check_all: bool) -> None:
    game = new_game(scenario, ALL[:players], seed=seed)

    def check(state, player, legal, pick) -> None:
        for other in state.players:
            if other not in RULESET.to_act(state):
                assert not RULESET.legal_commands(state, other), other
        for command in legal if check_all else [pick]:
            text = RULESET.format(command)
            assert RULESET.parse(text, state, player) == command, text
            if check_all:
                RULESET.decide(state, player, command, random.Random(0))  # never refused

    steps = random_steps(lambda: game.state, game.do, random.Random(seed), pick=mostly_acting, before=check, limit=5000)
    for _ in steps:
        if game.state.turn > turns or game.state.phase == OVER:
            break
    assert game.state.turn > turns or game.state.phase == OVER, f"the walk stopped in {game.state.phase}, turn {game.state.turn}"


@pytest.mark.parametrize("players", range(2, 8))
def test_random_walk(scenario: str, players: int) -> None:
    walk(scenario, players, seed=players, turns=3 if players < 5 else 2, check_all=players in (2, 7))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(20))
def test_long_random_walks(scenario: str, seed: int) -> None:
    walk(scenario, 2 + seed % 6, seed=seed, turns=12, check_all=True)
