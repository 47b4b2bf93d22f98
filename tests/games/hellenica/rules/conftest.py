"""Fixtures for the rules tests: a scenario with small test decks, and a game driver."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.loading import scenarios_dir
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.games.hellenica.conftest import dump_toml

ADVANCEMENTS = [
    # id, category, level, effects
    ("mining", "construction", 1, [{"kind": "build_on_mines"}]),
    ("masonry", "construction", 1, [{"kind": "build_active"}]),
    ("wonder_of_the_world", "construction", 2, [{"kind": "unlock_upgrade", "params": {"upgrade": "wonder"}}]),
    ("engineering", "construction", 2, [{"kind": "extra_action_cube", "params": {"action": "build"}}]),
    ("logistics", "military", 1, [{"kind": "extra_action_cube", "params": {"action": "train"}}]),
    ("tactics", "military", 1, [{"kind": "elite_units", "params": {"unit": "hoplite"}}]),
    ("leadership", "military", 2, [{"kind": "cross_mountains"}]),
    ("brilliant_general", "military", 2, [{"kind": "brilliant_leader", "params": {"domain": "land"}}]),
    ("law", "government", 1, [{"kind": "rule_value", "params": {"rule": "exchange_cost", "amount": 2}}]),
    ("coinage", "trades", 1, [{"kind": "rule_value", "params": {"rule": "commerce_per_philosopher", "amount": 2}}]),
    ("guilds", "trades", 1, [{"kind": "action_bonus", "params": {"action": "worship", "amount": 1}}]),
    ("banking", "trades", 2, [{"kind": "income", "params": {"commodity": "commerce", "amount": 1}}]),
]

OBJECTIVES = [
    # id, deck, copies, public, condition
    ("empire", "pathos", 1, True, {"kind": "count_at_least", "params": {"what": "cities", "n": 3}}),
    ("sea_power", "pathos", 1, True, {"kind": "most", "params": {"what": "sea_areas", "at_least": 2}}),
    ("commune", "pathos", 1, True, {"kind": "hold_areas", "params": {"areas": ["delphi"], "n": 1}}),
    ("destruction", "pathos", 1, False, {"kind": "count_at_least", "params": {"what": "foreign_home_cities", "n": 1}}),
    ("piety", "ethos", 3, False, {"kind": "count_at_least", "params": {"what": "upgrades", "n": 3, "of": ["temple"]}}),
    ("scholarship", "ethos", 3, False,
     {"kind": "count_at_least", "params": {"what": "upgrades", "n": 3, "of": ["academy"]}}),
    ("prosperity", "ethos", 3, False, {"kind": "count_at_least", "params": {"what": "commerce", "n": 6}}),
    ("knowledge", "ethos", 1, False, {"kind": "count_at_least", "params": {"what": "advancements", "n": 4}}),
    ("enlightenment", "ethos", 1, False,
     {"kind": "count_at_least", "params": {"what": "advancements", "n": 2, "of": ["government"]}}),
]


def _advancements() -> dict[str, Any]:
    return {
        "advancements": [
            {"id": i, "name": i.replace("_", " ").title(), "category": c, "level": lvl, "text": "t", "effects": e}
            for i, c, lvl, e in ADVANCEMENTS
        ]
    }


def _objectives() -> dict[str, Any]:
    return {
        "objectives": [
            {"id": i, "name": i.replace("_", " ").title(), "deck": d, "copies": n, "default_public": pub,
             "condition": cond, "text": "t", "map_areas": cond["params"].get("areas", [])}
            for i, d, n, pub, cond in OBJECTIVES
        ]
    }


@pytest.fixture
def scenario(tmp_path: Path) -> str:
    """A copy of the classic scenario with test advancements and objectives; returns its folder."""
    folder = tmp_path / "classic"
    shutil.copytree(scenarios_dir() / "classic", folder)
    for name, data in (("advancements.toml", _advancements()), ("objectives.toml", _objectives())):
        (folder / name).write_text(dump_toml(data))
    return str(folder)


class Game:
    """Drives a state through RULESET.decide/evolve, as the engine does."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[Any] = []
        self.index = 0

    # Invocation windows another player's command would find open are closed
    # with "done" first, so tests of other rules need not answer them.
    auto_done = True

    def do(self, player: str, text_or_command: Any) -> list[Any]:
        from hellenica_tui.games.hellenica.gods.commands import Done
        from hellenica_tui.games.hellenica.gods.responses import ANSWER_COMMANDS

        command = (
            RULESET.parse(text_or_command, self.state, player) if isinstance(text_or_command, str) else text_or_command
        )
        while self.auto_done and self.state.window is not None and self.state.window.asked:
            asked = self.state.window.asked[0]
            if asked == player and isinstance(command, ANSWER_COMMANDS):
                break
            self.do(asked, Done())
        events = RULESET.decide(self.state, player, command, random.Random(self.index))
        self.index += 1
        for event in events:
            RULESET.evolve(self.state, event)
        self.events += events
        return events


