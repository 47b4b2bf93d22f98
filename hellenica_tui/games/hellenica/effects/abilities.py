"""The war abilities a player holds now: its advancements' lasting effects, plus
what the rules' `ability_sources` hooks add (an invocation's ability lasting a
round, a combat or a turn, for instance; an AI seat's sea transport).

Movement and combat read abilities by effect kind (the kinds' Structs,
content.effect_kinds): cross_mountains, supply_limit, transport_capacity,
brilliant_leader, combat_strength, extra_die, reroll, suppress.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from hellenica_tui.games.hellenica.content.ability_schema import (
    BrilliantLeader,
    CombatStrength,
    ExtraCasualty,
    ExtraDie,
    PreventCasualty,
    Reroll,
    SupplyLimit,
    Suppress,
    TransportCapacity,
)
from hellenica_tui.games.hellenica.content.effect_schema import EffectBase
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.effects.advancements import effects


class Table(Protocol):
    """What abilities are read from: a command being decided (`Tx`), or a view."""

    s: State
    content: Content
    rules: Rules


K = TypeVar("K", bound=EffectBase)


def abilities(t: Table, player: str, kind: type[K]) -> list[K]:
    """The player's abilities of one kind: its advancements', then every source's."""
    found = list(effects(t.content, t.s.players[player], kind))
    tag = str(kind.__struct_config__.tag)
    for source in t.rules.hooks.ability_sources:  # (state, content, player, kind) -> more effects
        found += [e for e in source(t.s, t.content, player, tag) if isinstance(e, kind)]
    return found


def holds(t: Table, player: str, kind: type[EffectBase]) -> bool:
    return bool(abilities(t, player, kind))


Circumstantial = CombatStrength | ExtraDie | Reroll | Suppress | ExtraCasualty | PreventCasualty


def applies_when(effect: Circumstantial, circumstances: set[str]) -> bool:
    """Whether every circumstance the effect's `when` names holds."""
    return all(w in circumstances for w in effect.when)


def supply_limit(t: Table, player: str, unit: str) -> int | None:
    """Supplied moves a unit kind may make per turn for this player; None: no limit."""
    base = t.content.units[unit].supply_limit
    if base == 0:
        return None
    for effect in abilities(t, player, SupplyLimit):
        if unit in effect.units:
            base += effect.amount
    return base


def per_trireme(t: Table, player: str, default: int = 2) -> int:
    """Hoplites and cavalry one trireme carries across its sea per supply."""
    best = default
    for effect in abilities(t, player, TransportCapacity):
        best = max(best, effect.per_trireme)
    return best


def leader_domains(t: Table, player: str) -> set[str]:
    return {e.domain for e in abilities(t, player, BrilliantLeader)}
