"""The checks a decoded scenario must pass beyond its types: references
between files, the map's shape, the decks' rules, every effect against the
effect kinds (what their types cannot say: names, roles, targets) and every
card's text.

`validate` raises `ContentError` for the first problem found.
"""

from __future__ import annotations

import re
from collections import deque
from typing import Any, get_args

from hellenica_tui.games.hellenica.content.ability_schema import CreatureCombat, RollPerPiece, UnlockUpgrade
from hellenica_tui.games.hellenica.content.effect_kinds import COUNTER_KINDS, CREATURE_ABILITIES, Effect
from hellenica_tui.games.hellenica.content.effect_schema import OF_TABLES
from hellenica_tui.games.hellenica.content.schema import (
    OPPOSITE,
    SIDE_VECTORS,
    AIProduction,
    Area,
    Category,
    Content,
    ContentError,
    Invocation,
    MapData,
    Tile,
    hex_neighbours,
    side_is_mountain,
)
from hellenica_tui.games.hellenica.content.tiling import is_city_tile, turned


def validate(content: Content) -> None:
    """Raise ContentError for the first problem found in a decoded scenario.

    Every reference between files is checked, and every effect against the
    effect kinds (content.effect_kinds).
    """
    _check_map(content)
    _check_pieces(content)
    _check_setup(content)
    _check_decks(content)
    _check_effects(content)
    _check_world_events(content)
    _check_creatures(content)
    _check_texts(content)


def _check_texts(content: Content) -> None:
    """Every card the player may read in the reference says something."""
    tables: list[tuple[str, str, list[Any]]] = [
        ("units.toml", "unit", list(content.units.values())),
        ("upgrades.toml", "upgrade", list(content.upgrades.values())),
        ("deities.toml", "invocation", list(content.invocations.values())),
        ("advancements.toml", "advancement", list(content.advancements.values())),
        ("governments.toml", "government", list(content.governments.values())),
        ("objectives.toml", "objective", list(content.objectives.values())),
        ("world_events.toml", "world event", content.world_events),
        ("creatures.toml", "creature", list(content.creatures.values())),
    ]
    for file, kind, items in tables:
        for item in items:
            if not item.text.strip():
                raise ContentError(file, f"{kind} {item.id!r}", "text is empty: the card reference shows it")
    # A creature's or a government's text says what it is, then what it does: lists show the latter.
    told: list[tuple[str, str, Any]] = [
        *(("creatures.toml", "creature", c) for c in content.creatures.values()),
        *(("governments.toml", "government", g) for g in content.governments.values()),
    ]
    for file, kind, item in told:
        if len(re.findall(r"[.!?](?:\s|$)", item.text.strip())) < 2:
            raise ContentError(
                file, f"{kind} {item.id!r}",
                "text needs two sentences at least: what it is, then what it does (lists show the rest)",
            )
    for deity in content.deities.values():
        if not deity.domain.strip():
            raise ContentError("deities.toml", f"deity {deity.id!r}", "domain is empty: the card reference shows it")


_FACES = {"++", "+", "", "-"}
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


def _check_map(content: Content) -> None:
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


