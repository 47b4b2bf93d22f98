"""How the events of building a map change the state."""

from __future__ import annotations

import msgspec

from hellenica_tui.games.hellenica.content.tiling import empty_id
from hellenica_tui.games.hellenica.core.state import PATRON, AreaState, State
from hellenica_tui.games.hellenica.maps.events import (
    AllianceFailed,
    BuildingStepBegan,
    ExplorationChosen,
    ExplorationFailed,
    ExplorationsDue,
    MapBuilt,
    PlacementSkipped,
    RetreatNoted,
    TileExplored,
    TilePlaced,
    TilesDrawn,
)
from hellenica_tui.games.hellenica.maps.state import Exploration, MapLayout, Placed, layout_key
from hellenica_tui.games.kit.tables import Evolvers


def _layout(s: State) -> MapLayout:
    assert not isinstance(s.layout, msgspec.UnsetType)
    return s.layout


def tile_placed(s: State, e: TilePlaced) -> None:
    layout = _layout(s)
    layout.placed.append(Placed(e.location, e.tile, e.rotation))
    if e.location in layout.empties:  # the explorable map: a home city on an empty location
        layout.empties = [x for x in layout.empties if x != e.location]
        s.areas.pop(empty_id(e.location), None)
    layout.key = layout_key(layout.placed, layout.holes, layout.empties)
    hand = layout.hands.get(e.player, [])
    if e.tile in hand:
        hand.remove(e.tile)
    if layout.queue[:1] == [e.player]:
        layout.queue.pop(0)
    layout.last_city = [p for p in layout.last_city if p != e.player] + ([e.player] if e.city else [])
    layout.stuck = []
    if e.tile not in s.areas:
        s.areas[e.tile] = AreaState(slots=[None] * e.slots, units={})
    s.pending = layout.queue[:1]


def placement_skipped(s: State, e: PlacementSkipped) -> None:
    layout = _layout(s)
    if layout.queue[:1] == [e.player]:
        layout.queue.pop(0)
    if e.player not in layout.stuck:
        layout.stuck.append(e.player)
    s.pending = layout.queue[:1]


def building_step_began(s: State, e: BuildingStepBegan) -> None:
    layout = _layout(s)
    layout.step, layout.queue, layout.round = e.step, list(e.queue), e.round
    s.pending = layout.queue[:1]


def map_built(s: State, e: MapBuilt) -> None:
    layout = _layout(s)
    layout.holes = list(e.holes)
    layout.empties = list(e.empties)
    layout.key = layout_key(layout.placed, layout.holes, layout.empties)
    layout.done = True
    layout.step, layout.queue, layout.hands, layout.stuck, layout.last_city = "", [], {}, [], []
    areas: dict[str, AreaState] = {}
    for area, slots, impassable in e.areas:
        st = s.areas.get(area) or AreaState(units={})
        st.slots = st.slots + [None] * (slots - len(st.slots))  # a city's mines come last
        st.impassable = impassable
        areas[area] = st
    s.areas = areas
    s.phase = PATRON
    s.pending = list(s.players)




# -- the explorable map ---------------------------------------------------------------------


def _rename(s: State, old: str, new: str, fresh: AreaState | None = None) -> None:
    """The empty area `old` is now the area `new` (its tile's, or a sea's), in its place among
    the areas; what the state says of `old` (a movement, an ability on it) follows it."""
    s.areas = {(new if a == old else a): (fresh if a == old and fresh is not None else st) for a, st in s.areas.items()}
    m = s.movement
    if m is not None:
        m.area = new if m.area == old else m.area
        m.sent = [new if a == old else a for a in m.sent]
        m.fought = [new if a == old else a for a in m.fought]
    for ability in s.abilities:
        if ability.area == old:
            ability.area = new
    layout = _layout(s)
    for exploration in [*layout.exploring, *layout.retreats]:
        if exploration.origin == old:
            exploration.origin = new


