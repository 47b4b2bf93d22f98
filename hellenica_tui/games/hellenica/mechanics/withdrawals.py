"""Withdrawals: where a side may go when it leaves a combat after a round.

After each round the attacker is asked first; if it stays, the defender is
asked. Nobody withdraws from an area holding a creature.
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from hellenica_tui.engine.errors import IllegalCommand


class AreaStanding(msgspec.Struct, frozen=True):
    """What a withdrawing side sees in one area it could reach."""

    area: str
    own_city: bool = False  # a city the withdrawing player owns
    own_units: bool = False  # units of the withdrawing player
    other_units: bool = False  # units of any other player
    other_owner: bool = False  # a city owned by another player
    creature: bool = False

    @property
    def friendly(self) -> bool:
        return (self.own_city or self.own_units) and not self.other_units

    @property
    def neutral(self) -> bool:
        return not (self.own_units or self.other_units or self.other_owner)


def attacker_withdrawal(origin: str, *, creature_present: bool) -> str:
    """The attacker goes back to the area it attacked from (by sea transport if it came so)."""
    if creature_present:
        raise IllegalCommand("no unit may withdraw from an area holding a creature")
    return origin


def defender_withdrawal_areas(
    reachable: Iterable[AreaStanding], *, creature_present: bool
) -> tuple[str, ...]:
    """The areas the defender may retreat to, among those its units can reach in one move.

    Friendly areas (its own city or units, with no other player's units) come
    first; only if there is none may it retreat to a neutral area (no units at
    all, not another player's city); otherwise it cannot withdraw (empty).
    """
    if creature_present:
        return ()
    standings = list(reachable)
    friendly = tuple(s.area for s in standings if s.friendly)
    if friendly:
        return friendly
    return tuple(s.area for s in standings if s.neutral)


def withdraw_to(
    area: str, reachable: Iterable[AreaStanding], *, creature_present: bool
) -> str:
    """Check a chosen retreat area; returns it or raises with the reason."""
    allowed = defender_withdrawal_areas(reachable, creature_present=creature_present)
    if creature_present:
        raise IllegalCommand("no unit may withdraw from an area holding a creature")
    if area not in allowed:
        if not allowed:
            raise IllegalCommand("the defender has no friendly or neutral area to withdraw to")
        raise IllegalCommand(f"the defender may withdraw only to {', '.join(allowed)}")
    return area

