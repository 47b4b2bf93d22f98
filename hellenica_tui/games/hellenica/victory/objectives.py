"""OBJECTIVES: whether a player meets an objective card, by the card's condition kind.

Kinds (see content/ability_schema.py): `count_at_least`, `most` (strictly more than every
other player, and at least a floor) and `hold_areas`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hellenica_tui.games.hellenica.content.ability_schema import CountAtLeast, HoldAreas, Most
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.effects.counts import count
from hellenica_tui.games.hellenica.mechanics.units import base_unit

Condition = Callable[[State, Content, str, Any], bool]  # the last: the condition's Struct
def _count_at_least(s: State, content: Content, player: str, cond: CountAtLeast) -> bool:
    return count(s, content, player, cond.what, list(cond.of)) >= cond.n


def _most(s: State, content: Content, player: str, cond: Most) -> bool:
    mine = count(s, content, player, cond.what, list(cond.of))
    if mine < cond.at_least:
        return False
    return all(count(s, content, other, cond.what, list(cond.of)) < mine for other in s.players if other != player)


def holds(s: State, content: Content, player: str, area_id: str, units: int, hero: bool) -> bool:
    area = s.areas[area_id]
    if any(other != player and sum(st.units.values()) > 0 for other, st in area.units.items()):
        return False
    stack = area.units.get(player)
    mine = stack.units if stack is not None else {}
    soldiers = sum(n for k, n in mine.items() if base_unit(k) != "hero")
    heroes = sum(n for k, n in mine.items() if base_unit(k) == "hero")
    if units == 0 and not hero:
        return area.owner == player or soldiers + heroes > 0
    return soldiers >= units and (heroes > 0 or not hero)


def _hold_areas(s: State, content: Content, player: str, cond: HoldAreas) -> bool:
    held = sum(holds(s, content, player, a, cond.units or 0, cond.hero) for a in cond.areas)
    return held >= cond.n


def meets(s: State, content: Content, player: str, cond: Effect) -> bool:
    check = CONDITIONS.get(cond.kind)
    return check is not None and check(s, content, player, cond)


def completed(s: State, content: Content, player: str) -> list[str]:
    """The public Pathos and the player's own Ethos objectives it meets now."""
    cards = [*s.pathos, *s.players[player].ethos]
    return [c for c in cards if c in content.objectives and meets(s, content, player, content.objectives[c].condition)]


# Each objective condition by kind.
CONDITIONS: dict[str, Condition] = {
    "count_at_least": _count_at_least,
    "most": _most,
    "hold_areas": _hold_areas,
}
