"""Hellas on the engine: a whole game through `engine.game`, saved, loaded, verified,
undone, redone and replayed; random playouts to the end."""

import random
import warnings

import pytest

from hellenica_tui.engine.errors import CommandError, IllegalCommand, RequestError, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.ruleset import RULESET

SEATS = (Seat("light"), Seat("dark"))
RULESETS = {"hellas": RULESET}


def _play_to_the_end(game: Game, rng: random.Random, limit: int = 5000) -> int:
    n = 0
    while game.to_act() and n < limit:
        player = game.to_act()[0]
        game.apply(RULESET.format(rng.choice(game.legal_commands(player))), player)
        n += 1
    return n


def test_a_whole_game_saved_loaded_verified_and_replayed(tmp_path):
    path = str(tmp_path / "hellas.hsav")
    game = Game.new(RULESET, "standard", SEATS, 2024, path=path)
    n = _play_to_the_end(game, random.Random(1))
    assert game.state.winner in ("light", "dark") and not game.to_act()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        loaded = Game.load(path, RULESETS)
    assert RULESET.state_hash(loaded.state) == RULESET.state_hash(game.state)
    assert loaded.verify() == n
    cursor = loaded.replay(check=True)
    for _ in range(n):  # command by command, the state hashes checked on the way
        cursor.step_command()
    assert cursor.command == n
    assert RULESET.state_hash(cursor.state) == RULESET.state_hash(game.state)
    cursor.seek_turn(3)
    assert cursor.position[0] == 3 and cursor.state.turn == 3


def test_undo_and_redo_within_a_turn_but_never_across_a_drawn_tile_or_card(tmp_path):
    path = str(tmp_path / "hellas.hsav")
    game = Game.new(RULESET, "standard", SEATS, 7, path=path)
    rng = random.Random(2)
    while game.state.phase != "choose" or game.state.current != 1:  # the map made, light's first turn done
        player = game.to_act()[0]
        game.apply(rng.choice(game.legal_commands(player)), player)
    with pytest.raises(UndoBlocked):  # light's turn was played; dark has done nothing since the shuffle
        game.undo("dark")
    before = RULESET.state_hash(game.state)
    game.apply("burst", "dark")
    city = next(c for c, p in game.state.owner.items() if p == "dark" and game.state.greeks[c] < 3)
    game.apply(f"greek {city}", "dark")
    after = RULESET.state_hash(game.state)
    game.undo("dark")
    game.undo("dark")
    assert RULESET.state_hash(game.state) == before
    game.redo()
    game.redo()
    assert RULESET.state_hash(game.state) == after
    group = game.apply("draw zeus", "dark")
    assert any(isinstance(e, ev.CardDrawn) for e in group.events)
    with pytest.raises(UndoBlocked, match="cannot be undone"):
        game.undo("dark")
    reloaded = Game.load(path, RULESETS)
    assert RULESET.state_hash(reloaded.state) == RULESET.state_hash(game.state) and reloaded.verify()


def test_refused_commands_name_their_rule_and_change_nothing(tmp_path):
    path = str(tmp_path / "hellas.hsav")
    game = Game.new(RULESET, "standard", SEATS, 3, path=path)
    before = (RULESET.state_hash(game.state), open(path, "rb").read())
    with pytest.raises(IllegalCommand) as info:
        game.apply("place 5,5 turn 0", "light")
    assert info.value.rule == "placement"
    with pytest.raises(IllegalCommand) as info:
        game.apply("burst", "light")
    assert info.value.rule == "turn"
    with pytest.raises(IllegalCommand):
        game.apply("burst", "dark")
    assert (RULESET.state_hash(game.state), open(path, "rb").read()) == before


def test_the_rules_data_travels_in_the_save(tmp_path):
    path = str(tmp_path / "hellas.hsav")
    game = Game.new(RULESET, "standard", SEATS, 3, path=path)
    assert game.header.content and game.header.content_hash == RULESET.content_hash("standard")
    assert RULESET.open_content("standard", game.header.content_hash, game.header.content)


@pytest.mark.parametrize("seed", range(40))
def test_random_playouts_end_with_a_winner_and_raise_only_typed_errors(seed):
    rng = random.Random(seed)
    state = RULESET.initial_state("standard", SEATS, seed, {})
    commands = 0
    while RULESET.to_act(state):
        player = RULESET.to_act(state)[0]
        legal = RULESET.legal_commands(state, player)
        assert legal, f"{player} has no command in phase {state.phase}"
        other = "dark" if player == "light" else "light"
        try:  # the player not to act is refused with a typed error, never anything else
            RULESET.decide(state, other, legal[0], rng)
            raise AssertionError("a command out of turn was accepted")
        except CommandError:
            pass
        for event in RULESET.decide(state, player, rng.choice(legal), rng):
            state = RULESET.evolve(state, event)
        commands += 1
    assert state.winner in ("light", "dark") and state.phase == "over" and commands < 5000


def test_a_game_of_hellas_is_two_players_of_an_installed_scenario():
    with pytest.raises(RequestError, match="two players"):
        RULESET.initial_state("standard", (*SEATS, Seat("third")), 1, {})
    with pytest.raises(RequestError, match="no Hellas scenario"):
        RULESET.initial_state("atlantis", SEATS, 1, {})
    with pytest.raises(RequestError, match="no Hellas rules data"):
        RULESET.initial_state("standard", SEATS, 1, {}, content_hash="0" * 16)


@pytest.mark.parametrize("seed", range(4))
def test_undo_then_redo_of_barrier_free_commands_is_the_identity(seed, tmp_path):
    game = Game.new(RULESET, "standard", SEATS, seed, path=str(tmp_path / "g.hsav"))
    rng = random.Random(seed)
    done = 0
    while game.to_act() and done < 40:
        player = game.to_act()[0]
        start = RULESET.state_hash(game.state)
        group = game.apply(rng.choice(game.legal_commands(player)), player)
        if any(RULESET.is_barrier(e) for e in group.events) or game.to_act() != [player]:
            continue
        after = RULESET.state_hash(game.state)
        game.undo(player)
        assert RULESET.state_hash(game.state) == start
        game.redo()
        assert RULESET.state_hash(game.state) == after
        done += 1
    assert done >= 10
    assert Game.load(str(tmp_path / "g.hsav"), RULESETS).verify() == len(game.log)
