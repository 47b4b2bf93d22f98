"""Which of an AI's units on a supplied area move, and which stay behind.

Triremes go first: from a land area all of them, from a sea all but one (a
regular one stays before an elite one). Land units go second: from a City
Area all but one (none need stay where the AI's government marker, or a land
unit that may not move any more, already holds the city), elsewhere all of
them. The group that goes is the one rolling the most combat dice; among
equal groups the unit left behind is a Hoplite, else a Cavalry, else an elite
Hoplite, else an elite Cavalry. A hero goes along with each group when one can.

Where a revealed Pathos card makes an area worth holding (Delphi with
Commune, Mt. Olympus with Ascendancy) the AI never takes its last hero or its
last unit out of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from hellenica_tui.ai.rulebook.aimap import AiMap, force_of, free
from hellenica_tui.games.hellenica.mechanics.combat import dice_pool
from hellenica_tui.games.hellenica.mechanics.movement import MovingUnit
from hellenica_tui.games.hellenica.mechanics.units import LAND_ARMY, SHIPS, UnitKey

# Which land unit the AI leaves behind first when the dice come out equal.
LEAVE_ORDER: tuple[UnitKey, ...] = ("hoplite", "cavalry", "elite_hoplite", "elite_cavalry")


def _travelled_first(units: Sequence[MovingUnit]) -> list[MovingUnit]:
    # Among units of one kind the most travelled go first, as units leave a
    # stack in the rules, so those that stay keep the most movement.
    return sorted(units, key=lambda u: (u.kind, -u.supplied))


# -- triremes ----------------------------------------------------------------------


def _keeps_a_unit(m: AiMap, area: str) -> bool:
    """Whether a held area must keep one of the AI's non-hero units."""
    return area in m.held_areas


def _own_free(m: AiMap, area: str) -> list[MovingUnit]:
    return [] if area in m.no_leave else [u for u in m.own(area) if free(u)]


def trireme_movers(m: AiMap, area: str) -> tuple[MovingUnit, ...]:
    """The AI's triremes that leave `area` when it is supplied."""
    ships = [u for u in _own_free(m, area) if u.kind in SHIPS]
    if not ships:
        return ()
    own = m.own(area)
    # A trireme that may not move stays anyway and is the one left behind.
    anchored = any(u.kind in SHIPS and not free(u) for u in own)
    has_land_unit = any(u.kind in LAND_ARMY for u in own)
    if m.board.kind(area) == "sea":
        keep = not anchored
    else:
        keep = _keeps_a_unit(m, area) and not (has_land_unit or anchored or m.has_marker(area))
    if not keep:
        return tuple(_travelled_first(ships))
    # The one that stays: a regular trireme before an elite one.
    stay = min(ships, key=lambda u: (u.kind != "trireme", -u.supplied))
    rest = list(ships)
    rest.remove(stay)
    return tuple(_travelled_first(rest))


# -- land units --------------------------------------------------------------------


def land_eligible(m: AiMap, area: str) -> tuple[MovingUnit, ...]:
    """The AI's hoplites and cavalry on `area` that may still move this turn."""
    return tuple(u for u in _own_free(m, area) if u.kind in LAND_ARMY)


def land_keep(m: AiMap, area: str) -> int:
    """How many of the eligible land units must stay (0 or 1).

    A City Area, and an area the AI holds for a Pathos card, keeps one land
    unit unless the AI's government marker is there or one of its land units
    there has already used up its moves.
    """
    if not (m.board.is_city(area) or _keeps_a_unit(m, area)):
        return 0
    if m.has_marker(area):
        return 0
    if any(u.kind in LAND_ARMY and not free(u) for u in m.own(area)):
        return 0
    return 1 if land_eligible(m, area) else 0


def eligible_count(m: AiMap, area: str) -> int:
    """Movement-eligible units on `area` for choosing where to supply: hoplites,
    cavalry and triremes that may still move, less those that must stay; heroes
    and the government marker never count."""
    return len(trireme_movers(m, area)) + len(land_eligible(m, area)) - land_keep(m, area)


def combat_dice(units: Sequence[MovingUnit], hero: bool) -> int:
    """The dice a group of land units (and a hero) would roll on open ground."""
    force = force_of(units)
    if hero:
        force = force.with_("hero")
    return dice_pool(force, at_sea=False).total


def land_movers(m: AiMap, area: str, *, capacity: int | None = None, hero: bool = False) -> tuple[MovingUnit, ...]:
    """The land units that leave `area`: as many as may go (at most `capacity`
    when the triremes carry them), in the combination rolling the most dice;
    among equal combinations the stay-behind order decides."""
    eligible = land_eligible(m, area)
    size = len(eligible) - land_keep(m, area)
    if capacity is not None:
        size = min(size, capacity)
    if size <= 0:
        return ()
    by_kind = {k: _travelled_first([u for u in eligible if u.kind == k]) for k in LAND_ARMY}
    best: tuple[int, tuple[int, ...], dict[UnitKey, int]] | None = None
    for counts in product(*(range(len(by_kind[k]) + 1) for k in LAND_ARMY)):
        if sum(counts) != size:
            continue
        take = dict(zip(LAND_ARMY, counts, strict=True))
        group = [u for k in LAND_ARMY for u in by_kind[k][: take[k]]]
        left = tuple(len(by_kind[k]) - take[k] for k in LEAVE_ORDER)
        score = (combat_dice(group, hero), left, take)
        if best is None or score[:2] > best[:2]:
            best = score
    assert best is not None  # size <= len(eligible), so some combination fits
    take = best[2]
    return tuple(u for k in LAND_ARMY for u in by_kind[k][: take[k]])


# -- heroes --------------------------------------------------------------------------


def hero_mover(m: AiMap, area: str) -> MovingUnit | None:
    """The hero that goes along with a group leaving `area` (None: none can).

    A hero at its supply limit stays, and so does the last hero on a held area.
    """
    heroes = [u for u in m.own(area) if u.kind == "hero"]
    ready = _travelled_first([u for u in heroes if u in _own_free(m, area)])
    if not ready or (area in m.held_areas and len(heroes) < 2):
        return None
    return ready[0]
