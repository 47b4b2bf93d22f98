"""A second game played end to end through the house: the dice-and-cards example game,
through the `hellenica` command and the seat layer (new game, turns, a refusal, undo
and redo, save and load, the log, replay, the save lists)."""

from __future__ import annotations

import json

import pytest

from hellenica_tui.cli import main
from hellenica_tui.engine.errors import CommandError, RequestError, UndoBlocked
from hellenica_tui.games.registry import games
from hellenica_tui.savedgames import describe, saved_games
from hellenica_tui.seat import undoing
from hellenica_tui.seat.opening import open_game, seat_named
from hellenica_tui.seat.submit import submit


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def dice(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    code, out, err = run(capsys, "new", "--game", "dicegame", "--players", "red,blue", "--seed", "2",
                         "--set", "target=12", "--save", "dice")  # fmt: skip
    assert code == 0, err
    assert out.endswith("dice.hsav: new game; to act: red\n")
    return str(tmp_path / "dice.hsav")


def test_the_example_game_is_listed_only_when_asked(capsys):
    code, out, _ = run(capsys, "games")
    assert code == 0 and out.startswith("hellenica ") and "dicegame" not in out
    code, out, _ = run(capsys, "games", "--all")
    assert "dicegame     Dice and cards  (not offered to players)" in out
    assert "--set target=N (default 30)" in out


def test_a_new_game_takes_its_declared_settings_and_refuses_others(dice, capsys):
    played = open_game(dice)
    assert played.module.facts.id == "dicegame" and played.game.header.settings == {"target": 12}
    played.game.close()
    for argv, said in (
        (("--set", "target=many"), "target is a whole number, not 'many'"),
        (("--set", "colour=red"), "Dice and cards has no setting 'colour' (settings: target)"),
        (("--epic",), "--epic is no option of Dice and cards"),
        (("--ai", "blue"), "Dice and cards has no AI players"),
        (("--scenario", "long"), "'long' is no scenario of Dice and cards (standard, short)"),
    ):
        code, _, err = run(capsys, "new", "--game", "dicegame", "--players", "red,blue", "--save", "x", *argv)
        assert code == 2 and said in err, err
    code, _, err = run(capsys, "new", "--game", "dicegame", "--players", "red,athens")
    assert code == 2 and "'athens' is not a player of standard (blue, gold, green, red)" in err
    code, _, err = run(capsys, "new", "--game", "chess", "--players", "red,blue")
    offered = ", ".join(module.facts.id for module in games())  # the example game is not among them
    assert "dicegame" not in offered
    assert code == 2 and f"'chess' is no game of this program (games: {offered})" in err


def test_the_lobby_names_a_game_other_than_hellenica(dice, capsys):
    code, out, _ = run(capsys, "lobby")
    assert code == 0 and out == "  dice (Dice and cards): turn 1, waiting for Red\n"


def test_a_game_played_to_its_end_through_the_command(dice, capsys):
    code, _, err = run(capsys, "do", dice, "play 9")
    assert code == 2 and err == "hellenica do: You hold no 9\n"
    assert run(capsys, "do", dice, "bet 2")[1] == "red: bet 2\n"
    code, out, _ = run(capsys, "undo", dice)
    assert code == 0 and out == "undone: red: bet 2\n"
    assert run(capsys, "redo", dice)[1] == "redone: red: bet 2\n"
    assert run(capsys, "do", dice, "roll")[0] == 0
    code, _, err = run(capsys, "undo", dice)
    assert code == 2 and "left something to chance (a roll, a draw) or revealed something hidden" in err
    for _ in range(200):  # roll and bank in turn until someone reaches 12
        code, out, _ = run(capsys, "show", dice, "--json")
        if json.loads(out)["scores"] and max(json.loads(out)["scores"].values()) >= 12:
            break
        run(capsys, "do", dice, "roll")
        run(capsys, "do", dice, "bank")
    else:
        pytest.fail("nobody reached the target")
    code, out, _ = run(capsys, "show", dice)
    assert out.startswith("To act: ") and "Scores: Red " in out
    code, out, _ = run(capsys, "verify", dice)
    assert code == 0 and out.endswith("commands verified\n")
    code, out, _ = run(capsys, "log", dice)
    assert "  red: bet 2\n       Red bets 2.\n" in out and " wins.\n" in out
    [listed] = saved_games()
    _head, turn, players = describe(listed)
    assert turn.startswith("Dice and cards, turn ") and ", won by " in turn and players == "Red, Blue"
    code, out, _ = run(capsys, "lobby")
    assert code == 0 and "No game in progress." in out  # a won game is no longer in progress


def test_the_seat_layer_plays_it_as_a_seat(dice):
    played, module = open_game(dice)
    names = module.seat_names(played.state)
    assert seat_named(played, "RE") == "red" and names == {"red": "Red", "blue": "Blue"}
    with pytest.raises(RequestError, match="no single seat matches 'x'"):
        seat_named(played, "x")
    with pytest.raises(CommandError) as refused:
        submit(played, "draw", "blue", names)
    assert refused.value.why == "It is red's turn, not blue's"
    submit(played, "bet 1", "red", names)
    assert [g.player for g in undoing.undo(played, "red", names)] == ["red"]
    undoing.redo(played)
    submit(played, "roll", "red", names)
    refusal = "Red's 'roll' left something to chance (a roll, a draw) or revealed something hidden; it cannot be undone."
    assert undoing.undo_refusal(played, "red", names) == refusal
    with pytest.raises(UndoBlocked, match=r"^Red's 'roll'"):
        undoing.undo(played, "red", names)
    # Replayed step by step from the save, it comes to the same state.
    played.close()
    again, _ = open_game(dice)
    cursor = again.replay(check=True)
    cursor.seek_command(len(again.log))
    ruleset = again.ruleset
    assert ruleset.state_hash(cursor.state) == ruleset.state_hash(again.state)
    told = [line for lines in module.narrate(again.log, again.initial_state(), ruleset.evolve, "blue") for line in lines]
    assert told[0] == "Red bets 1." and told[1].startswith("Red rolls ")
    again.close()


def test_hellenicas_session_refuses_another_game_which_the_shared_session_opens(dice):
    from hellenica_tui.seat.play import Session
    from hellenica_tui.seat.session import GameSession

    with pytest.raises(RequestError, match="a game of Dice and cards, not of Hellenica"):
        GameSession.load(dice)
    session = Session.load(dice, "blue")
    assert session.game_id == "dicegame" and session.seat == "blue" and session.name("red") == "Red"
    session.close()


def test_the_log_follows_the_save_to_the_end_of_the_game(dice, capsys):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    assert run(capsys, "do", dice, "bet 1")[0] == 0
    follower = subprocess.Popen(
        [sys.executable, "-m", "hellenica_tui.cli", "log", dice, "--follow"],
        cwd=root, env={**os.environ, "PYTHONPATH": str(root)}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        assert follower.stderr is not None
        assert follower.stdout is not None
        assert "following the save" in follower.stderr.readline()  # it has told the log so far
        seen = [follower.stdout.readline(), follower.stdout.readline()]
        run(capsys, "do", dice, "bet 2")
        seen += [follower.stdout.readline(), follower.stdout.readline()]  # told as it comes
        run(capsys, "undo", dice)  # taken back elsewhere: told too
        seen.append(follower.stdout.readline())
        for _ in range(200):
            _code, out, _ = run(capsys, "show", dice, "--json")
            if max(json.loads(out)["scores"].values()) >= 12:
                break
            run(capsys, "do", dice, "roll")
            run(capsys, "do", dice, "bank")
        out, err = follower.communicate(timeout=60)  # the game is over: it stops by itself
    finally:
        follower.kill()
    assert follower.returncode == 0, err
    assert seen == [
        "    1  red: bet 1\n", "       Red bets 1.\n", "    2  red: bet 2\n", "       Red bets 2.\n",
        "taken back: red: bet 2\n",
    ]
    assert out.startswith("    2  red: ") and out.rstrip().endswith("wins.")
