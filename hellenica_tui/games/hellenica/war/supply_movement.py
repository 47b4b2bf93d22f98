"""SUPPLY FOR MOVEMENT: exhaust a market, activate one land or sea area, move its
units in groups to adjacent areas (or across the player's triremes by sea
transport), fight where they are interdicted, raid enemy mines, end.

The single-step, sea-transport and supply-limit rules are `mechanics.movement`'s;
this module applies them to the game state (where units may go is routes.py's).
Before the movement is over the `movement_ending` hooks run (exploring the
empty areas entered), after it the `after_movement` hooks (the world event
reveal), then the action ends.
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import Stack
from hellenica_tui.games.hellenica.economy.actions import finish, own_city, pay_and_produce
from hellenica_tui.games.hellenica.economy.upgrades import MARKET, MINE, sites
from hellenica_tui.games.hellenica.effects.abilities import supply_limit
from hellenica_tui.games.hellenica.mechanics.creatures import supply_check
from hellenica_tui.games.hellenica.mechanics.units import UNIT_ORDER, base_unit
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.battle import advance, start_combat, waiting
from hellenica_tui.games.hellenica.war.commands import EndMovement, Move, Raid, SupplyMovement
from hellenica_tui.games.hellenica.war.routes import (
    movable,
    others_at,
    own_units,
    route,
    strand,
)
from hellenica_tui.games.hellenica.war.state import Movement, times_of
from hellenica_tui.games.kit.tables import Deciders

# -- the supply action ------------------------------------------------------------------


def require_movement(tx: Tx, player: str) -> Movement:
    s = tx.s
    m = s.movement
    if m is None or m.player != player:
        raise IllegalCommand("you have no supply for movement under way")
    if s.combat is not None or s.pending:
        raise IllegalCommand("the combat must be resolved first")
    return m


def supply_movement(tx: Tx, player: str, cmd: SupplyMovement) -> None:
    own_city(tx, player, cmd.city)
    left = movable_from(tx, cmd.area, player)
    pay_and_produce(tx, player, "supply", cmd.city, MARKET, cmd.using, cmd.exchange)
    begin_movement(tx, player, cmd.area, left)


def movable_from(tx: Tx, area: str, player: str) -> dict[str, int]:
    """The units a supply of `area` would let move, or why none may."""
    if area not in tx.s.areas:
        raise IllegalCommand(f"there is no area called {area}")
    left = movable(tx, area, player)
    if not left:
        if own_units(tx.s, area, player):
            raise IllegalCommand(f"none of your units on {area} may move again this turn")
        raise IllegalCommand(f"you have no units on {area}")
    return left


def begin_movement(tx: Tx, player: str, area: str, left: dict[str, int]) -> None:
    """The supply is paid for: the creature's roll, if any, then the units may move."""
    creature = tx.content.creatures.get(tx.s.areas[area].creature)
    if creature is not None and creature.blocks_supply_roll:
        face = tx.rng.choice(tx.content.dice["yellow"].faces)
        if not supply_check(face):
            tx.emit(we.SupplyCancelled(player=player, area=area, face=face))
            finish(tx, player)
            return
        tx.emit(we.CreatureRolled(area=area, creature=creature.id, faces=(face,)))
    tx.emit(we.MovementSupplied(player=player, area=area, left=left))