def _check_pieces(content: Content) -> None:
    for unit in content.units.values():
        item = f"unit {unit.id!r}"
        upgrade = content.upgrades.get(unit.trained_by)
        if upgrade is None:
            raise ContentError("units.toml", item, f"trained_by names no upgrade {unit.trained_by!r}")
        if unit.id not in upgrade.trains:
            raise ContentError("units.toml", item, f"upgrade {unit.trained_by!r} does not list it in trains")
        if unit.die not in content.dice:
            raise ContentError("units.toml", item, f"die names no die {unit.die!r}")
    for upgrade in content.upgrades.values():
        for unit_id in upgrade.trains:
            if unit_id not in content.units:
                raise ContentError("upgrades.toml", f"upgrade {upgrade.id!r}", f"trains unknown unit {unit_id!r}")
        if upgrade.needs_advancement:
            needed = content.advancements.get(upgrade.needs_advancement)
            if needed is None:
                raise ContentError(
                    "upgrades.toml", f"upgrade {upgrade.id!r}", f"needs unknown advancement {upgrade.needs_advancement!r}"
                )
            if UnlockUpgrade(upgrade=upgrade.id) not in needed.effects:
                raise ContentError(
                    "upgrades.toml", f"upgrade {upgrade.id!r}",
                    f"advancement {needed.id!r} must have the effect unlock_upgrade with upgrade = {upgrade.id!r}",
                )
    for die in content.dice.values():
        if len(die.faces) != 6:
            raise ContentError("dice.toml", f"die {die.id!r}", f"needs six faces, has {len(die.faces)}")
        numeric = [f.isdigit() for f in die.faces]
        if not (all(numeric) or all(f in _FACES for f in die.faces)):
            raise ContentError(
                "dice.toml", f"die {die.id!r}", "faces must be all numbers or all of '++', '+', '', '-'"
            )


def _check_setup(content: Content) -> None:
    setup, file = content.scenario.setup, "scenario.toml"
    for field, names in (("start_units", setup.start_units), ("ai_start_units", setup.ai_start_units)):
        for unit_id in names:
            if unit_id not in content.units:
                raise ContentError(file, f"setup.{field}", f"unknown unit {unit_id!r}")
    for upgrade_id in setup.start_upgrades:
        if upgrade_id not in content.upgrades:
            raise ContentError(file, "setup.start_upgrades", f"unknown upgrade {upgrade_id!r}")
    if setup.start_government not in content.governments:
        raise ContentError(file, "setup.start_government", f"unknown government {setup.start_government!r}")
    low, high = content.scenario.min_players, content.scenario.max_players
    if not 1 <= low <= high <= len(content.city_states):
        raise ContentError(
            file, "min_players/max_players", f"{low}-{high} does not fit {len(content.city_states)} city-states"
        )
    _check_smaller_tables(content)


def _check_smaller_tables(content: Content) -> None:
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


def _check_decks(content: Content) -> None:
    for deity in content.deities.values():
        levels = sorted(inv.level for inv in deity.invocations)
        if levels != [1, 2, 3]:
            raise ContentError(
                "deities.toml", f"deity {deity.id!r}", f"needs one invocation of each level 1, 2, 3; has {levels}"
            )
        for inv in deity.invocations:
            _check_invocation(inv)
    for government in content.governments.values():
        if government.upgrade not in content.upgrades:
            raise ContentError(
                "governments.toml", f"government {government.id!r}", f"unknown upgrade {government.upgrade!r}"
            )
    for card in content.ai_cards:
        item = f"AI card {card.id!r}"
        for column, production in (("early", card.early), ("late", card.late)):
            for entry in production:
                if entry.kind == "units" and entry.unit not in content.units:
                    raise ContentError("ai_cards.toml", item, f"{column}: unknown unit {entry.unit!r}")
                if entry.kind != "units" and entry.unit:
                    raise ContentError("ai_cards.toml", item, f"{column}: unit is only for kind 'units'")
            _check_ai_column(item, column, production)
        if not card.movement:
            raise ContentError("ai_cards.toml", item, "movement needs at least one destination filter")
        if len(set(card.movement)) != len(card.movement):
            raise ContentError("ai_cards.toml", item, "movement lists a filter twice")
    for bonus in content.ai_bonus:
        item = f"AI bonus {bonus.id!r}"
        for entry in bonus.gives:
            if entry.kind == "units" and entry.unit not in content.units:
                raise ContentError("ai_cards.toml", item, f"unknown unit {entry.unit!r}")
            if entry.kind == "supply":
                raise ContentError("ai_cards.toml", item, "a bonus gives no Supply; the card revealed sets it")
        if not bonus.gives and not bonus.supply:
            raise ContentError("ai_cards.toml", item, "gives nothing")
        if bonus.supply > 0:
            raise ContentError("ai_cards.toml", item, "supply may only lower the card's Supply (0 or less)")
        if bonus.cities < 1:
            raise ContentError("ai_cards.toml", item, "cities must be 1 or more")
        if bonus.behind < 1:
            raise ContentError("ai_cards.toml", item, "behind must be 1 or more")
        _check_ai_column(item, "gives", [*bonus.gives, AIProduction(kind="supply", amount=1)])
    _check_advancement_levels(content)
    _check_objectives(content)


