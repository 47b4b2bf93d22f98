"""ADVANCEMENTS: what a player's advancements allow, read from their effects by kind.

Research rules: a level 1 advancement costs 1 Philosopher, a level 2 one 3
(`Setup.advancement_cost`); each level 2 advancement in a category needs one
more level 1 advancement of that category than the level 2 ones already owned.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content import Content, Effect
from hellenica_tui.games.hellenica.state import ACTIONS, Player

# The effect kinds the economy rules read from advancements.
EXTRA_ACTION = "extra_action"  # {action}: one more cube for that action at each replenish
ELITE_UNITS = "elite_units"  # {unit}: that unit may be trained elite
BUILD_ON_MINES = "build_on_mines"  # upgrades may stand on mine locations


def effects(content: Content, player: Player, kind: str) -> Iterator[Effect]:
    for adv_id in player.advancements:
        adv = content.advancements.get(adv_id)
        if adv is None:
            continue
        for effect in adv.effects:
            if effect.kind == kind:
                yield effect


def has(content: Content, player: Player, kind: str, **params: Any) -> bool:
    return any(all(e.params.get(k) == v for k, v in params.items()) for e in effects(content, player, kind))


def extra_slots(content: Content, player: Player) -> dict[str, int]:
    slots = {a: 0 for a in ACTIONS}
    for effect in effects(content, player, EXTRA_ACTION):
        action = str(effect.params.get("action", ""))
        if action in slots:
            slots[action] += 1
    return slots


def may_train_elite(content: Content, player: Player, unit: str) -> bool:
    kind = content.units.get(unit)
    return kind is not None and kind.may_be_elite and has(content, player, ELITE_UNITS, unit=unit)


def may_build_on_mines(content: Content, player: Player) -> bool:
    return has(content, player, BUILD_ON_MINES)


def cost(content: Content, advancement: str) -> int:
    adv = content.advancements[advancement]
    return content.scenario.setup.advancement_cost[str(adv.level)]


def research_problem(content: Content, player: Player, advancement: str, philosophers: int) -> str:
    """Why `player` may not take `advancement` now with that many Philosophers ("" = may)."""
    adv = content.advancements.get(advancement)
    if adv is None:
        return f"there is no advancement called {advancement}"
    if advancement in player.advancements:
        return f"{adv.name} is already researched"
    if adv.level == 2:
        owned = [content.advancements[a] for a in player.advancements if a in content.advancements]
        level1 = sum(a.category == adv.category and a.level == 1 for a in owned)
        level2 = sum(a.category == adv.category and a.level == 2 for a in owned)
        if level1 <= level2:
            need = "a level 1" if level2 == 0 else "another level 1"
            return f"{adv.name} needs {need} {adv.category} advancement first"
    price = cost(content, advancement)
    if philosophers < price:
        return f"{adv.name} costs {price} Philosophers; you would have {philosophers}"
    return ""


def check_research(content: Content, player: Player, advancement: str, philosophers: int) -> int:
    problem = research_problem(content, player, advancement, philosophers)
    if problem:
        raise IllegalCommand(problem)
    return cost(content, advancement)
