"""The war abilities a player holds now: its advancements' lasting effects, plus
whatever other rules register in `SOURCES` (an invocation's ability lasting a
round, a combat or a turn, for instance).

Movement and combat read abilities by effect kind (effects.py): cross_mountains,
supply_limit, transport_capacity, brilliant_leader, combat_strength, extra_die,
reroll, suppress.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from hellenica_tui.games.hellenica.content.schema import Content, Effect
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.effects.advancements import effects

Source = Callable[[State, Content, str, str], Iterable[Effect]]
SOURCES: list[Source] = []  # (state, content, player, kind) -> more effects of that kind


def abilities(s: State, content: Content, player: str, kind: str) -> list[Effect]:
    found = list(effects(content, s.players[player], kind))
    for source in SOURCES:
        found += list(source(s, content, player, kind))
    return found


def holds(s: State, content: Content, player: str, kind: str) -> bool:
    return bool(abilities(s, content, player, kind))


def applies_when(effect: Effect, circumstances: set[str]) -> bool:
    """Whether every circumstance the effect's `when` names holds."""
    when = effect.params.get("when", [])
    return all(w in circumstances for w in when)  # type: ignore[union-attr]


def supply_limit(s: State, content: Content, player: str, unit: str) -> int | None:
    """Supplied moves a unit kind may make per turn for this player; None: no limit."""
    base = content.units[unit].supply_limit
    if base == 0:
        return None
    for effect in abilities(s, content, player, "supply_limit"):
        if unit in effect.params.get("units", []):  # type: ignore[operator]
            base += int(effect.params["amount"])  # type: ignore[arg-type]
    return base


def per_trireme(s: State, content: Content, player: str, default: int = 2) -> int:
    """Hoplites and cavalry one trireme carries across its sea per supply."""
    best = default
    for effect in abilities(s, content, player, "transport_capacity"):
        best = max(best, int(effect.params["per_trireme"]))  # type: ignore[arg-type]
    return best


def leader_domains(s: State, content: Content, player: str) -> set[str]:
    return {str(e.params["domain"]) for e in abilities(s, content, player, "brilliant_leader")}
