from __future__ import annotations

import random

import pytest

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from tests.engine.dicegame import RULESET

RULESETS = {"dicegame": RULESET}
TWO_PEOPLE = (Seat("ann"), Seat("bob"))
PERSON_AND_BOTS = (Seat("ann"), Seat("bot1", kind="ai", ai="dummy"), Seat("bot2", kind="ai", ai="dummy"))


def play_randomly(game: Game, commands: int, rng: random.Random, barriers: bool = True) -> None:
    """Play `commands` legal commands picked by `rng` (barrier-free ones only if asked)."""
    for _ in range(commands):
        to_act = game.to_act()
        if not to_act:
            return
        player = to_act[0]
        legal = game.legal_commands(player)
        if not barriers:
            legal = [c for c in legal if type(c).__name__ in ("Bet", "Discard", "Bank", "Pass")]
        game.apply(rng.choice(legal), player)


@pytest.fixture
def save_path(tmp_path):
    return str(tmp_path / "game.hsav")


def new_game(seats=TWO_PEOPLE, path=None, seed=11, target=60, scenario="standard") -> Game:
    return Game.new(RULESET, scenario, seats, seed, {"target": target}, path=path)
