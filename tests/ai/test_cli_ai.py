"""The command line with AI players: `new --ai`, `do` and `advance`, `simulate`."""

from __future__ import annotations

from hellenica_tui.ai import simulate
from hellenica_tui.cli import main
from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_new_with_ai_then_do_and_advance(tmp_path, capsys):
    path = str(tmp_path / "g.hsav")
    code, out, err = run(capsys, "new", "--players", "athens", "--ai", "sparta,thebes", "--seed", "5", "--save", path)
    assert code == 0, err
    # Everyone answers at setup; the AI players answer once no person is left to.
    assert "to act: thebes, athens, sparta" in out
    game = Game.load(path, RULESETS)
    assert [s.kind for s in game.seats] == ["human", "ai", "ai"] and len(game.log) == 0
    deity = game.state.players["athens"].dealt_deities[0]
    code, out, err = run(capsys, "do", path, f"patron {deity}")
    assert code == 0, err
    game = Game.load(path, RULESETS)
    assert sorted(game.text(g) for g in game.log[1:]) == ["ai setup", "ai setup"]  # `do` let the AI players answer
    assert game.to_act() == ["athens"]  # its Ethos cards
    code, out, err = run(capsys, "advance", path)
    assert code == 0 and out.startswith("0 AI commands; to act: athens")


def test_advance_plays_an_ai_only_game_to_its_end(tmp_path, capsys):
    path = str(tmp_path / "g.hsav")
    code, out, err = run(capsys, "new", "--players", "", "--ai", "sparta,athens", "--seed", "4", "--save", path)
    assert code == 0, err
    assert "to act: nobody" in out
    game = Game.load(path, RULESETS)
    assert game.state.phase == "over" and game.state.winners
    assert game.verify() == len(game.log)
    code, out, err = run(capsys, "advance", path)
    assert code == 0 and out.startswith("0 AI commands; to act: nobody")


def test_simulate_is_the_same_for_a_seed(capsys):
    first = [r.line().rsplit(" ", 1)[0] for r in simulate.run(3, 3, 11)]
    again = [r.line().rsplit(" ", 1)[0] for r in simulate.run(3, 3, 11)]
    assert first == again
    code, out, err = run(capsys, "simulate", "--players", "2", "--games", "2", "--seed", "3")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("game    1") and lines[2].startswith("2 games:")
    assert lines[3].startswith("2 players, 2 games: fair share 50.0%") and lines[4].split()[0] == "city-state"


def test_a_capped_game_is_reported(capsys):
    result = simulate.play_one(simulate.Work(2, 3, 0, max_turns=1))
    assert result.outcome == "capped" and "after 1 turns" in result.reason and "most objectives met" in result.reason
    assert "AI Ethos cards" in result.reason  # the shared cards that were to be met
    assert "CAPPED" in result.line()


def test_simulate_refuses_bad_numbers(capsys):
    code, _, err = run(capsys, "simulate", "--players", "9", "--games", "1", "--seed", "1")
    assert code == 2 and "2 to 7" in err


def test_the_log_tells_the_ai_events_in_words(tmp_path, capsys):
    path = str(tmp_path / "g.hsav")
    run(capsys, "new", "--players", "", "--ai", "sparta,athens", "--seed", "4", "--save", path)
    code, out, err = run(capsys, "log", path)
    assert code == 0, err
    assert "(AI) takes its place" in out and "reveals the AI card" in out and "AI board:" in out
    assert "AiCardRevealed" not in out and "AiBoardChanged" not in out


def test_show_prints_the_ai_board(tmp_path, capsys):
    path = str(tmp_path / "g.hsav")
    run(capsys, "new", "--players", "athens", "--ai", "sparta", "--seed", "5", "--save", path)
    code, out, err = run(capsys, "show", path)
    assert code == 0, err
    assert "AI board: advancements 1, supply 1; grudge -; marker on sparta" in out
    code, out, err = run(capsys, "show", path, "--json")
    import json

    sparta = next(p for p in json.loads(out)["players"] if p["name"] == "sparta")
    assert sparta["ai"]["supply"] == 1 and "ai" not in next(p for p in json.loads(out)["players"] if p["name"] == "athens")
