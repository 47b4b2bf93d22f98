"""Revenue and upkeep, the two phases after the draw (rules/revenue.md, rules/upkeep.md)."""

from __future__ import annotations

from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.effects import amount, home_income, stack_effects
from hellenica_tui.games.war.geography import can_serve, neighbours, surrounded
from hellenica_tui.games.war.state import City, State
from hellenica_tui.games.war.tx import Tx

STARVE_AT = 6  # an upkeep roll of this or more and the unit is gone


def city_revenue(tx: Tx, city: City) -> int:
    player = city.controller
    base = home_income(tx.state, tx.content, player) if city.home_of == player else city.income
    if city.razed or city.no_income or tx.besieged(city):
        return 0
    return (base + 1) // 2 if city.hostile else base


def collect_revenue(tx: Tx, player: str) -> None:
    held = [c for c in tx.state.cities.values() if c.controller == player]
    by_city = tuple((c.id, city_revenue(tx, c)) for c in held)
    tx.emit(ev.RevenueCollected(player=player, by_city=by_city, total=sum(n for _, n in by_city)))
    for city in held:
        if city.razed:
            tx.emit(ev.RazedRemoved(city=city.id))


def supplied(state: State, tx: Tx, space: str, player: str) -> bool:
    """In or next to a city of the player's that is neither razed nor besieged, and
    not surrounded by enemies."""
    if surrounded(state, tx.content, space, player):
        return False
    near = {space, *neighbours(tx.content, space)}
    return any(
        c.controller == player and c.space in near and can_serve(state, tx.content, c) for c in state.cities.values()
    )


def pay_upkeep(tx: Tx, player: str) -> None:
    state = tx.state
    eaters = sorted((u for u in state.units if u.owner == player and u.kind in ("army", "rowers")), key=lambda u: u.id)
    gold = state.players[player].gold
    paid = [u.id for u in eaters if supplied(state, tx, u.space, player)][: max(gold, 0)]
    if paid:
        tx.emit(ev.UpkeepPaid(player=player, ids=tuple(paid), gold=len(paid)))
    hungry = [u for u in eaters if u.id not in set(paid)]
    fed: list[int] = []
    bags: list[int] = []
    for u in hungry:
        spare = [b.id for b in state.at(u.space, player) if b.kind == "baggage" and b.id not in bags]
        if spare:
            fed.append(u.id)
            bags.append(spare[0])
    if fed:
        tx.emit(ev.BaggageEaten(player=player, fed=tuple(fed), baggage=tuple(bags)))
    for u in hungry:
        if u.id not in fed:
            starvation_roll(tx, player, u.id)


def starvation_roll(tx: Tx, player: str, unit_id: int, extra: int = 0) -> None:
    """1D6, plus its starvation counters, plus the stack's starvation modifiers, less 1
    on farmland (farms, fishing villages); 6 or more and the unit is gone."""
    state = tx.state
    u = state.unit(unit_id)
    effects = stack_effects(state, tx.content, player, state.at(u.space, player))
    modifier = u.starvation + amount(effects, "starvation", u.kind) + extra
    if tx.content.terrain_of(u.space).farmland:
        modifier -= 1
    roll = tx.d(6)
    tx.emit(ev.UpkeepRolled(player=player, id=unit_id, roll=roll, modifier=modifier, lost=roll + modifier >= STARVE_AT))
