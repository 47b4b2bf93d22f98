"""A game position, as the map shows it: one `AreaOverlay` per area.

Reads a player's view of the Hellenica state (never the full state) and
turns owners, unit counts, upgrades with their state, government markers,
creatures and areas closed in a small game into the map model's overlay.
An upgrade on a mine belongs to its city but is drawn where the mine is.
"""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.state import BUILDING, EXHAUSTED, State
from hellenica_tui.games.hellenica.economy.upgrades import sites
from hellenica_tui.games.hellenica.mechanics.units import base_unit, is_elite
from hellenica_tui.seat.board.mapmodel import AreaOverlay, MapModel, UnitStack, UpgradeMark, UpgradeState

_STATES: dict[str, UpgradeState] = {BUILDING: "building", EXHAUSTED: "exhausted"}


def overlays(view: State, model: MapModel) -> dict[str, AreaOverlay]:
    content = model.content
    unit_order = {unit: i for i, unit in enumerate(content.units)}
    governments = {p.government_city: p.government for p in view.players.values() if p.government}
    units: dict[str, list[UnitStack]] = {}
    marks: dict[str, list[UpgradeMark]] = {}
    # While a map is built, a home city not placed yet has its units but no place on the map.
    placed = {a: area for a, area in view.areas.items() if a in model.cells}
    for area_id, area in placed.items():
        for player, stack in area.units.items():
            for key, count in stack.units.items():
                if count > 0:
                    units.setdefault(area_id, []).append(UnitStack(player, base_unit(key), count, is_elite(key)))
        if area.government is not None:
            kind = governments.get(area_id, area.government.kind)
            state = _STATES.get(area.government.state, "active")
            marks.setdefault(area_id, []).append(UpgradeMark(area.owner, kind, state, area.government.deity))
        if any(slot is not None for slot in area.slots):
            # a home city not placed yet (a map being built or explored) lies on no location
            where = sites(content, area_id) if area_id in content.areas else ()
            for index, slot in enumerate(area.slots):
                if slot is not None:
                    at = where[index].area if index < len(where) else area_id
                    mark = UpgradeMark(
                        area.owner, slot.kind, _STATES.get(slot.state, "active"), slot.deity,
                        area_id if at != area_id else "",
                    )
                    marks.setdefault(at, []).append(mark)
    seat = {name: p.seat for name, p in view.players.items()}
    result: dict[str, AreaOverlay] = {}
    for area_id, area in placed.items():
        stacks = sorted(units.get(area_id, ()), key=lambda s: (seat.get(s.owner, 99), unit_order.get(s.kind, 99), s.elite))
        overlay = AreaOverlay(
            owner=area.owner or None,
            units=tuple(stacks),
            upgrades=tuple(marks.get(area_id, ())),
            creatures=(area.creature,) if area.creature else (),
            closed=area.impassable,
        )
        if overlay != AreaOverlay():
            result[area_id] = overlay
    return result


def position_model(view: State, model: MapModel) -> MapModel:
    """`model` with the position of `view` laid on it."""
    return model.with_overlay(overlays(view, model))
