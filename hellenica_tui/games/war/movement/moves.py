"""A step of a group of units into a neighbouring space (rules/movement.md)."""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.commands import Move
from hellenica_tui.games.war.content.schema import Content, Effect, UnitKind
from hellenica_tui.games.war.effects import stack_effects
from hellenica_tui.games.war.geography import adjacent, is_sea, ship_space
from hellenica_tui.games.war.movement.cargo import afloat_problem, ashore_problem, what_fits
from hellenica_tui.games.war.movement.points import allowance, step_cost
from hellenica_tui.games.war.movement.stacking import limit, stacking
from hellenica_tui.games.war.state import Unit, blocks
from hellenica_tui.games.war.tx import Tx

COUNTED: tuple[UnitKind, ...] = ("army", "rowers", "fleet", "transport", "baggage")


def _refuse(reason: str) -> IllegalCommand:
    return IllegalCommand(reason, "movement")


def pick(tx: Tx, player: str, command: Move) -> list[Unit]:
    """The units a move names: of each kind those with the most points left, then the
    oldest; leaders by name."""
    content = tx.content
    here = tx.units_at(command.src, player)
    ranked = _ranked(tx, player, command.src)
    group: list[Unit] = []
    for kind in COUNTED:
        wanted = getattr(command, kind)
        if wanted < 0:
            raise _refuse("a count of units is never negative")
        if not wanted:
            continue
        mine = ranked.get(kind, [])
        if wanted > len(mine):
            raise _refuse(f"you have {len(mine)} {content.units[kind].name.lower()} in {command.src}, not {wanted}")
        group += mine[:wanted]
    for name in command.leaders:
        found = [u for u in here if u.kind == "leader" and u.name.lower() == name.lower()]
        if not found:
            raise _refuse(f"no leader of yours called {name} is in {command.src}")
        if found[0] in group:
            raise _refuse(f"{found[0].name} is named twice")
        group.append(found[0])
    if not group:
        raise _refuse("name the units to move")
    return group


def _ranked(tx: Tx, player: str, src: str) -> dict[str, list[Unit]]:
    """The player's units in `src` by kind, those with the most points left first, then the
    oldest (a stack's units of a kind have the same allowance); kept for the position, as
    a list of moves picks many groups of one stack. For reading only."""
    memo = tx.memo()
    key = ("ranked", player, src)
    found: dict[str, list[Unit]] | None = memo.get(key)
    if found is None:
        found = memo[key] = {}
        for u in tx.units_at(src, player):
            found.setdefault(u.kind, []).append(u)
        for units in found.values():
            units.sort(key=lambda u: (u.used, u.id))
    return found


class Picked(NamedTuple):
    """A group as `pick` chose it, with what of its step does not depend on where it goes."""

    units: list[Unit]
    kinds: Counter[str]
    left: list[int]  # the movement points each unit has left
    behind: str  # why the ships staying at sea could not carry the rest; "" if they can


def prepare(tx: Tx, player: str, command: Move, wide: list[Effect] | None = None) -> Picked:
    """The group a move names (`pick`), ready to be tried at each neighbour; `wide`, the
    player's effects when already known."""
    units = pick(tx, player, command)
    effects = stack_effects(tx.state, tx.content, player, units, wide)
    by_kind: dict[str, int] = {}  # a unit's allowance depends on its kind alone
    for u in units:
        if u.kind not in by_kind:
            by_kind[u.kind] = allowance(tx.content, u, effects)
    left = [by_kind[u.kind] - u.used for u in units]
    return Picked(units, Counter(u.kind for u in units), left, _left_behind(tx, command.src, player, units))


def check_move(tx: Tx, player: str, command: Move) -> tuple[list[Unit], list[int], list[Unit]]:
    """The group, what each unit pays, and the enemy units it takes; or IllegalCommand."""
    content = tx.content
    src, dst = command.src, command.dst
    for space in (src, dst):
        if space not in content.spaces:
            raise _refuse(f"there is no space {space} on the map")
    if not adjacent(content, src, dst):
        raise _refuse(f"{dst} is not next to {src}; units move one space at a time")
    picked = prepare(tx, player, command)
    costs, enemies = check_step(tx, player, src, dst, picked)
    return picked.units, costs, enemies


