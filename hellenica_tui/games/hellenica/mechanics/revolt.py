"""REVOLTS: a world event raises the people of a city against its owner.

The owner rolls the yellow die: its plus signs count for the owner, a minus
against; add the units in the city and subtract its upgrades. Zero or more:
the revolt fails. Below zero: the owner loses that many units there, and if
none are left the city slips away (neutral, or back to the city-state whose
home it is), its upgrades staying for whoever takes it next.
"""

from __future__ import annotations

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.cities import owner_after_losses
from hellenica_tui.games.hellenica.mechanics.dice import yellow_signed


class RevoltResult(msgspec.Struct, frozen=True):
    score: int
    units_lost: int
    owner: str | None  # the city's owner afterwards

    @property
    def succeeded(self) -> bool:
        return self.score < 0


def revolt(
    yellow_face: str,
    *,
    owner: str,
    units: int,
    upgrades: int,
    government_city: bool,
    home_of: str | None = None,
    modifier: int = 0,
) -> RevoltResult:
    """Resolve a revolt in a city `owner` holds with `units` units and `upgrades` upgrades;
    `modifier` is added to the result for the owner (an advancement's bonus)."""
    if government_city:
        raise IllegalCommand("a revolt cannot break out in a government city")
    if units < 0 or upgrades < 0:
        raise IllegalCommand("a city cannot hold a negative number of units or upgrades")
    score = yellow_signed(yellow_face) + units - upgrades + modifier
    lost = min(-score, units) if score < 0 else 0
    left = units - lost
    new_owner = owner if score >= 0 else owner_after_losses(
        owner, units_left=left, upgrades_left=None, home_of=home_of
    )
    return RevoltResult(score, lost, new_owner)
