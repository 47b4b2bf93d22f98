"""Which invocations and world events harm the player they are aimed at.

The rulebook gives no list, so harm is read from the effects: an effect is
harmful when it takes from (a hero turning coat too), destroys, exhausts, revolts, reduces, counters or
weakens what it is aimed at. The AI rules put the caster on the grudge space
of an AI player such an invocation is aimed at.
"""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.games.hellenica.content.schema import Effect

# Effect kinds that hurt whatever they are aimed at, whatever their parameters.
HARMFUL_KINDS = frozenset({
    "take", "destroy_units", "destroy_upgrades", "exhaust_upgrades", "revolt", "revolts",
    "area_reduction", "eruption", "place_creature", "end_combat", "cancel_invocation", "raise_cost",
    "suppress", "turncoat_hero",
})


def harmful(effect: Effect) -> bool:
    """Whether one effect hurts the player it is aimed at."""
    params = effect.params
    if effect.kind in HARMFUL_KINDS:
        return True
    if effect.kind == "combat_strength":
        # Lowering the other side's strength; raising one's own is aimed at oneself.
        amount = params.get("amount")
        return params.get("side") == "enemy" and isinstance(amount, int) and amount < 0
    if effect.kind == "reroll":
        return params.get("dice") == "enemy"
    if effect.kind == "lose":
        return params.get("who", "self") in ("others", "chosen", "each")
    return False


def harms(effects: Iterable[Effect]) -> bool:
    """Whether an invocation or a world event with these effects is harmful."""
    return any(harmful(e) for e in effects)
