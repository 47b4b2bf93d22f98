"""Seeded games give the same state hash command by command, however they are
rebuilt: saved and loaded, re-folded from the first event, sought through
snapshots, stepped by the replay cursor, decided again in a fresh game, or
played again in another process with another hash seed."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from tests.proof.walk import RULESET, SCENARIO, new_game, play_with_ais, state_hashes, with_ais

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def check_replay(n: int, seed: int, commands: int, folder: str, ais: int = 0) -> int:
    """A game of `n` seats, `ais` of them rulebook AIs, played and then rebuilt every way."""
    path = os.path.join(folder, f"g{seed}.hsav")
    if ais:
        game = with_ais(n - ais, ais, seed, path)
        play_with_ais(game, commands, random.Random(seed), max_turn=6)
        live = [RULESET.state_hash(game.state_at(i + 1)) for i in range(len(game.log))]
    else:
        game = new_game(n, seed, path)
        live = list(state_hashes(game, commands, random.Random(seed)))
    for i, group in enumerate(game.log):  # a hash is stored when a turn ends: the state's then
        assert group.state_hash in (None, live[i])
    saved = [g.state_hash for g in game.log]
    game.close()

    loaded = Game.load(path, RULESETS)
    assert [g.state_hash for g in loaded.log] == saved
    state = RULESET.initial_state(SCENARIO, loaded.seats, seed, {})
    for i, group in enumerate(loaded.log):
        for event in group.events:
            state = RULESET.evolve(state, event)
        assert RULESET.state_hash(state) == live[i], f"re-folding differs at command {i}"
    for i in random.Random(seed).sample(range(len(live)), min(8, len(live))):
        assert RULESET.state_hash(loaded.state_at(i + 1)) == live[i], f"seeking differs at command {i}"
    cursor = loaded.replay()
    for i in range(len(live)):
        cursor.step_command()
        assert RULESET.state_hash(cursor.state) == live[i], f"the cursor differs at command {i}"
    assert loaded.verify() == len(live)

    fresh = Game.new(RULESET, SCENARIO, loaded.seats, seed, {})
    for group in loaded.log:
        again = fresh.apply(group.command, group.player)
        assert again.events == group.events and again.state_hash == group.state_hash
    return len(live)


@pytest.mark.parametrize("n, ais, seed", [(3, 3, 24), (4, 3, 25)])
def test_games_with_ai_players_replay_alike(tmp_path, n, ais, seed):
    assert check_replay(n, seed, 120, str(tmp_path), ais=ais) > 50


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100))
def test_replay_determinism_of_ai_games_many(tmp_path, seed):
    n = 2 + seed % 6
    check_replay(n, 9000 + seed, 400, str(tmp_path), ais=n - seed % 2)


def hashes_in_another_process(n: int, seed: int, commands: int, hash_seed: str) -> list[bytes]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run(
        [sys.executable, "-m", "tests.proof.walk", str(n), str(seed), str(commands)],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=600,
    ).stdout
    return [bytes.fromhex(line) for line in out.split()]


@pytest.mark.parametrize("n, seed", [(2, 21), (4, 22), (7, 23)])
def test_saved_reloaded_and_refolded_games_agree_command_by_command(tmp_path, n, seed):
    assert check_replay(n, seed, 30, str(tmp_path)) == 30


def test_another_process_with_another_hash_seed_plays_the_same_game():
    mine = list(state_hashes(new_game(3, 31), 40, random.Random(31)))
    assert hashes_in_another_process(3, 31, 40, "12345") == mine


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(200))
def test_replay_determinism_many(tmp_path, seed):
    check_replay(2 + seed % 6, 4000 + seed, 120, str(tmp_path))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_hash_seed_does_not_change_a_game(seed):
    n = 2 + seed
    mine = list(state_hashes(new_game(n, 500 + seed), 150, random.Random(500 + seed)))
    for hash_seed in ("0", "1", "4242"):
        assert hashes_in_another_process(n, 500 + seed, 150, hash_seed) == mine
