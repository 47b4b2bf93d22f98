"""Timed abilities that invocations and world events give (`State.abilities`),
fed to the war rules through the `ability_sources` hook.

An ability lasts for its `duration` (content.effect_schema.Duration): "round"
and "combat" end when a combat is over (the `after_combat` hook);
"action" ends when the action that was being played when it was given is
over, with its world event and bids; "turn" ends at Upkeep.

The rules that use an ability read it with `active`: the movement rules for
cross_mountains, supply_limit, transport_capacity and block_area; the combat
rules for combat_strength, extra_die, reroll, suppress, extra_casualty,
prevent_casualty and end_combat (an ability's `area` is the area of its
combat); the world-event bids for bid_bonus.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellenica.content.ability_schema import (
    BidBonus,
    BlockArea,
    CombatStrength,
    CrossMountains,
    ExtraCasualty,
    ExtraDie,
    PreventCasualty,
    Reroll,
    SupplyLimit,
    Suppress,
    TransportCapacity,
)
from hellenica_tui.games.hellenica.content.effect_schema import EndCombat
from hellenica_tui.games.hellenica.core.sharing import Writes, writes_nothing
from hellenica_tui.games.hellenica.core.state import ACTION, Ability, State
from hellenica_tui.games.hellenica.effects.events import AbilityGranted
from hellenica_tui.games.kit.tables import EventTable, Evolvers

if TYPE_CHECKING:  # the rules that run abilities; reading a save folds their events alone
    from hellenica_tui.games.hellenica.content.effect_kinds import Effect
    from hellenica_tui.games.hellenica.content.schema import Content
    from hellenica_tui.games.hellenica.core.decide import Tx
    from hellenica_tui.games.hellenica.effects.run import Run


class AbilitiesExpired(Event, frozen=True, kw_only=True):
    duration: str  # every ability of this duration ends...
    area: str = ""  # ...on this area only, when given ("" = everywhere)
    moment: str = ""  # ...given in this action only, when given


def _ends(a: Ability, e: AbilitiesExpired) -> bool:
    return a.duration == e.duration and (not e.area or a.area == e.area) and (not e.moment or a.moment == e.moment)


def _expired(s: State, e: AbilitiesExpired) -> None:
    s.abilities = [a for a in s.abilities if not _ends(a, e)]


def moment(s: State) -> str:
    """Which action is being played now ("" outside the action phase)."""
    return f"{s.turn}:{s.round}:{s.active}" if s.phase == ACTION and s.active else ""


def expire_past_actions(tx: Tx) -> None:
    """End the "action" abilities of actions that are over (with their world events)."""
    s = tx.s
    if s.world is not None:
        return
    now = moment(s)
    for past in sorted({a.moment for a in s.abilities if a.duration == "action" and a.moment != now}):
        tx.emit(AbilitiesExpired(duration="action", moment=past))


def active(s: State, kind: str, *, player: str | None = None, area: str | None = None) -> Iterator[Ability]:
    """The abilities of `kind` in force, of one player and/or on one area."""
    for ability in s.abilities:
        if ability.kind != kind:
            continue
        if player is not None and ability.player != player:
            continue
        if area is not None and ability.area not in (area, ""):
            continue
        yield ability


def blocked(s: State, area: str, what: str) -> bool:
    """Whether a block_area ability forbids `what` ("enter", "leave", "transport") on `area`."""
    return any(
        a.area == area and what in a.params.get("blocks", [])  # type: ignore[operator]
        for a in active(s, "block_area")
    )


def expire(tx: Tx, duration: str, area: str = "") -> None:
    """End the abilities of a duration (on one area when given), if there are any."""
    if any(a.duration == duration and (not area or a.area == area) for a in tx.s.abilities):
        tx.emit(AbilitiesExpired(duration=duration, area=area))


def timed_effects(s: State, content: Content, player: str, kind: str) -> Iterator[Effect]:
    """The player's timed abilities of `kind` as effects (an `ability_sources` hook)."""
    from hellenica_tui.games.hellenica.content.decoding import decode_effect

    for ability in active(s, kind, player=player):
        yield decode_effect(kind, ability.params)


def combat_over(tx: Tx) -> None:
    """A combat is over: its round and combat abilities end (an `after_combat` hook)."""
    expire(tx, "round")
    expire(tx, "combat")


# The kinds whose effect is a timed ability: each is granted by `grant`.
TIMED = (
    CombatStrength, ExtraDie, Reroll, Suppress, ExtraCasualty, PreventCasualty, EndCombat,
    CrossMountains, SupplyLimit, TransportCapacity, BlockArea, BidBonus,
)


def grant(run: Run, effect: Effect) -> None:
    """A timed ability: on the target area (block_area), on the combat of the
    window (combat abilities), or on the beneficiary. The state keeps its
    parameters as the file gives them."""
    kind = effect.kind
    params = effect.params
    duration = str(params.pop("duration", "turn"))
    area = run.target if kind == "block_area" else run.context
    run.tx.emit(
        AbilityGranted(
            player=run.me, kind=kind, params=params, duration=duration, area=area, source=run.source,
            moment=moment(run.s),
        )
    )


EVENTS = (AbilitiesExpired,)


# What each event of this module does to the state.
EVOLVERS = Evolvers[State]().on(AbilitiesExpired, _expired)
# The areas and players each event changes (core/sharing.py).
WRITES = EventTable[State, Writes]().on(AbilitiesExpired, writes_nothing)
