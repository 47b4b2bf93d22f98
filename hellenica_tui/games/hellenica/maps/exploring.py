"""EXPLORING THE MAP (the explorable map of the advanced rules).

Locations no tile lies on yet are empty areas: land for every rule, clearings
on every side. Once a player's supply for movement is over (before the world
event is revealed), each empty area its land units entered is explored, in
the order the player chooses when there are several:

1. the explorer draws two tiles from the top of the stack and looks at them
   alone; a pair of which neither may lie there is put aside face down and two
   more are drawn, until one fits;
2. the explorer places one of the two, turned so that the side its units came
   through is a clearing (placement rules G, H, J and K hold, rule I does not;
   under a creature, only a tile of the kind of area it lives in); the other
   goes to the bottom of the stack and the tiles put aside under it;
3. if no tile of the whole stack fits, the area becomes a sea (a spare sea
   tile, an open sea once both are used), the units go back where the supply
   began and the tiles put aside become the stack. A creature of the land that
   stood there leaves the map (it is not slain: a world event may bring it back).

Every empty area holding land units when the movement ends is explored, so the
mover also explores an empty area a defender withdrew into during its combats
(after those its own units entered); if that one becomes a sea, the units that
withdrew there have no way back (their enemy holds the area they left) and are
lost at sea.

The Alliance invocation cast on an empty area with no units and no creature is a
free exploration: pairs with no City tile are put aside until one holds a City
tile, only a City tile may be placed (with no side the units came through), and
the city it makes joins the caster. If no City tile of the pair fits, or the
stack holds none, the Alliance fails: the area stays empty and nothing joins.

A tile of the sea never lies under land units. An AI player places the tile a
public objective names (Delphi, Mt. Olympus) if it fits, else the one with the
most settlements (Delphi's free temple counting as one), a draw deciding, turned
the fewest sixths clockwise that fit.

The drawn tiles are the explorer's secret: they are in the state (the view
hides them from others) and in the events, which the log tells others without
naming them (maps/narration.py).
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import arranged, content_of, scenario_content
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.content.tiling import Placement, hole_area
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import State, is_ai
from hellenica_tui.games.hellenica.economy.upgrades import SETTLEMENT, Site, sites
from hellenica_tui.games.hellenica.maps.building import placed_of
from hellenica_tui.games.hellenica.maps.commands import ExploreArea, PlaceTile
from hellenica_tui.games.hellenica.maps.events import (
    AllianceFailed,
    ExplorationChosen,
    ExplorationFailed,
    ExplorationsDue,
    RetreatNoted,
    TileExplored,
    TilesDrawn,
)
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.maps.state import Exploration, MapLayout, Placed, layout_key
from hellenica_tui.games.hellenica.mechanics.placement import Grid, refusal
from hellenica_tui.games.hellenica.mechanics.units import SHIPS
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.supply_movement import end_movement

# -- where the explorable map stands ------------------------------------------------------


def explorable(s: State) -> MapLayout | None:
    """The explorable map's layout once play began, or None on any other map."""
    layout = s.layout
    if isinstance(layout, msgspec.UnsetType) or layout.rule != "explorable" or not layout.done:
        return None
    return layout


def under_way(s: State) -> Exploration | None:
    """The exploration the game waits on, if any: the first of those due."""
    layout = explorable(s)
    return layout.exploring[0] if layout is not None and layout.exploring else None


def land_units(s: State, area: str, player: str) -> dict[str, int]:
    stack = s.areas[area].units.get(player)
    return {k: n for k, n in stack.units.items() if n > 0 and k not in SHIPS} if stack else {}


def location_of(grid: Grid, content: Content, area: str) -> int:
    return grid.at[content.areas[area].hex]


# -- which tiles may lie there ------------------------------------------------------------


