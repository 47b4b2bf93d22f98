"""ADVANCEMENTS: what a player's advancements allow, read from their effects by kind.

The research prerequisites and costs are `mechanics.research`'s.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.schema import Content, Effect
from hellenica_tui.games.hellenica.core.state import ACTIONS, Player
from hellenica_tui.games.hellenica.mechanics import research

# The effect kinds the economy rules read from advancements.
EXTRA_ACTION = "extra_action_cube"  # {action}: one more cube for that action at each replenish
ELITE_UNITS = "elite_units"  # {unit}: that unit may be trained elite
BUILD_ON_MINES = "build_on_mines"  # upgrades may stand on mine locations
BUILD_ACTIVE = "build_active"  # what the owner builds is active at once
UNLOCK_UPGRADE = "unlock_upgrade"  # {upgrade}: may build an upgrade that needs an advancement
ACTION_BONUS = "action_bonus"  # {action, amount, of}: an action produces more
RULE_VALUE = "rule_value"  # {rule, amount}: a number of the rules differs for the owner
INCOME = "income"  # {commodity, amount, per, of, max}: gained at every upkeep


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
    slots = dict.fromkeys(ACTIONS, 0)
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
    for effect in effects(content, player, RULE_VALUE):
        if effect.params.get("rule") == rule:
            value = int(effect.params["amount"]) if rule != "pass_commerce" else value + int(effect.params["amount"])
    return value


def action_bonus(content: Content, player: Player, action: str, unit: str = "") -> int:
    """How much more an action produces for this player (`action_bonus` abilities)."""
    total = 0
    for effect in effects(content, player, ACTION_BONUS):
        if effect.params.get("action") != action:
            continue
        of = effect.params.get("of", [])
        if action == "train" and (unit == "hero" or (of and unit not in of)):  # type: ignore[operator]
            continue
        total += int(effect.params["amount"])  # type: ignore[arg-type]
    return total


def builds_active(content: Content, player: Player) -> bool:
    return has(content, player, BUILD_ACTIVE)


def unlocks(content: Content, player: Player, upgrade: str) -> bool:
    return has(content, player, UNLOCK_UPGRADE, upgrade=upgrade)
