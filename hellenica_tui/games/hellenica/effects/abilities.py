"""The war abilities a player holds now: its advancements' lasting effects, plus
what the rules' `ability_sources` hooks add (an invocation's ability lasting a
round, a combat or a turn, for instance; an AI seat's sea transport).

Movement and combat read abilities by effect kind (effects.py): cross_mountains,
supply_limit, transport_capacity, brilliant_leader, combat_strength, extra_die,
reroll, suppress.
"""

from __future__ import annotations

from typing import Protocol

from hellenica_tui.games.hellenica.content.schema import Content, Effect
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.effects.advancements import effects


class Table(Protocol):
    """What abilities are read from: a command being decided (`Tx`), or a view."""

    s: State
    content: Content
    rules: Rules


def abilities(t: Table, player: str, kind: str) -> list[Effect]:
    found = list(effects(t.content, t.s.players[player], kind))
    for source in t.rules.hook("ability_sources"):  # (state, content, player, kind) -> more effects
        found += list(source(t.s, t.content, player, kind))
    return found


def holds(t: Table, player: str, kind: str) -> bool:
    return bool(abilities(t, player, kind))


def applies_when(effect: Effect, circumstances: set[str]) -> bool:
    """Whether every circumstance the effect's `when` names holds."""
    when = effect.params.get("when", [])
    return all(w in circumstances for w in when)  # type: ignore[union-attr]


def supply_limit(t: Table, player: str, unit: str) -> int | None:
    """Supplied moves a unit kind may make per turn for this player; None: no limit."""
    base = t.content.units[unit].supply_limit
    if base == 0:
        return None
    for effect in abilities(t, player, "supply_limit"):
        if unit in effect.params.get("units", []):  # type: ignore[operator]
            base += int(effect.params["amount"])  # type: ignore[arg-type]
    return base


def per_trireme(t: Table, player: str, default: int = 2) -> int:
    """Hoplites and cavalry one trireme carries across its sea per supply."""
    best = default
    for effect in abilities(t, player, "transport_capacity"):
        best = max(best, int(effect.params["per_trireme"]))  # type: ignore[arg-type]
    return best


def leader_domains(t: Table, player: str) -> set[str]:
    return {str(e.params["domain"]) for e in abilities(t, player, "brilliant_leader")}
