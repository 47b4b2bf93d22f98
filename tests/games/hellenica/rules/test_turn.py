"""THE TURN: Favorite of the Gods, direction, rounds of actions, upkeep, next turn."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.state import ACTION, DIRECTION, FAVORITE
from hellenica_tui.games.hellenica.economy.commands import Pass, Worship
from hellenica_tui.games.hellenica.turn.commands import PickFavorite
from hellenica_tui.games.hellenica.turn.phases import action_order
from tests.games.hellenica.rules.conftest import choose_patrons, keep_first_ethos, new_game, start


def test_most_favor_becomes_favorite(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta", "troy"])
    game.state.players["troy"].favor = 5
    choose_patrons(game)
    keep_first_ethos(game)
    assert game.state.phase == DIRECTION and game.state.favorite == "troy"
    assert game.state.pending == ["troy"]


def test_tie_is_broken_by_the_current_favorite(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta", "troy"])
    current = game.state.favorite
    choose_patrons(game)
    keep_first_ethos(game)
    assert game.state.phase == FAVORITE and game.state.pending == [current]
    assert sorted(game.state.tied) == ["athens", "sparta", "troy"]
    other = next(p for p in game.state.tied if p != current)
    with pytest.raises(IllegalCommand):
        game.do(other, PickFavorite(player=other))
    game.do(current, PickFavorite(player=other))
    assert game.state.favorite == other and game.state.phase == DIRECTION


def test_direction_sets_the_order(scenario: str) -> None:
    # Seats on the board: corcyra 0, thebes 1, troy 2, byzantium 3, athens 4, sparta 5, corinth 6.
    game = new_game(scenario, ["athens", "sparta", "troy", "thebes"])
    s = game.state
    assert action_order(s, "athens", "zeus") == ("athens", "sparta", "thebes", "troy")
    assert action_order(s, "athens", "hera") == ("athens", "troy", "thebes", "sparta")


def test_rounds_go_on_until_everyone_passed(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta"])
    start(game)
    s = game.state
    assert s.phase == ACTION and s.round == 1
    first, second = s.order
    game.do(first, Worship(city=s.players[first].home))
    assert s.active == second and s.round == 1
    with pytest.raises(IllegalCommand):
        game.do(first, Pass())
    game.do(second, Pass())
    assert s.active == first and s.round == 2
    game.do(first, Pass())
    # Upkeep ran and turn 2 began; everyone holds Ethos objectives, so the
    # Favorite of the Gods phase follows at once.
    assert s.turn == 2 and s.phase in (DIRECTION, FAVORITE)
    for p in s.players.values():
        assert p.cubes == {"build": 1, "train": 1, "research": 1, "worship": 1, "supply": 1}
        assert all(u.state == "active" for u in s.areas[p.home].slots if u is not None)
