"""The registry: one table of games by id, each loaded when first asked for."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hellenica_tui.engine.errors import RequestError
from hellenica_tui.games.facts import Setting
from hellenica_tui.games.registry import DEFAULT, RULESETS, TABLE, UnknownGame, facts, game, games

ROOT = Path(__file__).resolve().parents[2]


def test_the_table_is_keyed_by_the_id_each_save_carries():
    assert next(iter(TABLE)) == "hellenica" == DEFAULT
    for ident in TABLE:
        assert game(ident).facts.id == ident == RULESETS[ident].id
    assert [g.facts.id for g in games()] == ["hellenica", "hellas", "epireia", "war"]  # with screens; not the example
    assert {g.facts.id for g in games(every=True)} == set(TABLE)


def test_an_unknown_game_is_one_clear_refusal():
    with pytest.raises(UnknownGame, match="'chess' is no game of this program \\(games: hellenica, hellas, epireia, war\\)"):
        game("chess")
    assert issubclass(UnknownGame, RequestError)
    assert RULESETS.get("chess") is None and "chess" not in RULESETS


def test_reading_the_facts_loads_no_rules():
    script = (
        "import sys; from hellenica_tui.games.registry import games; "
        "[g.facts.title for g in games(every=True)]; "
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('hellenica_tui.games.'))))"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    modules = {"hellenica_tui.games.facts", "hellenica_tui.games.registry"}
    for module in TABLE.values():  # each game's package and the module of its facts, nothing more
        modules |= {module, module.rpartition(".")[0]}
    assert done.stdout.split() == sorted(modules)


def test_a_setting_reads_what_is_typed_and_refuses_the_rest():
    flag = Setting(id="epic", label="Epic", kind="flag", default=False)
    assert flag.read("Yes") is True and flag.read("off") is False
    with pytest.raises(ValueError, match="epic is yes or no, not 'maybe'"):
        flag.read("maybe")
    choice = Setting(id="map", label="Map", kind="choice", default="classic", choices=("classic", "random"))
    assert choice.read("RANDOM") == "random"
    with pytest.raises(ValueError, match="map is one of classic, random, not 'round'"):
        choice.read("round")
    assert Setting(id="n", label="N", kind="number", default=3).read(" 12 ") == 12


def test_the_settings_saved_are_the_defaults_but_what_is_given():
    hellenica = facts("hellenica")
    assert hellenica.chosen({}) == {
        "epic": False, "random_pathos": False, "all_deities": False, "rival_deities": False, "responses": "useful",
        "movement_window": True,
    }  # fmt: skip
    assert hellenica.chosen({"map": "random"})["map"] == "random"
    assert "map" not in hellenica.chosen({"map": "classic"})  # the printed map is stored as no map at all
    with pytest.raises(ValueError, match="has no setting 'speed'"):
        hellenica.chosen({"speed": "3"})


def test_how_many_play_is_said_in_words():
    assert game("hellas").facts.seat_count() == "2 players"  # never "2 to 2"
    assert game("hellenica").facts.seat_count() == "2 to 7 city-states"
