"""AREA REDUCTION: a world event makes every player on an area give up two of
its pieces there, units or upgrades as each player likes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.cities import owner_after_losses
from hellenica_tui.games.hellenica.mechanics.combat import Force, subtract
from hellenica_tui.games.hellenica.mechanics.units import UnitKey

REDUCTION = 2


class Holding(msgspec.Struct, frozen=True):
    """One player's pieces on the area."""

    units: Force = Force()
    upgrades: tuple[str, ...] = ()  # upgrade kinds, one entry per upgrade

    @property
    def pieces(self) -> int:
        return self.units.total + len(self.upgrades)


class Loss(msgspec.Struct, frozen=True):
    """What one player chooses to give up."""

    units: tuple[UnitKey, ...] = ()
    upgrades: tuple[str, ...] = ()


def reduction_due(holding: Holding, *, units_only: bool = False, amount: int = REDUCTION) -> int:
    """How many pieces the player must give up (all it has if fewer; `units_only`
    for an AI player, whose losses come from units alone)."""
    have = holding.units.total if units_only else holding.pieces
    return min(amount, have)


def reduce_holding(
    holding: Holding, loss: Loss, *, units_only: bool = False, amount: int = REDUCTION
) -> Holding:
    due = reduction_due(holding, units_only=units_only, amount=amount)
    if units_only and loss.upgrades:
        raise IllegalCommand("this reduction is taken from units only")
    if len(loss.units) + len(loss.upgrades) != due:
        raise IllegalCommand(f"remove exactly {due} of your units and upgrades on the area")
    left = Counter(holding.upgrades)
    left.subtract(loss.upgrades)
    if any(n < 0 for n in left.values()):
        raise IllegalCommand("you can only remove upgrades you have on the area")
    lost_units = Force()
    for kind in loss.units:
        lost_units = lost_units.with_(kind)
    units = subtract(holding.units, lost_units)
    remaining = list(holding.upgrades)
    for u in loss.upgrades:
        remaining.remove(u)
    return Holding(units, tuple(remaining))


class ReductionResult(msgspec.Struct, frozen=True):
    holdings: dict[str, Holding]
    owner: str | None  # the city's owner afterwards (None if neutral or not a city)


def reduce_area(
    holdings: Mapping[str, Holding],
    losses: Mapping[str, Loss],
    *,
    owner: str | None = None,
    home_of: str | None = None,
    units_only: frozenset[str] = frozenset(),
) -> ReductionResult:
    """Every player on the area gives up its pieces; a city stripped of every unit
    and upgrade becomes neutral, or returns to the city-state whose home it is."""
    after = {
        p: reduce_holding(h, losses.get(p, Loss()), units_only=p in units_only)
        for p, h in holdings.items()
    }
    if owner is None:
        return ReductionResult(after, None)
    units = sum(h.units.total for h in after.values())
    upgrades = sum(len(h.upgrades) for h in after.values())
    return ReductionResult(
        after, owner_after_losses(owner, units_left=units, upgrades_left=upgrades, home_of=home_of)
    )

