"""After a battle the loser rolls 1D6 for each of his units in it: 1-4 it is destroyed,
5-6 it falls back to a neighbouring space free of enemies, or is destroyed if it has
none (rules/battles.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.effects import amount, player_effects
from hellenica_tui.games.war.geography import is_sea, neighbours
from hellenica_tui.games.war.movement.cargo import ARMY_BAGGAGE, what_fits
from hellenica_tui.games.war.movement.navigation import drown_excess
from hellenica_tui.games.war.movement.points import step_cost
from hellenica_tui.games.war.movement.stacking import limit, stacking
from hellenica_tui.games.war.state import SHIPS, Unit
from hellenica_tui.games.war.tx import Tx

RETREAT_AT = 5


def retreat_space(tx: Tx, unit: Unit, placed: list[Unit]) -> str:
    """Where a unit falls back to: a space next to it with no one else's units nor a city
    not its player's, that it may enter and has room; its own cities first, then spaces
    its side holds, then the map's order. "" if there is none."""
    state, content = tx.state, tx.content
    options = []
    for space in neighbours(content, unit.space):
        if any(u.space == space and u.owner != unit.owner for u in state.units):
            continue
        city = state.city_at(space)
        if city is not None and city.controller != unit.owner:
            continue
        if step_cost(content, unit, unit.space, space) < 0:
            continue
        if unit.kind not in SHIPS and is_sea(content, space):
            continue
        there = [*state.at(space, unit.owner), *(u for u in placed if u.space == space)]
        if stacking(content, space, [*there, unit]) > limit(content, space):
            continue
        options.append((city is None, not there, space))
    return min(options)[2] if options else ""


def casualties(tx: Tx, loser: str, winner: str, units: Sequence[Unit], extra: int = 0) -> None:
    """`extra`: what cards add to the rolls."""
    if not units:
        return
    modifier = amount(player_effects(tx.state, tx.content, winner), "opponent_casualty") if winner else 0
    modifier += extra
    rolls: list[tuple[int, int]] = []
    destroyed: list[int] = []
    retreats: list[tuple[int, str]] = []
    placed: list[Unit] = []
    for u in sorted(units, key=lambda u: u.id):
        roll = tx.d(6)
        rolls.append((u.id, roll))
        where = retreat_space(tx, u, placed) if roll + modifier >= RETREAT_AT else ""
        if where:
            retreats.append((u.id, where))
            placed.append(Unit(id=u.id, owner=u.owner, kind=u.kind, space=where))
        else:
            destroyed.append(u.id)
    retreats += _followers(tx, loser, units, retreats)
    spaces = {u.space for u in units}
    beaten = tuple(u.id for u in tx.state.units if u.owner == loser and u.kind == "leader" and u.space in spaces)
    tx.emit(ev.CasualtiesRolled(
        player=loser, rolls=tuple(rolls), modifier=modifier, destroyed=tuple(destroyed), retreats=tuple(retreats),
        beaten_leaders=beaten,
    ))  # fmt: skip
    for space in sorted({u.space for u in units}):
        drown_excess(tx, space, loser)


def _followers(tx: Tx, player: str, units: Sequence[Unit], retreats: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Leaders, baggage and (at sea) what the ships carry go with the first units that fall
    back from their space, as far as there is room; the rest stay (and at sea are lost)."""
    fought = {u.id for u in units}
    out: list[tuple[int, str]] = []
    for space in sorted({u.space for u in units}):
        going = [(i, s) for i, s in retreats if tx.state.unit(i).space == space]
        if not going:
            continue
        dest = going[0][1]
        movers = [tx.state.unit(i) for i, s in going if s == dest]
        rest = [u for u in tx.state.at(space, player) if u.id not in fought]
        n: Counter[str] = Counter(u.kind for u in movers)
        if is_sea(tx.content, space):
            room = what_fits(n + Counter[str](u.kind for u in rest)) - n
        else:
            room = Counter(leader=len(rest), baggage=ARMY_BAGGAGE * n["army"])
        for u in sorted(rest, key=lambda u: u.id):
            if room[u.kind] > 0:
                room[u.kind] -= 1
                out.append((u.id, dest))
    return out
