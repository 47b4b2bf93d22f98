"""ETHOS PHASE: four cards dealt, two different ones kept, or all put back for
Favor equal to the turn number and dealt again next turn."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.state import ETHOS
from hellenica_tui.games.hellenica.turn.commands import KeepEthos, Redraw
from tests.games.hellenica.rules.conftest import Game, choose_patrons, new_game
from tests.games.hellenica.rules.test_upkeep import end_turn


def to_ethos(scenario: str) -> Game:
    game = new_game(scenario, ["athens", "sparta"], seed=5)
    choose_patrons(game)
    return game


def test_four_cards_are_dealt_to_everyone_on_turn_one(scenario: str) -> None:
    game = to_ethos(scenario)
    s = game.state
    assert s.phase == ETHOS and sorted(s.pending) == ["athens", "sparta"]
    dealt = [e for e in game.events if type(e).__name__ == "EthosDealt"]
    assert len(dealt) == 2 and all(len(e.cards) == 4 and RULES.is_barrier(e) for e in dealt)
    assert len(s.ethos_deck) == 3 + 3 + 3 + 1 + 1 - 8  # the test deck's 11 cards less the 8 dealt


def test_keep_two_different_cards(scenario: str) -> None:
    game = to_ethos(scenario)
    hand = game.state.players["athens"].ethos_hand
    with pytest.raises(IllegalCommand):
        game.do("athens", KeepEthos(cards=(hand[0], hand[0])))
    with pytest.raises(IllegalCommand):
        game.do("athens", KeepEthos(cards=("destruction", hand[0])))
    pair = tuple(sorted(set(hand)))[:2]
    deck = len(game.state.ethos_deck)
    game.do("athens", KeepEthos(cards=pair))
    assert game.state.players["athens"].ethos == list(pair)
    assert len(game.state.ethos_deck) == deck + 2  # the other two go back


def test_sean_puts_his_cards_back_twice_then_keeps(scenario: str) -> None:
    """The rulebook's Ethos example: 1 Favor on turn 1, 2 on turn 2, keeps on turn 3."""
    game = to_ethos(scenario)
    s = game.state
    s.players["athens"].favor = 5
    game.do("athens", Redraw())
    assert s.players["athens"].favor == 4 and not s.players["athens"].ethos_hand
    game.do("sparta", KeepEthos(cards=tuple(sorted(set(s.players["sparta"].ethos_hand)))[:2]))
    game.do(s.favorite, "direction zeus")
    end_turn(game)
    assert s.turn == 2 and s.phase == ETHOS and s.pending == ["athens"]  # sparta is done for the game
    assert len(s.players["athens"].ethos_hand) == 4
    game.do("athens", Redraw())
    assert s.players["athens"].favor == 4 - 2
    game.do(s.favorite, "direction zeus")
    end_turn(game)
    assert s.turn == 3 and s.pending == ["athens"]
    game.do("athens", KeepEthos(cards=tuple(sorted(set(s.players["athens"].ethos_hand)))[:2]))
    assert len(s.players["athens"].ethos) == 2


def test_redraw_needs_favor_equal_to_the_turn(scenario: str) -> None:
    game = to_ethos(scenario)
    game.state.turn = 4
    with pytest.raises(IllegalCommand, match="4 Favor"):
        game.do("athens", Redraw())
