"""Random walks that favour movement, for 2 to 7 players with people and AI seats:
every legal command is accepted and reads back, combats run to their end, and
units are never created or lost except by a rule (training, a combat or a
creature's kill, an invocation or world event's effect, an AI garrison made
whole), nor counted below zero."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ai_players import GarrisonRegenerated, GarrisonRestored
from hellenica_tui.games.hellenica.ai_setup import GARRISON
from hellenica_tui.games.hellenica.commands import Pass
from hellenica_tui.games.hellenica.effect_rules import TurncoatMoved, UnitsPromoted, UnitsRemoved
from hellenica_tui.games.hellenica.events import UnitsTrained
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.state import OVER, State
from hellenica_tui.games.hellenica.war_commands import Move, SupplyMovement
from hellenica_tui.games.hellenica.war_events import UnitsLost
from tests.games.hellenica.rules.conftest import Game

ALL = ["corcyra", "thebes", "troy", "byzantium", "athens", "sparta", "corinth"]
WAR = (Move, SupplyMovement)


def census(s: State) -> Counter[str]:
    total: Counter[str] = Counter()
    for area in s.areas.values():
        for player, stack in area.units.items():
            for key, n in stack.units.items():
                assert n >= 0, (player, key, n)
                total[f"{player}:{key}"] += n
            assert sum(stack.supplied.values()) <= sum(stack.units.values())
            for key, n in stack.held.items():
                assert n <= stack.units.get(key, 0)
    return total


def walk(players: int, seed: int, turns: int, names: list[str] | None = None, army: int = 0) -> Counter[str]:
    """`army`: more hoplites and cavalry at every home to start with, for more fighting."""
    seats = [Seat(p, "ai" if i % 3 == 2 else "human") for i, p in enumerate(names or ALL[:players])]
    game = Game(RULESET.initial_state("classic", seats, seed, {}))
    for name, p in game.state.players.items():
        home = game.state.areas[p.home].units[name].units
        home["hoplite"] += army
        home["cavalry"] = army
    rng = random.Random(seed)
    seen: Counter[str] = Counter()
    steps = 0
    while game.state.turn <= turns and game.state.phase != OVER:
        actors = RULESET.to_act(game.state)
        assert actors, f"nobody to act in phase {game.state.phase}"
        player = rng.choice(actors)
        legal = RULESET.legal_commands(game.state, player)
        assert legal, f"{player} has no legal command in phase {game.state.phase}"
        war = [c for c in legal if isinstance(c, WAR)]
        acting = [c for c in legal if not isinstance(c, Pass)]
        if war and rng.random() < 0.8:
            pick = rng.choice(war)
        else:
            pick = rng.choice(acting) if acting and rng.random() < 0.85 else rng.choice(legal)
        assert RULESET.parse(RULESET.format(pick), game.state, player) == pick
        before = census(game.state)
        events = game.do(player, pick)
        after = census(game.state)
        expected = before.copy()
        for e in events:
            seen[type(e).__name__] += 1
            if isinstance(e, UnitsTrained):
                expected[f"{e.player}:{'elite_' if e.elite else ''}{e.unit}"] += e.count
            elif isinstance(e, UnitsLost):
                for key, n in e.units.items():
                    expected[f"{e.player}:{key}"] -= n
            elif isinstance(e, UnitsRemoved):
                expected[f"{e.player}:{e.unit}"] -= e.count
            elif isinstance(e, UnitsPromoted):
                expected[f"{e.player}:{e.unit}"] -= e.count
                expected[f"{e.player}:elite_{e.unit}"] += e.count
            elif isinstance(e, GarrisonRestored):
                for key, n in e.units.items():
                    expected[f"{e.player}:{key}"] += n
            elif isinstance(e, GarrisonRegenerated):
                for key, n in GARRISON.items():
                    expected[f"{e.player}:{key}"] += n
            elif isinstance(e, TurncoatMoved):
                expected[f"{e.player}:hero"] += 1
                if e.source_player:
                    expected[f"{e.source_player}:hero"] -= 1
        assert +after == +expected, (RULESET.format(pick), [type(e).__name__ for e in events])
        steps += 1
        assert steps < 5000
    return seen


@pytest.mark.parametrize("players", range(2, 8))
def test_war_walk(players: int) -> None:
    seen = walk(players, seed=players, turns=3 if players < 5 else 2)
    assert seen["UnitsMoved"] > 0


def test_walks_see_combat() -> None:
    seen: Counter[str] = Counter()
    for seed in (1, 4):
        seen += walk(2, seed=seed, turns=3, names=["athens", "corinth"], army=3)
    assert seen["CombatRoundRolled"] > 0 and seen["CityConquered"] > 0 and seen["CombatEnded"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(30))
def test_long_war_walks(seed: int) -> None:
    walk(2 + seed % 6, seed=seed, turns=15, army=seed % 3)
