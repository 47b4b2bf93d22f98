"""Which questions stop the person (tui/controller/interruptions): the setting per kind
of window, what "when it matters" means, and the dialogs' shortcuts."""

from __future__ import annotations

import pytest

from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.state import Stack, Window, WorldState
from hellenica_tui.tui import settings
from hellenica_tui.tui.controller.interruptions import Interruptions, asked
from tests.games.hellenica.rules.gods import do, temples
from tests.games.hellenica.rules.test_movement_window import sparta_holds_peace


def policy(**asks: str) -> Interruptions:
    return Interruptions.of(asks)


def moving(near: bool):
    """Athens supplies a movement from Athens; Sparta, asked, could close a land area."""
    game = sparta_holds_peace(apart=True)
    if near:
        game.state.areas["megara"].units["sparta"] = Stack({"hoplite": 1}, {})
    do(game, "athens", "supply movement athens from athens")
    assert game.state.window is not None and game.state.window.asked == ["sparta"]
    return game


@pytest.mark.parametrize(
    "near, ask, answer",
    [(False, "matters", "skip"), (True, "matters", None), (False, "always", None), (True, "never", "skip")],
)
def test_a_movement_window_matters_only_near_the_person(near, ask, answer) -> None:
    game = moving(near)
    s = game.state
    assert policy(movement=ask).answer(s, content_of(s), "sparta") == answer


def test_the_setting_of_one_kind_leaves_the_others_alone() -> None:
    game = moving(near=True)
    s = game.state
    assert policy(action="never", combat="never", bid="never").answer(s, content_of(s), "sparta") is None


def test_an_action_window_matters_once_the_person_has_passed() -> None:
    """The Oracle helps only its caster: before another's action it waits for the
    person's own action, unless they have passed."""
    game = sparta_holds_peace(apart=True)
    s = game.state
    temples(game, "sparta", "apollo")
    s.players["sparta"].favor = 1
    s.window = Window(kinds=["action"], asked=["sparta"])
    content = content_of(s)
    assert asked(s, content, "sparta") is not None
    assert policy().answer(s, content, "sparta") == "skip"
    s.players["sparta"].passed = True
    assert policy().answer(s, content, "sparta") is None


def combat_window(game) -> None:
    s = game.state
    temples(game, "sparta", "ares")
    s.players["sparta"].favor = 1
    s.window = Window(kinds=["combat"], asked=["sparta"], players=["athens", "sparta"])


def test_quiet_until_my_turn_keeps_to_its_kind_and_ends_with_the_persons_action() -> None:
    game = moving(near=True)
    s = game.state
    content = content_of(s)
    shown = policy(movement="always")
    shown.quiet_until_mine(("movement",))
    assert shown.answer(s, content, "sparta") == "skip"
    window = s.window
    combat_window(game)
    assert shown.answer(s, content, "sparta") is None  # a combat is still asked
    s.window, s.active = window, "sparta"  # the person's own action came
    assert shown.answer(s, content, "sparta") is None and not shown.quiet


def test_no_more_bids_this_turn() -> None:
    game = sparta_holds_peace(apart=True)
    s = game.state
    content = content_of(s)
    s.world = WorldState(card=next(e.id for e in content.world_events), stage="bid")
    chosen = policy(bid="always")
    assert chosen.answer(s, content, "sparta") is None
    chosen.no_more_bids(s.turn)
    assert chosen.answer(s, content, "sparta") == "offer 0"
    s.turn += 1
    assert chosen.answer(s, content, "sparta") is None


def test_the_choices_are_remembered(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert settings.asks(settings.load()) == dict.fromkeys(("action", "movement", "combat", "bid"), "matters")
    assert settings.update(ask_combat="always", ask_bid="never") is None
    assert settings.asks(settings.load())["combat"] == "always"
    path = settings.settings_path()
    path.write_bytes(b'{"ask_bid": "sometimes", "ask_combat": "never"}')
    assert settings.asks(settings.load()) == {"action": "matters", "movement": "matters", "combat": "never",
                                              "bid": "matters"}
