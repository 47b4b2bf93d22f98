"""`hellenica simulate`: the seatings of smaller games, the balance table with
its fair share and flags, the long games, and every table size at once."""

from __future__ import annotations

from hellenica_tui.ai import simulate
from hellenica_tui.ai.simulate import Balance, GameResult, balance, balance_lines, long_games, seats_for
from hellenica_tui.cli import main
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.turn.seatings import seating_warning, suggested_sets_with

CONTENT = load_scenario("classic")
EVERY = sorted(CONTENT.city_states)


def result(players: tuple[str, ...], winners: tuple[str, ...], turns: int = 10, seed: int = 1) -> GameResult:
    outcome = "won" if winners else "capped"
    return GameResult(
        index=0, seed=seed, players=players, winners=winners, turns=turns, events=0, commands=0, seconds=0.0,
        outcome=outcome,
    )


def test_an_advised_seating_holds_the_games_city_state_and_follows_the_rulebook():
    for players in range(2, 7):
        for index in range(14):
            names = seats_for(players, 5, index)
            assert len(names) == players and EVERY[index % 7] in names
            assert tuple(names) in suggested_sets_with(CONTENT, players, EVERY[index % 7])
            assert seating_warning(CONTENT, names) == "" or EVERY[index % 7] == "byzantium"
    assert seats_for(7, 5, 3) == EVERY


def test_the_sets_with_a_city_state_are_its_closest_neighbours():
    # Byzantium's Home City lies within 4 areas of Athens and Troy only.
    assert suggested_sets_with(CONTENT, 2, "byzantium") == [("byzantium", "troy"), ("athens", "byzantium")]
    assert suggested_sets_with(CONTENT, 3, "byzantium") == [("athens", "byzantium", "troy")]
    assert suggested_sets_with(CONTENT, 7, "troy") == [] and suggested_sets_with(CONTENT, 3, "rome") == []


def test_any_seating_draws_any_city_states():
    drawn = {tuple(seats_for(2, 1, i, seating="any")) for i in range(60)}
    assert ("byzantium", "corcyra") in drawn  # 8 areas apart: never an advised pair
    assert all(tuple(seats_for(2, 1, i)) != ("byzantium", "corcyra") for i in range(60))


def test_the_balance_table_splits_shared_wins_and_flags_what_falls_outside_the_band():
    games = [
        result(("athens", "sparta"), ("athens",)),
        result(("athens", "sparta"), ("athens",)),
        result(("athens", "thebes"), ("athens", "thebes")),  # a shared win: half each
        result(("sparta", "thebes"), ("thebes",)),
        result(("sparta", "thebes"), ()),  # capped: played, won by nobody
    ]
    rows = {row.name: row for row in balance(games)}
    assert (rows["athens"].played, rows["athens"].wins) == (3, 2.5)
    assert abs(rows["athens"].share - 2.5 / 3) < 1e-9 and rows["athens"].fair == 0.5
    assert abs(rows["athens"].ratio - 5 / 3) < 1e-9 and rows["athens"].flag == "HIGH: over 1.5x"
    assert (rows["sparta"].played, rows["sparta"].wins, rows["sparta"].flag) == (4, 0.0, "LOW: under 0.67x")
    assert (rows["thebes"].played, rows["thebes"].wins) == (3, 1.5) and rows["thebes"].flag == ""


def test_the_band_edges_are_fair():
    assert Balance("a", 100, 75.0, 0.5).flag == "" and Balance("a", 100, 33.5, 0.5).flag == ""
    assert Balance("a", 100, 75.5, 0.5).flag == "HIGH: over 1.5x"
    assert Balance("a", 100, 33.0, 0.5).flag == "LOW: under 0.67x"
    assert Balance("a", 0, 0.0, 0.5).share == 0.0


def test_the_table_lines_name_the_fair_share_the_flags_and_the_long_games():
    games = [result(("athens", "thebes"), ("athens",), turns=9)] * 3 + [
        result(("athens", "thebes"), ("thebes",), turns=41, seed=77),
        result(("athens", "thebes"), (), turns=60, seed=88),
    ]
    lines = balance_lines(games)
    assert lines[0] == "2 players, 5 games: fair share 50.0%, flagged outside 0.67x to 1.5x of it"
    assert lines[1].split() == ["city-state", "games", "wins", "share", "fair", "ratio"]
    assert lines[2].split() == ["athens", "5", "3.0", "60.0%", "50.0%", "1.20"]
    assert lines[3].split() == ["thebes", "5", "1.0", "20.0%", "50.0%", "0.40", "LOW:", "under", "0.67x"]
    assert lines[4] == "  1 of 2 city-states outside the band"
    assert lines[5] == "  games past turn 40: 2 (seeds 77, 88)"
    assert [r.seed for r in long_games(games)] == [77, 88] and long_games(games, 60) == []


def test_a_table_is_for_one_size():
    try:
        balance([result(("a", "b"), ("a",)), result(("a", "b", "c"), ("a",))])
    except ValueError as error:
        assert "one table size" in str(error)
    else:
        raise AssertionError("a table of mixed sizes was made")


def test_all_sizes_prints_a_table_for_each(capsys, monkeypatch):
    asked = []

    def fake_run(players, games, seed, **kw):
        asked.append((players, kw["seating"]))
        names = tuple(EVERY[:players])
        return iter([result(names, (names[0],), turns=5, seed=i) for i in range(games)])

    monkeypatch.setattr(simulate, "run", fake_run)
    assert main(["simulate", "--all-sizes", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert asked == [(n, "advised") for n in range(2, 8)]
    for n in range(2, 8):
        assert f"{n} players, 2 games: fair share {1 / n:.1%}" in out
    assert out.count("games past turn 40: 0") == 6
    assert main(["simulate", "--players", "3", "--games", "1", "--seed", "1", "--seating", "any"]) == 0
    assert asked[-1] == (3, "any") and "3 players, 1 games" in capsys.readouterr().out


def test_players_or_all_sizes_but_not_both(capsys):
    assert main(["simulate", "--games", "1", "--seed", "1"]) == 2
    assert "either --players N or --all-sizes" in capsys.readouterr().err
    assert main(["simulate", "--players", "2", "--all-sizes", "--games", "1", "--seed", "1"]) == 2
