"""ADVANCEMENTS: what a player's advancements allow, read from their effects by kind
(the effect kinds' Structs, content.effect_kinds).

The research prerequisites and costs are `mechanics.research`'s.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.ability_schema import (
    ActionBonus,
    BuildActive,
    BuildOnMines,
    EliteUnits,
    ExtraActionCube,
    RuleValue,
    UnlockUpgrade,
)
from hellenica_tui.games.hellenica.content.effect_schema import EffectBase
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import ACTIONS, Player
from hellenica_tui.games.hellenica.mechanics import research

K = TypeVar("K", bound=EffectBase)


def effects(content: Content, player: Player, kind: type[K]) -> Iterator[K]:
    """The player's advancements' effects of one kind."""
    for adv_id in player.advancements:
        adv = content.advancements.get(adv_id)
        if adv is None:
            continue
        for effect in adv.effects:
            if isinstance(effect, kind):
                yield effect


def has(content: Content, player: Player, kind: type[EffectBase]) -> bool:
    return any(True for _ in effects(content, player, kind))


def extra_slots(content: Content, player: Player) -> dict[str, int]:
    slots: dict[str, int] = dict.fromkeys(ACTIONS, 0)
    for effect in effects(content, player, ExtraActionCube):
        slots[effect.action] += 1
    return slots


def may_train_elite(content: Content, player: Player, unit: str) -> bool:
    kind = content.units.get(unit)
    return (
        kind is not None and kind.may_be_elite and any(e.unit == unit for e in effects(content, player, EliteUnits))
    )


def may_build_on_mines(content: Content, player: Player) -> bool:
    return has(content, player, BuildOnMines)


def check_research(content: Content, player: Player, advancement: str, philosophers: int) -> int:
    """The Philosophers `advancement` costs `player`, or the rule that forbids it."""
    adv = content.advancements.get(advancement)
    if adv is None:
        raise IllegalCommand(f"there is no advancement called {advancement}")
    return research.check_research(
        adv, player.advancements, content.advancements, philosophers=philosophers,
        cost=content.scenario.setup.advancement_cost,
    )


def may_research(content: Content, player: Player, advancement: str, philosophers: int) -> bool:
    try:
        check_research(content, player, advancement, philosophers)
    except IllegalCommand:
        return False
    return True


def rule_value(content: Content, player: Player, rule: str, default: int) -> int:
    """A number of the rules as it stands for this player (`rule_value` abilities)."""
    value = default
    for effect in effects(content, player, RuleValue):
        if effect.rule == rule:
            value = effect.amount if rule != "pass_commerce" else value + effect.amount
    return value


def action_bonus(content: Content, player: Player, action: str, unit: str = "") -> int:
    """How much more an action produces for this player (`action_bonus` abilities)."""
    total = 0
    for effect in effects(content, player, ActionBonus):
        if effect.action != action:
            continue
        if action == "train" and (unit == "hero" or (effect.of and unit not in effect.of)):
            continue
        total += effect.amount
    return total


def builds_active(content: Content, player: Player) -> bool:
    return has(content, player, BuildActive)


def unlocks(content: Content, player: Player, upgrade: str) -> bool:
    return any(e.upgrade == upgrade for e in effects(content, player, UnlockUpgrade))
