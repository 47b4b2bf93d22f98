"""Fixtures for the rules tests: a scenario with small test decks, and a game driver."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content import scenarios_dir
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.state import State
from tests.games.hellenica.conftest import dump_toml

DEITIES = ["athena", "apollo", "ares", "hermes", "poseidon", "zeus"]


def _deities() -> dict[str, Any]:
    return {
        "deities": [
            {
                "id": d, "name": d.title(), "domain": "test",
                "invocations": [
                    {"id": f"{d}_{lvl}", "name": f"{d.title()} {lvl}", "level": lvl, "window": "action",
                     "target": "self", "effects": [], "text": "test"}
                    for lvl in (1, 2, 3)
                ],
            }
            for d in DEITIES
        ]
    }


def _governments() -> dict[str, Any]:
    return {
        "governments": [
            {"id": "tyranny", "name": "Tyranny", "upgrade": "barracks", "free_activation": [], "text": "t"},
            {"id": "republic", "name": "Republic", "upgrade": "market", "free_activation": [], "text": "t"},
            {"id": "democracy", "name": "Democracy", "upgrade": "academy", "free_activation": [], "text": "t"},
        ]
    }


def _advancements() -> dict[str, Any]:
    rows = [
        ("mining", "construction", 1), ("masonry", "construction", 1), ("wonder_of_the_world", "construction", 2),
        ("engineering", "construction", 2), ("logistics", "military", 1), ("tactics", "military", 1),
        ("leadership", "military", 2), ("brilliant_general", "military", 2), ("law", "government", 1),
    ]
    return {
        "advancements": [
            {"id": i, "name": i.replace("_", " ").title(), "category": c, "level": lvl, "text": "t"}
            for i, c, lvl in rows
        ]
    }


@pytest.fixture
def scenario(tmp_path: Path) -> str:
    """A copy of the classic scenario with small test decks; returns its folder."""
    folder = tmp_path / "classic"
    shutil.copytree(scenarios_dir() / "classic", folder)
    for name, data in (
        ("deities.toml", _deities()), ("governments.toml", _governments()), ("advancements.toml", _advancements()),
    ):
        (folder / name).write_text(dump_toml(data))
    return str(folder)


class Game:
    """Drives a state through RULESET.decide/evolve, as the engine does."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[Any] = []
        self.index = 0

    def do(self, player: str, text_or_command: Any) -> list[Any]:
        command = (
            RULESET.parse(text_or_command, self.state, player) if isinstance(text_or_command, str) else text_or_command
        )
        events = RULESET.decide(self.state, player, command, random.Random(self.index))
        self.index += 1
        for event in events:
            RULESET.evolve(self.state, event)
        self.events += events
        return events


def new_game(scenario: str, players: list[str], seed: int = 1, **settings: Any) -> Game:
    return Game(RULESET.initial_state(scenario, [Seat(p) for p in players], seed, settings))
