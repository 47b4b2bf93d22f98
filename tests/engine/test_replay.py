import random

import pytest

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.snapshots import Snapshots
from tests.engine.conftest import new_game, play_randomly
from tests.engine.dicegame import RULESET, TurnEnded


def long_game(commands=700, every=256):
    game = new_game(target=10**9)
    game._timeline.snaps = Snapshots(RULESET, game.state_at(0), every)  # fresh, before any command
    play_randomly(game, commands, random.Random(2))
    return game


def states_by_event(game):
    """Reference: the state after every event, by plain folding."""
    state = RULESET.initial_state("standard", game.seats, game.seed, game.header.settings)
    out = [RULESET.state_hash(state)]
    for group in game.log:
        for event in group.events:
            state = RULESET.evolve(state, event)
            out.append(RULESET.state_hash(state))
    return out


def test_snapshots_are_taken_every_k_events_and_forgotten_on_truncate():
    game = long_game(every=50)
    snaps = game._timeline.snaps
    assert len(snaps) > game.event_count // 60
    gaps = [b - a for a, b in zip(snaps._events, snaps._events[1:], strict=False)]
    assert all(50 <= gap <= 50 + 3 for gap in gaps)  # a group holds at most 3 events
    snaps.truncate(100)
    assert snaps._groups[-1] <= 100 and len(snaps._groups) == len(snaps._states)


def test_snapshot_copies_are_private():
    game = long_game(300)
    _, one = game._timeline.snaps.before_group(280)
    one.scores["ann"] = -999
    _, two = game._timeline.snaps.before_group(280)
    assert two.scores["ann"] != -999


def test_stepping_by_event_visits_every_state_forwards_and_backwards():
    game = long_game(400, every=32)
    expected = states_by_event(game)
    cursor = game.replay()
    assert cursor.total_events == len(expected) - 1
    seen = [RULESET.state_hash(cursor.state)]
    while cursor.event < cursor.total_events:
        cursor.step_event()
        seen.append(RULESET.state_hash(cursor.state))
    assert seen == expected
    cursor.step_event()  # clamped at the end
    assert cursor.event == cursor.total_events
    back = []
    while cursor.event > 0:
        cursor.step_event(-1)
        back.append(RULESET.state_hash(cursor.state))
    assert back == expected[-2::-1]


def test_seek_event_anywhere():
    game = long_game(500, every=64)
    expected = states_by_event(game)
    cursor = game.replay()
    rng = random.Random(5)
    for _ in range(60):
        n = rng.randrange(len(expected))
        cursor.seek_event(n)
        assert RULESET.state_hash(cursor.state) == expected[n], n


def test_last_event_and_current_group():
    game = new_game()
    game.apply("bet 1", "ann")
    game.apply("bank", "ann")  # two events
    cursor = game.replay()
    assert cursor.last_event is None and cursor.current_group is None
    cursor.step_event(2)
    assert type(cursor.last_event).__name__ == "PotBanked" and game.text(cursor.current_group) == "bank"
    assert not cursor.at_boundary and cursor.command == 1
    cursor.step_event()
    assert isinstance(cursor.last_event, TurnEnded) and cursor.at_boundary and cursor.command == 2


def test_step_by_command():
    game = long_game(50)
    cursor = game.replay()
    cursor.step_command(3)
    assert cursor.command == 3 and cursor.at_boundary
    assert RULESET.state_hash(cursor.state) == RULESET.state_hash(game.state_at(3))
    cursor.step_event()
    cursor.step_command(-1)  # mid-command: back to the start of this command
    assert cursor.command == 3 and cursor.at_boundary
    cursor.step_command(-1)
    assert cursor.command == 2
    cursor.step_command(1000)
    assert cursor.command == 50


def turn_starts(game):
    positions = game.replay()._positions
    return [g for g in range(len(positions)) if g == 0 or positions[g][0] != positions[g - 1][0]]


def test_step_by_turn_and_round():
    game = long_game(120)
    starts = turn_starts(game)
    assert len(starts) > 5
    cursor = game.replay()
    visited = [0]
    while True:
        before = cursor.command
        cursor.step_turn()
        if cursor.command == before:
            break
        visited.append(cursor.command)
    assert visited[:-1] == starts[: len(visited) - 1]
    # backwards from the third turn start: the second, then the first
    cursor.seek_command(starts[2])
    cursor.step_turn(-1)
    assert cursor.command == starts[1]
    cursor.step_event()  # inside turn 2: back goes to its start
    cursor.step_turn(-1)
    assert cursor.command == starts[1]
    cursor.seek_command(starts[3])
    cursor.step_turn(-2)
    assert cursor.command == starts[1]
    cursor.step_turn(-5)
    assert cursor.command == 0
    cursor.step_round()
    assert cursor.position[1] == 2 and game.replay()._positions[cursor.command - 1][1] == 1
    cursor.step_round(-1)
    assert cursor.command == 0


def test_seek_turn():
    game = long_game(300)
    cursor = game.replay()
    starts = turn_starts(game)
    for turn, start in enumerate(starts, 1):
        cursor.seek_turn(turn)
        assert cursor.command == start and cursor.position[0] == turn
        assert RULESET.state_hash(cursor.state) == RULESET.state_hash(game.state_at(start))
    with pytest.raises(ValueError, match="no turn 0"):
        cursor.seek_turn(0)
    with pytest.raises(ValueError, match="no turn"):
        cursor.seek_turn(len(starts) + 1)


def test_a_cursor_is_unaffected_by_later_undo():
    game = new_game()
    for text in ("bet 1", "bet 2", "bet 3"):
        game.apply(text, "ann")
    cursor = game.replay()
    game.undo()
    game.undo()
    cursor.seek_command(3)
    assert cursor.state.pot == 6 and game.state.pot == 1


def test_replay_of_a_loaded_game(save_path):
    game = new_game(path=save_path, target=10**9)
    play_randomly(game, 300, random.Random(9))
    game.close()
    loaded = Game.load(save_path, {"dicegame": RULESET})
    cursor = loaded.replay()
    cursor.seek_command(len(loaded.log))
    assert RULESET.state_hash(cursor.state) == RULESET.state_hash(game.state)
    last = max(i for i, g in enumerate(loaded.log) if g.state_hash is not None)
    cursor.seek_command(last + 1)
    assert RULESET.state_hash(cursor.state) == loaded.log[last].state_hash


def test_a_checking_cursor_stops_at_the_first_command_that_differs(save_path):
    import msgspec

    from hellenica_tui.engine.errors import VerifyError

    game = long_game(40)
    cursor = game.replay(check=True)
    cursor.seek_command(40)  # an honest log plays through
    assert cursor.command == 40
    hashed = next(i for i in range(12, 30) if game.log[i].state_hash is not None)
    forged = msgspec.structs.replace(game.log[hashed], state_hash=b"\x00" * 16)
    game._timeline.groups[hashed] = forged
    cursor = game.replay(check=True)
    with pytest.raises(VerifyError) as info:
        cursor.seek_command(30)
    assert info.value.index == hashed and cursor.command == hashed + 1 and cursor.at_boundary
    game.replay().seek_command(30)  # without the check nothing is compared
