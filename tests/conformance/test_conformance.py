"""Every game of the registry keeps the house's promises (as OpenSpiel's integration
tests run over every game): random games end with winners; every legal command
reads back as itself; no view shows another seat's secret; a save loads, verifies,
undoes and redoes to the same states; the same seed gives the same state hashes in
every process, whatever its hash seed. A game added to the registry is checked here."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from itertools import islice
from pathlib import Path

import pytest

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.registry import RULESETS, game
from tests.conformance.table import GAMES, final, hashes, seats, walk

ROOT = Path(__file__).resolve().parents[2]
# The default suite reads back commands and looks at views over a random game's first
# commands (every phase of every game comes up in them); the slow suite, the whole game.
OPENING = 1500
WHOLE = [pytest.param(OPENING, id="opening"), pytest.param(None, id="whole", marks=pytest.mark.slow)]


@pytest.fixture(params=GAMES)
def module(request):
    return game(request.param)


def test_the_facts_are_whole(module):
    facts = module.facts
    assert 1 <= facts.players_min <= facts.players_max
    assert facts.default_scenario in facts.scenarios
    assert len(module.seats(facts.default_scenario)) >= facts.players_min
    assert module.ruleset().id == facts.id  # the id a save's header carries is the table's key
    for setting in facts.settings:
        assert setting.kind != "choice" or setting.default in setting.choices
    assert facts.chosen({}) == {s.id: s.default for s in facts.settings if s.stored_if_default}


def test_the_rules_pages_are_whole(module):
    """A game offered to players tells its rules; every page has an id of its own, a title and a text."""
    pages = module.rule_pages(module.facts.default_scenario)
    ids = [p.id for p in pages]
    assert len(set(ids)) == len(ids)
    assert all(p.title and p.text for p in pages)
    assert pages or module.facts.id == "dicegame"  # the example game's rules are its docstring


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow)])
def test_random_games_end_with_winners_among_the_seats(module, seed):
    core = module.search()
    end = final(module, seed)
    assert core.is_over(end) and not core.to_act(end)
    winners = core.winners(end)
    assert winners and set(winners) <= set(seats(module))


@pytest.mark.parametrize("commands", WHOLE)
def test_every_legal_command_is_read_back_as_itself(module, commands):
    ruleset, core = module.ruleset(), module.search()
    checked = 0
    for n, (state, player, _command) in enumerate(islice(walk(module, 3), commands)):
        if n % 7:
            continue
        for command in core.legal(state, player):
            text = ruleset.format(command)
            assert ruleset.parse(text, state, player) == command, text
            checked += 1
    assert checked


@pytest.mark.parametrize("commands", WHOLE)
def test_no_view_shows_another_seats_secrets(module, commands):
    ruleset = module.ruleset()
    viewers = [*seats(module), None]
    looked = 0
    for n, (state, _player, _command) in enumerate(islice(walk(module, 4), commands)):
        if n % 3:
            continue
        for viewer in viewers:
            assert module.leaks(state, ruleset.view(state, viewer), viewer) == [], (n, viewer)
            looked += 1
    assert looked


def _played(module, path: Path, commands: int, seed: int = 5) -> Game:
    """A saved game of at least `commands` random commands through the engine (decided,
    logged, saved), played on until its last command may be taken back."""
    ruleset = module.ruleset()
    played = Game.new(ruleset, module.facts.default_scenario, [Seat(s) for s in seats(module)], seed,
                      module.facts.chosen({}), path=str(path))
    rng = random.Random(seed)
    while played.to_act() and (len(played.log) < commands or played.undo_refusal() is not None):
        assert len(played.log) < commands * 10, "no command that may be taken back"
        player = rng.choice(played.to_act())
        played.apply(ruleset.format(rng.choice(played.legal_commands(player))), player)
    return played


def test_a_save_loads_verifies_undoes_and_redoes_to_the_same_states(module, tmp_path):
    ruleset = module.ruleset()
    path = tmp_path / "game.hsav"
    played = _played(module, path, 60)  # a random game of some games is under 100 commands
    hash_now, length = ruleset.state_hash(played.state), len(played.log)
    loaded = Game.load(str(path), RULESETS)
    assert len(loaded.log) == length and ruleset.state_hash(loaded.state) == hash_now
    assert loaded.verify() == length
    loaded.close()

    taken = played.undo()
    assert taken and len(played.log) == length - len(taken)
    assert ruleset.state_hash(played.state) == ruleset.state_hash(played.state_at(len(played.log)))
    again = Game.load(str(path), RULESETS)  # the undo is in the file, the redo stack too
    assert ruleset.state_hash(again.state) == ruleset.state_hash(played.state)
    assert again.verify() == len(played.log)
    assert [g.command for g in again.redo()] == [g.command for g in taken]
    assert ruleset.state_hash(again.state) == hash_now
    again.close()
    played.close()
    final_load = Game.load(str(path), RULESETS)
    assert len(final_load.log) == length and ruleset.state_hash(final_load.state) == hash_now
    final_load.close()


def test_the_state_hashes_are_the_same_in_every_process(module):
    ident = module.facts.id
    here = hashes(ident, 7, 200)
    assert here
    for hash_seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-m", "tests.conformance.table", ident, "7", "200"],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=True,
        )
        assert done.stdout.split() == here
