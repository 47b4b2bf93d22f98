"""Movement points: each unit's allowance for a move phase, and what a space costs it."""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.games.war.content.schema import Content, Effect
from hellenica_tui.games.war.effects import amount
from hellenica_tui.games.war.state import SHIPS, Unit


def allowance(content: Content, unit: Unit, effects: Iterable[Effect]) -> int:
    """The unit's points for a move phase: its kind's, and what `effects` add (its
    player's traits and the skills of leaders moving with it: `stack_effects`)."""
    return content.units[unit.kind].moves + amount(effects, "move", unit.kind)


# What a step costs by kind of unit and space entered, for each scenario's data (by its
# hash): asked for every group and neighbour a list of moves tries, so kept once worked out.
_COSTS: dict[str, dict[tuple[str, str], int]] = {}


def step_cost(content: Content, unit: Unit, src: str, dst: str) -> int:
    """Points `unit` pays to go from `src` to `dst` next to it; 0 if it pays nothing
    (carried), -1 if it may not go there at all. It depends on the unit's kind and `dst`."""
    costs = _COSTS.get(content.hash)
    if costs is None:
        costs = _COSTS[content.hash] = {}
    key = (unit.kind, dst)
    found = costs.get(key)
    if found is None:
        found = costs[key] = _cost(content, unit.kind, dst)
    return found


def _cost(content: Content, kind: str, dst: str) -> int:
    if kind == "baggage":
        return 0  # always carried
    dst_terrain = content.terrain_of(dst)
    if kind not in SHIPS and dst_terrain.water:
        return 0  # aboard a ship
    cost = dst_terrain.cost.of(content.units[kind].move_class)
    if kind in SHIPS and not dst_terrain.water and not content.spaces[dst].coastal:
        return -1
    return cost if cost > 0 else -1
