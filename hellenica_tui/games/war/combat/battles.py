"""Attacking in the sea battle and land battle phases (rules/battles.md)."""

from __future__ import annotations

from typing import NamedTuple

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.combat.casualties import casualties
from hellenica_tui.games.war.combat.dice import roll_side, rolling
from hellenica_tui.games.war.commands import Attack
from hellenica_tui.games.war.geography import is_sea, neighbours, ship_space
from hellenica_tui.games.war.state import FIGHTERS, SHIPS, City, Unit
from hellenica_tui.games.war.tx import Tx

PLUNDER = "3d6"
TREASURE = "1d10"  # a Treasure card in play: gold for each city taken that turn
PLUNDERED = 3  # razed counters on a plundered city
DESTROYED = 6  # razed counters on a destroyed one


def _refuse(reason: str) -> IllegalCommand:
    return IllegalCommand(reason, "battles")


def attackers(tx: Tx, player: str, target: str, theatre: str) -> list[Unit]:
    """The player's units next to `target` that may attack in this phase and roll a die."""
    state, content = tx.state, tx.content
    near = set(neighbours(content, target))
    if theatre == "sea":
        ships = [u for u in state.units if u.owner == player and u.space in near and u.kind in SHIPS]
        ready = [u for u in ships if not u.attacked and ship_space(content, u.space)]
        return rolling(state, ready, "sea")
    return [
        u for u in state.units
        if u.owner == player and u.space in near and u.kind in FIGHTERS and not u.attacked
        and not is_sea(content, u.space)
    ]  # fmt: skip


class Plan(NamedTuple):
    theatre: str
    defender: str
    defending: list[Unit]
    mine: list[Unit]
    city: City | None  # the city fought for, in a land battle


def plan(tx: Tx, player: str, command: Attack) -> Plan:
    """Who fights whom if `player` attacks so; or IllegalCommand. Nothing is rolled."""
    state, content = tx.state, tx.content
    target = command.target
    if target not in content.spaces:
        raise _refuse(f"there is no space {target} on the map")
    theatre = "sea" if state.phase == "sea" else "land"
    enemies = [u for u in state.units if u.space == target and u.owner != player]
    city = state.city_at(target)
    if city is not None and city.controller == player:
        raise _refuse(f"{content.cities[city.id].name} is yours")
    defender = enemies[0].owner if enemies else (city.controller if city is not None else "")
    if theatre == "sea":
        defending = [u for u in enemies if u.kind in SHIPS]
        if not defending:
            raise _refuse(f"there are no enemy ships in {target} to fight at sea")
    else:
        defending = [u for u in enemies if u.kind in FIGHTERS or u.kind in SHIPS]
        if city is None and not any(u.kind in FIGHTERS for u in enemies):
            raise _refuse(f"no enemy army or rowers stand in {target}; move in to take what is there")
    mine = attackers(tx, player, target, theatre)
    if not mine:
        raise _refuse(f"none of your units next to {target} can attack it in the {theatre} battle phase")
    if command.then != "hold" and (theatre == "sea" or city is None):
        raise _refuse("only a city taken in a land battle is plundered or destroyed")
    return Plan(theatre, defender, defending, mine, city if theatre == "land" else None)


def attack(tx: Tx, player: str, command: Attack) -> None:
    state = tx.state
    theatre, defender, defending, mine, in_city = plan(tx, player, command)
    attack_side = roll_side(tx, player, mine, "attack", theatre, in_city)
    rollers = rolling(state, defending, theatre)
    defence_side = roll_side(
        tx, defender, rollers, "defence", theatre, in_city,
        neutral_army=in_city is not None and not in_city.controller and not rollers,
        garrison=in_city is not None,
    )  # fmt: skip
    won = attack_side.total > defence_side.total
    tx.emit(ev.BattleFought(
        kind=theatre, target=command.target, attacker=attack_side, defender=defence_side, attacker_won=won,
    ))  # fmt: skip
    if won:
        casualties(tx, defender, player, [tx.state.unit(u.id) for u in defending])
        if in_city is not None:
            _take_city(tx, player, tx.state.cities[in_city.id], command.then)
    else:
        casualties(tx, player, defender, [tx.state.unit(u.id) for u in mine])


def _take_city(tx: Tx, player: str, city: City, then: str) -> None:
    """Beaten, a city with no defender left falls: an attacker marches in, the city is
    the winner's and hostile; what else of the loser's is there is taken."""
    state = tx.state
    left = [u for u in state.units if u.space == city.space and u.owner != player]
    if any(u.kind in FIGHTERS for u in left):
        return
    near = set(neighbours(tx.content, city.space))
    marchers = sorted(
        (u for u in state.units if u.owner == player and u.space in near and u.attacked and u.kind in FIGHTERS),
        key=lambda u: (u.kind != "army", u.id),
    )
    if not marchers:
        return
    walker = marchers[0]
    tx.emit(ev.Moved(player=player, ids=(walker.id,), dst=city.space, costs=(0,)))
    tx.emit(ev.ControlChanged(city=city.id, controller=player, hostile=True))
    killed = tuple(u.id for u in left if u.kind == "leader")
    taken = tuple(u.id for u in left if u.kind != "leader")
    if taken:
        tx.emit(ev.UnitsCaptured(player=player, ids=taken))
    if killed:
        tx.emit(ev.UnitsLost(ids=killed, reason="captured and put to death"))
    for _ in range(state.players[player].treasure):
        dice = tx.roll(TREASURE)
        tx.emit(ev.GoldChanged(player=player, amount=sum(dice), reason="treasure", dice=dice))
    if then != "hold":
        dice = tx.roll(PLUNDER)
        razed = max(city.razed, PLUNDERED if then == "plunder" else DESTROYED)
        tx.emit(ev.CityPlundered(player=player, city=city.id, dice=dice, razed=razed))