def fitting(s: State, content: Content, exploration: Exploration, tile: str) -> list[int]:
    """The turns (sixths clockwise) `tile` may lie in on the area being explored."""
    layout = explorable(s)
    assert layout is not None
    grid = grid_of(content)
    facts = grid.tiles[tile]
    if facts.sea:
        return []  # land units stand there: a sea cannot open under them
    if exploration.alliance and not facts.city:
        return []  # the Alliance explores for a city
    creature = content.creatures.get(s.areas[exploration.area].creature)
    if creature is not None:
        if creature.placement == "non_government_city" and not facts.city:
            return []
        if creature.placement == "non_city_land" and facts.city:
            return []
    location = location_of(grid, content, exploration.area)
    placed = placed_of(layout)
    entry = grid.around[location].index(exploration.entry) if exploration.entry in grid.around[location] else -1
    return [
        r
        for r in range(6)
        if (entry < 0 or not facts.masks[r] >> entry & 1) and refusal(grid, placed, tile, location, r) is None
    ]


def ai_pick(s: State, content: Content, exploration: Exploration, tiles: Sequence[str], draw: int) -> tuple[str, int]:
    """The tile an AI player places and its turn: an objective's tile, else the most
    settlements (a free temple counts as one); `draw` picks among equals."""
    fits = {t: fitting(s, content, exploration, t) for t in tiles}
    fits = {t: r for t, r in fits.items() if r}
    named = {area for objective in s.pathos for area in content.objectives[objective].map_areas}
    wanted = [t for t in fits if t in named]
    if not wanted:
        worth = {t: _worth(content, t) for t in fits}
        best = max(worth.values())
        wanted = [t for t in fits if worth[t] == best]
    tile = wanted[draw % len(wanted)]
    return tile, fits[tile][0]


def _worth(content: Content, tile: str) -> int:
    facts = next(t for t in content.map.tiles if t.id == tile)
    return facts.settlements + (1 if facts.kind == "delphi" else 0)


# -- the hook: a movement is about to end ---------------------------------------------------


def movement_ending(tx: Tx, player: str) -> None:
    """The `movement_ending` hook: note the empty areas the player's land units entered and
    explore them; the movement ends once every one is explored (`resume`)."""
    s = tx.s
    m = s.movement
    if explorable(s) is None or m is None or under_way(s) is not None:
        return
    grid = grid_of(tx.content)
    entries = []
    for area in m.sent:
        if tx.content.areas[area].empty and land_units(s, area, player):
            entries.append((area, _entry(tx, grid, m.area, list(m.carried), area), m.area))
    explorable_layout = explorable(s)
    assert explorable_layout is not None
    for retreat in explorable_layout.retreats:
        area = retreat.area
        held = area in s.areas and any(land_units(s, area, p) for p in s.areas[area].units)
        if held and tx.content.areas[area].empty and area not in [e[0] for e in entries]:
            entries.append((area, retreat.entry, retreat.origin))
    if entries:
        tx.emit(ExplorationsDue(player=player, entries=tuple(entries)))
        go_on(tx)


def after_withdrawal(tx: Tx, player: str, src: str, dst: str, via: tuple[str, ...]) -> None:
    """The `after_withdrawal` hook: a defender's units withdrew into an empty area; it is explored
    with the mover's areas once the movement is over."""
    if explorable(tx.s) is None or not tx.content.areas[dst].empty or not land_units(tx.s, dst, player):
        return
    grid = grid_of(tx.content)
    tx.emit(RetreatNoted(player=player, area=dst, entry=_entry(tx, grid, src, list(via), dst), origin=src))


def explore_for_city(tx: Tx, player: str, area: str) -> None:
    """The `explore_for_city` hook: the Alliance cast on an empty area explores it for a city."""
    if explorable(tx.s) is None or not tx.content.areas[area].empty:
        return
    tx.emit(ExplorationsDue(player=player, entries=((area, -1, area),), alliance=True))
    go_on(tx)


def _entry(tx: Tx, grid: Grid, origin: str, seas: list[str], area: str) -> int:
    """The location the units came in from: their area by a clearing, else the sea they crossed."""
    if tx.board.adjacent(origin, area) and tx.board.edge(origin, area) == "clearing":
        return location_of(grid, tx.content, origin)
    crossed = sorted(sea for sea in seas if tx.board.adjacent(sea, area))
    if crossed:
        return location_of(grid, tx.content, crossed[0])
    return location_of(grid, tx.content, origin) if tx.board.adjacent(origin, area) else -1


def go_on(tx: Tx) -> None:
    """Explore what is due until the explorer must answer or nothing is left."""
    s = tx.s
    while (exploration := under_way(s)) is not None:
        layout = explorable(s)
        assert layout is not None
        if layout.drawn:
            return  # the explorer picks a tile
        if len(layout.exploring) > 1 and not is_ai(s, exploration.player):
            return  # the explorer picks which area first
        draw(tx, exploration)


