"""A game position, as the map shows it: one `AreaOverlay` per area.

Reads a player's view of the Hellenica state (never the full state) and
turns owners, unit counts, upgrades with their state, government markers and
creatures into the map model's overlay.
"""

from __future__ import annotations

from hellenica_tui.games.hellenica.state import BUILDING, EXHAUSTED, State, base_unit
from hellenica_tui.tui.mapmodel import AreaOverlay, MapModel, UnitStack, UpgradeMark, UpgradeState

_STATES: dict[str, UpgradeState] = {BUILDING: "building", EXHAUSTED: "exhausted"}


def overlays(view: State, model: MapModel) -> dict[str, AreaOverlay]:
    unit_order = {unit: i for i, unit in enumerate(model.content.units)}
    governments = {p.government_city: p.government for p in view.players.values() if p.government}
    result: dict[str, AreaOverlay] = {}
    for area_id, area in view.areas.items():
        stacks: list[UnitStack] = []
        for player in view.players:  # seating order
            stack = area.units.get(player)
            if stack is None:
                continue
            for key, count in stack.units.items():
                if count > 0:
                    stacks.append(UnitStack(player, base_unit(key), count, key != base_unit(key)))
        stacks.sort(key=lambda s: (view.players[s.owner].seat, unit_order.get(s.kind, 99), s.elite))
        marks = [
            UpgradeMark(area.owner, slot.kind, _STATES.get(slot.state, "active"))
            for slot in area.slots
            if slot is not None
        ]
        if area.government is not None:
            kind = governments.get(area_id, area.government.kind)
            marks.insert(0, UpgradeMark(area.owner, kind, _STATES.get(area.government.state, "active")))
        overlay = AreaOverlay(
            owner=area.owner or None,
            units=tuple(stacks),
            upgrades=tuple(marks),
            creatures=(area.creature,) if area.creature else (),
        )
        if overlay != AreaOverlay():
            result[area_id] = overlay
    return result


def position_model(view: State, model: MapModel) -> MapModel:
    """`model` with the position of `view` laid on it."""
    return model.with_overlay(overlays(view, model))
