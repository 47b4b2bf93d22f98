"""Regrouping (rules page `regroup`)."""

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from tests.games.hellas.conftest import L, argos, athens, legal_texts, naxos, play, position


def _after_burst(**kw):
    s = position([athens(greeks=3, ships=2), argos(), naxos(greeks=1, ships=0), ("chalcis", 2, 0, 0, L, 2, 1)])
    s.phase = "regroup"
    return s


def test_after_a_burst_greeks_and_ships_move_freely_among_your_cities():
    s = _after_burst()
    play(s, L, "move greek athens naxos")
    play(s, L, "move ship athens naxos")
    play(s, L, "move greek chalcis naxos")
    assert (s.greeks["athens"], s.greeks["naxos"], s.greeks["chalcis"]) == (2, 3, 1)
    assert s.ships["naxos"] == 1 and s.ships["athens"] == 1


def test_a_city_keeps_one_greek_and_holds_three_at_most():
    s = _after_burst()
    with pytest.raises(IllegalCommand, match="keep at least one Greek") as info:
        play(s, L, "move greek naxos athens")
    assert info.value.rule == "regroup"
    play(s, L, "move greek chalcis naxos")
    play(s, L, "move greek athens naxos")
    with pytest.raises(IllegalCommand, match="the most a city may"):
        play(s, L, "move greek athens naxos")


def test_a_city_gives_or_takes_in_one_regrouping_never_both():
    s = _after_burst()
    play(s, L, "move greek athens naxos")
    with pytest.raises(IllegalCommand, match="gives none"):
        play(s, L, "move greek naxos chalcis")
    with pytest.raises(IllegalCommand, match="takes none"):
        play(s, L, "move greek chalcis athens")
    play(s, L, "move ship chalcis athens")  # ships are counted apart from Greeks


def test_after_a_voyage_or_attack_only_into_the_new_city():
    s = _after_burst()
    s.regroup_into = "naxos"
    with pytest.raises(IllegalCommand, match="only into naxos"):
        play(s, L, "move greek athens chalcis")
    moves = [t for t in legal_texts(s, L) if t.startswith("move")]
    assert moves and all(t.endswith(" naxos") for t in moves)


def test_only_your_own_cities_regroup():
    s = _after_burst()
    with pytest.raises(IllegalCommand, match="not a city of yours"):
        play(s, L, "move greek athens argos")


def test_end_closes_the_regrouping_and_the_turn():
    s = _after_burst()
    play(s, L, "end")
    assert s.current == 1 and s.phase == "choose" and s.turn == 4
