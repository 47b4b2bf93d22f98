"""The rulebook's worked examples of movement and combat, from the position
files in scenarios/hellenica/classic/positions, through the real decide/evolve with the
book's dice.

The combat positions show the moment the armies meet; these tests take the
attacker one step back (its market active again) and make the move."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.loading import load_scenario, scenarios_dir
from hellenica_tui.games.hellenica.core.state import ACTIVE
from hellenica_tui.games.hellenica.positions.build import state_from_position
from hellenica_tui.games.hellenica.positions.schema import load_position
from tests.games.hellenica.rules.conftest import Game
from tests.games.hellenica.rules.war import do, kinds, units


def from_position(name: str) -> Game:
    content = load_scenario("classic")
    position = load_position(content, scenarios_dir() / "classic" / "positions" / f"{name}.toml")
    state = state_from_position(content, position, seed=1, scenario="classic", settings={"responses": "involved"})
    state.quiet = list(state.players)  # no invocation windows: the examples cast nothing
    return Game(state)


def step_back(game: Game, player: str, area: str, origin: str) -> None:
    """The attacker's units on `area` go back to `origin`, unmoved, with a fresh market and cube."""
    s = game.state
    stack = s.areas[area].units.pop(player)
    stack.supplied = {}
    s.areas[origin].units[player] = stack
    for city in s.areas.values():
        if city.owner == player:
            for up in city.slots:
                if up is not None and up.kind == "market":
                    up.state = ACTIVE
    s.players[player].cubes["supply"] = 1


def rolled(events):
    return [e for e in events if type(e).__name__ == "CombatRoundRolled"]


def test_supply_limit_position() -> None:
    game = from_position("supply_limit")
    do(game, "athens", "supply movement panactum from megara")
    assert game.state.movement is not None and game.state.movement.left == {"cavalry": 2}
    with pytest.raises(IllegalCommand, match="hoplite"):
        do(game, "athens", "move hoplite to thebes")
    do(game, "athens", "move 2 cavalry to thebes", "3", "2")  # one red die against one green
    assert game.state.areas["panactum"].units["athens"].supplied == {"hoplite:1": 1}


def test_sea_transport_position() -> None:
    game = from_position("sea_transport")
    do(game, "athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand, match="only 2"):
        do(game, "athens", "move 1 hoplite 2 cavalry to troy")
    events = do(game, "athens", "move 1 hoplite 2 cavalry to chios")
    assert [e.via for e in events if type(e).__name__ == "UnitsMoved"] == [("cyclades",)]
    assert units(game.state, "chios", "athens") == {"hoplite": 1, "cavalry": 2}


def test_sea_combat_position() -> None:
    game = from_position("sea_combat")
    step_back(game, "athens", "cyclades", "athens")
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move 1 hero 2 trireme to cyclades", "3", "+", "3", "2")
    (first,) = rolled(events)
    assert (first.attacker_strength, first.defender_strength) == (4, 3)
    assert units(game.state, "cyclades", "troy") == {} and "CombatEnded" in kinds(events)


@pytest.mark.parametrize("walls", [False, True])
def test_land_combat_positions(walls: bool) -> None:
    game = from_position("land_combat_walls" if walls else "land_combat")
    step_back(game, "corinth", "megara", "corinth")
    do(game, "corinth", "supply movement corinth from corinth")
    dice = ("3", "3", "5", "5", "3") if walls else ("3", "3", "4", "5", "5")
    events = do(game, "corinth", "move all to megara", *dice)
    (first,) = rolled(events)
    assert (first.attacker_strength, first.defender_strength) == ((5, 6) if walls else (5, 5))
    do(game, "athens", "destroy cavalry")
    assert units(game.state, "megara", "corinth") == {"hoplite": 1, "elite_hoplite": 1}
    assert units(game.state, "megara", "athens") == {"hoplite": 2 if walls else 1}
