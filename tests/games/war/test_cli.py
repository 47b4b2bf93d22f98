"""War and politics through the `hellenica` command, end to end: a new game with a
random AI seat, the board and the legal commands as a seat sees them, commands given
and refused, the log told without another seat's cards, verify, undo, redo and
advance."""

from __future__ import annotations

import pytest

from hellenica_tui.cli import main
from hellenica_tui.games.registry import game
from hellenica_tui.savedgames import describe, saved_games
from hellenica_tui.seat.opening import open_game


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def war(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    code, out, err = run(capsys, "new", "--game", "war", "--players", "alpha", "--ai", "beta:random",
                         "--seed", "3", "--save", "war")  # fmt: skip
    assert code == 0, err
    assert out.endswith("war.hsav: new game; to act: alpha\n")
    return str(tmp_path / "war.hsav")


def test_war_is_a_game_offered_to_players(capsys):
    assert game("war").facts.listed
    _, out, _ = run(capsys, "games")
    assert "war          War and politics in ancient Greece" in out
    _, out, _ = run(capsys, "games", "--all")
    assert "War and politics in ancient Greece  (not offered to players)" not in out
    assert "2 to 12 players; scenarios: aegean (default aegean); AI levels: search, random" in out


def test_a_new_game_refuses_what_the_game_has_not(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    for argv, said in (
        (("--players", "alpha,athens"), "'athens' is not a player of aegean (alpha, beta,"),
        (("--players", "alpha", "--ai", "beta:expert"), "'expert' is not an AI level (choose search or random)"),
        (("--players", "alpha"), "a game needs 2 to 12 players, not 1"),
        (("--players", "alpha,beta", "--set", "epic=yes"), "War and politics in ancient Greece has no setting 'epic'"),
    ):
        code, _, err = run(capsys, "new", "--game", "war", "--save", "x", *argv)
        assert code == 2 and said in err, err


def test_a_game_played_through_the_command(war, capsys):
    code, out, _ = run(capsys, "show", war, "--legal", "--as", "alpha")
    assert code == 0 and "alpha\thome athens\n" in out and "beta" not in out

    code, _, err = run(capsys, "do", war, "--as", "alpha", "home atlantis")
    assert code == 2 and err == "hellenica do: No city 'atlantis' (hellenica rules --game war commands)\n"

    code, out, err = run(capsys, "do", war, "--as", "alpha", "home athens")
    assert code == 0, err
    assert out == "alpha: home athens\n"  # then the AI took its home, and alpha's turn began
    played = open_game(war)
    state, module = played.game.state, played.module
    assert state.players["beta"].home and state.active == "alpha" and state.phase == "recruit"
    assert module.seat_names(state)["alpha"] == "Alpha of Athens"
    alpha_hand, beta_hand = list(state.players["alpha"].hand), list(state.players["beta"].hand)
    card_name = {c.id: c.name for c in played.game.ruleset.content(state.scenario).cards.values()}
    played.game.close()

    code, out, _ = run(capsys, "show", war, "--as", "alpha")
    assert code == 0 and out.startswith("Turn 1, recruit; to act: alpha")
    assert f"  hand: {', '.join(alpha_hand)}" in out
    code, out, _ = run(capsys, "show", war, "--as", "beta")
    assert "  hand: " + ", ".join(beta_hand) in out and ", ".join(alpha_hand) not in out

    code, out, _ = run(capsys, "log", war, "--as", "alpha")
    assert code == 0 and "Alpha takes Athens as his home city." in out
    assert f"Alpha of Athens draws {', '.join(card_name[c] for c in alpha_hand[:5])}." in out
    assert "draws 5 cards." in out
    assert "The deck is shuffled: 88 cards, face down." in out
    for card in set(beta_hand) - set(alpha_hand):
        assert card_name[card] not in out

    code, out, _ = run(capsys, "do", war, "--as", "alpha", "done", "done")  # to the first move phase
    assert code == 0 and out == "alpha: done\nalpha: done\n"
    _, out, _ = run(capsys, "show", war, "--legal", "--as", "alpha")
    move = next(line.split("\t")[1] for line in out.splitlines() if line.startswith("alpha\tmove "))
    code, out, _ = run(capsys, "do", war, "--as", "alpha", move)  # a move rolls nothing: it may be taken back
    assert code == 0 and out == f"alpha: {move}\n"
    code, out, _ = run(capsys, "undo", war, "--as", "alpha")
    assert code == 0 and out == f"undone: alpha: {move}\n"
    code, out, _ = run(capsys, "redo", war, "--as", "alpha")
    assert code == 0 and out == f"redone: alpha: {move}\n"

    code, out, _ = run(capsys, "verify", war)
    assert code == 0 and out.endswith(" commands verified\n")
    code, out, _ = run(capsys, "advance", war)
    assert code == 0 and out == "0 AI commands; to act: alpha\n"  # a person is to act

    (row,) = [s for s in saved_games() if s.path.name == "war.hsav"]
    assert row.game == "war" and row.turn == 1 and not row.winners and describe(row)


def test_an_ai_seat_plays_its_whole_turn_when_a_person_ends_his(war, capsys):
    run(capsys, "do", war, "--as", "alpha", "home athens")
    for _ in range(20):  # alpha says done in each phase of his turn until turn 2 comes round
        played = open_game(war)
        state = played.game.state
        played.game.close()
        if state.turn == 2:
            break
        assert state.active == "alpha"
        code, _, err = run(capsys, "do", war, "--as", "alpha", "done")
        assert code == 0, err
    assert state.turn == 2 and state.active == "alpha" and state.order == ["beta", "alpha"]
    _, out, _ = run(capsys, "log", war)
    assert "beta: done" in out and "Turn 2: Beta of " in out and "Turn 2: Alpha of Athens to play." in out
