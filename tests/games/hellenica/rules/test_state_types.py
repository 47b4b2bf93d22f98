"""Phases, combat steps, directions, upgrade states and seat kinds are closed sets of names:
the constants the rules use are exactly the type's values, and a state or an event naming
anything else does not decode."""

from typing import get_args

import msgspec
import pytest

from hellenica_tui.engine.ruleset import Seat, SeatKind
from hellenica_tui.games.hellenica.core.state import (
    ACTIONS,
    HERA,
    PHASES,
    UPGRADE_STATES,
    ZEUS,
    Action,
    Direction,
    Phase,
    State,
    UpgradeState,
)
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.state import (
    CASUALTY,
    LEADERS,
    START,
    WITHDRAW_ATTACKER,
    WITHDRAW_DEFENDER,
    Combat,
    Step,
)
from tests.games.hellenica.rules.conftest import new_game


def test_the_constants_are_the_types_values():
    assert get_args(Phase) == PHASES
    assert get_args(Step) == (START, LEADERS, CASUALTY, WITHDRAW_ATTACKER, WITHDRAW_DEFENDER)
    assert get_args(Direction) == (ZEUS, HERA)
    assert get_args(UpgradeState) == UPGRADE_STATES
    assert get_args(Action) == ACTIONS
    assert get_args(SeatKind) == ("human", "ai")


def test_a_state_with_an_unknown_phase_does_not_decode(scenario: str):
    state = new_game(scenario, ["athens", "sparta"], seed=1).state
    raw = msgspec.to_builtins(state)
    assert msgspec.convert(raw, State).phase == state.phase
    raw["phase"] = "lunch"
    with pytest.raises(msgspec.ValidationError, match="phase"):
        msgspec.convert(raw, State)


def test_a_combat_step_or_a_seat_kind_outside_the_set_does_not_decode():
    combat = {"area": "megara", "attacker": "athens", "defender": "sparta", "origin": "attica", "step": "nap"}
    with pytest.raises(msgspec.ValidationError, match="step"):
        msgspec.convert(combat, Combat)
    with pytest.raises(msgspec.ValidationError, match="step"):
        msgspec.convert({"step": "nap", "players": []}, we.CombatStep)
    with pytest.raises(msgspec.ValidationError, match="kind"):
        msgspec.convert({"name": "athens", "kind": "robot"}, Seat)
