"""The war events told in plain sentences (added to narration.py's tellers)."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.hellenica import war_events as we
from hellenica_tui.games.hellenica.content import Content
from hellenica_tui.games.hellenica.narration import _list, _n, _unit_count, tells


def _units(c: Content, units: dict[str, int]) -> str:
    return ", ".join(_unit_count(c, n, key) for key, n in units.items()) or "no units"


def _dice(dice: tuple[tuple[str, int], ...], yellow: tuple[str, ...]) -> str:
    shown = [f"{colour} {n}" for colour, n in dice] + [f"yellow {f or 'blank'}" for f in yellow]
    return ", ".join(shown) or "no dice"


def _via(c: Content, via: tuple[str, ...]) -> str:
    return f" by sea over {_list(c, via)}" if via else ""


tells(we.MovementSupplied)(lambda e, c, v: f"{_n(c, e.player)} supplies {_n(c, e.area)} for movement: {_units(c, e.left)} may move.")
tells(we.SupplyCancelled)(lambda e, c, v: f"The creature on {_n(c, e.area)} stops {_n(c, e.player)}'s supply (yellow {e.face or 'blank'}).")
tells(we.UnitsMoved)(lambda e, c, v: f"{_n(c, e.player)} moves {_units(c, e.units)} from {_n(c, e.src)} to {_n(c, e.dst)}{_via(c, e.via)}.")
tells(we.MovementEnded)(lambda e, c, v: f"{_n(c, e.player)}'s movement is over.")
tells(we.MineRaided)(lambda e, c, v: f"{_n(c, e.player)} raids the {_n(c, e.upgrade)} of {_n(c, e.city)} on the mine at {_n(c, e.area)}.")
tells(we.CombatBegan)(lambda e, c, v: f"Combat on {_n(c, e.area)}: {_n(c, e.attacker)} attacks {_n(c, e.defender)}.")
tells(we.LeaderPlaced)(lambda e, c, v: f"{_n(c, e.player)} places its Brilliant {'Admiral' if e.domain == 'sea' else 'General'}.")
tells(we.LeaderDeclined)(lambda e, c, v: f"{_n(c, e.player)} keeps its Brilliant leader token for now.")
tells(we.UnitsLost)(lambda e, c, v: f"{_n(c, e.player)} loses {_units(c, e.units)} on {_n(c, e.area)} ({e.cause.replace('_', ' ')}).")
tells(we.CasualtyPrevented)(lambda e, c, v: f"An invocation saves {_n(c, e.player)}'s {_units(c, {e.unit: 1})}.")
tells(we.CasualtyPicked)(lambda e, c, v: f"{_n(c, e.player)} has taken its casualty.")
tells(we.WithdrawalDeclined)(lambda e, c, v: f"{_n(c, e.player)} stays in the fight.")
tells(we.Withdrew)(lambda e, c, v: f"{_n(c, e.player)} withdraws {_units(c, e.units)} from {_n(c, e.src)} to {_n(c, e.dst)}{_via(c, e.via)}.")
tells(we.CombatEnded)(lambda e, c, v: f"The combat on {_n(c, e.area)} is over.")
tells(we.CombatStep)(lambda e, c, v: f"The combat waits for {_list(c, e.players)}." if e.players else "The combat goes on.")
tells(we.FreeTempleOffered)(lambda e, c, v: f"{_n(c, e.player)} may place a free temple in {_n(c, e.city)}.")
tells(we.FreeTempleDone)(lambda e, c, v: f"{_n(c, e.player)} is done with the free temple.")
tells(we.WarTokensRetrieved)(lambda e, c, v: "Brilliant leader tokens come back; creatures release the units they held.")
tells(we.CreatureSlain)(lambda e, c, v: f"{_n(c, e.player)} slays the {e.creature.title()} on {_n(c, e.area)}.")
tells(we.CityOwnerChanged)(lambda e, c, v: f"{_n(c, e.city)} now belongs to {_n(c, e.owner) if e.owner else 'nobody'}.")
tells(we.UpgradeLost)(lambda e, c, v: f"An upgrade of {_n(c, e.city)} is destroyed ({e.cause}).")


@tells(we.CombatRoundRolled)
def _rolled(e: Any, c: Content, v: str | None) -> str:
    return (
        f"Round {e.round} on {_n(c, e.area)}: attacker rolls {_dice(e.attacker_dice, e.attacker_yellow)}"
        f" (strength {e.attacker_strength}), defender rolls {_dice(e.defender_dice, e.defender_yellow)}"
        f" (strength {e.defender_strength})."
    )


@tells(we.CityConquered)
def _conquered(e: Any, c: Content, v: str | None) -> str:
    was = f" from {_n(c, e.previous)}" if e.previous else ""
    lost = f"; {len(e.destroyed)} upgrades are destroyed" if e.destroyed else ""
    gov = f"; {_n(c, e.government)}'s government marker is destroyed" if e.government else ""
    return f"{_n(c, e.player)} conquers {_n(c, e.city)}{was}{lost}{gov}."


@tells(we.CreatureRolled)
def _creature(e: Any, c: Content, v: str | None) -> str:
    rolled = [str(n) for n in e.numbers] + [f"yellow {f or 'blank'}" for f in e.faces]
    return f"Against the {e.creature.title()} on {_n(c, e.area)}: {', '.join(rolled) or 'no dice'}."
