"""The map's geometry, derived once from the content and then only looked up.

Areas are hexes; two areas are adjacent when their hexes share a side. The
shared side is a mountain when either area lists it (between two land areas
both do, the loader checks that; a land side facing a sea is a cliff), and a
clearing otherwise. Distances count hex steps over areas of the map, whatever
the sides are, as the fewer-than-seven-players rule counts them.

The six side vectors come from `content.SIDE_VECTORS` (axial, flat-topped).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from itertools import combinations
from typing import Literal

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.schema import Content, hex_neighbours, side_is_mountain
from hellenica_tui.games.hellenica.content.smaller_tables import at_table

EdgeKind = Literal["clearing", "mountain"]
AreaKind = Literal["land", "sea"]


# With fewer than seven city-states, the rulebook asks for Home Cities "within 3 or 4
# areas" of one another: read as at most 4 areas apart, nearer ones included (the
# seating suggestions and the scenario's checks share this one reading).
SEATED_WITHIN = 4

class Board:
    """Adjacency, sides, distances and cities of one scenario's map.

    It serves as the `Terrain` the movement mechanics walk over
    (`edge`, `kind`, `neighbours`).
    """

    def __init__(self, content: Content) -> None:
        self.content = content
        areas = content.areas
        by_side = hex_neighbours(areas)
        self._neighbours: dict[str, tuple[str, ...]] = {a: tuple(n.values()) for a, n in by_side.items()}
        self._side: dict[str, dict[str, str]] = {a: {o: s for s, o in n.items()} for a, n in by_side.items()}
        self._edges: dict[str, dict[str, EdgeKind]] = {
            a: {o: ("mountain" if side_is_mountain(areas[a], s, areas[o]) else "clearing") for s, o in n.items()}
            for a, n in by_side.items()
        }
        self._land = {a: tuple(o for o in n if areas[o].kind == "land") for a, n in self._neighbours.items()}
        self._sea = {a: tuple(o for o in n if areas[o].kind == "sea") for a, n in self._neighbours.items()}
        self._distance: dict[str, dict[str, int]] = {}  # from an area, worked out when first asked
        self._mines: dict[str, tuple[tuple[str, int], ...]] = dict.fromkeys(areas, ())
        for area in areas.values():
            for index, mine in enumerate(area.mines):
                self._mines[mine.city] += ((area.id, index),)
        self._homes = {state.id: state.home for state in content.city_states.values()}

    _cache: dict[str, Board] = {}
    _KEPT = 128  # boards of built and random maps come and go; the oldest are let go

    @classmethod
    def of(cls, content: Content) -> Board:
        """The board of `content`, built once per content hash."""
        board = cls._cache.get(content.hash)
        if board is None:
            if len(cls._cache) >= cls._KEPT:
                del cls._cache[next(iter(cls._cache))]
            board = cls._cache[content.hash] = cls(content)
        return board

    def _steps(self, start: str) -> dict[str, int]:
        """Hex steps from `start` to every area; a start-up seldom asks for any."""
        steps = self._distance.get(start)
        if steps is None:
            steps = self._distance[start] = self._steps_from(start)
        return steps

    def _steps_from(self, start: str) -> dict[str, int]:
        steps = {start: 0}
        queue = deque([start])
        while queue:
            current = queue.popleft()
            for other in self._neighbours[current]:
                if other not in steps:
                    steps[other] = steps[current] + 1
                    queue.append(other)
        return steps

    # -- adjacency ---------------------------------------------------------

    def neighbours(self, area: str) -> list[str]:
        """Adjacent areas, clockwise from the north side."""
        return list(self._neighbours[area])

    def edge(self, a: str, b: str) -> EdgeKind | None:
        """The side between two areas, or None when they are not adjacent."""
        return self._edges.get(a, {}).get(b)

    def kind(self, area: str) -> AreaKind:
        """Land or sea; an unknown name is refused as a command would be."""
        data = self.content.areas.get(area)
        if data is None:
            raise IllegalCommand(f"there is no area called {area}")
        return data.kind

    def side(self, a: str, b: str) -> str | None:
        """Which side of `a` (n, ne, ...) touches `b`, or None."""
        return self._side[a].get(b)

    def adjacent(self, a: str, b: str) -> bool:
        return b in self._edges.get(a, {})

    def clear_neighbours(self, area: str) -> list[str]:
        """Adjacent areas across a clearing: where units may step to."""
        return [o for o, kind in self._edges[area].items() if kind == "clearing"]

    def land_neighbours(self, area: str) -> list[str]:
        return list(self._land[area])

    def sea_neighbours(self, area: str) -> list[str]:
        return list(self._sea[area])

    def distance(self, a: str, b: str) -> int:
        """Hex steps from a to b over areas of the map (sides not considered)."""
        return self._steps(a)[b]

    # -- cities --------------------------------------------------------------

    def is_city(self, area: str) -> bool:
        """A City Area: a land area with settlements."""
        data = self.content.areas[area]
        return data.kind == "land" and data.settlements > 0

    def mines_of(self, city: str) -> list[tuple[str, int]]:
        """The mine locations that belong to a city, as (area, index in that area's mines)."""
        return list(self._mines[city])

    def sea_clearing(self, city: str) -> bool:
        """Whether the area has a clearing onto an adjacent sea (so Docks may be built)."""
        return any(self._edges[city][o] == "clearing" for o in self._sea[city])

    def home_of(self, city_state: str) -> str:
        """The home city area of a city-state."""
        return self._homes[city_state]

    # -- fewer than seven players -------------------------------------------------

    def playable_areas(
        self, home_areas: frozenset[str] | set[str] | list[str], beyond: int = 2, reach: Mapping[str, int] | None = None
    ) -> frozenset[str]:
        """Areas players may enter when only `home_areas` are in play.

        With every city-state in play the whole map is open; otherwise an area
        farther than `beyond` from every home city in play is impassable (`reach`
        gives some home cities another distance than `beyond`).
        """
        homes = set(home_areas)
        if homes >= set(self._homes.values()):
            return frozenset(self.content.areas)
        reach = reach or {}
        return frozenset(
            a for a in self.content.areas if any(self._steps(h)[a] <= reach.get(h, beyond) for h in homes)
        )

    def seating_problems(self, home_areas: Iterable[str], beyond: int = 2) -> list[str]:
        """What goes wrong on this map with these home cities in play, as sentences."""
        homes = sorted(home_areas)
        return self.cut_off(homes, self.playable_areas(homes, beyond))

    def cut_off(self, homes: list[str], open_areas: frozenset[str]) -> list[str]:
        """The open land areas no unit from these home cities can reach, as sentences."""
        reached = set(homes)
        queue = deque(homes)
        while queue:
            current = queue.popleft()
            for other in self.clear_neighbours(current):
                if other in open_areas and other not in reached:
                    reached.add(other)
                    queue.append(other)
        return [
            f"{area} is open but cannot be reached from the home cities in play"
            for area in sorted(open_areas - reached)
            if self.content.areas[area].kind == "land"
        ]

    def good_seatings(self, players: int) -> list[tuple[str, ...]]:
        """Sets of home cities where each lies within `SEATED_WITHIN` areas of another one
        in play (the seatings `turn/seatings` suggests are among them)."""
        homes = sorted(self._homes.values())
        return [
            chosen
            for chosen in combinations(homes, players)
            if players == 1 or all(any(self._steps(h)[o] <= SEATED_WITHIN for o in chosen if o != h) for h in chosen)
        ]


def open_areas(content: Content, home_areas: Iterable[str]) -> frozenset[str]:
    """The areas open with these home cities in play: those within reach of one of
    them, the rulebook's `setup.impassable_beyond` areas unless the scenario gives
    that home city another reach at this table size (`setup.smaller_tables`)."""
    homes = list(home_areas)
    board = Board.of(content)
    beyond = content.scenario.setup.impassable_beyond
    table = content.scenario.smaller_table(len(homes))
    if table is None:
        return board.playable_areas(homes, beyond)
    reach = {content.city_states[c].home: r for c, r in table.reach.items()}
    return board.playable_areas(homes, beyond, reach)


def player_count_warnings(content: Content, players: int) -> list[str]:
    """Why this scenario would play badly with `players` city-states (empty when fine).

    Checks the count against the scenario, that some choice of home cities keeps
    each within `SEATED_WITHIN` areas of another, and that with every such choice all open
    land areas stay reachable.
    """
    scenario = content.scenario
    if not scenario.min_players <= players <= scenario.max_players:
        return [f"{scenario.id} is for {scenario.min_players}-{scenario.max_players} players, not {players}"]
    board = Board.of(content)
    seatings = board.good_seatings(players)
    if not seatings:
        return [f"no {players} home cities lie each within {SEATED_WITHIN} areas of another"]
    played = Board.of(at_table(content, players))  # the printed map as this table size plays it
    warnings: list[str] = []
    for chosen in seatings:
        problems = played.cut_off(list(chosen), open_areas(content, chosen))
        warnings += [f"with {', '.join(chosen)}: {p}" for p in problems]
    return warnings
