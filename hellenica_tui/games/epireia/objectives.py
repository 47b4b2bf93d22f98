"""How far a city is towards an objective (of an Act, or of a solo scenario)."""

from __future__ import annotations

from hellenica_tui.games.epireia.content import schema as s
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.state import City, State


def progress(state: State, content: Content, city: City, objective: s.Objective) -> int:
    """How far a city is towards an objective, in the objective's own count."""
    match objective.kind:
        case "prestige":
            return city.prestige
        case "buildings":
            return len(city.buildings)
        case "reserve":
            return len(city.reserve)
        case "territories":
            return sum(1 for owner in state.territories.values() if owner == city.name)
        case "figures":
            return len(city.figures)
        case "empires":
            return city.empires_won
        case "integrations":
            return city.integrations
        case "donations":
            return city.donations
    return 0