def resume(tx: Tx, player: str, after_movement: bool = True) -> None:
    """After an answer: explore on, and end the movement once nothing is left to explore
    (not after the Alliance's exploration, which a movement does not wait on)."""
    go_on(tx)
    if after_movement and under_way(tx.s) is None and tx.s.movement is not None:
        end_movement(tx, player)


def draw(tx: Tx, exploration: Exploration) -> None:
    """Draw pairs from the stack until one holds a tile that fits; an AI player places at once."""
    s = tx.s
    layout = explorable(s)
    assert layout is not None
    stack = list(layout.stack)
    discarded: list[str] = []
    grid = grid_of(tx.content)
    while stack:
        pair, stack = stack[:2], stack[2:]
        if exploration.alliance and not any(grid.tiles[t].city for t in pair):
            discarded += pair  # the Alliance draws on until a City tile comes
            continue
        if any(fitting(s, tx.content, exploration, t) for t in pair):
            tx.emit(TilesDrawn(player=exploration.player, area=exploration.area, tiles=tuple(pair), discarded=tuple(discarded)))
            if is_ai(s, exploration.player):
                tile, rotation = ai_pick(s, tx.content, exploration, pair, tx.rng.randrange(2))
                place(tx, exploration, tile, rotation)
            return
        if exploration.alliance:  # a City tile drawn that cannot lie there: the Alliance fails
            tx.emit(AllianceFailed(player=exploration.player, area=exploration.area, tiles=tuple(pair),
                                   discarded=tuple(discarded)))
            return
        discarded += pair
    if exploration.alliance:
        tx.emit(AllianceFailed(player=exploration.player, area=exploration.area, discarded=tuple(discarded)))
        return
    fail(tx, exploration)


# -- the answers ----------------------------------------------------------------------------


def explore_area(tx: Tx, player: str, cmd: ExploreArea) -> None:
    s = tx.s
    exploration = under_way(s)
    layout = explorable(s)
    if exploration is None or layout is None or exploration.player != player:
        raise IllegalCommand("you have no empty area to explore now")
    if layout.drawn:
        raise IllegalCommand("place one of the tiles you drew first")
    if cmd.area not in [e.area for e in layout.exploring]:
        names = ", ".join(tx.content.areas[e.area].name for e in layout.exploring)
        raise IllegalCommand(f"your units entered these empty areas: {names}")
    tx.emit(ExplorationChosen(player=player, area=cmd.area))
    draw(tx, layout.exploring[0])
    resume(tx, player, not exploration.alliance)


def place_explored(tx: Tx, player: str, cmd: PlaceTile) -> None:
    s = tx.s
    exploration = under_way(s)
    layout = explorable(s)
    assert exploration is not None and layout is not None
    if exploration.player != player:
        raise IllegalCommand(f"{exploration.player} is exploring; wait for it")
    if not layout.drawn:
        names = ", ".join(tx.content.areas[e.area].name for e in layout.exploring)
        raise IllegalCommand(f"choose which empty area you explore first: {names}")
    if cmd.tile not in layout.drawn:
        raise IllegalCommand(f"place one of the tiles you drew: {', '.join(layout.drawn)}")
    grid = grid_of(tx.content)
    here = tx.content.areas[exploration.area].hex
    if tuple(cmd.hex) != here:
        raise IllegalCommand(f"the tile goes on the area you explore, at {here[0]},{here[1]}")
    turns = fitting(s, tx.content, exploration, cmd.tile)
    if cmd.rotation not in turns:
        name = grid.tiles[cmd.tile].name
        if not turns:
            raise IllegalCommand(f"{name} cannot lie there in any turn: place the other tile")
        raise IllegalCommand(
            f"{name} turned {cmd.rotation} does not fit (the side your units came through must be a "
            f"clearing and the sides must match): turn {', '.join(map(str, turns))}"
        )
    place(tx, exploration, cmd.tile, cmd.rotation)
    resume(tx, player, not exploration.alliance)


# -- what placing or failing changes ------------------------------------------------------------


