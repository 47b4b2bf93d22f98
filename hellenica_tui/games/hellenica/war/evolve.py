"""How the war events change the state (registered with evolve.py). Bookkeeping only."""

from __future__ import annotations

from msgspec import UNSET, UnsetType

from hellenica_tui.games.hellenica.ai_seats.state import block_settlement, unblock
from hellenica_tui.games.hellenica.core.sharing import Writes, writes_nothing, writes_player
from hellenica_tui.games.hellenica.core.state import GOVERNMENT_SLOT, ORDER, Stack, State, stack_of
from hellenica_tui.games.hellenica.mechanics.units import LAND_ARMY
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.state import (
    CASUALTY,
    Combat,
    CreatureTurn,
    Movement,
    moved_key,
    split_moved,
    times_of,
)
from hellenica_tui.games.kit.tables import EventTable, Evolvers


def _set_times(stack: Stack, key: str, times: list[int]) -> None:
    for entry in [e for e in stack.supplied if split_moved(e)[0] == key]:
        del stack.supplied[entry]
    for t in set(times):
        if t > 0:
            stack.supplied[moved_key(key, t)] = times.count(t)


def take_units(
    s: State, area: str, player: str, units: dict[str, int], which: dict[str, list[int]] | None = None
) -> dict[str, list[int]]:
    """Remove units from a stack (the ones with these supply counts in `which`,
    else most-travelled first); returns their supply counts."""
    stack = stack_of(s, area, player)
    taken: dict[str, list[int]] = {}
    for key, n in units.items():
        times = times_of(stack.units, stack.supplied, key)
        if which and key in which:
            taken[key] = list(which[key])
            rest = list(times)
            for t in taken[key]:
                rest.remove(t)
        else:
            taken[key], rest = times[:n], times[n:]
        stack.units[key] = stack.units.get(key, 0) - n
        if stack.units[key] <= 0:
            del stack.units[key]
        _set_times(stack, key, rest)
        held = stack.held.get(key, 0)
        if held > stack.units.get(key, 0):
            stack.held[key] = stack.units.get(key, 0)
            if not stack.held[key]:
                del stack.held[key]
    if not stack.units:
        del s.areas[area].units[player]
    return taken


def put_units(s: State, area: str, player: str, units: dict[str, list[int]], held: bool) -> None:
    stack = stack_of(s, area, player)
    for key, times in units.items():
        old = times_of(stack.units, stack.supplied, key)
        stack.units[key] = stack.units.get(key, 0) + len(times)
        _set_times(stack, key, old + times)
        if held:
            stack.held[key] = stack.held.get(key, 0) + len(times)


def _supplied(s: State, e: we.MovementSupplied) -> None:
    s.movement = Movement(player=e.player, area=e.area, left=dict(e.left), sent=[], fought=[], carried={})


def _cancelled(s: State, e: we.SupplyCancelled) -> None:
    pass


def _moved(s: State, e: we.UnitsMoved) -> None:
    taken = take_units(s, e.src, e.player, dict(e.units), dict(e.times))
    if e.supplied:
        taken = {k: [t + 1 for t in times] if k in e.times else times for k, times in taken.items()}
    put_units(s, e.dst, e.player, taken, e.held)
    m = s.movement
    if e.supplied and m is not None:
        for key, n in e.units.items():
            m.left[key] -= n
            if m.left[key] <= 0:
                del m.left[key]
        m.sent.append(e.dst)
        land = sum(n for k, n in e.units.items() if k in LAND_ARMY)
        for sea in e.via:
            m.carried[sea] = m.carried.get(sea, 0) + land


def _ended(s: State, e: we.MovementEnded) -> None:
    s.movement = None


def _raided(s: State, e: we.MineRaided) -> None:
    s.areas[e.city].slots[e.slot] = None


def _began(s: State, e: we.CombatBegan) -> None:
    s.combat = Combat(area=e.area, attacker=e.attacker, defender=e.defender, origin=e.origin, via=list(e.via))
    if s.movement is not None and e.area not in s.movement.fought:
        s.movement.fought.append(e.area)


def _step(s: State, e: we.CombatStep) -> None:
    assert s.combat is not None
    s.combat.step = e.step
    s.pending = list(e.players)


def _leader(s: State, e: we.LeaderPlaced) -> None:
    s.players[e.player].leaders_used.append(e.domain)
    if s.combat is not None:
        s.combat.leaders.append(e.player)
    if e.player in s.pending:
        s.pending.remove(e.player)


