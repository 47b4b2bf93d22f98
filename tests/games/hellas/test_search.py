"""The search core and the two yardstick bots."""

import random

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellas import bots, search
from hellenica_tui.games.hellas.commands import AttackCity, Burst, Strike
from hellenica_tui.games.hellas.ruleset import RULESET
from hellenica_tui.games.hellas.state import state_hash
from tests.games.hellas.conftest import D, L, argos, athens, position


def _game(light, dark, seed):
    rng = random.Random(seed)
    s = search.new_state([L, D], seed)
    players = {L: light, D: dark}
    while not search.is_over(s):
        p = search.to_act(s)[0]
        s = search.apply(s, p, players[p](s, p, rng), rng)
    return s


def test_apply_leaves_the_state_it_is_given_as_it_was():
    s = search.new_state([L, D], 4)
    before = state_hash(s)
    first = search.legal(s, L)[0]
    after = search.apply(s, L, first, random.Random(0))
    assert state_hash(s) == before and state_hash(after) != before
    copied = search.copy(after)
    assert copied == after and copied is not after and copied.owner is not after.owner


def test_apply_plays_the_engine_rules():
    s = search.new_state([L, D], 4)
    assert search.new_state([L, D], 4) == RULESET.initial_state("standard", [_seat(L), _seat(D)], 4, {})
    with pytest.raises(IllegalCommand):
        search.apply(s, L, Burst(), random.Random(0))


def _seat(name):
    from hellenica_tui.engine.ruleset import Seat

    return Seat(name)


@pytest.mark.parametrize("seed", range(3))
def test_bots_play_whole_games_to_one_winner(seed):
    for light, dark in ((bots.random_bot, bots.greedy_bot), (bots.greedy_bot, bots.random_bot)):
        s = _game(light, dark, seed)
        assert search.is_over(s) and search.winners(s) == [s.winner] and s.winner in (L, D)
        assert search.to_act(s) == []


def test_the_greedy_bot_takes_a_city_it_can_win():
    s = position([athens(greeks=3), argos(greeks=2)])
    rng = random.Random(0)
    cmd = bots.greedy_bot(s, L, rng)
    assert cmd == AttackCity(target="argos", source="athens", count=2)
    s = search.apply(s, L, cmd, rng)
    assert bots.greedy_bot(s, L, rng) == Strike()


def test_the_greedy_bot_guards_a_city_the_opponent_could_take():
    s = position([athens(greeks=1, ships=0), argos(greeks=3, ships=0)])
    assert bots.threatened(s, L) == ["athens"]
    assert bots.greedy_bot(s, L, random.Random(0)) == Burst()


def test_the_greedy_bot_beats_the_random_one_from_both_seats():
    won = sum(_game(bots.greedy_bot, bots.random_bot, seed).winner == L for seed in range(6))
    won += sum(_game(bots.random_bot, bots.greedy_bot, seed).winner == D for seed in range(6))
    assert won >= 10
