"""The search AI of Hellas: repeatable, within the rules, and stronger than chance."""

import random

import pytest

from hellenica_tui.ai.hellas.bots import BOT_NAMES, make_bot, play_game
from hellenica_tui.ai.hellas.game import HELLAS
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.search.ismcts import decide
from hellenica_tui.games.hellas import search
from hellenica_tui.games.hellas.commands import AttackCity
from hellenica_tui.games.hellas.state import state_hash
from tests.ai.hellas.test_sampler import positions
from tests.games.hellas.conftest import D, L, argos, athens, position


def test_the_same_seed_and_playouts_give_the_same_command():
    for s in positions(seeds=[4], every=13):
        seat = search.to_act(s)[0]
        first = decide(HELLAS, s, seat, Budget(playouts=8), random.Random(11))
        again = decide(HELLAS, s, seat, Budget(playouts=8), random.Random(11))
        assert first == again


def test_the_search_gives_only_legal_commands_and_never_raises():
    """From positions of random games, at a tiny budget: every command it gives is
    legal on the true state; any refusal met in a playout would raise (nothing is caught)."""
    rng = random.Random(5)
    for s in positions(seeds=range(5, 8), every=5):
        seat = search.to_act(s)[0]
        verdict = decide(HELLAS, s, seat, Budget(playouts=3), rng)
        assert verdict.command in search.legal(s, seat)


def test_the_search_takes_a_city_it_can_win():
    s = position([athens(greeks=3), argos(greeks=2)])
    verdict = decide(HELLAS, s, L, Budget(playouts=30), random.Random(0))
    assert verdict.command == AttackCity(target="argos", source="athens", count=2)


def test_a_game_between_bots_is_the_same_for_the_same_seed():
    seats = {L: "search:2", D: "greedy"}
    first, again = play_game(seats, 3), play_game(seats, 3)
    assert first.winner in (L, D) and state_hash(first) == state_hash(again)


def test_bots_are_found_by_name_and_a_wrong_name_is_refused():
    assert set(BOT_NAMES) == {"random", "greedy", "search"}
    for name in (*BOT_NAMES, "search:5"):
        assert callable(make_bot(name))
    for bad in ("expert", "search:0", "search:x"):
        with pytest.raises(ValueError, match="no Hellas bot"):
            make_bot(bad)
    with pytest.raises(ValueError, match="two"):
        play_game({L: "random"}, 1)


def test_the_search_beats_a_random_player_nearly_always():
    """A quick strength guard: a dozen games at a small budget, from both seats."""
    won = 0
    for seed in range(12):
        light = seed % 2 == 0
        seats = {L: "search:4", D: "random"} if light else {L: "random", D: "search:4"}
        won += play_game(seats, 100 + seed).winner == (L if light else D)
    assert won >= 11