def explorations_due(s: State, e: ExplorationsDue) -> None:
    layout = _layout(s)
    layout.exploring = [Exploration(e.player, area, entry, origin, e.alliance) for area, entry, origin in e.entries]
    if not e.alliance:
        layout.retreats = []  # the movement's end explores them now
    s.pending = [e.player]


def retreat_noted(s: State, e: RetreatNoted) -> None:
    layout = _layout(s)
    layout.retreats = [*layout.retreats, Exploration(e.player, e.area, e.entry, e.origin)]


def alliance_failed(s: State, e: AllianceFailed) -> None:
    layout = _layout(s)
    taken = len(e.tiles) + len(e.discarded)
    layout.stack = layout.stack[taken:] + list(e.tiles) + list(e.discarded)
    layout.discard, layout.drawn = [], []
    layout.exploring = [x for x in layout.exploring if x.area != e.area]
    s.pending = [layout.exploring[0].player] if layout.exploring else []


def exploration_chosen(s: State, e: ExplorationChosen) -> None:
    layout = _layout(s)
    first = next(x for x in layout.exploring if x.area == e.area)
    layout.exploring = [first] + [x for x in layout.exploring if x is not first]


def tiles_drawn(s: State, e: TilesDrawn) -> None:
    layout = _layout(s)
    taken = len(e.discarded) + len(e.tiles)
    layout.stack = layout.stack[taken:]
    layout.discard = layout.discard + list(e.discarded)
    layout.drawn = list(e.tiles)


def tile_explored(s: State, e: TileExplored) -> None:
    layout = _layout(s)
    layout.placed.append(Placed(e.location, e.tile, e.rotation))
    layout.empties = [x for x in layout.empties if x != e.location]
    layout.key = layout_key(layout.placed, layout.holes, layout.empties)
    layout.stack = layout.stack + ([e.returned] if e.returned else []) + layout.discard
    layout.discard, layout.drawn = [], []
    layout.exploring = [x for x in layout.exploring if x.area != e.area]
    _rename(s, e.area, e.tile)
    for city, before in e.remap:
        slots = s.areas[city].slots
        s.areas[city].slots = [slots[i] if 0 <= i < len(slots) else None for i in before]
    s.pending = [layout.exploring[0].player] if layout.exploring else []


def exploration_failed(s: State, e: ExplorationFailed) -> None:
    layout = _layout(s)
    if e.sea:
        layout.placed.append(Placed(e.location, e.sea, 0))
    else:
        layout.holes.append(e.location)
    layout.empties = [x for x in layout.empties if x != e.location]
    layout.key = layout_key(layout.placed, layout.holes, layout.empties)
    layout.stack = layout.discard + layout.stack
    layout.discard, layout.drawn = [], []
    layout.exploring = [x for x in layout.exploring if x.area != e.area]
    st = s.areas[e.area]
    creature = "" if e.creature else st.creature
    _rename(s, e.area, e.sea_area, AreaState(units=st.units, impassable=st.impassable, creature=creature,
                                              creature_turn=st.creature_turn if creature else 0))
    s.pending = [layout.exploring[0].player] if layout.exploring else []


EXPLORATION_EVOLVERS = (
    Evolvers[State]()
    .on(ExplorationsDue, explorations_due)
    .on(ExplorationChosen, exploration_chosen)
    .on(TilesDrawn, tiles_drawn)
    .on(TileExplored, tile_explored)
    .on(ExplorationFailed, exploration_failed)
    .on(RetreatNoted, retreat_noted)
    .on(AllianceFailed, alliance_failed)
)


EVOLVERS = (
    Evolvers[State]()
    .on(TilePlaced, tile_placed)
    .on(PlacementSkipped, placement_skipped)
    .on(BuildingStepBegan, building_step_began)
    .on(MapBuilt, map_built)
    | EXPLORATION_EVOLVERS
)