def move(tx: Tx, player: str, cmd: Move) -> None:
    s = tx.s
    m = require_movement(tx, player)
    group = dict(cmd.units)
    if not group or any(n <= 0 for n in group.values()):
        raise IllegalCommand("name at least one unit to move")
    for key, n in group.items():
        if key not in UNIT_ORDER:
            raise IllegalCommand(f"{key!r} is not a unit")
        if m.left.get(key, 0) < n:
            have = m.left.get(key, 0)
            raise IllegalCommand(f"only {have} {key.replace('_', ' ')} on {m.area} may move in this supply, not {n}")
    if cmd.to in m.fought:
        raise IllegalCommand(f"combat was fought on {cmd.to}: no more units may enter it in this supply")
    if cmd.to in m.sent:
        raise IllegalCommand(f"a group already moved to {cmd.to}: all units going there move as one group")
    via = route(tx, player, m.area, cmd.to, group, m.carried)
    stack = s.areas[m.area].units.get(player) or Stack({}, {}, {})
    times: dict[str, list[int]] = {}
    for key, n in group.items():
        limit = supply_limit(tx, player, base_unit(key))
        if limit is not None:
            times[key] = [t for t in times_of(stack.units, stack.supplied, key) if t < limit][:n]
    dst = s.areas[cmd.to]
    tx.emit(we.UnitsMoved(
        player=player, src=m.area, dst=cmd.to, units=group, times=times, via=via, held=bool(dst.creature),
    ))
    if others_at(s, cmd.to, player):
        start_combat(tx, cmd.to, player, m.area, via)
        advance(tx)
    continue_movement(tx)


def raid_targets(tx: Tx, player: str) -> list[tuple[str, str, int]]:
    """(city, mine area, slot) of enemy upgrades on mines where the player's units
    alone stand, among the areas of this supply."""
    s = tx.s
    m = s.movement
    if m is None:
        return []
    out = []
    for area in [m.area, *m.sent]:
        if others_at(s, area, player) or not own_units(s, area, player):
            continue
        for city, _ in [(c, i) for c in s.areas for (a, i) in tx.board.mines_of(c) if a == area]:
            owner = s.areas[city].owner
            if not owner or owner == player:
                continue
            for slot, site in enumerate(sites(tx.content, city)):
                filled = site.kind == MINE and site.area == area and s.areas[city].slots[slot] is not None
                if filled and (city, area, slot) not in out:
                    out.append((city, area, slot))
    return out


def raid(tx: Tx, player: str, cmd: Raid) -> None:
    require_movement(tx, player)
    found = [t for t in raid_targets(tx, player) if t[0] == cmd.city and t[1] == cmd.area]
    if not found:
        raise IllegalCommand(
            f"there is no enemy upgrade of {cmd.city} on a mine at {cmd.area} where your units alone stand"
        )
    city, area, slot = found[0]
    up = tx.s.areas[city].slots[slot]
    assert up is not None
    tx.emit(we.MineRaided(player=player, area=area, city=city, slot=slot, upgrade=up.kind))
    continue_movement(tx)


def end_movement_cmd(tx: Tx, player: str, cmd: EndMovement) -> None:
    require_movement(tx, player)
    end_movement(tx, player)


def end_movement(tx: Tx, player: str) -> None:
    # The `movement_ending` hooks come first (the explorable map's empty areas entered are
    # explored); one that leaves the player to answer ends the movement itself once it has.
    for hook in tx.rules.hooks.movement_ending:
        hook(tx, player)
        if tx.s.pending:
            return
    m = tx.s.movement
    if m is not None:
        strand(tx, m.area, player)  # heroes the triremes sailed away from
    tx.emit(we.MovementEnded(player=player))
    # A hook that leaves players to answer (`pending`) must end the action itself
    # with `actions.finish` once they have.
    for hook in tx.rules.hooks.after_movement:
        hook(tx, player)
    if not tx.s.pending and tx.s.active == player:
        finish(tx, player)


def continue_movement(tx: Tx) -> None:
    """End the movement by itself once nothing is left to move or raid."""
    s = tx.s
    m = s.movement
    if m is None or s.combat is not None or waiting(s):
        return
    if not m.left and not raid_targets(tx, m.player):
        end_movement(tx, m.player)


# What decides each command of this module.
DECIDERS = (
    Deciders[Tx]()
    .on(SupplyMovement, supply_movement)
    .on(Move, move)
    .on(Raid, raid)
    .on(EndMovement, end_movement_cmd)
)
