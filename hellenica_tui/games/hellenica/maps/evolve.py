"""How the events of building a map change the state."""

from __future__ import annotations

from typing import Any

import msgspec

from hellenica_tui.games.hellenica.core.state import PATRON, AreaState, State
from hellenica_tui.games.hellenica.maps.events import BuildingStepBegan, MapBuilt, PlacementSkipped, TilePlaced
from hellenica_tui.games.hellenica.maps.state import MapLayout, Placed, layout_key


def _layout(s: State) -> MapLayout:
    assert not isinstance(s.layout, msgspec.UnsetType)
    return s.layout


def tile_placed(s: State, e: TilePlaced) -> None:
    layout = _layout(s)
    layout.placed.append(Placed(e.location, e.tile, e.rotation))
    layout.key = layout_key(layout.placed, layout.holes)
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
    layout.key = layout_key(layout.placed, layout.holes)
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


EVOLVERS: dict[type, Any] = {
    TilePlaced: tile_placed,
    PlacementSkipped: placement_skipped,
    BuildingStepBegan: building_step_began,
    MapBuilt: map_built,
}
