"""The example games shipped in saves/examples stay valid (remake them with `make examples`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS

EXAMPLES = sorted((Path(__file__).parent.parent / "saves" / "examples").glob("*.hsav"))


def test_there_are_games_for_two_four_and_seven_players():
    assert {len(Game.load(str(path), RULESETS).seats) for path in EXAMPLES} == {2, 4, 7}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_an_example_game_loads_verifies_and_has_a_winner(path):
    game = Game.load(str(path), RULESETS)
    assert game.verify() == len(game.log) > 100
    assert game.state.winners
    assert game.warnings == []
