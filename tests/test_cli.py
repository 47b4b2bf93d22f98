"""The `hellenica` command line, driven in-process through `main` (and once as a process)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from hellenica_tui.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def save(tmp_path, capsys):
    path = tmp_path / "g.hsav"
    code, _out, err = run(capsys, "new", "--players", "athens,sparta,thebes", "--seed", "7", "--save", str(path))
    assert code == 0, err
    return str(path)


def legal(capsys, path: str, *as_: str) -> list[tuple[str, str]]:
    code, out, err = run(capsys, "show", path, "--legal", *(("--as", as_[0]) if as_ else ()))
    assert code == 0, err
    return [tuple(line.split("\t")) for line in out.splitlines()]


def to_act(capsys, path: str) -> list[str]:
    return json.loads(run(capsys, "show", path, "--json")[1])["to_act"]


def test_new_game_asks_everyone_for_a_patron(save, capsys):
    moves = legal(capsys, save)
    assert {player for player, _ in moves} == {"athens", "sparta", "thebes"}
    assert all(text.startswith("patron ") for _, text in moves)


def test_commands_from_show_legal_play_through_a_turn_and_verify(save, capsys):
    for _ in range(60):
        acting = to_act(capsys, save)
        if not acting:
            break
        player, text = legal(capsys, save, acting[0])[0]
        code, out, err = run(capsys, "do", save, "--as", player, text)
        assert code == 0, err
        assert out.strip() == f"{player}: {text}"
    code, out, err = run(capsys, "verify", save)
    assert code == 0, err
    assert "60 commands verified" in out or "commands verified" in out
    code, out, _ = run(capsys, "log", save)
    assert code == 0 and out.count("\n") > 60


def test_show_legal_without_as_keeps_a_hand_of_ethos_cards_secret(save, capsys):
    while to_act(capsys, save) and json.loads(run(capsys, "show", save, "--json")[1])["phase"] != "ethos":
        player = to_act(capsys, save)[0]
        assert run(capsys, "do", save, "--as", player, legal(capsys, save, player)[0][1])[0] == 0
    code, out, err = run(capsys, "show", save, "--legal")
    assert code == 0 and out == ""  # every hand is secret
    assert err.strip() == ("hellenica show: not listed, chosen in secret: thebes, athens, sparta "
                           "(add --as thebes to list that player's own commands)")
    mine = legal(capsys, save, "athens")
    assert {p for p, _ in mine} == {"athens"} and any(t.startswith("keep ") for _, t in mine)


def test_show_json_has_the_documented_fields(save, capsys):
    code, out, _ = run(capsys, "show", save, "--json", "--as", "athens")
    assert code == 0
    data = json.loads(out)
    for key in ("turn", "phase", "round", "to_act", "players", "areas"):
        assert key in data
    athens = next(p for p in data["players"] if p["name"] == "athens")
    for key in ("favor", "philosophers", "commerce", "cubes", "advancements", "units"):
        assert key in athens
    assert athens["favor"] == 3
    assert {a["name"] for a in data["areas"]} >= {"athens", "sparta", "thebes"}


def test_undo_then_redo_restores_the_same_game(save, capsys):
    player, text = legal(capsys, save)[0]
    assert run(capsys, "do", save, "--as", player, text)[0] == 0
    before = run(capsys, "show", save, "--json")[1]
    code, out, _ = run(capsys, "undo", save, "--as", player)
    assert code == 0 and f"undone: {player}: {text}" in out
    assert run(capsys, "show", save, "--json")[1] != before
    code, out, _ = run(capsys, "redo", save)
    assert code == 0 and f"redone: {player}: {text}" in out
    assert run(capsys, "show", save, "--json")[1] == before


@pytest.mark.parametrize(
    "argv, message",
    [
        (("show", "{dir}/missing.hsav"), "no such save file"),
        (("do", "{save}", "--as", "athens", "fly to the moon"), ""),
        (("do", "{save}", "--as", "nobody", "pass"), "no single seat matches"),
        (("redo", "{save}"), "nothing to redo"),
        (("new", "--players", "athens,atlantis", "--seed", "1", "--save", "{dir}/x.hsav"), "not a city-state"),
        (("new", "--players", "athens", "--seed", "1", "--save", "{dir}/x.hsav"), "2 to 7"),
        (("new", "--players", "athens,sparta", "--ai", "sparta", "--save", "{dir}/x.hsav"), "sparta named twice"),
        (("new", "--players", "athens,sparta", "--seed", "1", "--save", "{save}"), "already exists"),
        (("show", "{save}", "--at", "99"), "--at must be between"),
    ],
)
def test_every_failure_is_one_line_on_stderr(save, capsys, tmp_path, argv, message):
    before = open(save, "rb").read()
    argv = [a.format(save=save, dir=tmp_path) for a in argv]
    code, _out, err = run(capsys, *argv)
    assert code == 2
    assert err.count("\n") == 1 and err.startswith(f"hellenica {argv[0]}: ")
    assert message.lower() in err.lower()
    assert open(save, "rb").read() == before


def test_a_damaged_save_is_one_message_and_stays_untouched(save, capsys):
    data = bytearray(open(save, "rb").read())
    data[len(data) // 2] ^= 0xFF
    open(save, "wb").write(bytes(data))
    for command in ("show", "verify", "log"):
        code, _out, err = run(capsys, command, save)
        assert code == 2 and err.count("\n") == 1, (command, err)
    assert open(save, "rb").read() == bytes(data)


def test_headless_commands_never_import_textual(save):
    code = (
        "import sys; from hellenica_tui.cli import main; "
        f"main(['show', {save!r}, '--legal']); "
        "assert 'textual' not in sys.modules, 'textual imported'"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_play_passes_its_own_options_to_the_game_screen(capsys, monkeypatch):
    # `hellenica play --load PATH` (and `make play ARGS=...`) reach the game screen's parser.
    seen: list[list[str]] = []
    monkeypatch.setattr("hellenica_tui.tui.app.run", lambda argv: seen.append(argv) or 0)
    assert main(["play", "--load", "x.hsav"]) == 0
    assert seen == [["--load", "x.hsav"]]
    monkeypatch.undo()
    with pytest.raises(SystemExit) as stop:
        main(["play", "--help"])
    assert stop.value.code == 0
    assert "--load SAVE" in capsys.readouterr().out


def test_new_games_ask_only_useful_invocations_unless_told(save, capsys, tmp_path):
    from hellenica_tui.engine.saveread import read_header

    assert read_header(save).settings["responses"] == "useful"
    other = str(tmp_path / "all.hsav")
    code, _, err = run(capsys, "new", "--players", "athens,sparta", "--seed", "7", "--responses", "all", "--save", other)
    assert code == 0, err
    assert read_header(other).settings["responses"] == "all"


def test_rules_lists_the_pages_shows_one_and_searches(capsys):
    from hellenica_tui.cli import main

    assert main(["rules"]) == 0
    listed = capsys.readouterr().out
    assert "movement" in listed and "Movement and supply limits" in listed
    assert main(["rules", "pass"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Pass (Actions; page pass)") and "When: in the actions phase" in out
    assert main(["rules", "supply", "limit"]) == 0
    assert capsys.readouterr().out.startswith("Movement and supply limits")
    assert main(["rules", "no-such-thing-anywhere"]) == 2
    assert "no page of the rules holds" in capsys.readouterr().err


def test_a_command_refused_by_the_cli_names_its_rule_and_its_page(tmp_path, capsys):
    from hellenica_tui.cli import main

    save = str(tmp_path / "g.hsav")
    assert main(["new", "--players", "athens,sparta", "--seed", "3", "--save", save]) == 0
    capsys.readouterr()
    assert main(["do", save, "--as", "athens", "pass"]) == 2
    err = capsys.readouterr().err
    assert "The turn, phase by phase: Actions are taken in the action phase" in err
    assert "When: in the actions phase, when your action comes." in err
    assert err.rstrip().endswith("(hellenica rules turn)")


def test_a_rules_page_is_wrapped_to_the_terminal_at_spaces(capsys, monkeypatch):
    import os
    import shutil

    from hellenica_tui.cli import main

    monkeypatch.setattr(shutil, "get_terminal_size", lambda *a, **k: os.terminal_size((60, 24)))
    assert main(["rules", "--game", "war", "upkeep"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all(len(line) <= 59 for line in lines) and len(lines) > 8
    assert "paid only where it can be" in " ".join(lines)  # every word kept, in order
    assert main(["rules", "--game", "epireia", "ability"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("|")]
    assert rows[0] == "| Administrator | ability |" and any(len(row) > 59 for row in rows)  # a table's rows whole
