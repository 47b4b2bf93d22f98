"""The evaluation of Hellas: a chance, higher for what wins games."""

from hellenica_tui.ai.hellas.evaluate import chances
from hellenica_tui.games.hellas.state import copy_state
from tests.ai.hellas.test_sampler import positions
from tests.games.hellas.conftest import D, L, argos, athens, delos, naxos, position


def test_the_two_chances_make_one():
    for s in positions(seeds=[1], every=9):
        assert abs(chances(s, L) + chances(s, D) - 1.0) < 1e-9


def test_a_finished_game_is_won_or_lost():
    s = position([athens(), argos()])
    s.phase, s.winner = "over", D
    assert chances(s, D) == 1.0 and chances(s, L) == 0.0


def test_a_city_more_is_worth_more():
    even = position([athens(), argos(), delos(owner=D)])
    ahead = position([athens(), argos(), delos(owner=L)])
    assert chances(ahead, L) > chances(even, L)


def test_a_city_the_mover_can_take_is_worth_more_than_one_it_cannot():
    weak = position([athens(greeks=3), argos(greeks=2)])  # athens sends 2 over land: enough
    strong = position([athens(greeks=3), argos(greeks=3)])
    assert chances(weak, L) > chances(strong, L) + 0.1


def test_a_city_the_opponent_can_take_next_is_a_loss_in_waiting():
    safe = position([athens(greeks=3), argos(greeks=1), naxos(greeks=2)], current=0)
    exposed = copy_state(safe)
    exposed.greeks["argos"], exposed.greeks["athens"] = 3, 1  # argos's two spare Greeks take athens over land
    assert chances(exposed, L) < chances(safe, L)
