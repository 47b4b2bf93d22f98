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


PHRASES: dict[str, str] = {
    "prestige": "reach Prestige {n}",
    "buildings": "have {n} buildings",
    "reserve": "have {n} military tokens in reserve",
    "territories": "hold {n} Territories",
    "figures": "have {n} figures in play",
    "empires": "win {n} negotiations with Empires",
    "integrations": "win over {n} Greek cities",
    "donations": "make {n} donations",
}


def describe(objective: s.Objective) -> str:
    """An objective in words, such as "hold 2 Territories"."""
    return PHRASES[objective.kind].format(n=objective.at_least)
