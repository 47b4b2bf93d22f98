"""What can be counted of a player's position (the `Countable` names of content/effect_schema.py),
for objective conditions and for gains "per" something."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State, cities_of
from hellenica_tui.games.hellenica.economy.upgrades import MINE, TEMPLE, sites
from hellenica_tui.games.hellenica.mechanics.units import SHIPS, base_unit, is_elite

Counter = Callable[[State, Content, str, Sequence[str]], int]


def _upgrades(s: State, content: Content, player: str, of: Sequence[str], mines_only: bool = False) -> int:
    total = 0
    for city in cities_of(s, player):
        area = s.areas[city]
        layout = sites(content, city)
        for i, up in enumerate(area.slots):
            if up is None or (mines_only and layout[i].kind != MINE):
                continue
            total += not of or up.kind in of
        if not mines_only and area.government is not None:
            total += not of or area.government.kind in of
    return total


def _advancements(s: State, content: Content, player: str, of: Sequence[str]) -> int:
    owned = [content.advancements[a] for a in s.players[player].advancements if a in content.advancements]
    return sum(not of or a.category in of for a in owned)


def _categories(s: State, content: Content, player: str, of: Sequence[str]) -> int:
    return len({content.advancements[a].category for a in s.players[player].advancements if a in content.advancements})


def _cities(s: State, content: Content, player: str, of: Sequence[str]) -> int:
    return len(cities_of(s, player))


def _islands(s: State, content: Content, player: str, of: Sequence[str]) -> int:
    return sum(content.areas[a].island for a in cities_of(s, player))


def _settlements(s: State, content: Content, player: str, of: Sequence[str]) -> int:
    return sum(content.areas[a].settlements for a in cities_of(s, player))


def _foreign_homes(s: State, content: Content, player: str, of: Sequence[str]) -> int:
    # Only a rival's: the Home City of a city-state left out of a smaller game is a neutral city.
    return sum(content.areas[a].home_of in s.players and content.areas[a].home_of != player for a in cities_of(s, player))


def _deities(s: State, content: Content, player: str, of: Sequence[str]) -> int:
    found = set()
    for city in cities_of(s, player):
        area = s.areas[city]
        for up in [*area.slots, area.government]:
            if up is not None and up.kind == TEMPLE and up.deity:
                found.add(up.deity)
    return len(found)


def _units(s: State, content: Content, player: str, of: Sequence[str], elite_only: bool = False) -> int:
    total = 0
    for area in s.areas.values():
        stack = area.units.get(player)
        if stack is None:
            continue
        for key, n in stack.units.items():
            if elite_only and not is_elite(key):
                continue
            if not of or base_unit(key) in of:
                total += n
    return total


def _sea_areas(s: State, content: Content, player: str, of: Sequence[str]) -> int:
    total = 0
    for area_id, area in s.areas.items():
        stack = area.units.get(player)
        if stack and content.areas[area_id].kind == "sea":
            total += any(stack.units.get(k, 0) for k in SHIPS)
    return total


COUNTERS: dict[str, Counter] = {
    "advancements": _advancements,
    "advancement_categories": _categories,
    "cities": _cities,
    "island_cities": _islands,
    "settlements": _settlements,
    "foreign_home_cities": _foreign_homes,
    "upgrades": lambda s, c, p, of: _upgrades(s, c, p, of),
    "mine_upgrades": lambda s, c, p, of: _upgrades(s, c, p, of, mines_only=True),
    "deities": _deities,
    "units": lambda s, c, p, of: _units(s, c, p, of),
    "elite_units": lambda s, c, p, of: _units(s, c, p, of, elite_only=True),
    "sea_areas": _sea_areas,
    "world_events": lambda s, c, p, of: len(s.players[p].world_events),
    "creatures_slain": lambda s, c, p, of: len(s.players[p].creatures_slain),
    "favor": lambda s, c, p, of: s.players[p].favor,
    "philosophers": lambda s, c, p, of: s.players[p].philosophers,
    "commerce": lambda s, c, p, of: s.players[p].commerce,
}


def count(s: State, content: Content, player: str, what: str, of: Sequence[str] = ()) -> int:
    return COUNTERS[what](s, content, player, of)
