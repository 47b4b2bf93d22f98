"""A view as plain JSON-ready data, for `show --json` and other tools."""

from __future__ import annotations

from typing import Any, Protocol

from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.economy.upgrades import sites


class Acting(Protocol):
    """What tells who must act (the ruleset)."""

    def to_act(self, state: State) -> list[str]: ...


def _units(state: State, player: str) -> dict[str, int]:
    total: dict[str, int] = {}
    for area in state.areas.values():
        stack = area.units.get(player)
        if stack is not None:
            for key, n in stack.units.items():
                if n:
                    total[key] = total.get(key, 0) + n
    return dict(sorted(total.items()))


def summary_json(ruleset: Acting, view: State) -> dict[str, Any]:
    """Turn, phase, who acts, every player's board and every area in use."""
    content = content_of(view)
    players: list[dict[str, Any]] = [
        {
            "name": name, "favor": p.favor, "philosophers": p.philosophers, "commerce": p.commerce,
            "cubes": dict(p.cubes), "extra_slots": dict(p.extra_slots), "advancements": list(p.advancements),
            "units": _units(view, name), "government": p.government, "government_city": p.government_city,
            "patron": p.patron, "deities": list(p.deities), "ethos": list(p.ethos), "ethos_hand": list(p.ethos_hand),
            "passed": p.passed, "wonder_built": p.wonder_built, "world_events": list(p.world_events),
        }
        for name, p in view.players.items()
    ]
    if view.ai is not None:  # the public AI board
        for entry in players:
            seat = view.ai.seats.get(entry["name"])
            if seat is not None:
                entry["ai"] = {
                    "advancements": seat.advancements, "supply": seat.supply, "grudge": seat.grudge,
                    "marker": seat.garrison, "card": seat.card,
                }
    areas = []
    for area_id, area in view.areas.items():
        units = {who: dict(stack.units) for who, stack in area.units.items() if any(stack.units.values())}
        if not (area.owner or units or any(area.slots) or area.government):
            continue
        # a home city not placed yet, while the map is built, has its settlements only
        layout = sites(content, area_id) if area.slots and area_id in content.areas else ()
        upgrades = [
            {
                "upgrade": up.kind, "state": up.state, "deity": up.deity,
                "site": layout[i].kind if layout else "settlement", "at": layout[i].area if layout else area_id,
            }
            for i, up in enumerate(area.slots) if up is not None
        ]
        gov = area.government
        areas.append({
            "name": area_id, "owner": area.owner, "units": units, "upgrades": upgrades,
            "government": None if gov is None else {"upgrade": gov.kind, "state": gov.state, "deity": gov.deity},
            "impassable": area.impassable,
        })
    return {
        "turn": view.turn, "phase": view.phase, "round": view.round, "to_act": ruleset.to_act(view),
        "favorite": view.favorite, "direction": view.direction, "order": list(view.order), "chaos": view.chaos,
        "pathos": list(view.pathos), "winners": list(view.winners), "players": players, "areas": areas,
        "ai_ethos": list(view.ai.ethos) if view.ai is not None else [],
    }
