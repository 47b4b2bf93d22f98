"""Epireia played end to end through the `hellenica` command: a new game of two leagues
(seats by their place, whatever order they are named in), its refusals, turns given
with `do`, undo and redo, an AI seat, the log told without another seat's secret, the
save lists; and a solo game played by the random bot to its end."""

from __future__ import annotations

import json
import random

import pytest

from hellenica_tui.cli import main
from hellenica_tui.games.epireia import game as epireia_game
from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.savedgames import describe, saved_games


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def saves(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    return tmp_path


def legal(capsys, path: str, seat: str) -> list[str]:
    code, out, err = run(capsys, "show", path, "--legal", "--as", seat)
    assert code == 0, err
    return [line.split("\t", 1)[1] for line in out.splitlines() if line]


def test_the_game_is_listed_with_its_solo_setting_and_ai_levels(saves, capsys):
    code, out, _ = run(capsys, "games")  # offered to players: its screens are on the shell
    assert code == 0 and "epireia      Epireia: the leagues of Greece\n" in out
    assert "1 to 4 players, in teams" in out and "AI levels: search, random" in out
    assert "--set solo=none/watch-on-the-north/pride-of-sparta/sacred-war (default none)" in out
    assert set(epireia_game.SOLO_SCENARIOS) == set(content_for("standard").solos)


def test_a_new_game_refuses_a_table_the_rules_do_not_seat(saves, capsys):
    for argv, said in (
        (("--players", "first"), "Epireia is played by 2 to 4 players (or by one in a solo scenario), not 1"),
        (("--players", "first,second", "--set", "solo=sacred-war"), "a solo game has one player, not 2"),
        (("--players", "first", "--set", "solo=troy"), "solo is one of none, watch-on-the-north"),
        (("--players", "first,fifth"), "'fifth' is not a player of standard (first, fourth, second, third)"),
        (("--players", "first", "--ai", "second:greedy"), "'greedy' is not an AI level (choose search or random)"),
    ):
        code, _, err = run(capsys, "new", "--game", "epireia", "--save", "x", *argv)
        assert code == 2 and said in err and len(err.splitlines()) == 1, err
    assert not (saves / "x.hsav").exists()


def test_seats_named_out_of_order_take_their_places(saves, capsys):
    code, out, err = run(capsys, "new", "--game", "epireia", "--players", "fourth,third,second,first", "--save", "four")
    assert code == 0 and out.endswith("four.hsav: new game; to act: first\n"), err
    summary = json.loads(run(capsys, "show", "four", "--json")[1])
    leagues = {city["name"]: city["league"] for city in summary["cities"]}
    assert [city["name"] for city in summary["cities"]] == ["first", "second", "third", "fourth"]
    assert leagues == {"first": "delian", "second": "peloponnesian", "third": "peloponnesian", "fourth": "delian"}


def test_a_game_against_the_random_bot_to_its_end(saves, capsys):
    code, out, err = run(capsys, "new", "--game", "epireia", "--players", "first", "--ai", "second:random",
                         "--seed", "11", "--save", "duel")  # fmt: skip
    assert code == 0 and out.endswith("duel.hsav: new game; to act: first\n"), err
    code, _, err = run(capsys, "do", "duel", "--as", "second", "city athens")
    assert code == 2 and err == "hellenica do: First picks now, then the others in turn (hellenica rules --game epireia setup)\n"
    assert run(capsys, "do", "duel", "city athens")[1] == "first: city athens\n"  # the bot answers at once
    code, out, _ = run(capsys, "show", "duel", "--as", "first")
    assert "first (delian, Athens)" in out and "second (peloponnesian, " in out
    code, _, err = run(capsys, "do", "duel", "city athens")
    assert code == 2 and err.startswith("hellenica do: ") and "(hellenica rules --game epireia setup)" in err
    # The admin picked may be taken back (nothing was shown); the bot's answer goes with it.
    assert run(capsys, "do", "duel", legal(capsys, "duel", "first")[0])[0] == 0
    code, out, _ = run(capsys, "undo", "duel", "--as", "first")
    assert code == 0 and out.startswith("undone: ")
    assert run(capsys, "redo", "duel", "--as", "first")[1].startswith("redone: ")
    rng = random.Random(3)
    for _ in range(400):  # first plays at random too, through the command, until the battle's end
        summary = json.loads(run(capsys, "show", "duel", "--json", "--as", "first")[1])
        if summary["phase"] == "over":
            break
        code, _, err = run(capsys, "do", "duel", rng.choice(legal(capsys, "duel", "first")))
        assert code == 0, err
    else:
        pytest.fail("the game did not end")
    assert summary["winner"] in ("delian", "peloponnesian")
    code, out, _ = run(capsys, "verify", "duel")
    assert code == 0 and out.endswith("commands verified\n")
    code, out, _ = run(capsys, "log", "duel", "--as", "second")
    assert "First picks a first figure in secret." in out and "The first figures are shown: " in out
    assert "The game goes to the " in out
    [listed] = saved_games()
    _head, turn, players = describe(listed)
    winner = "First" if summary["winner"] == "delian" else "Second"
    assert turn.startswith("Epireia, turn ") and turn.endswith(f", won by {winner}") and players == "First; AI random: Second"


def test_the_first_figure_is_secret_in_the_log_until_shown(saves, capsys):
    run(capsys, "new", "--game", "epireia", "--players", "first,second", "--seed", "5", "--save", "picks")
    run(capsys, "do", "picks", "city athens", "city sparta")
    for _ in range(2):  # the Administrators, one each
        run(capsys, "do", "picks", legal(capsys, "picks", "first")[0] if legal(capsys, "picks", "first")
            else legal(capsys, "picks", "second")[0])  # fmt: skip
    pick = legal(capsys, "picks", "first")[0]
    assert run(capsys, "do", "picks", "--as", "first", pick)[0] == 0
    figure = content_for("standard").figures[pick.split()[-1]].name
    mine, theirs = run(capsys, "log", "picks", "--as", "first")[1], run(capsys, "log", "picks", "--as", "second")[1]
    assert f"First picks {figure} as a first figure." in mine
    assert "First picks a first figure in secret." in theirs and figure not in theirs
    assert figure not in run(capsys, "show", "picks", "--as", "second")[1]


def test_a_solo_game_played_by_the_bot_to_its_end(saves, capsys):
    code, out, err = run(capsys, "new", "--game", "epireia", "--players", "", "--ai", "first:random",
                         "--set", "solo=pride-of-sparta", "--seed", "3", "--save", "solo")  # fmt: skip
    assert code == 0 and out.endswith("solo.hsav: new game; to act: nobody\n"), err
    code, out, _ = run(capsys, "show", "solo")
    assert "Solo: The pride of Sparta" in out and "first (peloponnesian, Sparta)" in out and "Winner: " in out
    assert run(capsys, "verify", "solo")[1].endswith("commands verified\n")
    assert run(capsys, "advance", "solo")[1] == "0 AI commands; to act: nobody\n"
    assert "Winner: the Delian League" in out  # the enemy's league: the rules won, no seat did
    assert run(capsys, "lobby")[1] == "  solo (Epireia): turn 16, over, won by no seat\n"


def test_the_save_lists_name_the_winners_from_the_rules_data_the_save_keeps(saves, capsys, monkeypatch):
    import msgspec

    from hellenica_tui.games.epireia.content import lookup

    code, _, err = run(capsys, "new", "--game", "epireia", "--players", "", "--ai", "first:random,second:random,third:random",
                       "--seed", "9", "--save", "bots")  # fmt: skip
    assert code == 0, err
    winner = json.loads(run(capsys, "show", "bots", "--json")[1])["winner"]
    expected = ("First", "Third") if winner == "delian" else ("Second",)
    installed = lookup.load_scenario("standard")
    monkeypatch.setattr(lookup, "_by_hash", {})  # the scenario installed now is another version
    monkeypatch.setattr(lookup, "load_scenario", lambda scenario: msgspec.structs.replace(installed, hash="0" * 32))
    [listed] = saved_games()
    assert describe(listed)[1].endswith(", won by " + " and ".join(expected))


def test_the_random_bot_plays_the_same_game_again_from_the_same_seed(saves, capsys):
    logs = []
    for name, seed in (("a", "4"), ("b", "4"), ("c", "5")):
        run(capsys, "new", "--game", "epireia", "--players", "", "--ai", "first:random,second:random", "--seed", seed,
            "--save", name)  # fmt: skip
        logs.append(run(capsys, "log", name)[1])
    assert logs[0] == logs[1] != logs[2] and "The game goes to the " in logs[0]
