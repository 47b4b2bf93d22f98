"""Short words the War screens share: a player's letter on the map, a city's troubles,
a stack in words. Read from the view and the rules' own questions (geography)."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.geography import besieged
from hellenica_tui.games.war.names import counted

# The Greek letters' own Latin letters (eta is h, theta q), one per seat.
LETTERS = {
    "alpha": "a", "beta": "b", "gamma": "g", "delta": "d", "epsilon": "e", "zeta": "z",
    "eta": "h", "theta": "q", "iota": "i", "kappa": "k", "lambda": "l", "mu": "m",
}  # fmt: skip


def letter(view: Any, player: str) -> str:
    if player in LETTERS:
        return LETTERS[player]
    seats = list(view["players"])  # seats named otherwise (tests): by their place
    return "abcdefghijkl"[seats.index(player)] if player in seats else "?"


def city_troubles(state: Any, content: Content, city_id: str) -> list[str]:
    """A city's troubles, worst first: razed, besieged, starving, hostile."""
    city = state.cities[city_id]
    out = []
    if city.razed:
        out.append(f"razed ({city.razed})")
    if city.controller and besieged(state, content, city):
        out.append("besieged")
    if any(u.starvation for u in state.units if u.space == city.space):
        out.append("starving")
    if city.hostile:
        out.append("hostile")
    return out


def city_marks(state: Any, content: Content, city_id: str) -> str:
    """The marks drawn on the map for a city: # razed, ! besieged, x hostile, * home."""
    city = state.cities[city_id]
    marks = ""
    troubles = " ".join(city_troubles(state, content, city_id))
    marks += "#" if "razed" in troubles else ""
    marks += "!" if "besieged" in troubles else ""
    marks += "x" if city.hostile else ""
    marks += "*" if city.home_of and city.home_of == city.controller else ""
    return marks or " "


def stack_words(content: Content, units: list[dict[str, Any]]) -> str:
    """'2 armies, 1 fleet, Pericles (hero)' for the units of one stack."""
    counts: dict[str, int] = {}
    for u in units:
        if u["kind"] != "leader":
            counts[u["kind"]] = counts.get(u["kind"], 0) + 1
    parts = [counted(n, k) for k, n in counts.items()]
    for u in units:
        if u["kind"] == "leader":
            skills = ", ".join(s.replace("-", " ") for s in u["skills"])
            parts.append(f"{u['name']}" + (f" ({skills})" if skills else ""))
    starving = sum(1 for u in units if u["starvation"])
    if starving:
        parts.append(f"{starving} starving")
    return ", ".join(parts) or "nothing"


def state_of(view: Any, content_hash: str) -> Any:
    """The view as a rules state, for the rules' questions (a siege, a reach): only what
    the view shows (others' hands empty, the deck unknown)."""
    import msgspec

    from hellenica_tui.games.war.state import State

    fields = dict(view, content_hash=content_hash, seats=list(view["players"]), deck=[], discard=list(view["discard"]))
    fields.pop("to_act", None)
    return msgspec.convert(fields, State)