def check_step(tx: Tx, player: str, src: str, dst: str, picked: Picked) -> tuple[list[int], list[Unit]]:
    """What each unit of a group `prepare`d pays to step from `src` into `dst` next to it,
    and the enemy units it takes; or IllegalCommand. Apart from `check_move` so that a
    list of moves picks a group once for all its destinations."""
    content = tx.content
    group, n = picked.units, picked.kinds
    terrain = content.terrain_of(dst)
    if n["fleet"] > n["rowers"]:
        raise _refuse("every fleet needs rowers aboard to move")
    if terrain.water:
        problem = afloat_problem(n)
    else:
        if is_sea(content, src) and not ship_space(content, dst):
            raise _refuse(
                f"units come ashore only at a coastal city, sandy coast or fishing village, not {terrain.name}"
            )
        problem = ashore_problem(n)
    if problem or picked.behind:
        raise _refuse(problem or picked.behind)
    costs = []
    by_kind: dict[str, int] = {}  # what a step costs depends on the unit's kind alone
    for u, left in zip(group, picked.left, strict=True):
        cost = by_kind.get(u.kind)
        if cost is None:
            cost = by_kind[u.kind] = step_cost(content, u, src, dst)
        if cost < 0:
            raise _refuse(f"{content.units[u.kind].name} cannot enter {terrain.name} ({dst})")
        if cost > left:
            name = content.units[u.kind].name
            raise _refuse(f"{name} has {left} movement points left and {terrain.name} costs {cost}")
        costs.append(cost)
    there = tx.units_at(dst)
    enemies = [u for u in there if u.owner != player]
    if blocks(enemies):
        raise _refuse(f"enemy armies or rowers hold {dst}; attack them in a battle phase")
    city = tx.city_at(dst)
    if city is not None and city.controller != player:
        whose = "a neutral city" if not city.controller else f"a city of {city.controller}'s"
        raise _refuse(f"{content.cities[city.id].name} is {whose}: take it in a land battle")
    if enemies and not any(u.kind in ("army", "rowers") for u in group):
        raise _refuse("only armies, rowers or manned fleets take undefended enemy units")
    if stacking(content, dst, [*(u for u in there if u.owner == player), *group]) > limit(content, dst):
        raise _refuse(f"{terrain.name} holds at most {limit(content, dst)} armies, fleets and transports")
    return costs, enemies


def open_steps(tx: Tx, player: str, src: str, picked: Picked) -> list[str]:
    """The neighbours of `src` a `prepare`d group may step into: those `check_step`
    accepts, in the map's order, found without making its refusals (a list of moves
    tries every group at every neighbour)."""
    content = tx.content
    n = picked.kinds
    if n["fleet"] > n["rowers"] or picked.behind:
        return []
    afloat, ashore = not afloat_problem(n), not ashore_problem(n)
    least: dict[str, int] = {}  # the fewest points left of each kind, and a unit of it
    first: dict[str, Unit] = {}
    for u, left in zip(picked.units, picked.left, strict=True):
        if u.kind not in least or left < least[u.kind]:
            least[u.kind] = left
        first.setdefault(u.kind, u)
    firsts = list(first.values())
    takes = any(u.kind in ("army", "rowers") for u in picked.units)
    from_sea = is_sea(content, src)
    afloat_stack = n["fleet"] + n["transport"]  # what the group counts towards stacking at sea, and ashore
    ashore_stack = afloat_stack + n["army"]
    open_to = []
    for dst, water, landing in _around(content, src):
        if water:
            if not afloat:
                continue
        elif not ashore or (from_sea and not landing):
            continue
        if any(not 0 <= step_cost(content, u, src, dst) <= least[u.kind] for u in firsts):
            continue
        closed, enemies, room = _space_facts(tx, player, dst)
        if closed or (enemies and not takes) or (afloat_stack if water else ashore_stack) > room:
            continue
        open_to.append(dst)
    return open_to


# The neighbours of each space with whether each is water and whether ships land there
# (`ship_space`), for each scenario's data (by its hash).
_AROUND: dict[str, dict[str, list[tuple[str, bool, bool]]]] = {}


def _around(content: Content, src: str) -> list[tuple[str, bool, bool]]:
    spaces = _AROUND.get(content.hash)
    if spaces is None:
        spaces = _AROUND[content.hash] = {}
    found = spaces.get(src)
    if found is None:
        found = spaces[src] = [
            (dst, content.terrain_of(dst).water, ship_space(content, dst)) for dst in content.spaces[src].neighbours
        ]
    return found


def _space_facts(tx: Tx, player: str, dst: str) -> tuple[bool, bool, int]:
    """Of a space, whatever group steps in: whether it is closed to the player (enemies
    who block, a city not his), whether enemy units stand there, and the room left
    under the stacking limit. Kept for the position."""
    memo = tx.memo()
    key = ("space", player, dst)
    found: tuple[bool, bool, int] | None = memo.get(key)
    if found is None:
        there = tx.units_at(dst)
        enemies = [u for u in there if u.owner != player]
        city = tx.city_at(dst)
        closed = blocks(enemies) or (city is not None and city.controller != player)
        room = limit(tx.content, dst) - stacking(tx.content, dst, [u for u in there if u.owner == player])
        found = memo[key] = (closed, bool(enemies), room)
    return found


def _left_behind(tx: Tx, src: str, player: str, group: list[Unit]) -> str:
    if not is_sea(tx.content, src):
        return ""
    staying = [u for u in tx.units_at(src, player) if u not in group]
    n: Counter[str] = Counter(u.kind for u in staying)
    if staying and what_fits(n) != +n:
        return "the ships staying at sea could not carry what would be left aboard"
    return ""


def move(tx: Tx, player: str, command: Move) -> None:
    group, costs, enemies = check_move(tx, player, command)
    tx.emit(ev.Moved(player=player, ids=tuple(u.id for u in group), dst=command.dst, costs=tuple(costs)))
    if enemies:
        prisoners = tuple(u.id for u in enemies if u.kind == "leader")
        taken = tuple(u.id for u in enemies if u.kind != "leader")
        if taken:
            tx.emit(ev.UnitsCaptured(player=player, ids=taken))
        if prisoners:
            tx.emit(ev.LeadersTaken(player=player, ids=prisoners))
