"""Questions about the map and who stands where: sieges, supply, coasts."""

from __future__ import annotations

from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.state import City, PlayerId, State

SIEGERS = ("army", "rowers", "fleet")


def neighbours(content: Content, space: str) -> tuple[str, ...]:
    return content.spaces[space].neighbours


def besieged(state: State, content: Content, city: City) -> bool:
    """An army, rowers or fleet of anyone but the controller stands next to the city."""
    near = set(neighbours(content, city.space))
    return any(u.space in near and u.kind in SIEGERS and u.owner != city.controller for u in state.units)


def can_serve(state: State, content: Content, city: City) -> bool:
    """Whether a city may pay revenue, give upkeep and recruit: not razed nor besieged."""
    return city.razed == 0 and not besieged(state, content, city)


def surrounded(state: State, content: Content, space: str, player: PlayerId) -> bool:
    """Every space around holds an enemy army, rowers or fleet."""
    enemy = {u.space for u in state.units if u.owner != player and u.kind in SIEGERS}
    return all(n in enemy for n in neighbours(content, space))


def is_sea(content: Content, space: str) -> bool:
    return content.terrain_of(space).water


def harbour(content: Content, space: str) -> bool:
    """Ships may end a move here in safety or on a beach: a dock or a beach."""
    terrain = content.terrain_of(space)
    return terrain.dock or terrain.beach


def ship_space(content: Content, space: str) -> bool:
    return is_sea(content, space) or (harbour(content, space) and content.spaces[space].coastal)


def adjacent(content: Content, a: str, b: str) -> bool:
    return b in neighbours(content, a)