def _no_leader(s: State, e: we.LeaderDeclined) -> None:
    if e.player in s.pending:
        s.pending.remove(e.player)


def _rolled(s: State, e: we.CombatRoundRolled) -> None:
    assert s.combat is not None
    s.combat.round = e.round
    s.combat.step = CASUALTY
    s.combat.picks = list(e.picks)
    for player, *_ in e.rerolled:
        if player not in s.combat.rerolls:
            s.combat.rerolls.append(player)


def _lost(s: State, e: we.UnitsLost) -> None:
    take_units(s, e.area, e.player, dict(e.units))
    m = s.movement
    if m is not None and m.area == e.area and m.player == e.player:
        left = s.areas[e.area].units.get(e.player)
        for key in list(m.left):
            m.left[key] = min(m.left[key], left.units.get(key, 0) if left else 0)
            if not m.left[key]:
                del m.left[key]


def _prevented(s: State, e: we.CasualtyPrevented) -> None:
    assert s.combat is not None
    s.combat.prevented[e.player] = s.combat.prevented.get(e.player, 0) + 1


def _picked(s: State, e: we.CasualtyPicked) -> None:
    assert s.combat is not None
    if e.player in s.combat.picks:
        s.combat.picks.remove(e.player)
    if e.player in s.pending and e.player not in s.combat.picks:
        s.pending.remove(e.player)


def _declined(s: State, e: we.WithdrawalDeclined) -> None:
    if e.player in s.pending:
        s.pending.remove(e.player)


def _withdrew(s: State, e: we.Withdrew) -> None:
    taken = take_units(s, e.src, e.player, dict(e.units))
    put_units(s, e.dst, e.player, taken, bool(s.areas[e.dst].creature))
    if e.player in s.pending:
        s.pending.remove(e.player)


def _combat_ended(s: State, e: we.CombatEnded) -> None:
    s.combat = None
    s.pending = []


def _conquered(s: State, e: we.CityConquered) -> None:
    area = s.areas[e.city]
    area.owner = e.player
    unblock(s.ai, e.city)
    for slot in e.destroyed:
        area.slots[slot] = None
    area.government = None
    if e.government:
        p = s.players[e.government]
        p.government = ""
        p.government_city = ""


def _offered(s: State, e: we.FreeTempleOffered) -> None:
    s.free_temple = e.city
    s.pending = [e.player]


def _temple_done(s: State, e: we.FreeTempleDone) -> None:
    s.free_temple = ""
    if e.player in s.pending:
        s.pending.remove(e.player)


def _retrieved(s: State, e: we.WarTokensRetrieved) -> None:
    for p in s.players.values():
        p.leaders_used = []
    for area in s.areas.values():
        for stack in area.units.values():
            stack.held = {}


def _slain(s: State, e: we.CreatureSlain) -> None:
    s.areas[e.area].creature = ""
    s.players[e.player].creatures_slain.append(e.creature)
    unblock(s.ai, e.area)
    for stack in s.areas[e.area].units.values():
        stack.held = {}


def _creature_rolled(s: State, e: we.CreatureRolled) -> None:
    pass


def creature_turn(s: State) -> CreatureTurn:
    if isinstance(s.creature_turn, UnsetType):
        s.creature_turn = CreatureTurn()
    return s.creature_turn


def _creature_next(s: State, e: we.CreatureNext) -> None:
    creature_turn(s).next = ORDER.join((e.creature, *e.then))


def _upgrade_owed(s: State, e: we.UpgradeOwed) -> None:
    creature_turn(s).owed = e.area


def _creature_done(s: State, e: we.CreatureDone) -> None:
    turn = creature_turn(s)
    turn.acted.append(e.creature)
    turn.next = ORDER.join(c for c in turn.next.split(ORDER) if c and c != e.creature)  # the order goes on
    turn.owed = ""


def _creatures_done(s: State, e: we.CreaturesDone) -> None:
    s.creature_turn = UNSET


def _owner_changed(s: State, e: we.CityOwnerChanged) -> None:
    s.areas[e.city].owner = e.owner
    unblock(s.ai, e.city)


def _settlement_blocked(s: State, e: we.SettlementBlocked) -> None:
    assert s.ai is not None
    block_settlement(s.ai, e.city)


