"""The checks of a scenario's map: a map given as tiles (`check_tiles`), the areas it
makes or a map given as areas (`check_map`: ids, neighbours, mountains, mines, every
home reachable) and the changes smaller tables make to it (`check_smaller_tables`).
Each raises `ContentError` for the first problem found (content/validation.py runs them).
"""

from __future__ import annotations

import re
from collections import deque

from hellenica_tui.games.hellenica.content.schema import (
    OPPOSITE,
    SIDE_VECTORS,
    Area,
    Content,
    ContentError,
    MapData,
    Tile,
    hex_neighbours,
    side_is_mountain,
)
from hellenica_tui.games.hellenica.content.tiling import is_city_tile, turned

_SLUG = re.compile(r"[a-z][a-z0-9_]*")


_TILE_SETTLEMENTS = {"city": (1, 3), "volcano": (1, 3), "delphi": (1, 3), "home": (1, 3), "non_city": (0, 0),
                     "olympos": (0, 0), "sea": (0, 0)}


def check_tiles(mapdata: MapData) -> None:
    """A map given as tiles: each tile fits its kind, each location is on its own
    hex, the start locations take their city-states' home city tiles, and the
    printed arrangement places each tile once. Raises ContentError naming the
    file and the tile or location; the areas the arrangement makes are then
    checked as any map's are (`validate`)."""
    file = "map.toml"
    if mapdata.areas:
        raise ContentError(file, "map", "give the map as areas or as tiles and locations, not both")
    tiles: dict[str, Tile] = {}
    abbrevs: dict[str, str] = {}
    states = {state.id for state in mapdata.city_states}
    for tile in mapdata.tiles:
        item = f"tile {tile.id!r}"
        if not _SLUG.fullmatch(tile.id):
            raise ContentError(file, item, "id must be lower-case letters, digits and _")
        if tile.id in tiles:
            raise ContentError(file, item, "duplicate id")
        tiles[tile.id] = tile
        if not re.fullmatch(r"[A-Z]{3}", tile.abbrev):
            raise ContentError(file, item, f"abbrev {tile.abbrev!r} must be three capital letters")
        if tile.abbrev in abbrevs:
            raise ContentError(file, item, f"abbrev {tile.abbrev!r} is already tile {abbrevs[tile.abbrev]!r}")
        abbrevs[tile.abbrev] = tile.id
        low, high = _TILE_SETTLEMENTS[tile.kind]
        if not low <= tile.settlements <= high:
            raise ContentError(file, item, f"a {tile.kind} tile has {low}-{high} settlements, not {tile.settlements}")
        if len(set(tile.mountains)) != len(tile.mountains):
            raise ContentError(file, item, "a mountain side is listed twice")
        if tile.kind == "sea" and (tile.mines or tile.mountains):
            raise ContentError(file, item, "a sea tile has no mines and no mountains")
        if (tile.kind == "home") != bool(tile.home_of):
            raise ContentError(file, item, "a home city tile, and only one, names its city-state in home_of")
        if tile.home_of and tile.home_of not in states:
            raise ContentError(file, item, f"home_of names no city-state {tile.home_of!r}")
    for spare in mapdata.spare_seas:
        if spare not in tiles or tiles[spare].kind != "sea":
            raise ContentError(file, f"spare sea {spare!r}", "is not a sea tile")
    hexes: set[tuple[int, int]] = set()
    placed: set[str] = set()
    starts: set[str] = set()
    for location in mapdata.locations:
        item = f"location {list(location.hex)}"
        if location.hex in hexes:
            raise ContentError(file, item, "two locations on one hex")
        hexes.add(location.hex)
        if not 0 <= location.rotation <= 5:
            raise ContentError(file, item, f"rotation must be 0-5, not {location.rotation}")
        if location.tile:
            if location.tile not in tiles:
                raise ContentError(file, item, f"no tile {location.tile!r}")
            if location.tile in placed:
                raise ContentError(file, f"tile {location.tile!r}", "placed on two locations")
            placed.add(location.tile)
        if location.start:
            if location.start not in states:
                raise ContentError(file, item, f"start names no city-state {location.start!r}")
            if location.start in starts:
                raise ContentError(file, item, f"a second start location for {location.start!r}")
            starts.add(location.start)
            if location.tile and tiles[location.tile].home_of != location.start:
                raise ContentError(file, f"tile {location.tile!r}", f"is not {location.start!r}'s home city tile")
        elif location.tile and tiles[location.tile].kind == "home":
            raise ContentError(file, f"tile {location.tile!r}", "a home city tile goes on its start location")
    for state in sorted(states - starts):
        raise ContentError(file, f"city-state {state!r}", "has no start location")
    for tile in mapdata.tiles:
        if tile.kind == "home" and tile.home_of not in starts:
            raise ContentError(file, f"tile {tile.id!r}", "its city-state has no start location")
    tile_at = {loc.hex: tiles[loc.tile] for loc in mapdata.locations if loc.tile}
    for location in mapdata.locations:
        for mine in tiles[location.tile].mines if location.tile else ():
            dq, dr = SIDE_VECTORS[turned(mine.side, location.rotation)]
            other = tile_at.get((location.hex[0] + dq, location.hex[1] + dr))
            if other is None or not is_city_tile(other):
                raise ContentError(file, f"tile {location.tile!r}", f"its mine on side {mine.side!r} faces no City Area")


