"""Steps over land from each city to every space, made once for a scenario's map: how
far an army on foot is from a city (sea spaces are not crossed; a city across the
water is out of reach on foot)."""

from __future__ import annotations

from collections import deque

from hellenica_tui.games.war.content.schema import Content

FAR = 99  # no way on foot

_STEPS: dict[str, dict[str, dict[str, int]]] = {}


def land_steps(content: Content) -> dict[str, dict[str, int]]:
    """city id -> space -> steps over land from that space to the city."""
    found = _STEPS.get(content.hash)
    if found is None:
        found = _STEPS[content.hash] = {c.id: _walk(content, c.space) for c in content.cities.values()}
    return found


def _walk(content: Content, start: str) -> dict[str, int]:
    steps = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for near in content.spaces[here].neighbours:
            if near not in steps and not content.terrain_of(near).water:
                steps[near] = steps[here] + 1
                todo.append(near)
    return steps