def _upgrade_lost(s: State, e: we.UpgradeLost) -> None:
    area = s.areas[e.city]
    if e.slot == GOVERNMENT_SLOT:
        area.government = None
        for p in s.players.values():
            if p.government_city == e.city:
                p.government = ""
                p.government_city = ""
    else:
        area.slots[e.slot] = None


# What each event of this module does to the state.
EVOLVERS = (
    Evolvers[State]()
    .on(we.MovementSupplied, _supplied)
    .on(we.SupplyCancelled, _cancelled)
    .on(we.UnitsMoved, _moved)
    .on(we.MovementEnded, _ended)
    .on(we.MineRaided, _raided)
    .on(we.CombatBegan, _began)
    .on(we.CombatStep, _step)
    .on(we.LeaderPlaced, _leader)
    .on(we.LeaderDeclined, _no_leader)
    .on(we.CombatRoundRolled, _rolled)
    .on(we.UnitsLost, _lost)
    .on(we.CasualtyPrevented, _prevented)
    .on(we.CasualtyPicked, _picked)
    .on(we.WithdrawalDeclined, _declined)
    .on(we.Withdrew, _withdrew)
    .on(we.CombatEnded, _combat_ended)
    .on(we.CityConquered, _conquered)
    .on(we.FreeTempleOffered, _offered)
    .on(we.FreeTempleDone, _temple_done)
    .on(we.WarTokensRetrieved, _retrieved)
    .on(we.CreatureSlain, _slain)
    .on(we.CreatureRolled, _creature_rolled)
    .on(we.CreatureNext, _creature_next)
    .on(we.UpgradeOwed, _upgrade_owed)
    .on(we.CreatureDone, _creature_done)
    .on(we.CreaturesDone, _creatures_done)
    .on(we.CityOwnerChanged, _owner_changed)
    .on(we.UpgradeLost, _upgrade_lost)
    .on(we.SettlementBlocked, _settlement_blocked)
)


def _retrieved_writes(s: State, e: we.WarTokensRetrieved) -> Writes:
    held = [a for a, area in s.areas.items() if any(stack.held for stack in area.units.values())]
    return Writes(held, [name for name, p in s.players.items() if p.leaders_used])


def _upgrade_lost_writes(s: State, e: we.UpgradeLost) -> Writes:
    governing = [n for n, p in s.players.items() if p.government_city == e.city] if e.slot == GOVERNMENT_SLOT else []
    return Writes((e.city,), governing)


# The areas and players each event changes (core/sharing.py).
WRITES = (
    EventTable[State, Writes]()
    .on(we.MovementSupplied, writes_nothing)
    .on(we.SupplyCancelled, writes_nothing)
    .on(we.UnitsMoved, lambda s, e: Writes((e.src, e.dst)))
    .on(we.MovementEnded, writes_nothing)
    .on(we.MineRaided, lambda s, e: Writes((e.city,)))
    .on(we.CombatBegan, writes_nothing)
    .on(we.CombatStep, writes_nothing)
    .on(we.LeaderPlaced, writes_player)
    .on(we.LeaderDeclined, writes_nothing)
    .on(we.CombatRoundRolled, writes_nothing)
    .on(we.UnitsLost, lambda s, e: Writes((e.area,)))
    .on(we.CasualtyPrevented, writes_nothing)
    .on(we.CasualtyPicked, writes_nothing)
    .on(we.WithdrawalDeclined, writes_nothing)
    .on(we.Withdrew, lambda s, e: Writes((e.src, e.dst)))
    .on(we.CombatEnded, writes_nothing)
    .on(we.CityConquered, lambda s, e: Writes((e.city,), (e.government,) if e.government else ()))
    .on(we.FreeTempleOffered, writes_nothing)
    .on(we.FreeTempleDone, writes_nothing)
    .on(we.WarTokensRetrieved, _retrieved_writes)
    .on(we.CreatureSlain, lambda s, e: Writes((e.area,), (e.player,)))
    .on(we.CreatureRolled, writes_nothing)
    .on(we.CreatureNext, writes_nothing)
    .on(we.UpgradeOwed, writes_nothing)
    .on(we.CreatureDone, writes_nothing)
    .on(we.CreaturesDone, writes_nothing)
    .on(we.CityOwnerChanged, lambda s, e: Writes((e.city,)))
    .on(we.UpgradeLost, _upgrade_lost_writes)
    .on(we.SettlementBlocked, writes_nothing)
)
