"""The example games shipped in saves/examples stay valid (remake them with `make examples`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from hellenica_tui.games.registry import game as game_of

EXAMPLES = sorted((Path(__file__).parent.parent / "saves" / "examples").glob("*.hsav"))


def test_there_are_games_for_two_four_and_seven_players_and_of_every_other_game():
    games = [Game.load(str(path), RULESETS) for path in EXAMPLES]
    assert {len(g.seats) for g in games if g.ruleset.id == "hellenica"} == {2, 4, 7}
    assert {g.ruleset.id for g in games} == {"hellenica", "hellas", "epireia", "war"}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_an_example_game_loads_verifies_and_has_a_winner(path):
    game = Game.load(str(path), RULESETS)
    assert game.verify() == len(game.log) > 100
    assert game_of(game.ruleset.id).search().winners(game.state)
    assert game.warnings == []
