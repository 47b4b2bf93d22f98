"""The war game driven through the engine: saves, loads, verify, undo, playouts."""

import contextlib
import random

import pytest

from hellenica_tui.engine.errors import CommandError, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.games.war.ruleset import RULESET
from tests.games.war.helpers import new_game, seats

RULESETS = {"war": RULESET}


def to_phase(game, phase):
    while game.state.phase != phase:
        player = game.to_act()[0]
        legal = game.legal_commands(player)
        game.apply(legal[-1] if game.state.phase != "discard" else legal[0], player)


def test_save_load_and_verify_give_the_same_game(tmp_path):
    path = str(tmp_path / "war.hsav")
    game = new_game(path=path)
    to_phase(game, "move1")
    player = game.to_act()[0]
    move = next(c for c in game.legal_commands(player) if type(c).__name__ == "Move")
    game.apply(move, player)
    game.close()
    loaded = Game.load(path, RULESETS)
    assert RULESET.state_hash(loaded.state) == RULESET.state_hash(game.state)
    assert [loaded.text(g) for g in loaded.log] == [game.text(g) for g in game.log]
    assert loaded.verify() == len(game.log)
    loaded.close()


def test_undo_takes_back_a_move_but_never_crosses_dice(tmp_path):
    game = new_game(path=str(tmp_path / "war.hsav"))
    with pytest.raises(UndoBlocked):
        game.undo()  # the last home city brought the setup rolls
    to_phase(game, "move1")
    player = game.to_act()[0]
    before = RULESET.state_hash(game.state)
    move = next(c for c in game.legal_commands(player) if type(c).__name__ == "Move")
    game.apply(move, player)
    game.undo(player)
    assert RULESET.state_hash(game.state) == before
    game.close()


def test_the_text_of_every_legal_command_reads_back_as_itself():
    game = new_game(("ann", "bob", "cy"), ("athens", "thebes", "troy"), seed=4)
    rng = random.Random(4)
    for _ in range(150):
        player = game.to_act()[0]
        legal = game.legal_commands(player)
        for command in legal:
            assert RULESET.parse(RULESET.format(command), game.state, player) == command
        game.apply(rng.choice(legal), player)


def test_a_declared_attack_and_its_cards_are_for_all_to_see():
    from tests.games.war.helpers import blank, put, run

    state = blank(phase="land")
    state.players["ann"].hand = ["night-raid"]
    put(state, "ann", "army", "E6")
    put(state, "bob", "army", "D6")
    run(state, "ann", "attack D6 with night-raid")
    seen = RULESET.view(state, "bob")["pending"]
    assert seen["attacker"] == "ann" and seen["target"] == "D6" and seen["cards"] == ["night-raid"]


def test_views_show_a_player_his_own_hand_only():
    game = new_game(seed=2)
    view = game.view("ann")
    assert view["players"]["ann"]["hand"] == game.state.players["ann"].hand
    assert view["players"]["bob"]["hand"] == [] and view["players"]["bob"]["hand_size"] > 0
    assert isinstance(view["deck"], int)
    assert not set(strings(game.view("bob"))) & set(game.state.players["ann"].hand) - set(game.state.discard)


def strings(value):
    """Every string a view holds, keys and values, however deep."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(k)
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_raise_only_typed_errors(seed):
    names = [f"p{i}" for i in range(2 + seed)]
    game = Game.new(RULESET, "aegean", seats(*names), seed, {})
    rng = random.Random(seed)
    words = ["done", "move A1 B1 1 army", "attack H8", "recruit army athens", "diplomacy naxos", "discard spy",
             "home troy", "move E7 E6 all", "fly", "", "recruit fleet thebes 3"]  # fmt: skip
    for _ in range(300):
        if not game.to_act():
            break
        player = game.to_act()[0]
        legal = game.legal_commands(player)
        assert legal, "a player to act always has a command"
        with contextlib.suppress(CommandError):
            game.apply(rng.choice(words), rng.choice(names))
        player = game.to_act()[0] if game.to_act() else player
        if game.to_act():
            legal = game.legal_commands(player)
            game.apply(legal[-1] if rng.random() < 0.3 else rng.choice(legal), player)
    assert game.verify() == len(game.log)


def test_positions_count_player_turns_and_game_turns_and_never_go_down():
    game = new_game(("ann", "bob", "cy"), ("athens", "thebes", "troy"), seed=4)
    assert game.position == (1, 1)
    seen = [game.position]
    while game.state.turn < 3:
        player = game.to_act()[0]
        legal = game.legal_commands(player)
        game.apply(legal[-1] if game.state.phase != "discard" else legal[0], player)
        seen.append(game.position)
    assert seen == sorted(seen) and seen[-1] == (7, 3)
    cursor = game.replay()
    cursor.seek_turn(4)
    assert RULESET.position(cursor.state) == (4, 2)


def test_a_whole_game_ends_after_thirty_six_turns_with_a_winner():
    game = Game.new(RULESET, "aegean", seats("ann", "bob"), 12, {})
    rng = random.Random(12)
    while game.to_act():
        player = game.to_act()[0]
        legal = game.legal_commands(player)
        game.apply(legal[-1] if game.state.phase != "discard" and rng.random() < 0.8 else rng.choice(legal), player)
    assert game.state.phase == "over" and game.state.winners
    assert game.state.turn == 36 or sum(not p.out for p in game.state.players.values()) == 1


def test_a_save_keeps_its_rules_data_when_the_scenario_changes(tmp_path, monkeypatch):
    import shutil

    from hellenica_tui.games.war.content.loading import scenarios_root
    from hellenica_tui.games.war.ruleset import WarRuleset

    shutil.copytree(scenarios_root() / "aegean", tmp_path / "war" / "aegean")
    monkeypatch.setenv("HELLENICA_SCENARIOS", str(tmp_path))
    path = str(tmp_path / "kept.hsav")
    game = new_game(path=path)
    to_phase(game, "move1")
    game.close()
    terrain = tmp_path / "war" / "aegean" / "terrain.toml"
    terrain.write_text(terrain.read_text().replace("defence = 7", "defence = 6"))
    fresh = WarRuleset()  # a new process: nothing remembered
    assert fresh.content_hash("aegean") != game.header.content_hash
    loaded = Game.load(path, {"war": fresh})
    assert loaded.notices and "kept in its save" in loaded.notices[0]
    assert fresh.state_hash(loaded.state) == RULESET.state_hash(game.state)
    assert loaded.verify() == len(game.log)
    loaded.close()
