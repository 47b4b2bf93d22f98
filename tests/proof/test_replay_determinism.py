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
from tests.proof.walk import RULESET, new_game, play_with_ais, state_hashes, with_ais

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

    rebuild_every_way(path, live, saved)
    return len(live)


def rebuild_every_way(path: str, live: list[bytes], saved: list[bytes | None]) -> None:
    """The save at `path` must load with the `saved` hashes, and give the `live` hash
    after every command re-folded, sought, stepped by the cursor, verified and
    decided again in a fresh game."""
    loaded = Game.load(path, RULESETS)
    assert [g.state_hash for g in loaded.log] == saved
    header = loaded.header
    state = RULESET.initial_state(header.scenario, header.seats, header.seed, header.settings)
    for i, group in enumerate(loaded.log):
        for event in group.events:
            state = RULESET.evolve(state, event)
        assert RULESET.state_hash(state) == live[i], f"re-folding differs at command {i}"
    for i in random.Random(header.seed).sample(range(len(live)), min(8, len(live))):
        assert RULESET.state_hash(loaded.state_at(i + 1)) == live[i], f"seeking differs at command {i}"
    cursor = loaded.replay()
    for i in range(len(live)):
        cursor.step_command()
        assert RULESET.state_hash(cursor.state) == live[i], f"the cursor differs at command {i}"
    assert loaded.verify() == len(live)
    loaded.close()

    fresh = Game.new(RULESET, header.scenario, header.seats, header.seed, header.settings)
    for group in loaded.log:
        again = fresh.apply(group.command, group.player)
        assert again.events == group.events and again.state_hash == group.state_hash


@pytest.mark.parametrize("n, ais, seed", [(3, 3, 24), (4, 3, 25)])
def test_games_with_ai_players_replay_alike(tmp_path, n, ais, seed):
    assert check_replay(n, seed, 120, str(tmp_path), ais=ais) > 50


# Two AI players now and then play on for ever without a winner (no rule ends the
# game otherwise): such a game is cut after this turn.
LAST_TURN = 40


def check_ai_game(seed: int, folder: str, thorough: bool = False) -> tuple[int, int]:
    """One seeded game of 2 to 7 AI players, played to its winner (or LAST_TURN); saved,
    loaded and re-folded from the first event, it gives the live state hash after
    every command (the save keeps one at each turn's end), so at every turn's end
    too. `thorough` also seeks, steps the cursor, verifies and decides it again
    (`rebuild_every_way`). Returns (commands, turns)."""
    n = 2 + seed % 6
    path = os.path.join(folder, f"ai{seed}.hsav")
    game = with_ais(0, n, 70_000 + seed, path)
    live: list[bytes] = []
    positions: list[tuple[int, int]] = []

    def record(game: Game) -> None:
        live.append(RULESET.state_hash(game.state))
        positions.append(tuple(game.position))

    play_with_ais(game, 5000, random.Random(seed), max_turn=LAST_TURN, after=record)
    assert game.state.winners or game.position[0] > LAST_TURN, f"game {seed} stopped at {game.position}"
    assert len(live) == len(game.log)
    saved = [group.state_hash for group in game.log]
    assert any(saved) and all(h in (None, live[i]) for i, h in enumerate(saved))
    game.close()

    loaded = Game.load(path, RULESETS)
    assert loaded.warnings == [] and [g.state_hash for g in loaded.log] == saved
    assert RULESET.state_hash(loaded.state) == live[-1]
    header = loaded.header
    state = RULESET.initial_state(header.scenario, header.seats, header.seed, header.settings)
    for i, group in enumerate(loaded.log):
        for event in group.events:
            state = RULESET.evolve(state, event)
        assert RULESET.state_hash(state) == live[i], f"game {seed}: re-folding differs at command {i}"
        assert tuple(RULESET.position(state)) == positions[i], f"game {seed}: position differs at command {i}"
    loaded.close()
    if thorough:
        rebuild_every_way(path, live, saved)
    os.unlink(path)
    return len(live), positions[-1][0]


def check_ai_games(seeds: list[int]) -> tuple[int, int, int, int]:
    """`check_ai_game` for each seed (every 20th thoroughly); (games, commands, turns, games won)."""
    import tempfile

    commands = turns = won = 0
    with tempfile.TemporaryDirectory() as folder:
        for seed in seeds:
            c, t = check_ai_game(seed, folder, thorough=seed % 20 == 0)
            commands, turns, won = commands + c, turns + t, won + (t <= LAST_TURN)
    return len(seeds), commands, turns, won


def test_a_few_ai_games_replay_alike_turn_by_turn(tmp_path):
    # two players played thoroughly (seed 42: Corcyra and Thebes, 8 turns), then seven
    for seed in (42, 5):
        commands, turns = check_ai_game(seed, str(tmp_path), thorough=seed == 42)
        assert commands > 100 and turns > 5


@pytest.mark.slow
def test_replay_determinism_of_1000_ai_games():
    """A thousand AI games, split over two processes (the machine has two cores)."""
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_context

    workers = max(1, min(2, os.cpu_count() or 1))
    chunks = [list(range(1000))[i::workers] for i in range(workers)]
    with ProcessPoolExecutor(workers, mp_context=get_context("fork")) as pool:
        results = list(pool.map(check_ai_games, chunks))
    games, commands, turns, won = (sum(r[i] for r in results) for i in range(4))
    print(f"{games} AI games ({won} to a winner), {commands} commands, {turns} turns: every hash agrees")
    assert games == 1000


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
