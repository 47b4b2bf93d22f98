"""The lobby: a person's games, whose turn it is in each, theirs first."""

from __future__ import annotations

from pathlib import Path

from hellenica_tui.cli import main
from hellenica_tui.lobby import LobbyRow, lobby, lobby_line


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def new(capsys, name: str, players: str, ai: str = "") -> None:
    code, _, err = run(capsys, "new", "--players", players, *(("--ai", ai) if ai else ()), "--seed", "3", "--save", name)
    assert code == 0, err


def test_the_lobby_lists_the_games_a_seat_plays_in_its_turn_first(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    new(capsys, "one", "athens,sparta")
    new(capsys, "two", "corinth,athens")
    new(capsys, "three", "corinth,thebes", ai="athens")  # Athens is an AI there: not this person's
    first = sorted(line.split("\t")[1] for line in run(capsys, "show", "one", "--legal", "--as", "athens")[1].splitlines())[0]
    assert run(capsys, "do", "one", "--as", "athens", first)[0] == 0
    code, out, _ = run(capsys, "lobby", "--seat", "athens")
    assert code == 0
    assert out.splitlines() == [
        "▶ two as Athens: turn 1, YOUR TURN (also to act: Corinth)",
        "  one as Athens: turn 1, waiting for Sparta",
    ]
    code, out, _ = run(capsys, "lobby")
    assert sorted(out.splitlines()) == [
        "  one: turn 1, waiting for Sparta",
        "  three: turn 1, waiting for Thebes, Athens, Corinth",
        "  two: turn 1, waiting for Athens, Corinth",
    ]


def test_the_lobby_says_when_there_is_nothing_and_refuses_a_missing_save(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    assert run(capsys, "lobby", "--seat", "argos")[1] == "No game in progress with argos played by a person.\n"
    code, _, err = run(capsys, "lobby", "nope")
    assert code == 2 and err.strip().endswith("nope.hsav: no such save file")


def test_a_save_that_cannot_be_read_is_a_row_saying_why(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    bad = tmp_path / "bad.hsav"
    bad.write_bytes(b"not a save")
    [row] = lobby([(bad, "athens")])
    assert row.problem
    assert lobby_line(row).startswith("  bad: cannot be opened: ")


def test_a_won_game_names_its_winners():
    row = LobbyRow(path=Path("/elsewhere/g.hsav"), turn=9, winners=("Sparta",))
    assert lobby_line(row) == "  /elsewhere/g.hsav: turn 9, won by Sparta"


def test_a_game_over_with_no_seat_among_its_winners_says_so():
    row = LobbyRow(path=Path("/elsewhere/g.hsav"), turn=9)  # nobody to act, nobody won: the rules won
    assert lobby_line(row) == "  /elsewhere/g.hsav: turn 9, over, won by no seat"


def test_the_entries_are_a_row_for_each_persons_seat_and_one_for_a_game_of_ais(tmp_path):
    from hellenica_tui.lobby import seat_entries
    from hellenica_tui.savedgames import SavedGame

    games = [
        SavedGame(path=tmp_path / "a.hsav", modified=0.0, players=(("athens", False), ("sparta", True), ("thebes", False))),
        SavedGame(path=tmp_path / "b.hsav", modified=0.0, players=(("corinth", True), ("troy", True))),
    ]
    assert seat_entries(games) == [
        (tmp_path / "a.hsav", "athens"),
        (tmp_path / "a.hsav", "thebes"),
        (tmp_path / "b.hsav", None),
    ]


def test_a_game_being_set_up_is_said_so_not_turn_0():
    row = LobbyRow(path=Path("/elsewhere/g.hsav"), seat="first", seat_name="First", turn=0, to_act=("First",), your_turn=True)
    assert lobby_line(row) == "▶ /elsewhere/g.hsav as First: setting up, YOUR TURN"
