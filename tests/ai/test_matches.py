"""`hellenica simulate --game ID`: games of the other games between their AI levels,
through each game's search core, summed up in the words of Hellenica's runs."""

from __future__ import annotations

import re

from hellenica_tui.ai import matches
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.cli import main

SUMMARY = re.compile(r"^(\d+) games: (\d+) won, (\d+) capped, (\d+) failed; mean turns [\d.]+; ", re.M)


def test_hellas_between_the_search_and_the_greedy_bot_ends_every_game_with_a_winner(capsys):
    code = main(["simulate", "--game", "hellas", "--games", "2", "--seed", "2", "--levels", "search,greedy",
                 "--budget-playouts", "4"])  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0 and SUMMARY.search(out).groups() == ("2", "2", "0", "0")
    assert "  light      (search) won " in out and "  dark       (greedy) won " in out
    assert out.count("commands") == 2  # a line a game, its commands counted


def test_the_same_seed_and_playouts_play_the_same_games():
    budget = Budget(playouts=3)
    first = [(r.winners, r.commands) for r in matches.run("hellas", ["search", "random"], 2, 7, budget)]
    assert first == [(r.winners, r.commands) for r in matches.run("hellas", ["search", "random"], 2, 7, budget)]


def test_epireia_is_played_by_its_search_by_default_and_every_game_ends_with_a_winner(capsys):
    assert main(["simulate", "--game", "epireia", "--games", "2", "--seed", "1", "--budget-playouts", "2"]) == 0
    out = capsys.readouterr().out
    assert SUMMARY.search(out).groups() == ("2", "2", "0", "0")
    assert "(search) won " in out and "(random)" not in out


def test_epireia_search_plays_the_same_games_again_for_a_seed_and_a_playout_budget():
    budget = Budget(playouts=3)
    first = [(r.winners, r.commands) for r in matches.run("epireia", ["search", "random"], 2, 5, budget)]
    assert first == [(r.winners, r.commands) for r in matches.run("epireia", ["search", "random"], 2, 5, budget)]


def test_a_level_or_a_table_the_game_has_not_is_one_line(capsys):
    assert main(["simulate", "--game", "hellas", "--games", "1", "--levels", "expert,greedy"]) == 2
    assert capsys.readouterr().err == "hellenica simulate: --levels is one of search, greedy, random a seat, 2 in all\n"
    assert main(["simulate", "--game", "hellas", "--games", "1", "--players", "3"]) == 2
    assert capsys.readouterr().err == "hellenica simulate: Hellas is played by 2 to 2 (give --players N)\n"
    assert main(["simulate", "--players", "2", "--games", "1", "--levels", "random,random"]) == 2
    assert "--levels is for the other games" in capsys.readouterr().err
