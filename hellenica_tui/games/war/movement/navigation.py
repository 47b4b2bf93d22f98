"""The end of the second move: ships out at sea make a navigation roll (rules/navigation.md)."""

from __future__ import annotations

from collections import Counter

from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.effects import amount, player_effects
from hellenica_tui.games.war.geography import is_sea
from hellenica_tui.games.war.movement.cargo import what_fits
from hellenica_tui.games.war.state import SHIPS
from hellenica_tui.games.war.tx import Tx

SINK_AT = 5


def navigation_roll(tx: Tx, player: str, unit_id: int) -> None:
    modifier = amount(player_effects(tx.state, tx.content, player), "navigation")
    roll = tx.d(6)
    tx.emit(
        ev.NavigationRolled(player=player, id=unit_id, roll=roll, modifier=modifier, sunk=roll + modifier >= SINK_AT)
    )


def navigation_rolls(tx: Tx, player: str) -> None:
    at_sea = [u for u in tx.state.units if u.owner == player and u.kind in SHIPS and is_sea(tx.content, u.space)]
    for ship in at_sea:
        navigation_roll(tx, player, ship.id)
    for space in sorted({u.space for u in at_sea}):
        drown_excess(tx, space, player)


def drown_excess(tx: Tx, space: str, player: str) -> None:
    """At sea, what the ships left cannot carry is lost with the ships that went down."""
    if not is_sea(tx.content, space):
        return
    here = sorted(tx.state.at(space, player), key=lambda u: u.id)
    keep = what_fits(Counter[str](u.kind for u in here))
    lost = []
    for u in here:
        if keep[u.kind] > 0:
            keep[u.kind] -= 1
        else:
            lost.append(u.id)
    if lost:
        tx.emit(ev.UnitsLost(ids=tuple(lost), reason="lost with the ships"))
