"""Stacking limits: armies, fleets and transports together, up to the terrain's limit
(at sea only ships count: the armies are aboard)."""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.state import State, Unit


def stacking(content: Content, space: str, units: Iterable[Unit]) -> int:
    terrain = content.terrain_of(space)
    kinds = ("fleet", "transport") if terrain.water else ("army", "fleet", "transport")
    return sum(1 for u in units if u.kind in kinds)


def limit(content: Content, space: str) -> int:
    return content.terrain_of(space).stack


def room_for(state: State, content: Content, space: str, player: str, n: int) -> bool:
    return stacking(content, space, state.at(space, player)) + n <= limit(content, space)
