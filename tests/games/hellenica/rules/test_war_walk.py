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
from hellenica_tui.games.hellenica.core.state import OVER, State
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.war.commands import Move, SupplyMovement
from tests.games.hellenica.rules.conftest import Game
from tests.proof.conservation import counts, expected_change, nonzero
from tests.proof.walk import mostly_acting, random_steps

ALL = ["corcyra", "thebes", "troy", "byzantium", "athens", "sparta", "corinth"]
WAR = (Move, SupplyMovement)


def census(s: State) -> Counter:
    """Units on the map per (kind, player, unit), checking each stack is coherent."""
    for area in s.areas.values():
        for player, stack in area.units.items():
            assert all(n >= 0 for n in stack.units.values()), (player, stack.units)
            assert sum(stack.supplied.values()) <= sum(stack.units.values())
            for key, n in stack.held.items():
                assert n <= stack.units.get(key, 0)
    return Counter({k: n for k, n in counts(s).items() if k[0] == "units"})


def mostly_war(legal: list, rng: random.Random):
    war = [c for c in legal if isinstance(c, WAR)]
    return rng.choice(war) if war and rng.random() < 0.8 else mostly_acting(legal, rng)


def walk(players: int, seed: int, turns: int, names: list[str] | None = None, army: int = 0) -> Counter[str]:
    """`army`: more hoplites and cavalry at every home to start with, for more fighting."""
    seats = [Seat(p, "ai" if i % 3 == 2 else "human") for i, p in enumerate(names or ALL[:players])]
    game = Game(RULESET.initial_state("classic", seats, seed, {}))
    for name, p in game.state.players.items():
        home = game.state.areas[p.home].units[name].units
        home["hoplite"] += army
        home["cavalry"] = army

    def reads_back(state, player, legal, pick) -> None:
        assert RULESET.parse(RULESET.format(pick), state, player) == pick

    seen: Counter[str] = Counter()
    before = census(game.state)
    steps = random_steps(lambda: game.state, game.do, random.Random(seed), pick=mostly_war, before=reads_back, limit=5000)
    for _, pick, events in steps:
        after = census(game.state)
        expected = before.copy()
        for e in events:
            seen[type(e).__name__] += 1
            change = expected_change(e)
            if change is not None:
                expected.update(Counter({k: n for k, n in change.items() if k[0] == "units"}))
        assert nonzero(after) == nonzero(expected), (RULESET.format(pick), [type(e).__name__ for e in events])
        before = after
        if game.state.turn > turns or game.state.phase == OVER:
            break
    assert game.state.turn > turns or game.state.phase == OVER, f"the walk stopped in {game.state.phase}"
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