def check_map(content: Content) -> None:
    areas, states = content.areas, content.city_states
    file = "map.toml"
    label = "tile" if content.map.tiles else "area"  # a tile map's areas are its tiles
    seen_hex: dict[tuple[int, int], str] = {}
    seen_abbrev: dict[str, str] = {}
    for area in areas.values():
        item = f"{label} {area.id!r}"
        if not _SLUG.fullmatch(area.id):
            raise ContentError(file, item, "an id is lower-case letters, digits and '_', starting with a letter")
        if area.hex in seen_hex:
            raise ContentError(file, item, f"hex {list(area.hex)} is already area {seen_hex[area.hex]!r}")
        seen_hex[area.hex] = area.id
        if not re.fullmatch(r"[A-Z]{3}", area.abbrev):
            raise ContentError(file, item, f"abbrev {area.abbrev!r} must be three capital letters")
        if area.abbrev in seen_abbrev:
            raise ContentError(file, item, f"abbrev {area.abbrev!r} is already area {seen_abbrev[area.abbrev]!r}")
        seen_abbrev[area.abbrev] = area.id
        if not 0 <= area.settlements <= 3:
            raise ContentError(file, item, f"settlements must be 0-3, not {area.settlements}")
        if len(set(area.mountains)) != len(area.mountains):
            raise ContentError(file, item, "a mountain side is listed twice")
        if area.kind == "sea":
            for field, bad in (
                ("settlements", area.settlements), ("mines", area.mines), ("mountains", area.mountains),
                ("island", area.island), ("volcano", area.volcano), ("free_temple", area.free_temple),
                ("home_of", area.home_of),
            ):
                if bad:
                    raise ContentError(file, item, f"a sea area cannot have {field}")
        if area.home_of:
            state = states.get(area.home_of)
            if state is None:
                raise ContentError(file, item, f"home_of names no city-state {area.home_of!r}")
            if state.home != area.id:
                raise ContentError(file, item, f"home_of {area.home_of!r} but that city-state's home is {state.home!r}")
            if area.settlements == 0:
                raise ContentError(file, item, "a home city needs settlements")
    seats = sorted(state.seat for state in states.values())
    if seats != list(range(len(states))):
        raise ContentError(file, "city_states", f"seats must be 0-{len(states) - 1}, each once; got {seats}")
    for state in states.values():
        home = areas.get(state.home)
        if home is None or home.kind != "land" or home.home_of != state.id:
            raise ContentError(
                file, f"city-state {state.id!r}", f"home {state.home!r} must be a land area with home_of = {state.id!r}"
            )
    nbrs = hex_neighbours(areas)
    for area in areas.values():
        item = f"{label} {area.id!r}"
        for side, other_id in nbrs[area.id].items():
            other = areas[other_id]
            if area.kind == other.kind == "land" and (side in area.mountains) != (OPPOSITE[side] in other.mountains):
                raise ContentError(
                    file, item, f"side {side!r} toward {other_id!r} is a mountain on one side only"
                    f" ({other_id!r} must list {OPPOSITE[side]!r} too, or neither)",
                )
        for index, mine in enumerate(area.mines):
            city = areas.get(mine.city)
            if city is None or mine.city not in nbrs[area.id].values() or city.kind != "land" or not city.settlements:
                raise ContentError(file, item, f"mine {index} names {mine.city!r}, which is not an adjacent City Area")
    for state in states.values():
        home = areas[state.home]
        if not any(
            areas[o].kind == "sea" and not side_is_mountain(home, s, areas[o]) for s, o in nbrs[home.id].items()
        ):
            raise ContentError(file, f"{label} {home.id!r}", "a home city needs a clearing onto a sea area")
    reached = _passable_from([s.home for s in states.values()], areas, nbrs)
    for area in areas.values():
        if area.id not in reached:
            raise ContentError(file, f"{label} {area.id!r}", "cannot be reached from any home city through clearings")


