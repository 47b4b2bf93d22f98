"""The war events told in plain sentences (added to narration.py's tellers).

A combat is told once: its start, each round's dice with both sides named, each
loss, and its end; the steps between (who answers next, a casualty picked) are
bookkeeping the prompt asks about."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.narration import silent
from hellenica_tui.games.hellenica.core.phrasing import does, its, listing, name_of, unit_count, upgrade_in, who, whose
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.kit.tables import Tellers


def _units(c: Content, units: dict[str, int]) -> str:
    listed = [unit_count(c, n, key) for key, n in units.items() if n]
    return (", ".join(listed[:-1]) + " and " + listed[-1] if len(listed) > 1 else listed[0]) if listed else "no units"


def _dice(dice: tuple[tuple[str, int], ...], yellow: tuple[str, ...]) -> str:
    shown = [f"{colour} {n}" for colour, n in dice] + [f"yellow {f or 'blank'}" for f in yellow]
    return ", ".join(shown) or "no dice"


def _via(c: Content, via: tuple[str, ...]) -> str:
    return f" by sea over {listing(c, via)}" if via else ""


_CAUSES = {
    "combat": "in combat", "hero_die": "to the hero die", "at_sea": "at sea", "on_land": "on land",
    "creature": "to a creature", "duel": "in a duel",
}



def _upgrade_lost(e: Any, s: State, c: Content, v: str | None) -> str:
    return f"The {upgrade_in(s, c, e.city, e.slot)} of {name_of(c, e.city)} is destroyed ({e.cause.replace('_', ' ')})."


def _rolled(e: Any, s: State, c: Content, v: str | None) -> str:
    combat = s.combat
    attacker, defender = (combat.attacker, combat.defender) if combat is not None else ("", "")
    a = does(c, v, attacker, "rolls") if attacker else "the attacker rolls"
    d = does(c, v, defender, "rolls") if defender else "the defender rolls"
    return (
        f"Round {e.round} on {name_of(c, e.area)}: {a} {_dice(e.attacker_dice, e.attacker_yellow)}"
        f" (strength {e.attacker_strength}); {d} {_dice(e.defender_dice, e.defender_yellow)}"
        f" (strength {e.defender_strength}){rerolls_told(e.rerolled, lambda p: who(c, v, p))}."
    )


def rerolls_told(rerolled: Any, name: Any) -> str:
    """The dice rolled again before the strengths were added up (Tactics): whose,
    which, from what to what ("; Athens rolled a green 1 again: 5")."""
    return "".join(f"; {name(p)} rolled a {colour} {old} again: {new}" for p, colour, old, new in rerolled)


def _conquered(e: Any, s: State, c: Content, v: str | None) -> str:
    was = f" from {who(c, v, e.previous)}" if e.previous else ""
    lost = [upgrade_in(s, c, e.city, slot) for slot in e.destroyed]
    told = f"; its {', '.join(lost)} {'is' if len(lost) == 1 else 'are'} destroyed" if lost else ""
    gov = f"; {whose(c, v, e.government)} government marker is destroyed" if e.government else ""
    return f"{does(c, v, e.player, 'conquers')} {name_of(c, e.city)}{was}{told}{gov}."


def _creature(e: Any, c: Content, v: str | None) -> str:
    rolled = [str(n) for n in e.numbers] + [f"yellow {f or 'blank'}" for f in e.faces]
    return f"Against the {name_of(c, e.creature)} on {name_of(c, e.area)}: {', '.join(rolled) or 'no dice'}."


# How each event is told in the log.
TELLERS = (
    Tellers[[Content, str | None]]()
    .on(we.MovementSupplied, lambda e, c, v: f"{does(c, v, e.player, 'supplies')} {name_of(c, e.area)} for movement: {_units(c, e.left)} may move.")
    .on(we.SupplyCancelled, lambda e, c, v: f"The creature on {name_of(c, e.area)} stops {whose(c, v, e.player)} supply (yellow {e.face or 'blank'}).")
    .on(we.UnitsMoved, lambda e, c, v: f"{does(c, v, e.player, 'moves')} {_units(c, e.units)} from {name_of(c, e.src)} to {name_of(c, e.dst)}{_via(c, e.via)}.")
    .on(we.MovementEnded, lambda e, c, v: f"{whose(c, v, e.player)} movement is over.")
    .on(we.MineRaided, lambda e, c, v: f"{does(c, v, e.player, 'raids')} the {name_of(c, e.upgrade)} of {name_of(c, e.city)} on the mine at {name_of(c, e.area)}.")
    .on(we.CombatBegan, lambda e, c, v: f"Combat on {name_of(c, e.area)}: {does(c, v, e.attacker, 'attacks')} {who(c, v, e.defender)}.")
    .on(we.LeaderPlaced, lambda e, c, v: f"{does(c, v, e.player, 'places')} {its(v, e.player)} Brilliant {'Admiral' if e.domain == 'sea' else 'General'}.")
    .on(we.LeaderDeclined, lambda e, c, v: f"{does(c, v, e.player, 'keeps')} {its(v, e.player)} Brilliant leader token for now.")
    .on(we.UnitsLost, lambda e, c, v: f"{does(c, v, e.player, 'loses')} {_units(c, e.units)} on {name_of(c, e.area)} {_CAUSES.get(e.cause, '(' + e.cause.replace('_', ' ') + ')')}.")
    .on(we.CasualtyPrevented, lambda e, c, v: f"An invocation saves {whose(c, v, e.player)} {unit_count(c, 1, e.unit).removeprefix('1 ')}.")
    .on(we.WithdrawalDeclined, lambda e, c, v: f"{does(c, v, e.player, 'stays')} in the fight.")
    .on(we.Withdrew, lambda e, c, v: f"{does(c, v, e.player, 'withdraws')} {_units(c, e.units)} from {name_of(c, e.src)} to {name_of(c, e.dst)}{_via(c, e.via)}.")
    .on(we.CombatEnded, lambda e, c, v: f"The combat on {name_of(c, e.area)} is over.")
    .on(we.CasualtyPicked, silent)
    .on(we.CombatStep, silent)  # the loss picked has its own line; the prompt asks who answers next
    .on(we.FreeTempleOffered, lambda e, c, v: f"{does(c, v, e.player, 'may')} place a free temple in {name_of(c, e.city)}.")
    .on(we.FreeTempleDone, lambda e, c, v: f"{does(c, v, e.player, 'is')} done with the free temple.")
    .on(we.WarTokensRetrieved, lambda e, c, v: "Brilliant leader tokens come back; creatures release the units they held.")
    .on(we.CreatureSlain, lambda e, c, v: f"{does(c, v, e.player, 'slays')} the {name_of(c, e.creature)} on {name_of(c, e.area)}.")
    .on(we.CityOwnerChanged, lambda e, c, v: f"{name_of(c, e.city)} now belongs to {who(c, v, e.owner) if e.owner else 'nobody'}.")
    .on(we.CreatureRolled, _creature)
    .on(we.CreatureNext, lambda e, c, v: (
        f"The {name_of(c, e.creature)} on {name_of(c, e.area)} acts next"
        + (f", then {listing(c, e.then)}." if e.then else ".")
    ))
    .on(we.UpgradeOwed, lambda e, c, v: f"The {name_of(c, e.creature)} takes an upgrade of {name_of(c, e.area)}: {does(c, v, e.owner, 'chooses')} which.")
    .on(we.CreatureDone, silent)
    .on(we.CreaturesDone, silent)
    .on(we.SettlementBlocked, lambda e, c, v: f"A settlement of {whose(c, v, e.player)} city {name_of(c, e.city)} is blocked.")
)


# Events told from the state they happen in.
STATE_TELLERS = (
    Tellers[[State, Content, str | None]]()
    .on(we.UpgradeLost, _upgrade_lost)
    .on(we.CombatRoundRolled, _rolled)
    .on(we.CityConquered, _conquered)
)
