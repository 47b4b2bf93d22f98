"""SUPPLY FOR MOVEMENT: exhaust a market, activate one land or sea area, move its
units in groups to adjacent areas (or across the player's triremes by sea
transport), fight where they are interdicted, raid enemy mines, end.

The single-step, sea-transport and supply-limit rules are `mechanics.movement`'s;
this module applies them to the game state. After the movement is over the
hooks in `AFTER_MOVEMENT` run (the world event reveal), then the action ends.
"""

from __future__ import annotations

from collections.abc import Callable

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.ability_schema import CrossMountains
from hellenica_tui.games.hellenica.core.decide import Tx, decides
from hellenica_tui.games.hellenica.core.state import Stack, State
from hellenica_tui.games.hellenica.economy.actions import finish, own_city, pay, produce
from hellenica_tui.games.hellenica.economy.upgrades import MARKET, MINE, sites
from hellenica_tui.games.hellenica.effects.abilities import holds, per_trireme, supply_limit
from hellenica_tui.games.hellenica.effects.timed import blocked
from hellenica_tui.games.hellenica.mechanics import movement as mv
from hellenica_tui.games.hellenica.mechanics.creatures import supply_check
from hellenica_tui.games.hellenica.mechanics.units import HERO, LAND_ARMY, SHIPS, UNIT_ORDER, base_unit
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.commands import EndMovement, Move, Raid, SupplyMovement
from hellenica_tui.games.hellenica.war.state import Movement, times_of

# Units that never move, by the rules that keep them (an AI's government garrison):
# (state, area, player) -> unit key -> how many stay.
FIXED: list[Callable[[State, str, str], dict[str, int]]] = []

AfterMovement = Callable[[Tx, str], None]
# Run once a movement is over, before the action ends (the world event reveal).
# A hook that leaves players to answer (`pending`) must end the action itself
# with `actions.finish` once they have.
AFTER_MOVEMENT: list[AfterMovement] = []


# -- what stands where ------------------------------------------------------------------


def others_at(s: State, area: str, player: str) -> list[str]:
    """Other players with units on the area."""
    return [p for p, st in s.areas[area].units.items() if p != player and sum(st.units.values()) > 0]


def enemy_areas(s: State, player: str) -> set[str]:
    return {a for a in s.areas if others_at(s, a, player)}


def own_units(s: State, area: str, player: str) -> dict[str, int]:
    stack = s.areas[area].units.get(player)
    return {k: n for k, n in stack.units.items() if n > 0} if stack else {}


def creature_blocks(tx: Tx, area: str, what: str) -> bool:
    """Whether the creature on the area blocks sea transport (`what` = "transport")."""
    name = tx.s.areas[area].creature
    creature = tx.content.creatures.get(name) if name else None
    return (creature is not None and what == "transport" and creature.blocks_sea_transport) or blocked(
        tx.s, area, what
    )


def movable(tx: Tx, area: str, player: str) -> dict[str, int]:
    """The player's units on the area that a supply now lets move: under their
    supply limit and not kept there by a creature."""
    s = tx.s
    st = s.areas[area]
    stack = st.units.get(player)
    if stack is None:
        return {}
    if st.creature and st.creature_turn == s.turn:
        return {}
    fixed: dict[str, int] = {}
    for rule in FIXED:
        for key, n in rule(s, area, player).items():
            fixed[key] = fixed.get(key, 0) + n
    out: dict[str, int] = {}
    for key, n in stack.units.items():
        limit = supply_limit(s, tx.content, player, base_unit(key))
        free = n if limit is None else sum(t < limit for t in times_of(stack.units, stack.supplied, key))
        free = min(free, n - fixed.get(key, 0))
        if st.creature:
            free = min(free, n - stack.held.get(key, 0))
        if free > 0:
            out[key] = free
    return out


# -- where a group may go -------------------------------------------------------------


def transport_options(tx: Tx, player: str, origin: str, used: dict[str, int]) -> dict[str, mv.Transport]:
    s = tx.s
    triremes = {
        a: n for a in s.areas if tx.board.kind(a) == "sea"
        for n in [sum(v for k, v in own_units(s, a, player).items() if k in SHIPS)] if n
    }
    blocked = {a for a in triremes if creature_blocks(tx, a, "transport") or others_at(s, a, player)}
    routes = mv.sea_transport(
        origin, tx.board, triremes=triremes, blocked=blocked, per_trireme=per_trireme(s, tx.content, player),
        used=used, leadership=holds(s, tx.content, player, CrossMountains),
    )
    return {a: r for a, r in routes.items() if not s.areas[a].impassable}


