"""The strength of War's search against random players, 400 games a table (slow: at one
playout a decision about 5 s of CPU a game at two players and 8 s at four on a busy
machine, some 5,000 s in all; docs/war.md has the runs made)."""

from __future__ import annotations

import pytest

from hellenica_tui.ai.war.strength import against_random

GAMES = 400
PLAYOUTS = 1  # the budget of the runs in docs/war.md


@pytest.mark.slow
def test_the_search_beats_a_random_player_nine_games_in_ten():
    share = against_random(2, GAMES, PLAYOUTS)
    assert share.wins >= 0.9 * GAMES, share.line()


@pytest.mark.slow
def test_at_four_the_search_wins_twice_its_fair_share():
    share = against_random(4, GAMES, PLAYOUTS)
    assert share.wins >= 2 * GAMES / 4, share.line()