def new_game(scenario: str, players: list[str], seed: int = 1, **settings: Any) -> Game:
    return Game(RULESET.initial_state(scenario, [Seat(p) for p in players], seed, settings))


def choose_patrons(game: Game) -> None:
    from hellenica_tui.games.hellenica.ai_seats.commands import AiSetup
    from hellenica_tui.games.hellenica.turn.commands import ChoosePatron

    for name in list(game.state.pending):
        if game.state.players[name].kind == "ai":  # AI players choose no patron
            game.do(name, AiSetup())
        else:
            game.do(name, ChoosePatron(deity=game.state.players[name].dealt_deities[0]))


def keep_first_ethos(game: Game) -> None:
    from hellenica_tui.games.hellenica.turn.commands import KeepEthos

    for name in list(game.state.pending):
        hand = game.state.players[name].ethos_hand
        game.do(name, KeepEthos(cards=tuple(sorted(set(hand)))[:2]))


def start(game: Game, direction: str = "zeus") -> None:
    """From setup to the first action: patrons, Ethos, Favorite, direction."""
    from hellenica_tui.games.hellenica.turn.commands import ChooseDirection, PickFavorite

    choose_patrons(game)
    keep_first_ethos(game)
    if game.state.phase == "favorite":
        game.do(game.state.pending[0], PickFavorite(player=game.state.tied[0]))
    game.do(game.state.favorite, ChooseDirection(direction=direction))


def action_game(scenario: str, players: list[str] | None = None, actor: str = "athens", **settings: Any) -> Game:
    """A game in its first action phase with `actor` to act."""
    game = new_game(scenario, players or ["athens", "sparta"], **settings)
    start(game)
    game.state.active = actor
    # No invocation windows: these tests are about the economy alone.
    game.state.window = None
    game.state.quiet = list(game.state.players)
    return game


def put(game: Game, city: str, *upgrades: str, state: str = "active") -> None:
    """Fill the city's slots with upgrades ("temple:apollo" for a temple), from the first."""
    from hellenica_tui.games.hellenica.core.state import Upgrade

    slots = game.state.areas[city].slots
    for i, spec in enumerate(upgrades):
        kind, _, deity = spec.partition(":")
        slots[i] = Upgrade(kind, state, deity) if kind else None


def position_game(name: str, seed: int = 0) -> Game:
    """A game on the classic scenario from `scenarios/hellenica/classic/positions/<name>.toml`."""
    from hellenica_tui.games.hellenica.content.loading import load_scenario
    from hellenica_tui.games.hellenica.positions.build import state_from_position
    from hellenica_tui.games.hellenica.positions.schema import load_position

    content = load_scenario("classic")
    position = load_position(content, f"positions/{name}.toml")
    return Game(state_from_position(content, position, seed=seed, scenario="classic"))