def _check_invocation(inv: Invocation) -> None:
    """Counters (cast in answer to an invocation) and combat invocations (cast by
    a side of a combat) name what they act on; nothing else may."""
    item = f"invocation {inv.id!r}"
    counters = any(isinstance(effect, COUNTER_KINDS) for effect in inv.effects)
    for window in ("invocation", "combat"):
        if (inv.window == window) != (inv.target == window):
            raise ContentError("deities.toml", item, f"window {window!r} goes with target {window!r}, and only it")
    if counters != (inv.target == "invocation"):
        counter_names = ", ".join(str(kind.__struct_config__.tag) for kind in COUNTER_KINDS)
        raise ContentError(
            "deities.toml", item,
            f"an invocation targets another invocation exactly when it counters it ({counter_names})",
        )
    for effect in inv.effects:
        if effect.TARGETS and inv.target not in effect.TARGETS:
            raise ContentError(
                "deities.toml", item, f"effect {effect.kind!r} acts on {' or '.join(effect.TARGETS)}, not on {inv.target!r}"
            )


AI_SUPPLY = range(1, 5)  # an AI's movement actions in one turn


def _check_ai_column(item: str, column: str, production: list[AIProduction]) -> None:
    """One production column: positive amounts, each benefit once, one Supply."""
    seen: set[tuple[str, str]] = set()
    for entry in production:
        if entry.amount < 1:
            raise ContentError("ai_cards.toml", item, f"{column}: {entry.kind} amount must be 1 or more")
        if entry.kind in ("wonder", "city_walls") and entry.amount != 1:
            raise ContentError("ai_cards.toml", item, f"{column}: {entry.kind} places one, amount must be 1")
        if (entry.kind, entry.unit) in seen:
            raise ContentError("ai_cards.toml", item, f"{column}: {entry.unit or entry.kind} is listed twice")
        seen.add((entry.kind, entry.unit))
    supply = [entry.amount for entry in production if entry.kind == "supply"]
    if len(supply) != 1:
        raise ContentError("ai_cards.toml", item, f"{column}: needs exactly one supply entry, has {len(supply)}")
    if supply[0] not in AI_SUPPLY:
        raise ContentError("ai_cards.toml", item, f"{column}: supply must be 1-4, not {supply[0]}")


def _check_advancement_levels(content: Content) -> None:
    """Owning k level 2 advancements of a category needs k level 1 ones of it
    (Research), so a category with more level 2 than level 1 advancements
    would hold some that no one could ever research."""
    levels: dict[str, list[int]] = {}
    for adv in content.advancements.values():
        levels.setdefault(adv.category, []).append(adv.level)
    for category, found in levels.items():
        if found.count(2) > found.count(1):
            raise ContentError(
                "advancements.toml", f"category {category!r}",
                f"has {found.count(2)} level 2 but only {found.count(1)} level 1 advancements;"
                " a level 2 one needs its own level 1 one",
            )


# The public objectives of a standard game (Setup): three Pathos cards.
DEFAULT_PUBLIC = 3


