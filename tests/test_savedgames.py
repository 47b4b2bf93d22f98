"""Where saves go, how a name finds one, and what the lists of saved games show."""

from __future__ import annotations

import contextlib
import io
import os
import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from hellenica_tui.cli import main
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.peek import Peek
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.saves.facts import turn_and_winners
from hellenica_tui.games.registry import game as game_of
from hellenica_tui.savedgames import (
    SAVE_SUFFIX,
    describe,
    find_save,
    games_in_progress,
    read_facts,
    save_folders,
    save_path,
    saved_games,
    saves_dir,
)

EXAMPLES = Path(__file__).resolve().parents[1] / "saves" / "examples"


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A user whose data folder is in tmp_path, working in an empty folder."""
    monkeypatch.delenv("HELLENICA_SAVES", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    return tmp_path


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def test_saves_go_to_the_users_data_folder_unless_a_folder_is_named(home):
    data = home / "data" / "hellenica" / "saves"
    assert saves_dir() == data
    assert save_path("mine") == save_path("mine.hsav") == data / "mine.hsav"
    assert save_path("games/mine") == Path("games/mine.hsav")
    assert save_path("./mine.hsav") == Path("mine.hsav")
    assert save_path(str(home / "x")) == home / "x.hsav"


def test_hellenica_saves_names_the_one_folder_to_save_in_and_list(home, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(home / "mine"))
    (home / "work" / "saves").mkdir()
    assert saves_dir() == home / "mine" and save_folders() == [home / "mine"]


def test_a_bare_name_is_found_in_the_saves_folder_then_the_current_one(home):
    assert run("new", "--players", "athens,sparta", "--seed", "1", "--save", "kept")[0] == 0
    assert find_save("kept") == find_save("kept.hsav") == saves_dir() / "kept.hsav"
    Path("here.hsav").write_bytes(b"")
    assert find_save("here") == Path("here.hsav")
    assert find_save("saves/nothing") == Path("saves/nothing")
    code, out, _ = run("show", "kept")
    assert code == 0 and "Turn 1" in out
    code, _, err = run("show", "nothing")
    assert code == 2 and "nothing: no such save file" in err


def test_new_without_a_name_saves_in_the_data_folder_named_by_date_and_players(home):
    code, out, _ = run("new", "--players", "athens", "--ai", "sparta", "--seed", "2")
    (made,) = saves_dir().glob(f"*{SAVE_SUFFIX}")
    assert code == 0 and made.name.endswith("-athens-sparta.hsav") and str(made) in out
    assert os.listdir(home / "work") == []


def test_version():
    with pytest.raises(SystemExit) as stop, contextlib.redirect_stdout(io.StringIO()) as out:
        main(["--version"])
    assert stop.value.code == 0 and out.getvalue().strip() == "hellenica 0.1.0"


def test_simulate_runs_at_most_one_job_per_cpu(monkeypatch):
    from hellenica_tui.ai import simulate
    from hellenica_tui.cli import common

    asked = []
    none = SimpleNamespace(games=0, won=0, capped=0, failed=0, mean_turns=0, games_per_second=0, cpu_seconds=0, win_rate={})
    monkeypatch.setattr(common, "cpu_count", lambda: 2)
    monkeypatch.setattr(simulate, "run", lambda *a, jobs, **k: asked.append(jobs) or iter(()))
    monkeypatch.setattr(simulate, "summarize", lambda *a: none)
    _, _, err = run("simulate", "--players", "2", "--games", "4", "--seed", "1", "--jobs", "16")
    assert "2 jobs, one per CPU, rather than 16" in err
    assert run("simulate", "--players", "2", "--games", "4", "--seed", "1", "--jobs", "1")[2] == ""
    assert asked == [2, 1]


def test_cpu_count_is_what_this_process_may_use():
    from hellenica_tui.cli.common import cpu_count as _cpu_count

    assert 1 <= _cpu_count() <= (os.cpu_count() or 1)


# -- the facts a list shows ---------------------------------------------------------


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.hsav")), ids=lambda p: p.stem)
def test_the_facts_of_a_finished_game_are_those_of_loading_it(path):
    game = Game.load(str(path), RULESETS)
    facts = read_facts(path)
    winners = game_of(game.ruleset.id).search().winners(game.state)
    assert facts.turn == game.state.turn and facts.winners == tuple(winners) != ()
    assert facts.players == tuple((seat.name, seat.kind == "ai") for seat in game.seats)
    assert facts.over and not facts.problem


def test_the_turn_read_from_the_end_follows_a_game_as_it_is_played(tmp_path):
    from hellenica_tui.ai import bots

    path = str(tmp_path / "g.hsav")
    seats = [Seat("athens"), Seat("sparta", "ai", "rulebook"), Seat("thebes", "ai", "rulebook")]
    with Game.new(RULESET, "classic", seats, 4, path=path) as game:
        seen = set()
        for _ in range(400):
            with Peek(path, RULESETS) as peek:
                assert turn_and_winners(peek) == (game.state.turn, ())
            seen.add(game.state.turn)
            bots.advance(game)
            if not game.to_act() or game.state.winners:
                break
            game.apply(game.legal_commands(game.to_act()[0])[-1], game.to_act()[0])
            if len(seen) >= 3:
                break
        assert len(seen) >= 2
        game.undo()  # an undone batch at the end is stepped over
        with Peek(path, RULESETS) as peek:
            assert turn_and_winners(peek)[0] == game.state.turn


def test_a_list_shows_every_save_of_the_data_folder_and_of_saves_here_newest_first(home):
    run("new", "--players", "athens,sparta", "--seed", "1", "--save", "older")
    os.utime(saves_dir() / "older.hsav", (1_000_000, 1_000_000))
    Path("saves/examples").mkdir(parents=True)
    shutil.copy(EXAMPLES / "two-players.hsav", "saves/examples/two-players.hsav")
    Path("saves/broken.hsav").write_bytes(b"not a save")
    Path("saves/notes.txt").write_text("not listed")
    os.mkfifo("saves/pipe.hsav")  # never opened: it would hang a reader
    games = saved_games()
    assert [g.path.name for g in games[1:]] and games[-1].path.name == "older.hsav"
    assert {g.path.name for g in games} == {"older.hsav", "two-players.hsav", "broken.hsav"}
    broken = next(g for g in games if g.path.name == "broken.hsav")
    assert "not a save file" in broken.problem
    assert [g.path.name for g in games_in_progress()] == ["older.hsav"]

    first, turn, players = describe(next(g for g in games if g.path.name == "two-players.hsav"))
    assert first.endswith("saves/examples/two-players") and turn.startswith("Hellenica, turn 12, won by ")
    assert players == "AI: Athens, Sparta"
    assert describe(games[-1])[1:] == ("Hellenica, turn 1", "Athens, Sparta")
    assert describe(broken)[1].startswith("cannot be opened: not a save file")


def test_a_list_names_the_expert_seats_and_their_level(tmp_path):
    seats = [
        Seat("corcyra"), Seat("thebes", "ai", "rulebook"), Seat("athens", "ai", "expert"), Seat("sparta", "ai", "expert-hard"),
    ]
    path = tmp_path / "g.hsav"
    Game.new(RULESET, "classic", seats, 4, path=str(path)).close()
    facts = read_facts(path)
    assert facts.levels == (("athens", "expert"), ("sparta", "expert-hard"))
    assert describe(facts)[2] == "Corcyra; AI: Thebes; AI expert: Athens; AI expert, hard: Sparta"


def test_a_game_still_being_set_up_is_listed_so_not_as_turn_0(tmp_path):
    from hellenica_tui.games import registry

    module = registry.game("epireia")
    seats = [Seat(name) for name in list(module.seats(module.facts.default_scenario))[:2]]
    path = tmp_path / "g.hsav"
    Game.new(module.ruleset(), module.facts.default_scenario, seats, 4, module.facts.chosen({}), path=str(path)).close()
    facts = read_facts(path)
    assert facts.turn == 0
    assert describe(facts)[1] == "Epireia, setting up"


def test_a_line_of_players_fits_the_list_at_80_columns():
    from hellenica_tui.savedgames import SavedGame

    cities = ("byzantium", "corcyra", "corinth", "athens", "sparta", "thebes", "troy")
    for people in range(8):
        game = SavedGame(path=Path("x.hsav"), modified=0.0, players=tuple((c, i >= people) for i, c in enumerate(cities)))
        assert len(describe(game)[2]) <= 72


def test_a_list_never_shows_control_characters_from_a_save(home, tmp_path):
    from hellenica_tui.savedgames import SavedGame

    crafted = SavedGame(
        path=Path("x.hsav"), modified=0.0, players=(("\x1b[2Jathens", False),), turn=2, winners=("\x07sparta",)
    )
    text = "".join(describe(crafted))
    assert "\x1b" not in text and "\x07" not in text and "Sparta" in text
