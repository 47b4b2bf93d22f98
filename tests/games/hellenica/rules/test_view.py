"""Views hide other players' Ethos cards, the deck orders and the seed."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.view import HIDDEN, view
from tests.games.hellenica.rules.conftest import new_game


def test_view_hides_secrets(scenario: str) -> None:
    s = new_game(scenario, ["athens", "sparta"], seed=99).state
    s.players["athens"].ethos_hand = ["piety", "scholarship"]
    s.players["sparta"].ethos = ["loyalty", "piety"]
    s.ethos_deck = ["a", "b"]
    mine = view(s, "athens")
    assert mine.seed == 0 and s.seed == 99
    assert mine.players["athens"].ethos_hand == ["piety", "scholarship"]
    assert mine.players["sparta"].ethos == [HIDDEN, HIDDEN]
    assert mine.ethos_deck == [HIDDEN, HIDDEN]
    assert all(c == HIDDEN for c in mine.world_deck)
    spectator = view(s, None)
    assert spectator.players["athens"].ethos_hand == [HIDDEN, HIDDEN]
    assert spectator.players["sparta"].ethos == [HIDDEN, HIDDEN]
    assert s.players["sparta"].ethos == ["loyalty", "piety"]  # the state itself is untouched