def _check_objectives(content: Content) -> None:
    file = "objectives.toml"
    for objective in content.objectives.values():
        item = f"objective {objective.id!r}"
        for area_id in objective.map_areas:
            if area_id not in content.areas:
                raise ContentError(file, item, f"unknown area {area_id!r}")
        if objective.deck == "ethos" and objective.default_public:
            raise ContentError(file, item, "only Pathos cards are public objectives")
        if objective.deck == "pathos" and objective.copies != 1:
            raise ContentError(file, item, "a Pathos card is unique (copies = 1)")
        judge = objective.ai
        if judge is not None:
            if objective.deck != "ethos":
                raise ContentError(file, item, "only Ethos cards are shared by the AI players and take an 'ai' judge")
            if (judge.by == "condition") != (judge.condition is not None):
                raise ContentError(file, item, "ai: a 'condition' is given exactly when by = \"condition\"")
        named: list[str] = getattr(objective.condition, "areas", [])
        missing = [a for a in named if a not in objective.map_areas]
        if missing:
            raise ContentError(file, item, f"map_areas must list the areas its condition names; misses {missing}")
    public = sorted(o.id for o in content.objectives.values() if o.default_public)
    if content.objectives and len(public) != DEFAULT_PUBLIC:
        raise ContentError(
            file, "default_public", f"exactly {DEFAULT_PUBLIC} Pathos cards must be the default public ones; got {public}"
        )


CHAOS_NUMBERS = range(7)  # a card moving the marker further would skip whole track lengths


def _check_world_events(content: Content) -> None:
    file = "world_events.toml"
    olympus = [event for event in content.world_events if event.kind == "olympus_awakens"]
    if content.world_events and (len(olympus) != 1 or olympus[0].copies != 1):
        raise ContentError(file, "world_events", "the deck needs exactly one Olympus Awakens card (setup buries it)")
    for event in content.world_events:
        item = f"world event {event.id!r}"
        if event.chaos not in CHAOS_NUMBERS:
            raise ContentError(file, item, f"chaos number must be 0-6, not {event.chaos}")
        if event.copies < 1:
            raise ContentError(file, item, f"copies must be 1 or more, not {event.copies}")
        if event.kind == "silence" and (event.reward or event.effects):
            raise ContentError(file, item, "a Silence card has no reward and no effects: nothing happens")
        if event.kind == "olympus_awakens" and event.reward:
            raise ContentError(file, item, "Olympus Awakens is not bid on, so it has no reward")
        if event.kind == "event" and not (event.reward or event.effects):
            raise ContentError(
                file, item, "an event needs a reward or effects (a card doing nothing is a Silence card)"
            )


def _check_creatures(content: Content) -> None:
    file = "creatures.toml"
    for creature in content.creatures.values():
        item = f"creature {creature.id!r}"
        ability = creature.ability
        if not isinstance(ability, CREATURE_ABILITIES):
            known = ", ".join(sorted(str(kind.__struct_config__.tag) for kind in CREATURE_ABILITIES))
            raise ContentError(file, item, f"ability {ability.kind!r} is not a creature ability ({known})")
        at_sea = creature.placement == "sea"
        if isinstance(ability, CreatureCombat) and ability.at_sea is not at_sea:
            raise ContentError(
                file, item, f"its combat must have at_sea = {str(at_sea).lower()} for placement {creature.placement!r}"
            )
        if isinstance(ability, CreatureCombat) and ability.victims == "trireme" and not at_sea:
            raise ContentError(file, item, "only a sea creature can take triremes as victims")
        if isinstance(ability, RollPerPiece) and creature.placement != "island":
            raise ContentError(file, item, "rolling for the seas around it needs an island placement")
        if creature.blocks_sea_transport and not at_sea:
            raise ContentError(file, item, "only a sea creature can block sea transport")
    for event in content.world_events:
        for effect in (*event.reward, *event.effects):
            if isinstance(effect, CREATURE_ABILITIES):
                raise ContentError(
                    "world_events.toml", f"world event {event.id!r}",
                    f"{effect.kind!r} is a creature ability, not a card effect",
                )


