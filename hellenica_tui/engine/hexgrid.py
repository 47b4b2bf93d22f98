"""Hex geometry in axial coordinates, and paths over an area graph.

`Hex(q, r)` uses axial coordinates (the third cube coordinate is -q-r). The
six directions are numbered 0..5 counter-clockwise starting east, so
direction d and d+3 are opposite; edge d of a hex is the side shared with
its neighbour in direction d.

`AreaGraph` is the other half: areas (which may or may not be single hexes)
joined by edges that carry a kind, such as "clearing", "mountain" or
"coast". Paths take a predicate (or a cost) that decides which kinds of
edge a mover may cross.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Generic, NamedTuple, TypeVar


class Hex(NamedTuple):
    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def neighbour(self, direction: int) -> Hex:
        dq, dr = DIRECTIONS[direction % 6]
        return Hex(self.q + dq, self.r + dr)

    def neighbours(self) -> list[Hex]:
        return [Hex(self.q + dq, self.r + dr) for dq, dr in DIRECTIONS]

    def distance(self, other: Hex) -> int:
        dq, dr = self.q - other.q, self.r - other.r
        return max(abs(dq), abs(dr), abs(dq + dr))

    def direction_to(self, other: Hex) -> int | None:
        """The direction in which `other` is an adjacent hex, or None if it is not adjacent."""
        delta = (other.q - self.q, other.r - self.r)
        return DIRECTIONS.index(delta) if delta in DIRECTIONS else None

    def edge(self, direction: int) -> Edge:
        return Edge.of(self, self.neighbour(direction))

    def edges(self) -> list[Edge]:
        """The six sides of this hex, in direction order."""
        return [self.edge(d) for d in range(6)]


# East, north-east, north-west, west, south-west, south-east.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def opposite(direction: int) -> int:
    return (direction + 3) % 6


class Edge(NamedTuple):
    """The side shared by two adjacent hexes; the same value seen from either side."""

    a: Hex
    b: Hex

    @classmethod
    def of(cls, one: Hex, other: Hex) -> Edge:
        if one.distance(other) != 1:
            raise ValueError(f"{one} and {other} are not adjacent, so they share no edge")
        return cls(*sorted((one, other)))


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly `radius` steps, walking counter-clockwise from the south-west corner."""
    if radius < 0:
        raise ValueError("a ring's radius cannot be negative")
    if radius == 0:
        return [center]
    out = []
    dq, dr = DIRECTIONS[4]
    h = Hex(center.q + dq * radius, center.r + dr * radius)
    for d in range(6):
        for _ in range(radius):
            out.append(h)
            h = h.neighbour(d)
    return out


def within(center: Hex, radius: int) -> list[Hex]:
    """Every hex at most `radius` steps away, the center first, ring by ring."""
    return [h for k in range(radius + 1) for h in ring(center, k)]


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight line from a to b passes through, both ends included."""
    n = a.distance(b)
    if n == 0:
        return [a]
    out = []
    for i in range(n + 1):
        t = i / n
        # Nudge off exact ties between two hexes so the choice is stable.
        q = a.q + (b.q - a.q) * t + 1e-6
        r = a.r + (b.r - a.r) * t + 1e-6
        out.append(_round(q, r))
    return out


def _round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(rq, rr)


A = TypeVar("A", bound=Hashable)


class AreaGraph(Generic[A]):
    """Areas joined by typed edges (undirected; at most one edge per pair)."""

    def __init__(self, edges: Iterable[tuple[A, A, str]] = ()) -> None:
        self._adj: dict[A, dict[A, str]] = {}
        for a, b, kind in edges:
            self.add_edge(a, b, kind)

    def add_area(self, area: A) -> None:
        self._adj.setdefault(area, {})

    def add_edge(self, a: A, b: A, kind: str) -> None:
        if a == b:
            raise ValueError(f"an area cannot border itself: {a!r}")
        self._adj.setdefault(a, {})[b] = kind
        self._adj.setdefault(b, {})[a] = kind

    def __contains__(self, area: object) -> bool:
        return area in self._adj

    def __iter__(self) -> Iterator[A]:
        return iter(self._adj)

    def kind(self, a: A, b: A) -> str | None:
        """The kind of the edge between a and b, or None if they do not border."""
        return self._adj.get(a, {}).get(b)

    def neighbours(self, area: A, passable: Callable[[A, A, str], bool] | None = None) -> list[A]:
        return [b for b, kind in self._adj.get(area, {}).items() if passable is None or passable(area, b, kind)]

    def distances(
        self, start: A, passable: Callable[[A, A, str], bool] | None = None, limit: int | None = None
    ) -> dict[A, int]:
        """Steps from `start` to every area reachable over passable edges (within `limit`)."""
        self._known(start)
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if limit is not None and seen[here] >= limit:
                continue
            for nxt in self.neighbours(here, passable):
                if nxt not in seen:
                    seen[nxt] = seen[here] + 1
                    queue.append(nxt)
        return seen

    def path(
        self, start: A, goal: A, passable: Callable[[A, A, str], bool] | None = None
    ) -> list[A] | None:
        """A shortest path (fewest edges) from start to goal, both included; None if none."""
        self._known(start)
        self._known(goal)
        came: dict[A, A | None] = {start: None}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here == goal:
                return self._walk_back(came, goal)
            for nxt in self.neighbours(here, passable):
                if nxt not in came:
                    came[nxt] = here
                    queue.append(nxt)
        return None

    def cheapest_path(
        self, start: A, goal: A, cost: Callable[[A, A, str], float | None]
    ) -> tuple[float, list[A]] | None:
        """(total cost, path) minimising `cost` per edge; an edge costing None is impassable."""
        self._known(start)
        self._known(goal)
        best: dict[A, float] = {start: 0}
        came: dict[A, A | None] = {start: None}
        heap: list[tuple[float, int, A]] = [(0, 0, start)]
        tie = 1  # keeps the heap from comparing areas
        while heap:
            spent, _, here = heapq.heappop(heap)
            if here == goal:
                return spent, self._walk_back(came, goal)
            if spent > best[here]:
                continue
            for nxt, kind in self._adj[here].items():
                step = cost(here, nxt, kind)
                if step is None:
                    continue
                if step < 0:
                    raise ValueError(f"edge {here!r}-{nxt!r} has a negative cost")
                total = spent + step
                if nxt not in best or total < best[nxt]:
                    best[nxt], came[nxt] = total, here
                    heapq.heappush(heap, (total, tie, nxt))
                    tie += 1
        return None

    def _known(self, area: A) -> None:
        if area not in self._adj:
            raise KeyError(f"no area {area!r} in this graph")

    @staticmethod
    def _walk_back(came: dict[A, A | None], goal: A) -> list[A]:
        out = [goal]
        while (prev := came[out[-1]]) is not None:
            out.append(prev)
        return out[::-1]