def route(tx: Tx, player: str, src: str, dst: str, group: dict[str, int], used: dict[str, int]) -> tuple[str, ...]:
    """The seas a group crosses from `src` to `dst` (empty for a single step), or why it may not go."""
    s, board = tx.s, tx.board
    if dst not in s.areas:
        raise IllegalCommand(f"there is no area called {dst}")
    if dst == src:
        raise IllegalCommand("the units are already there")
    if s.areas[dst].impassable:
        raise IllegalCommand(f"{dst} is impassable in a game with this many players")
    if blocked(s, dst, "enter") or blocked(s, src, "leave"):
        raise IllegalCommand(f"an invocation closes {dst if blocked(s, dst, 'enter') else src} to movement this turn")
    leadership = holds(s, tx.content, player, CrossMountains)
    enemies = enemy_areas(s, player)
    ships = [k for k in group if k in SHIPS]
    army = [k for k in group if k in LAND_ARMY]
    heroes = group.get(HERO, 0)
    for key in ships:
        if not mv.can_step(key, src, dst, board, enemy_units_at=enemies):
            raise IllegalCommand(_ship_refusal(tx, src, dst, enemies))
    if not army and not heroes:
        return ()
    if mv.can_step("hoplite", src, dst, board, leadership=leadership):
        return ()  # a step onto land, from land or (heroes) from the sea
    if board.kind(dst) == "sea" and not army and board.adjacent(src, dst):
        # Heroes put to sea with triremes: those moving with them or already there.
        if board.edge(src, dst) == "mountain" and not leadership:
            raise IllegalCommand(f"a mountain side separates {src} and {dst}")
        if ships or any(k in SHIPS for k in own_units(s, dst, player)):
            return ()
        raise IllegalCommand("heroes go to sea only with triremes")
    if board.kind(src) == "sea":
        raise IllegalCommand(f"{dst} is not one step from {src}")
    if ships:
        raise IllegalCommand("triremes cannot be carried by sea transport; move them on their own")
    land = sum(group[k] for k in army)
    options = transport_options(tx, player, src, used)
    if dst not in options:
        if board.adjacent(src, dst) and board.kind(dst) == "land":
            raise IllegalCommand(f"a mountain side separates {src} and {dst}")
        if board.kind(dst) == "sea":
            raise IllegalCommand("land units may not enter a sea (only heroes may stay at sea with triremes)")
        raise IllegalCommand(f"{dst} cannot be reached from {src} by a step or by sea transport over your triremes")
    found = options[dst]
    if board.kind(dst) == "sea" and land:
        raise IllegalCommand("only heroes may stay at sea with the triremes")
    if land > found.capacity:
        raise IllegalCommand(
            f"your triremes can carry only {found.capacity} hoplites and cavalry to {dst} in this supply, not {land}"
        )
    return found.seas


def _ship_refusal(tx: Tx, src: str, dst: str, enemies: set[str]) -> str:
    board = tx.board
    if not board.adjacent(src, dst):
        return f"{dst} is not next to {src}"
    if board.edge(src, dst) == "mountain":
        return "triremes may not cross a mountain side"
    if board.kind(dst) == "land" and board.kind(src) == "land":
        return "triremes never move from one land area to another"
    return f"triremes may not enter {dst}, which holds enemy units"


# -- the supply action ------------------------------------------------------------------


def require_movement(tx: Tx, player: str) -> Movement:
    s = tx.s
    m = s.movement
    if m is None or m.player != player:
        raise IllegalCommand("you have no supply for movement under way")
    if s.combat is not None or s.pending:
        raise IllegalCommand("the combat must be resolved first")
    return m


@decides(SupplyMovement)
def supply_movement(tx: Tx, player: str, cmd: SupplyMovement) -> None:
    own_city(tx, player, cmd.city)
    left = movable_from(tx, cmd.area, player)
    pay(tx, player, "supply", cmd.exchange)
    produce(tx, player, cmd.city, MARKET, cmd.using, cmd.exchange)
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


@decides(Move)
def move(tx: Tx, player: str, cmd: Move) -> None:
    from hellenica_tui.games.hellenica.war.battle import advance, start_combat

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
        limit = supply_limit(s, tx.content, player, base_unit(key))
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


def strand(tx: Tx, area: str, player: str) -> None:
    """Heroes left on a sea with none of their side's triremes are lost."""
    here = own_units(tx.s, area, player)
    if tx.board.kind(area) == "sea" and here.get(HERO) and not any(k in SHIPS for k in here):
        tx.emit(we.UnitsLost(player=player, area=area, units={HERO: here[HERO]}, cause="at_sea"))


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


@decides(Raid)
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


@decides(EndMovement)
def end_movement_cmd(tx: Tx, player: str, cmd: EndMovement) -> None:
    require_movement(tx, player)
    end_movement(tx, player)


def end_movement(tx: Tx, player: str) -> None:
    m = tx.s.movement
    if m is not None:
        strand(tx, m.area, player)  # heroes the triremes sailed away from
    tx.emit(we.MovementEnded(player=player))
    for hook in AFTER_MOVEMENT:
        hook(tx, player)
    if not tx.s.pending and tx.s.active == player:
        finish(tx, player)


def continue_movement(tx: Tx) -> None:
    """End the movement by itself once nothing is left to move or raid."""
    from hellenica_tui.games.hellenica.war.battle import waiting

    s = tx.s
    m = s.movement
    if m is None or s.combat is not None or waiting(s):
        return
    if not m.left and not raid_targets(tx, m.player):
        end_movement(tx, m.player)
