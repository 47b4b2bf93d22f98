"""What the types of `schema` cannot say about a scenario, checked on load."""

from __future__ import annotations

from collections.abc import Sequence

from hellenica_tui.games.war import hexes
from hellenica_tui.games.war.content.schema import (
    Card,
    ContentError,
    MapFile,
    ScenarioFile,
    SkillsFile,
    Terrain,
    Trait,
    UnitType,
)

UNIT_KINDS = ("army", "rowers", "fleet", "transport", "baggage", "leader")
MISSING_TRAIT_ROLLS = (64,)  # the table has no such entry; such a roll is rolled again


def _unique(file: str, what: str, ids: Sequence[str]) -> None:
    seen: set[str] = set()
    for item in ids:
        if item in seen:
            raise ContentError(file, f"{what} {item}", "appears twice")
        seen.add(item)


def check_tables(
    meta: ScenarioFile,
    terrain: Sequence[Terrain],
    units: Sequence[UnitType],
    skills: SkillsFile,
    traits: Sequence[Trait],
    cards: Sequence[Card],
    leaders: Sequence[str],
) -> None:
    if not 2 <= meta.players_min <= meta.players_max <= 12:
        raise ContentError("scenario.toml", "players", "from 2 to 12, the least first")
    if meta.turns < 1:
        raise ContentError("scenario.toml", "turns", "at least 1")
    _unique("terrain.toml", "terrain", [t.id for t in terrain])
    _unique("terrain.toml", "symbol", [t.symbol for t in terrain])
    if sum(t.water for t in terrain) != 1:
        raise ContentError("terrain.toml", "", "exactly one kind of terrain is water")
    _unique("units.toml", "unit", [u.id for u in units])
    missing = [k for k in UNIT_KINDS if k not in {u.id for u in units}]
    if missing:
        raise ContentError("units.toml", f"unit {missing[0]}", "is missing")
    _check_skills(skills)
    _check_traits(traits)
    _unique("cards.toml", "card", [c.id for c in cards])
    _unique("leaders.toml", "name", list(leaders))
    if len(leaders) < 3 * meta.players_max:
        raise ContentError("leaders.toml", "names", f"at least {3 * meta.players_max}, three for each player")


def _check_skills(skills: SkillsFile) -> None:
    _unique("skills.toml", "skill", [s.id for s in skills.skill])
    expect = 1
    for skill in sorted(skills.skill, key=lambda s: s.low):
        if skill.low != expect or skill.high < skill.low:
            raise ContentError("skills.toml", f"skill {skill.id}", f"the rolls must go on from {expect}")
        expect = skill.high + 1
    if expect != 101:
        raise ContentError("skills.toml", "", f"the rolls stop at {expect - 1}, not 100")
    if len(skills.skill_count) != 6 or min(skills.skill_count) < 1:
        raise ContentError("skills.toml", "skill_count", "six counts of at least 1, one for each face of a die")


def _check_traits(traits: Sequence[Trait]) -> None:
    _unique("traits.toml", "trait", [t.id for t in traits])
    rolls = [t.roll for t in traits]
    _unique("traits.toml", "roll", [str(r) for r in rolls])
    wanted = [10 * a + b for a in range(1, 7) for b in range(1, 7) if 10 * a + b not in MISSING_TRAIT_ROLLS]
    for roll in wanted:
        if roll not in rolls:
            raise ContentError("traits.toml", f"roll {roll}", "has no trait")
    for trait in traits:
        if trait.roll not in wanted:
            raise ContentError("traits.toml", f"trait {trait.id}", f"roll {trait.roll} cannot come up on two dice")


def check_map(board: MapFile, by_symbol: dict[str, Terrain]) -> None:
    file = "map.toml"
    if not board.rows or len(board.rows) > 99:
        raise ContentError(file, "rows", "from 1 to 99 rows")
    width = len(board.rows[0])
    for n, line in enumerate(board.rows, 1):
        if len(line) != width or width > len(hexes.COLUMNS):
            raise ContentError(file, f"row {n}", f"{len(line)} spaces wide, not {width} (at most 26)")
        for col, symbol in enumerate(line):
            if symbol not in by_symbol:
                raise ContentError(file, f"space {hexes.label(col, n - 1)}", f"unknown terrain symbol {symbol!r}")
    grid = {hexes.label(c, r): by_symbol[ch] for r, line in enumerate(board.rows) for c, ch in enumerate(line)}
    _unique(file, "city", [c.id for c in board.city])
    _unique(file, "space", [c.space.upper() for c in board.city])
    cities = {}
    for city in board.city:
        space = city.space.upper()
        if space not in grid:
            raise ContentError(file, f"city {city.id}", f"space {city.space} is not on the map")
        if grid[space].id != "city":
            raise ContentError(file, f"city {city.id}", f"space {space} is drawn as {grid[space].name}, not a city")
        cities[space] = city
    if sum(1 for c in board.city if c.people) < 2:
        raise ContentError(file, "", "at least two city-states (with `people`) are needed")
    for space, terrain in grid.items():
        if terrain.id == "city" and space not in cities:
            raise ContentError(file, f"space {space}", "is drawn as a city but no [[city]] stands there")
        if terrain.dock or terrain.beach:
            near = [grid[n] for n in hexes.neighbour_labels(space) if n in grid]
            if terrain.id != "city" and not any(t.water for t in near):
                raise ContentError(file, f"space {space}", f"{terrain.name} must touch the sea")
