"""The recruit phase: raising units in cities, and the home city's experience roll
(rules/recruit.md)."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.commands import Recruit
from hellenica_tui.games.war.content.schema import UnitKind
from hellenica_tui.games.war.effects import skill_effects
from hellenica_tui.games.war.geography import can_serve
from hellenica_tui.games.war.hexes import distance
from hellenica_tui.games.war.movement.stacking import limit, stacking
from hellenica_tui.games.war.rolls import gain_trait, raise_leader
from hellenica_tui.games.war.state import City, State
from hellenica_tui.games.war.tx import Tx

BAGGAGE_A_TURN = 6
RECRUITABLE: tuple[UnitKind, ...] = ("army", "rowers", "fleet", "transport", "baggage")


def allowance(state: State, tx: Tx, city: City) -> int:
    """Units other than baggage a city may raise this turn: one, and one more for each
    leader with Organization whose nearest city of his player's it is. Kept for the
    position (a list of recruits asks it for each kind of unit)."""
    memo = tx.memo()
    key = ("allowance", city.id)
    found: int | None = memo.get(key)
    if found is None:
        found = memo[key] = _allowance(state, tx, city)
    return found


def _allowance(state: State, tx: Tx, city: City) -> int:
    extra = 0
    mine = [c for c in state.cities.values() if c.controller == city.controller]
    for leader in state.units:
        if leader.owner != city.controller or leader.kind != "leader":
            continue
        if any(e.kind == "recruit" for e in skill_effects(tx.content, [leader])):  # none off the map
            nearest = min(mine, key=lambda c: (distance(leader.space, c.space), c.id))
            if nearest.id == city.id:
                extra += 1
    return 1 + extra


def why_not(tx: Tx, player: str, command: Recruit) -> str:
    """Why `player` may not recruit so; "" if he may."""
    state, content = tx.state, tx.content
    city = state.cities.get(command.city)
    if city is None:
        return f"there is no city {command.city!r}"
    name = content.cities[city.id].name
    if city.controller != player:
        return f"you do not hold {name}"
    if command.kind not in RECRUITABLE:
        return f"a {command.kind} is not recruited"
    if city.hostile:
        return f"{name} is hostile and raises nothing"
    if not tx.serves(city):
        return f"{name} is razed or besieged and raises nothing"
    unit = content.units[command.kind]
    if command.kind == "baggage":
        left = BAGGAGE_A_TURN - state.baggage_raised.get(city.id, 0)
        if not 1 <= command.count <= left:
            return f"{name} may raise {left} more baggage this turn"
    elif command.count != 1:
        return "a city raises one army, rowers, fleet or transport at a time"
    elif state.recruited.get(city.id, 0) >= allowance(state, tx, city):
        return f"{name} has raised all it may this turn"
    if unit.needs_sea and not content.spaces[city.space].coastal:
        return f"{name} is not on the sea and builds no ships"
    cost = unit.recruit * command.count
    if state.players[player].gold < cost:
        return f"that costs {cost} gold and you have {state.players[player].gold}"
    if unit.stacks and stacking(content, city.space, tx.units_at(city.space, player)) + 1 > limit(content, city.space):
        return f"{name} has no room for another {unit.name.lower()} (stacking)"
    return ""


def recruit(tx: Tx, player: str, command: Recruit) -> None:
    reason = why_not(tx, player, command)
    if reason:
        raise IllegalCommand(reason, "recruit")
    first = tx.state.next_unit
    unit = tx.content.units[command.kind]
    tx.emit(ev.UnitsRecruited(
        player=player, city=command.city, kind=command.kind,
        ids=tuple(range(first, first + command.count)), cost=unit.recruit * command.count,
    ))  # fmt: skip


def experience(tx: Tx, player: str) -> None:
    """The home city's 1D10: on a 10, a second d10 gives a leader (1-5) or a trait (6-10)."""
    state = tx.state
    home = state.cities[state.players[player].home]
    if home.controller != player or home.hostile or not can_serve(state, tx.content, home):
        return
    roll = tx.d(10)
    coin = tx.d(10) if roll == 10 else 0
    tx.emit(ev.ExperienceRolled(player=player, roll=roll, coin=coin))
    if coin and coin <= 5:
        raise_leader(tx, player, home.space)
    elif coin:
        gain_trait(tx, player)