def _passable_from(starts: list[str], areas: dict[str, Area], nbrs: dict[str, dict[str, str]]) -> set[str]:
    seen = set(starts)
    queue = deque(starts)
    while queue:
        current = queue.popleft()
        for side, other in nbrs[current].items():
            if other not in seen and not side_is_mountain(areas[current], side, areas[other]):
                seen.add(other)
                queue.append(other)
    return seen


def check_smaller_tables(content: Content) -> None:
    """Each table size in at most one entry, a smaller one than the whole map, reaches
    only for city-states of the scenario, and crossings and towns that fit the map."""
    file, seen = "scenario.toml", set[int]()
    low, high = content.scenario.min_players, min(content.scenario.max_players, len(content.city_states) - 1)
    for i, table in enumerate(content.scenario.setup.smaller_tables):
        item = f"setup.smaller_tables[{i}]"
        for players in table.players:
            if not low <= players <= high:
                raise ContentError(file, item, f"{players} players: the table sizes with closed areas are {low}-{high}")
            if players in seen:
                raise ContentError(file, item, f"{players} players are already in an earlier entry")
            seen.add(players)
        for city_state, reach in table.reach.items():
            if city_state not in content.city_states:
                raise ContentError(file, item, f"reach: unknown city-state {city_state!r}")
            if reach < 0:
                raise ContentError(file, item, f"reach: {city_state} reaches {reach} areas, not a negative number")
        _check_crossings(content, item, table.crossings)
        _check_towns(content, item, table.towns)


def _land_area(content: Content, item: str, field: str, area: str) -> Area:
    found = content.areas.get(area)
    if found is None or found.kind != "land":
        raise ContentError("scenario.toml", item, f"{field}: {area!r} is no land area of the map")
    return found


def _check_crossings(content: Content, item: str, crossings: list[tuple[str, str]]) -> None:
    """Each crossing joins two adjacent land areas across a mountain side, named once."""
    nbrs, seen = hex_neighbours(content.areas), set[frozenset[str]]()
    for a, b in crossings:
        first, second = _land_area(content, item, "crossings", a), _land_area(content, item, "crossings", b)
        side = next((s for s, other in nbrs[a].items() if other == b), None)
        if side is None:
            raise ContentError("scenario.toml", item, f"crossings: {a} and {b} are not adjacent")
        if not side_is_mountain(first, side, second):
            raise ContentError("scenario.toml", item, f"crossings: the side between {a} and {b} is a clearing already")
        if frozenset((a, b)) in seen:
            raise ContentError("scenario.toml", item, f"crossings: {a} and {b} are named twice")
        seen.add(frozenset((a, b)))


def _check_towns(content: Content, item: str, towns: dict[str, int]) -> None:
    """Each town is a land area without settlements, given 1 to 3 of them."""
    for area, settlements in towns.items():
        if _land_area(content, item, "towns", area).settlements:
            raise ContentError("scenario.toml", item, f"towns: {area} has settlements already")
        if not 1 <= settlements <= 3:
            raise ContentError("scenario.toml", item, f"towns: {area} with {settlements} settlements, not 1 to 3")