def _effects(content: Content) -> list[tuple[str, str, Effect]]:
    """Every Effect in the content with the file and item it belongs to."""
    found: list[tuple[str, str, Effect]] = []
    for deity in content.deities.values():
        for inv in deity.invocations:
            found += [("deities.toml", f"invocation {inv.id!r}", e) for e in inv.effects]
            if not inv.effects:
                raise ContentError("deities.toml", f"invocation {inv.id!r}", "has no effects")
    for adv in content.advancements.values():
        found += [("advancements.toml", f"advancement {adv.id!r}", e) for e in adv.effects]
        if not adv.effects:
            raise ContentError("advancements.toml", f"advancement {adv.id!r}", "has no effects")
    for gov in content.governments.values():
        found += [("governments.toml", f"government {gov.id!r}", e) for e in gov.free_activation]
        if not gov.free_activation:
            raise ContentError("governments.toml", f"government {gov.id!r}", "free_activation is empty")
    for obj in content.objectives.values():
        found.append(("objectives.toml", f"objective {obj.id!r}", obj.condition))
        if obj.ai is not None and obj.ai.condition is not None:
            found.append(("objectives.toml", f"objective {obj.id!r} (ai)", obj.ai.condition))
    for event in content.world_events:
        found += [("world_events.toml", f"world event {event.id!r}", e) for e in (*event.reward, *event.effects)]
    for creature in content.creatures.values():
        found.append(("creatures.toml", f"creature {creature.id!r}", creature.ability))
    return found


def _check_effects(content: Content) -> None:
    for file, item, effect in _effects(content):
        problems = effect_problems(effect, content) or _role_problems(file, effect)
        if problems:
            raise ContentError(file, item, "; ".join(problems))


_SINGULAR = {
    "units": "unit", "upgrades": "upgrade", "dice": "die", "areas": "area", "deities": "deity",
    "advancements": "advancement", "categories": "category", "creatures": "creature",
}


def effect_problems(effect: Effect, content: Content) -> list[str]:
    """What an effect names that the content lacks: units, upgrades, areas and the
    like (its types were checked by decoding), as sentences; empty when all is known."""
    problems = []
    counted = getattr(effect, "what", None) or getattr(effect, "per", None)
    of: list[str] = getattr(effect, "of", [])
    if of and counted is not None and counted not in OF_TABLES:
        problems.append(f"effect {effect.kind!r}: counting {counted!r} takes no 'of'")
    tables = dict(effect.REFS)
    if of and counted in OF_TABLES:
        tables["of"] = OF_TABLES[counted]
    for name, table in tables.items():
        value = getattr(effect, name)
        if value is None:
            continue
        known = get_args(Category) if table == "categories" else getattr(content, table)
        problems += [
            f"effect {effect.kind!r}: {name!r} names no {_SINGULAR[table]} {item!r}"
            for item in (value if isinstance(value, list) else [value]) if item not in known
        ]
    return problems


def _role_problems(file: str, effect: Effect) -> list[str]:
    """Objectives hold conditions; advancements hold lasting abilities (kept while
    owned); anywhere else an ability must say how long it lasts."""
    role = effect.ROLE
    timed = "duration" in effect.__struct_fields__
    duration = getattr(effect, "duration", None)
    if file == "objectives.toml":
        return [] if role == "condition" else [f"{effect.kind!r} is not a condition"]
    if role == "condition":
        return [f"{effect.kind!r} is a condition, only objectives use it"]
    if file == "advancements.toml":
        if role != "ability":
            return [f"{effect.kind!r} is a one-time effect; an advancement holds abilities"]
        if duration is not None:
            return [f"{effect.kind!r}: an advancement's abilities last while owned, without 'duration'"]
        return []
    if role == "ability" and duration is None:
        if not timed:
            return [f"{effect.kind!r} is for advancements only"]
        return [f"{effect.kind!r} needs a 'duration' here"]
    return []
