"""The war events told in plain sentences (added to narration.py's tellers).

A combat is told once: its start, each round's dice with both sides named, each
loss, and its end; the steps between (who answers next, a casualty picked) are
bookkeeping the prompt asks about."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.narration import (
    _does,
    _its,
    _list,
    _n,
    _silent,
    _unit_count,
    _who,
    _whose,
    upgrade_in,
)
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.war import events as we


def _units(c: Content, units: dict[str, int]) -> str:
    listed = [_unit_count(c, n, key) for key, n in units.items() if n]
    return (", ".join(listed[:-1]) + " and " + listed[-1] if len(listed) > 1 else listed[0]) if listed else "no units"


def _dice(dice: tuple[tuple[str, int], ...], yellow: tuple[str, ...]) -> str:
    shown = [f"{colour} {n}" for colour, n in dice] + [f"yellow {f or 'blank'}" for f in yellow]
    return ", ".join(shown) or "no dice"


def _via(c: Content, via: tuple[str, ...]) -> str:
    return f" by sea over {_list(c, via)}" if via else ""


_CAUSES = {
    "combat": "in combat", "hero_die": "to the hero die", "at_sea": "at sea", "on_land": "on land",
    "creature": "to a creature", "duel": "in a duel",
}



def _upgrade_lost(e: Any, s: State, c: Content, v: str | None) -> str:
    return f"The {upgrade_in(s, c, e.city, e.slot)} of {_n(c, e.city)} is destroyed ({e.cause.replace('_', ' ')})."


def _rolled(e: Any, s: State, c: Content, v: str | None) -> str:
    combat = s.combat
    attacker, defender = (combat.attacker, combat.defender) if combat is not None else ("", "")
    a = _does(c, v, attacker, "rolls") if attacker else "the attacker rolls"
    d = _does(c, v, defender, "rolls") if defender else "the defender rolls"
    return (
        f"Round {e.round} on {_n(c, e.area)}: {a} {_dice(e.attacker_dice, e.attacker_yellow)}"
        f" (strength {e.attacker_strength}); {d} {_dice(e.defender_dice, e.defender_yellow)}"
        f" (strength {e.defender_strength})."
    )


def _conquered(e: Any, s: State, c: Content, v: str | None) -> str:
    was = f" from {_who(c, v, e.previous)}" if e.previous else ""
    lost = [upgrade_in(s, c, e.city, slot) for slot in e.destroyed]
    told = f"; its {', '.join(lost)} {'is' if len(lost) == 1 else 'are'} destroyed" if lost else ""
    gov = f"; {_whose(c, v, e.government)} government marker is destroyed" if e.government else ""
    return f"{_does(c, v, e.player, 'conquers')} {_n(c, e.city)}{was}{told}{gov}."


def _creature(e: Any, c: Content, v: str | None) -> str:
    rolled = [str(n) for n in e.numbers] + [f"yellow {f or 'blank'}" for f in e.faces]
    return f"Against the {_n(c, e.creature)} on {_n(c, e.area)}: {', '.join(rolled) or 'no dice'}."


# How each event is told in the log.
TELLERS = {
    we.MovementSupplied: lambda e, c, v: f"{_does(c, v, e.player, 'supplies')} {_n(c, e.area)} for movement: {_units(c, e.left)} may move.",
    we.SupplyCancelled: lambda e, c, v: f"The creature on {_n(c, e.area)} stops {_whose(c, v, e.player)} supply (yellow {e.face or 'blank'}).",
    we.UnitsMoved: lambda e, c, v: f"{_does(c, v, e.player, 'moves')} {_units(c, e.units)} from {_n(c, e.src)} to {_n(c, e.dst)}{_via(c, e.via)}.",
    we.MovementEnded: lambda e, c, v: f"{_whose(c, v, e.player)} movement is over.",
    we.MineRaided: lambda e, c, v: f"{_does(c, v, e.player, 'raids')} the {_n(c, e.upgrade)} of {_n(c, e.city)} on the mine at {_n(c, e.area)}.",
    we.CombatBegan: lambda e, c, v: f"Combat on {_n(c, e.area)}: {_does(c, v, e.attacker, 'attacks')} {_who(c, v, e.defender)}.",
    we.LeaderPlaced: lambda e, c, v: f"{_does(c, v, e.player, 'places')} {_its(v, e.player)} Brilliant {'Admiral' if e.domain == 'sea' else 'General'}.",
    we.LeaderDeclined: lambda e, c, v: f"{_does(c, v, e.player, 'keeps')} {_its(v, e.player)} Brilliant leader token for now.",
    we.UnitsLost: lambda e, c, v: f"{_does(c, v, e.player, 'loses')} {_units(c, e.units)} on {_n(c, e.area)} {_CAUSES.get(e.cause, '(' + e.cause.replace('_', ' ') + ')')}.",
    we.CasualtyPrevented: lambda e, c, v: f"An invocation saves {_whose(c, v, e.player)} {_unit_count(c, 1, e.unit).removeprefix('1 ')}.",
    we.WithdrawalDeclined: lambda e, c, v: f"{_does(c, v, e.player, 'stays')} in the fight.",
    we.Withdrew: lambda e, c, v: f"{_does(c, v, e.player, 'withdraws')} {_units(c, e.units)} from {_n(c, e.src)} to {_n(c, e.dst)}{_via(c, e.via)}.",
    we.CombatEnded: lambda e, c, v: f"The combat on {_n(c, e.area)} is over.",
    we.CasualtyPicked: _silent,
    we.CombatStep: _silent,  # the loss picked has its own line; the prompt asks who answers next
    we.FreeTempleOffered: lambda e, c, v: f"{_does(c, v, e.player, 'may')} place a free temple in {_n(c, e.city)}.",
    we.FreeTempleDone: lambda e, c, v: f"{_does(c, v, e.player, 'is')} done with the free temple.",
    we.WarTokensRetrieved: lambda e, c, v: "Brilliant leader tokens come back; creatures release the units they held.",
    we.CreatureSlain: lambda e, c, v: f"{_does(c, v, e.player, 'slays')} the {_n(c, e.creature)} on {_n(c, e.area)}.",
    we.CityOwnerChanged: lambda e, c, v: f"{_n(c, e.city)} now belongs to {_who(c, v, e.owner) if e.owner else 'nobody'}.",
    we.CreatureRolled: _creature,
    we.CreatureNext: lambda e, c, v: f"The {_n(c, e.creature)} on {_n(c, e.area)} acts next.",
    we.UpgradeOwed: lambda e, c, v: f"The {_n(c, e.creature)} takes an upgrade of {_n(c, e.area)}: {_does(c, v, e.owner, 'chooses')} which.",
    we.CreatureDone: _silent,
    we.CreaturesDone: _silent,
    we.SettlementBlocked: lambda e, c, v: f"A settlement of {_whose(c, v, e.player)} city {_n(c, e.city)} is blocked.",
}


# Events told from the state they happen in.
STATE_TELLERS = {
    we.UpgradeLost: _upgrade_lost,
    we.CombatRoundRolled: _rolled,
    we.CityConquered: _conquered,
}
