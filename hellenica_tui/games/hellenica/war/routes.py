"""Where a player's units stand, which of them a supply lets move, and the way a
group may go: single steps, sea transport across the player's triremes, the
mountain sides and the areas an invocation or a creature closes.

The movement rules themselves are `mechanics.movement`'s; supply_movement and
the combat's withdrawals both read them here.
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.ability_schema import CrossMountains
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.effects.abilities import holds, per_trireme, supply_limit
from hellenica_tui.games.hellenica.effects.timed import blocked
from hellenica_tui.games.hellenica.mechanics import movement as mv
from hellenica_tui.games.hellenica.mechanics.units import HERO, LAND_ARMY, SHIPS, base_unit
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.state import times_of

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
    for rule in tx.rules.hooks.fixed_units:  # units kept where they stand (an AI's garrison)
        for key, n in rule(s, area, player).items():
            fixed[key] = fixed.get(key, 0) + n
    out: dict[str, int] = {}
    for key, n in stack.units.items():
        limit = supply_limit(tx, player, base_unit(key))
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
        origin, tx.board, triremes=triremes, blocked=blocked, per_trireme=per_trireme(tx, player),
        used=used, leadership=holds(tx, player, CrossMountains),
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
    leadership = holds(tx, player, CrossMountains)
    ships = [k for k in group if k in SHIPS]
    army = [k for k in group if k in LAND_ARMY]
    heroes = group.get(HERO, 0)
    enemies = enemy_areas(s, player) if ships else set()  # only ships are stopped by them
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


def strand(tx: Tx, area: str, player: str) -> None:
    """Heroes left on a sea with none of their side's triremes are lost."""
    here = own_units(tx.s, area, player)
    if tx.board.kind(area) == "sea" and here.get(HERO) and not any(k in SHIPS for k in here):
        tx.emit(we.UnitsLost(player=player, area=area, units={HERO: here[HERO]}, cause="at_sea"))
