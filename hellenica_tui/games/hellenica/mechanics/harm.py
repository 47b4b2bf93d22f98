"""Which invocations and world events harm the player they are aimed at.

The rulebook gives no list, so harm is read from the effects: an effect is
harmful when it takes from (a hero turning coat too), destroys, exhausts, revolts, reduces, counters or
weakens what it is aimed at. The AI rules put the caster on the grudge space
of an AI player such an invocation is aimed at.
"""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.games.hellenica.content.ability_schema import CombatStrength, Reroll
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.effect_schema import Lose

# Effect kinds that hurt whatever they are aimed at, whatever their parameters.
HARMFUL_KINDS = frozenset({
    "take", "destroy_units", "destroy_upgrades", "exhaust_upgrades", "revolt", "revolts",
    "area_reduction", "eruption", "place_creature", "end_combat", "cancel_invocation", "raise_cost",
    "suppress", "turncoat_hero",
})


def harmful(effect: Effect) -> bool:
    """Whether one effect hurts the player it is aimed at."""
    if effect.kind in HARMFUL_KINDS:
        return True
    if isinstance(effect, CombatStrength):
        # Lowering the other side's strength; raising one's own is aimed at oneself.
        return effect.side == "enemy" and effect.amount < 0
    if isinstance(effect, Reroll):
        return effect.dice == "enemy"
    if isinstance(effect, Lose):
        return effect.who in ("others", "chosen", "each")
    return False


def harms(effects: Iterable[Effect]) -> bool:
    """Whether an invocation or a world event with these effects is harmful."""
    return any(harmful(e) for e in effects)
