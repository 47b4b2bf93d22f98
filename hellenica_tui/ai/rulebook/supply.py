"""Steps A and B of an AI movement round: whether it supplies, and which area.

A: an AI with Supply left on the AI board spends one and supplies; with none
it passes. B: it supplies the area holding the most of its movement-eligible
units (see `movers.eligible_count`), a draw deciding between equals. When no
area holds any, nothing moves and the AI takes 1 Commerce instead.

**Reading:** a unit is eligible to move only where it has somewhere to go.
Triremes on a gulf with no sea beside it (the Gulf of Corinth) or land units
hemmed in count for nothing, so a stranded fleet, always the largest stack
since triremes have no Supply Limit, cannot draw every Supply of the AI for
the rest of the game while its army stands still.
"""

from __future__ import annotations

import random
from typing import Literal

import msgspec

from hellenica_tui.ai.rulebook.aimap import AiMap
from hellenica_tui.ai.rulebook.destinations import land_candidates, sea_candidates
from hellenica_tui.ai.rulebook.movers import land_eligible, land_keep, trireme_movers
from hellenica_tui.engine.errors import IllegalCommand

# Commerce an AI takes when it supplies but has nothing to move.
IDLE_COMMERCE = 1


def will_supply(supply: int) -> bool:
    """Step A: an AI supplies while its Supply track is above 0 (and spends 1)."""
    if supply < 0:
        raise IllegalCommand("the Supply track cannot go below 0")
    return supply > 0


def could_move(m: AiMap, area: str) -> int:
    """The AI's movement-eligible units on `area` (`movers.eligible_count`) that
    have an area to go to: the triremes a sea beside them, the land units a
    land area they could step or be carried to."""
    ships = len(trireme_movers(m, area))
    if ships and not sea_candidates(m, area):
        ships = 0
    land = len(land_eligible(m, area)) - land_keep(m, area)
    if land and not land_candidates(m, area):
        land = 0
    return ships + land


def eligible_by_area(m: AiMap) -> dict[str, int]:
    """Movement-eligible units of the AI with somewhere to go, on every area where it has any."""
    counts = {area: could_move(m, area) for area in sorted(m.sites) if m.own(area)}
    return {area: n for area, n in counts.items() if n > 0}


def supply_area(m: AiMap, rng: random.Random) -> str | None:
    """Step B: the area supplied for movement, or None when no area has an eligible unit."""
    counts = eligible_by_area(m)
    if not counts:
        return None
    most = max(counts.values())
    tied = [area for area, n in counts.items() if n == most]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


class SupplyDecision(msgspec.Struct, frozen=True):
    """The outcome of steps A and B for one AI action."""

    action: Literal["pass", "idle", "move"]
    supply: int  # the Supply track afterwards
    area: str | None = None  # the supplied area, for "move"
    commerce: int = 0  # Commerce gained, for "idle"


def decide_supply(m: AiMap, supply: int, rng: random.Random) -> SupplyDecision:
    """Steps A and B together: pass, supply and move, or supply with nothing to move."""
    if not will_supply(supply):
        return SupplyDecision("pass", supply)
    area = supply_area(m, rng)
    if area is None:
        return SupplyDecision("idle", supply - 1, commerce=IDLE_COMMERCE)
    return SupplyDecision("move", supply - 1, area)
