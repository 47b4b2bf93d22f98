"""Helpers for the movement, combat and conquest tests: a game on the classic
scenario (its real advancements) with an empty map, units placed by hand, and
commands decided with fixed dice."""

from __future__ import annotations

import random
from typing import Any

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.core.state import Stack, State, Upgrade
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.games.hellenica.rules.conftest import Game, start


class Dice(random.Random):
    """A random source that shows the given faces, in order, whenever a die with
    that face is rolled; anything else (a random victim) is left to chance."""

    def __init__(self, faces: list[str], seed: int = 0) -> None:
        super().__init__(seed)
        self.script = list(faces)

    def choice(self, seq: Any) -> Any:
        if self.script and all(isinstance(x, str) for x in seq) and self.script[0] in seq:
            return self.script.pop(0)
        return super().choice(seq)


def war_game(players: list[str], actor: str, kinds: dict[str, str] | None = None) -> Game:
    """The first action phase of a classic game, every area open, no unit on the map,
    three Supply cubes each; `actor` acts."""
    seats = [Seat(p, (kinds or {}).get(p, "human")) for p in players]
    game = Game(RULESET.initial_state("classic", seats, 1, {"responses": "involved"}))
    start(game)
    s = game.state
    for area in s.areas.values():
        area.units = {}
        area.impassable = False
    for p in s.players.values():
        p.cubes["supply"] = 3
    s.active = actor
    # No invocation windows and no bids: these tests are about movement and combat
    # alone (the world events after each movement are all Silences).
    s.window = None
    s.quiet = list(s.players)
    s.world_deck = ["silence_1"] * 60
    return game


def place(game: Game, player: str, area: str, **units: int) -> None:
    stack = game.state.areas[area].units.setdefault(player, Stack({}, {}, {}))
    for key, n in units.items():
        stack.units[key] = stack.units.get(key, 0) + n


def own(game: Game, player: str, city: str, *upgrades: str) -> None:
    """Give `player` the city with these upgrades on its first locations ("temple:zeus")."""
    area = game.state.areas[city]
    area.owner = player
    for i, spec in enumerate(upgrades):
        kind, _, deity = spec.partition(":")
        area.slots[i] = Upgrade(kind, "active", deity)


def do(game: Game, player: str, text: Any, *faces: str) -> list[Any]:
    """Decide a command with these dice faces (all of which must be rolled)."""
    s = game.state
    command = RULESET.parse(text, s, player) if isinstance(text, str) else text
    dice = Dice(list(faces), seed=game.index)
    events = RULESET.decide(s, player, command, dice)
    assert not dice.script, f"dice not rolled: {dice.script}"
    game.index += 1
    for event in events:
        RULESET.evolve(s, event)
    game.events += events
    return events


def units(state: State, area: str, player: str) -> dict[str, int]:
    stack = state.areas[area].units.get(player)
    return {k: n for k, n in stack.units.items() if n} if stack else {}


def kinds(events: list[Any]) -> list[str]:
    return [type(e).__name__ for e in events]


def finish_turn(game: Game) -> None:
    """Everyone passes until the turn is over (the upkeep runs)."""
    turn = game.state.turn
    while game.state.turn == turn and game.state.phase == "action":
        do(game, game.state.active, Pass())
