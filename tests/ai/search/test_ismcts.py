"""The generic search on a toy game (tests/ai/search/nim.py), where the best move is known."""

import random

import pytest

from hellenica_tui.ai.search.bot import SearchBot
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.search.ismcts import decide
from hellenica_tui.ai.search.tree import Node, Settings, select
from tests.ai.search.nim import A, B, Nim, game


@pytest.mark.parametrize("pile", [5, 6, 7, 9, 10, 11])
def test_the_search_finds_the_winning_take(pile):
    verdict = decide(game(), Nim(pile), A, Budget(playouts=600), random.Random(1))
    assert verdict.command == pile % 4  # leave a multiple of four
    assert verdict.playouts <= 600 and sum(o.visits for o in verdict.options) == verdict.playouts


def test_the_search_stops_once_its_choice_is_settled():
    """From 13 stones, taking one is the only winning take; the search stops early
    when no playout left could make another take the most visited, and chooses the
    same as with the playouts it saved."""
    verdict = decide(game(horizon_plies=1), Nim(13), A, Budget(playouts=2000), random.Random(2))
    assert verdict.command == 1 and verdict.playouts < 2000
    top, second = verdict.options[0].visits, verdict.options[1].visits
    assert top - second > 2000 - verdict.playouts


def test_a_cut_off_playout_is_judged_by_the_evaluation():
    verdict = decide(game(horizon_plies=1), Nim(13), A, Budget(playouts=60), random.Random(2))
    assert verdict.command == 1
    best = verdict.options[0]
    assert best.mean == 1.0 and all(o.mean == 0.0 for o in verdict.options[1:])


def test_the_same_seed_and_playouts_choose_the_same():
    for seed in range(5):
        first = decide(game(), Nim(21), A, Budget(playouts=40), random.Random(seed))
        again = decide(game(), Nim(21), A, Budget(playouts=40), random.Random(seed))
        assert first == again


def test_more_playouts_play_better():
    """Over every pile the mover can win from, the share of winning takes found grows with the budget."""

    def found(playouts):
        piles = [p for p in range(5, 15) if p % 4]
        return sum(decide(game(), Nim(p), A, Budget(playouts=playouts), random.Random(p)).command == p % 4
                   for p in piles) / len(piles)  # fmt: skip

    few, many = found(3), found(800)
    assert many >= 0.9 and many > few


def test_a_single_legal_command_is_given_without_search():
    verdict = decide(game(), Nim(1), A, Budget(playouts=50), random.Random(0))
    assert verdict.command == 1 and verdict.playouts == 0


def test_a_seat_with_nothing_to_do_is_refused():
    with pytest.raises(ValueError, match="nothing to do"):
        decide(game(), Nim(5, mover=B), A, Budget(playouts=5), random.Random(0))


def test_a_time_budget_stops_the_search():
    verdict = decide(game(), Nim(40), A, Budget(seconds=0.05), random.Random(0))
    assert verdict.playouts > 0


@pytest.mark.parametrize("bad", [{"playouts": 0}, {"seconds": 0.0}])
def test_an_empty_budget_is_refused(bad):
    with pytest.raises(ValueError, match="budget needs"):
        Budget(**bad)


def test_a_node_widens_with_its_visits_best_prior_first():
    node = Node(mover="", command=None)
    settings = Settings(widen=1.0, alpha=0.5)
    rng = random.Random(0)
    prior = {1: 0.2, 2: 0.9, 3: 0.5}.__getitem__
    child, made = select(node, A, [1, 2, 3], prior, rng, settings)
    assert made and child.command == 2  # the best prior first
    child.visits = node.visits = 1
    child, made = select(node, A, [1, 2, 3], prior, rng, settings)
    assert not made and child.command == 2  # one visit allows one child
    node.visits = 2
    child, made = select(node, A, [1, 2, 3], prior, rng, settings)
    assert made and child.command == 3


def test_a_command_not_legal_on_a_sample_is_not_chosen_there():
    node = Node(mover="", command=None)
    settings = Settings(widen=10.0)
    rng = random.Random(0)
    for cmd in (1, 2, 3):
        node.children[cmd] = Node(mover=A, command=cmd, visits=1, total=1.0, available=1)
    child, _ = select(node, A, [1, 2], None, rng, settings)
    assert child.command in (1, 2)
    assert node.children[3].available == 1 and node.children[1].available == 2


def test_the_search_as_a_bot_plays_a_whole_game():
    rng = random.Random(3)
    bot = SearchBot(game(), Budget(playouts=300))
    s = Nim(15)
    rules = game().core
    while not rules.is_over(s):
        player = rules.to_act(s)[0]
        take = bot(s, player, rng) if player == A else 1
        s = rules.apply(s, player, take, rng)
    assert rules.winners(s) == [A]
