"""The movement window (game setting `movement_window`, what new games take): the
others cast their movement invocations once a movement is supplied, when it is
known which area moves, before its first group goes; the window before each
action keeps the action invocations. Games saved without the setting keep both
kinds in the window before the action (their replay stays the same)."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.state import Stack, Upgrade, Window
from hellenica_tui.games.hellenica.effects.timed import blocked
from hellenica_tui.games.hellenica.gods.invoking import is_quiet
from tests.games.hellenica.rules.gods import do, gods_game, temples


def sparta_holds_peace(apart: bool):
    """Athens acts with a hoplite at home and a market; Sparta could close a land area."""
    game = gods_game(["athens", "sparta"], actor="athens", responses="useful", movement_window=apart)
    s = game.state
    s.opened = []  # the window before Athens' action is still to open
    area = s.areas["athens"]
    area.slots = [Upgrade("market", "active")] + [None] * (len(area.slots) - 1)
    area.units["athens"] = Stack({"hoplite": 1}, {})
    s.players["athens"].cubes["supply"] = 1
    sparta = s.areas["sparta"]
    sparta.slots = [None] * len(sparta.slots)
    temples(game, "sparta", "aphrodite", "aphrodite", "aphrodite")
    s.players["sparta"].favor = 3
    return game


def test_a_blocking_invocation_is_cast_during_the_movement_it_blocks() -> None:
    game = sparta_holds_peace(apart=True)
    s = game.state
    do(game, "athens", "supply movement athens from athens")
    assert s.window is not None and s.window.kinds == ["movement"] and s.window.asked == ["sparta"]
    with pytest.raises(IllegalCommand, match="must answer an invocation window"):
        do(game, "athens", "move hoplite to megara")  # the others answer first
    do(game, "sparta", "invoke aphrodite_peace")
    do(game, "sparta", "choose megara")
    assert blocked(s, "megara", "enter")
    with pytest.raises(IllegalCommand, match="closes megara"):
        do(game, "athens", "move hoplite to megara")


def test_the_window_before_the_action_keeps_the_action_invocations_only() -> None:
    game = sparta_holds_peace(apart=True)
    do(game, "athens", "pass")  # no movement: Sparta was never asked
    assert game.state.window is None or "movement" not in game.state.window.kinds


def test_a_game_without_the_setting_asks_before_the_action_and_not_during_it() -> None:
    game = sparta_holds_peace(apart=False)
    s = game.state
    do(game, "athens", "supply movement athens from athens")
    # The window of the action (opened late: the test cleared it) has both kinds ...
    assert s.window is not None and s.window.kinds == ["action", "movement"]
    do(game, "sparta", "skip")
    assert s.window is None and s.movement is not None  # ... and none opens during the movement
    do(game, "athens", "move hoplite to megara")
    assert s.areas["megara"].units["athens"].units == {"hoplite": 1}


def test_quiet_in_one_kind_of_window_still_asks_in_the_others() -> None:
    """Quiet during a movement keeps Sparta out of the movement windows of the turn,
    not out of a combat's (a typed `quiet` once silenced every window)."""
    game = sparta_holds_peace(apart=True)
    s = game.state
    do(game, "athens", "supply movement athens from athens")
    do(game, "sparta", "quiet")
    assert s.quiet == ["sparta:movement"]
    assert is_quiet(s, "sparta", Window(kinds=["movement"]))
    assert not is_quiet(s, "sparta", Window(kinds=["combat"]))


def test_quiet_in_a_game_without_the_setting_silences_every_window() -> None:
    game = sparta_holds_peace(apart=False)
    s = game.state
    do(game, "athens", "supply movement athens from athens")
    do(game, "sparta", "quiet")
    assert s.quiet == ["sparta"]
