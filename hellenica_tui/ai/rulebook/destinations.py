"""Where an AI group goes: the areas it could reach and the AI card's filters.

Triremes may go to the seas next to their area; land units to the land areas
next to theirs across a clearing and to every land area their own triremes
can carry them to (always with Copper Banding's capacity). The movement
section of the revealed AI card is read top-down; each line keeps only the
areas that match it, a line that would keep none is skipped, and what is left
at the end is decided at random.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Sequence

import msgspec

from hellenica_tui.ai.rulebook.aimap import AiMap
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.schema import AIFilter
from hellenica_tui.games.hellenica.mechanics.movement import Transport, can_step, sea_transport
from hellenica_tui.games.hellenica.mechanics.units import SHIPS

# -- the areas a group could reach --------------------------------------------------


def sea_candidates(m: AiMap, origin: str) -> list[str]:
    """Seas the AI's triremes on `origin` could sail to (late in a long game, from a
    sea, only those it gains something on: see `pressing`)."""
    seas = sorted(
        b
        for b in m.board.neighbours(origin)
        if m.board.kind(b) == "sea" and m.may_enter(b) and can_step("trireme", origin, b, m.board)
    )
    if m.late and m.board.kind(origin) == "sea":
        return [b for b in seas if _gains(m, b)]
    return seas


def _gains(m: AiMap, area: str) -> bool:
    """Whether entering `area` gains the AI something: a sea without its triremes or
    a city it does not own, or a fight with another player."""
    if m.enemy_presence(area):
        return True
    if m.board.kind(area) == "sea":
        return not any(u.kind in SHIPS for u in m.own(area))
    return m.board.is_city(area) and m.site(area).owner != m.ai


def pressing(m: AiMap, found: dict[str, Transport | None]) -> dict[str, Transport | None]:
    """Late in a long game (`AiMap.late`), the land areas the AI gains something on
    (`_gains`) when there are any, else those nearest to such an area, so an army
    inside its own land walks on toward the others.

    Designed, not the rulebook's: the rulebook's steps can settle into a loop that
    never ends a game of AI players only: a fleet, always the largest stack since
    triremes have no Supply Limit, sails between two seas it already holds and
    spends every Supply, and armies walk between their own cities. After
    `LATE_TURN` the AI still reads its card's lines, among the areas worth going to.
    """
    if not m.late or not found:
        return found
    gains = {area: route for area, route in found.items() if _gains(m, area)}
    if gains:
        return gains
    away = _marches_to_gains(m)
    reached = [away[area] for area in found if area in away]
    if not reached:
        return found
    return {area: route for area, route in found.items() if away.get(area) == min(reached)}


def _marches_to_gains(m: AiMap) -> dict[str, int]:
    """Steps across clearings from every open land area to the nearest one the AI gains on."""
    board = m.board
    land = [a for a in board.content.areas if board.kind(a) == "land" and m.may_enter(a)]
    away = {a: 0 for a in land if _gains(m, a)}
    queue = deque(away)
    while queue:
        here = queue.popleft()
        for other in board.neighbours(here):
            if other not in away and board.kind(other) == "land" and m.may_enter(other) and can_step(
                "hoplite", other, here, board
            ):
                away[other] = away[here] + 1
                queue.append(other)
    return away


def land_candidates(m: AiMap, origin: str) -> dict[str, Transport | None]:
    """Land areas the AI's land units on `origin` could move to.

    The value is None for an area reached by a step across a clearing, else
    the sea transport route (and its capacity) that reaches it. AI players do
    not hold Leadership, so mountain sides stay closed.
    """
    found: dict[str, Transport | None] = {}
    if m.board.kind(origin) != "land":
        return found
    routes = sea_transport(
        origin, m.board, triremes=m.own_triremes_at_sea(), blocked=m.blocked_seas, per_trireme=m.per_trireme
    )
    for area, route in routes.items():
        if m.board.kind(area) == "land" and route.capacity > 0 and m.may_enter(area):
            found[area] = route
    for area in m.board.neighbours(origin):
        if m.may_enter(area) and can_step("hoplite", origin, area, m.board):
            found[area] = None
    return pressing(m, dict(sorted(found.items())))


# -- the card's filters ---------------------------------------------------------------


def _grudge(m: AiMap, areas: list[str]) -> list[str]:
    # Units, the Ownership Marker or City Upgrades of the player in the grudge space.
    if not m.grudge:
        return []
    return [a for a in areas if m.present(a, m.grudge)]


def _least_friendly_units(m: AiMap, areas: list[str]) -> list[str]:
    fewest = min(m.friendly_units(a) for a in areas)
    return [a for a in areas if m.friendly_units(a) == fewest]


EMPTY_AREA_SETTLEMENTS = 3  # the explorable map: an empty area counts as a city with three


def settlements_seen(m: AiMap, area: str) -> int:
    """The settlements an AI player's movement counts on `area`: an empty area of the
    explorable map counts as a City Area with three."""
    data = m.board.content.areas[area]
    return EMPTY_AREA_SETTLEMENTS if data.empty else data.settlements


def _most_settlements(m: AiMap, areas: list[str]) -> list[str]:
    # City Areas only (and empty areas, counted as cities); mine locations are not settlements.
    cities = [a for a in areas if m.board.is_city(a) or m.board.content.areas[a].empty]
    if not cities:
        return []
    most = max(settlements_seen(m, a) for a in cities)
    return [a for a in cities if settlements_seen(m, a) == most]


def _map_objective(m: AiMap, areas: list[str]) -> list[str]:
    return [a for a in areas if a in m.objective_areas]


def _enemy_units_or_upgrades(m: AiMap, areas: list[str]) -> list[str]:
    return [a for a in areas if m.enemy_presence(a)]


FILTERS: dict[str, Callable[[AiMap, list[str]], list[str]]] = {
    "grudge": _grudge,
    "least_friendly_units": _least_friendly_units,
    "most_settlements": _most_settlements,
    "map_objective": _map_objective,
    "enemy_units_or_upgrades": _enemy_units_or_upgrades,
}


class FilterStep(msgspec.Struct, frozen=True):
    """One line of the card read: what it kept, or that it was skipped."""

    filter: str
    kept: tuple[str, ...]
    ignored: bool  # the line would have removed every area, so it was skipped


class Destination(msgspec.Struct, frozen=True):
    area: str
    candidates: tuple[str, ...]
    steps: tuple[FilterStep, ...]
    by_lot: tuple[str, ...] = ()  # the areas left after every line, when a draw decided


def choose_destination(
    m: AiMap, candidates: Iterable[str], filters: Sequence[AIFilter], rng: random.Random
) -> Destination | None:
    """Apply the card's movement lines top-down to `candidates`; None if there is none."""
    remaining = sorted(set(candidates))
    if not remaining:
        return None
    start = tuple(remaining)
    steps: list[FilterStep] = []
    for name in filters:
        if len(remaining) == 1:
            break
        rule = FILTERS.get(name)
        if rule is None:
            raise IllegalCommand(f"an AI card names an unknown movement line {name!r}")
        kept = rule(m, remaining)
        if kept:
            remaining = kept
        steps.append(FilterStep(name, tuple(kept or remaining), not kept))
    if len(remaining) == 1:
        return Destination(remaining[0], start, tuple(steps))
    return Destination(rng.choice(remaining), start, tuple(steps), tuple(remaining))
