"""The expert against the rulebook AI in a few dozen games: a guard that it still
wins more often than not. The figures over hundreds of games, at each table
size, come from `bench/expert_strength.py` (docs/ai.md, "How strong it is")."""

from __future__ import annotations

import pytest

from hellenica_tui.ai import simulate
from hellenica_tui.ai.search.budget import Budget

GAMES = 24


@pytest.mark.slow  # about five CPU-minutes: a strength run (make test-slow)
def test_the_expert_beats_the_rulebook_ai_more_often_than_not():
    # The first two-player games of seed 5, the seed of every strength figure in
    # docs/ai.md, with a small budget: each game ends with a winner, and the expert's
    # seat (turning with the game) wins most of them.
    results = list(simulate.run(2, GAMES, 5, jobs=2, experts=1, budget=Budget(playouts=8)))
    assert [r.outcome for r in results] == ["won"] * GAMES
    won = sum(r.expert_won for r in results)
    assert won > GAMES / 2, f"the expert won {won} of {GAMES} games"