def place(tx: Tx, exploration: Exploration, tile: str, rotation: int) -> None:
    s = tx.s
    layout = explorable(s)
    assert layout is not None
    grid = grid_of(tx.content)
    location = location_of(grid, tx.content, exploration.area)
    old = tx.content
    new = _content_after(s, layout, Placement(location, tile, rotation), None)
    tx.emit(TileExplored(
        player=exploration.player, area=exploration.area, tile=tile, location=location, hex=grid.hexes[location],
        rotation=rotation, returned=next((t for t in layout.drawn if t != tile), ""),
        remap=_remap(old, new, exploration.area, tile),
    ))  # fmt: skip
    _refresh(tx)
    if exploration.alliance:
        tx.emit(we.CityOwnerChanged(city=tile, owner=exploration.player))


def fail(tx: Tx, exploration: Exploration) -> None:
    s = tx.s
    layout = explorable(s)
    assert layout is not None
    grid = grid_of(tx.content)
    location = location_of(grid, tx.content, exploration.area)
    used = {p.tile for p in layout.placed}
    sea = next((t for t in grid.spare_seas if t not in used), "")
    sea_area = sea or hole_area(tx.content.map, location, len(layout.holes)).id
    for owner in sorted(s.areas[exploration.area].units):
        units = land_units(s, exploration.area, owner)
        if units and owner == exploration.player:
            tx.emit(we.UnitsMoved(
                player=owner, src=exploration.area, dst=exploration.origin, units=units, supplied=False,
            ))  # fmt: skip
        elif units:  # withdrew there: the area they left is their enemy's
            tx.emit(we.UnitsLost(player=owner, area=exploration.area, units=units, cause="at_sea"))
    creature = tx.content.creatures.get(s.areas[exploration.area].creature)
    gone = creature.id if creature is not None and creature.placement != "sea" else ""
    tx.emit(ExplorationFailed(
        player=exploration.player, area=exploration.area, location=location, sea=sea, sea_area=sea_area,
        creature=gone,
    ))  # fmt: skip
    _refresh(tx)


def _content_after(s: State, layout: MapLayout, placement: Placement | None, hole: int | None) -> Content:
    rows = [Placement(p.location, p.tile, p.rotation) for p in layout.placed]
    holes = list(layout.holes)
    changed = placement.location if placement is not None else hole
    if placement is not None:
        rows.append(placement)
    if hole is not None:
        holes.append(hole)
    empties = [e for e in layout.empties if e != changed]
    key = layout_key([Placed(r.location, r.tile, r.rotation) for r in rows], holes, empties)
    return arranged(scenario_content(s), rows, holes, key, empties)


def _remap(old: Content, new: Content, area: str, tile: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """For each city whose locations the new tile changes, where each new location's upgrade was."""
    board = Board.of(new)
    old_board = Board.of(old)
    out = []
    for city in new.areas:
        if not board.is_city(city):
            continue
        before = city if city != tile else area
        was = sites(old, before) if before in old.areas and old_board.is_city(before) else ()
        now = sites(new, city)
        if was == now:
            continue
        out.append((city, tuple(_slot_before(was, i, site) for i, site in enumerate(now))))
    return tuple(out)


def _slot_before(was: tuple[Site, ...], index: int, site: Site) -> int:
    """Settlements come first and keep their places; a mine or a free temple is found by where it is."""
    if site.kind == SETTLEMENT:
        return index if index < len(was) else -1
    return was.index(site) if site in was else -1


def _refresh(tx: Tx) -> None:
    """The map changed: the rules read the areas it makes from now on."""
    tx.content = content_of(tx.s)
    tx.board = Board.of(tx.content)


# -- the candidates (a `choice_candidates` hook) ----------------------------------------------


def exploration_answers(rules: Rules, s: State, content: Content, player: str) -> Sequence[Command] | None:
    """While an exploration waits on its explorer, its answers are the only commands."""
    exploration = under_way(s)
    layout = explorable(s)
    if exploration is None or layout is None:
        return None
    if player != exploration.player:
        return []
    if not layout.drawn:
        return [ExploreArea(area=e.area) for e in layout.exploring]
    here = content.areas[exploration.area].hex
    return [
        PlaceTile(tile=t, hex=here, rotation=r) for t in layout.drawn for r in fitting(s, content, exploration, t)
    ]
