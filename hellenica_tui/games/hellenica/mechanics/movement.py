"""Supply for movement: supply limits, single steps, sea transport and interdiction.

A supplied area's units each move one step to an adjacent area (no step
across a mountain side unless the player has Leadership). Land units stay on
land except by sea transport: they march across a chain of seas that hold the
player's own triremes and land on an area next to the last sea. Triremes live
at sea; they may put in at a land area from the sea and leave it by any
clearing, but never go land to land nor onto land holding enemy units.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Literal, Protocol

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.units import SHIPS, UnitKey

AreaKind = Literal["land", "sea"]
EdgeKind = Literal["clearing", "mountain"]


class Terrain(Protocol):
    def edge(self, a: str, b: str) -> EdgeKind | None: ...
    def kind(self, area: str) -> AreaKind: ...
    def neighbours(self, area: str) -> Iterable[str]: ...


class Graph(msgspec.Struct, frozen=True):
    """A plain adjacency map that satisfies `Terrain`."""

    kinds: dict[str, AreaKind]
    edges: dict[str, dict[str, EdgeKind]]

    @classmethod
    def build(
        cls, kinds: Mapping[str, AreaKind], sides: Iterable[tuple[str, str, EdgeKind]]
    ) -> Graph:
        edges: dict[str, dict[str, EdgeKind]] = {a: {} for a in kinds}
        for a, b, side in sides:
            if a not in kinds or b not in kinds:
                raise IllegalCommand(f"the side {a}-{b} names an unknown area")
            edges[a][b] = side
            edges[b][a] = side
        return cls(dict(kinds), edges)

    def edge(self, a: str, b: str) -> EdgeKind | None:
        return self.edges.get(a, {}).get(b)

    def kind(self, area: str) -> AreaKind:
        if area not in self.kinds:
            raise IllegalCommand(f"there is no area called {area}")
        return self.kinds[area]

    def neighbours(self, area: str) -> Iterable[str]:
        return tuple(self.edges.get(area, {}))


# -- supply limits ------------------------------------------------------------

_LIMITS: dict[str, int | None] = {
    "hoplite": 1, "elite_hoplite": 1,
    "cavalry": 2, "elite_cavalry": 2,
    "hero": 2,
    "trireme": None, "elite_trireme": None,
}


def supply_limit(kind: UnitKey) -> int | None:
    """Supplied moves allowed per turn for this kind of unit; None: unlimited."""
    return _LIMITS[kind]


class MovingUnit(msgspec.Struct, frozen=True):
    kind: UnitKey
    supplied: int = 0  # times moved by supply this turn


def may_move(unit: MovingUnit) -> bool:
    limit = supply_limit(unit.kind)
    return limit is None or unit.supplied < limit


def movable(units: Iterable[MovingUnit]) -> tuple[MovingUnit, ...]:
    return tuple(u for u in units if may_move(u))


def after_move(units: Iterable[MovingUnit]) -> tuple[MovingUnit, ...]:
    """The units after one more supplied move; a unit at its limit may not move."""
    out = []
    for u in units:
        if not may_move(u):
            raise IllegalCommand(f"the {u.kind.replace('_', ' ')} has reached its supply limit this turn")
        out.append(MovingUnit(u.kind, u.supplied + 1))
    return tuple(out)


def limit_reached(units: Sequence[MovingUnit]) -> bool:
    """Whether the stack gets a cube: every unit in it has used its supply limit."""
    return bool(units) and not movable(units)


# -- single steps ---------------------------------------------------------------


def can_step(
    kind: UnitKey,
    src: str,
    dst: str,
    terrain: Terrain,
    *,
    leadership: bool = False,
    enemy_units_at: Collection[str] = (),
) -> bool:
    """Whether one unit of `kind` may move from `src` to the adjacent `dst` on its own."""
    side = terrain.edge(src, dst)
    if side is None:
        return False
    if kind in SHIPS:
        if side == "mountain":
            return False
        if terrain.kind(dst) == "sea":
            return True
        return terrain.kind(src) == "sea" and dst not in enemy_units_at
    if side == "mountain" and not leadership:
        return False
    return terrain.kind(dst) == "land"


def steps(
    kind: UnitKey,
    src: str,
    terrain: Terrain,
    *,
    leadership: bool = False,
    enemy_units_at: Collection[str] = (),
) -> tuple[str, ...]:
    return tuple(
        sorted(
            b
            for b in terrain.neighbours(src)
            if can_step(kind, src, b, terrain, leadership=leadership, enemy_units_at=enemy_units_at)
        )
    )


# -- sea transport --------------------------------------------------------------


class Transport(msgspec.Struct, frozen=True):
    destination: str
    seas: tuple[str, ...]  # the seas crossed, in order
    capacity: int  # hoplites and cavalry the route can carry (heroes ride free)


def _crossing(a: str, b: str, terrain: Terrain, leadership: bool) -> bool:
    side = terrain.edge(a, b)
    return side == "clearing" or (side == "mountain" and leadership)


def sea_transport(
    origin: str,
    terrain: Terrain,
    *,
    triremes: Mapping[str, int],
    blocked: Collection[str] = (),
    per_trireme: int = 2,
    used: Mapping[str, int] | None = None,
    leadership: bool = False,
) -> dict[str, Transport]:
    """Every area land units on `origin` can reach by sea transport, with the best route.

    `triremes`: the player's own triremes per sea; `blocked`: seas no transport
    may cross (Storms at Sea, the Cetus); `per_trireme`: land units one trireme
    carries across its sea per supply (2, more with Copper Banding); `used`:
    capacity already spent in each sea this supply. The best route carries the
    most units, then crosses the fewest seas. Land areas other than `origin`
    are landing places; seas are listed too because heroes may stay at sea.
    """
    if terrain.kind(origin) != "land":
        raise IllegalCommand("sea transport starts from a land area")
    spent = used or {}
    room = {
        s: triremes.get(s, 0) * per_trireme - spent.get(s, 0)
        for s in triremes
        if triremes.get(s, 0) > 0 and s not in blocked and terrain.kind(s) == "sea"
    }
    best: dict[str, Transport] = {}
    # For each capacity threshold, the shortest routes whose seas all keep that much room.
    for floor in sorted({max(r, 0) for r in room.values()}, reverse=True):
        for dest, route in _routes_with_room(origin, terrain, room, floor, leadership).items():
            if dest not in best:
                best[dest] = Transport(dest, route, min(max(room[s], 0) for s in route))
    return best


def _routes_with_room(
    origin: str, terrain: Terrain, room: Mapping[str, int], floor: int, leadership: bool
) -> dict[str, tuple[str, ...]]:
    usable = {s for s, r in room.items() if max(r, 0) >= floor}
    came: dict[str, tuple[str, ...]] = {}
    queue: deque[str] = deque()
    for s in sorted(terrain.neighbours(origin)):
        if s in usable and _crossing(origin, s, terrain, leadership):
            came[s] = (s,)
            queue.append(s)
    while queue:
        sea = queue.popleft()
        for nxt in sorted(terrain.neighbours(sea)):
            if nxt in usable and nxt not in came and _crossing(sea, nxt, terrain, leadership):
                came[nxt] = came[sea] + (nxt,)
                queue.append(nxt)
    out = dict(came)
    for sea, route in sorted(came.items(), key=lambda kv: len(kv[1])):
        for land in sorted(terrain.neighbours(sea)):
            if (
                land != origin
                and terrain.kind(land) == "land"
                and land not in out
                and _crossing(sea, land, terrain, leadership)
            ):
                out[land] = route
    return out


def transport_route(
    origin: str,
    destination: str,
    land_units: int,
    terrain: Terrain,
    *,
    triremes: Mapping[str, int],
    blocked: Collection[str] = (),
    per_trireme: int = 2,
    used: Mapping[str, int] | None = None,
    leadership: bool = False,
) -> Transport:
    """The route for `land_units` hoplites and cavalry (plus any heroes) to `destination`, or why not."""
    routes = sea_transport(
        origin, terrain, triremes=triremes, blocked=blocked,
        per_trireme=per_trireme, used=used, leadership=leadership,
    )
    route = routes.get(destination)
    if route is None:
        raise IllegalCommand(f"{destination} cannot be reached by sea transport from {origin}")
    if terrain.kind(destination) == "sea" and land_units:
        raise IllegalCommand("only heroes may stay at sea with the triremes")
    if land_units > route.capacity:
        raise IllegalCommand(
            f"the triremes can carry only {route.capacity} units to {destination}, not {land_units}"
        )
    return route


def transport_used(route: Transport, land_units: int) -> dict[str, int]:
    """The capacity a crossing spends in each sea of its route."""
    return dict.fromkeys(route.seas, land_units)


# -- interdiction ---------------------------------------------------------------


def interdicts(*, other_players_units: bool, creature: bool) -> bool:
    """Whether entering an area ends a group's move: another player's units do
    (an unguarded city does not), and so does a creature."""
    return other_players_units or creature


def held_by_creature(
    *, creature_present: bool, creature_arrived_this_turn: bool, unit_arrived_this_turn: bool
) -> bool:
    """Whether a unit is stuck on an area with a creature: for the rest of the
    turn in which it or the creature arrived (being built there counts as
    arriving). Slaying the creature frees it at once."""
    return creature_present and (creature_arrived_this_turn or unit_arrived_this_turn)
