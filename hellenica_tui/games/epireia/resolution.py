"""The resolution phase, in its order: negotiations with the Empires, conflicts
and taxes of the Territories, the Greek cities won over, then the collection.
Every die is rolled here, from the command's rng, and written into an event."""

from __future__ import annotations

from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content import schema as s
from hellenica_tui.games.epireia.economy import (
    blessing,
    building_bonus,
    constraints,
    draw_token,
    figure_bonus,
    gain,
    income,
    pick_token,
)
from hellenica_tui.games.epireia.flow import check_act, diplomacy_order
from hellenica_tui.games.epireia.state import City, State
from hellenica_tui.games.epireia.tx import Tx
from hellenica_tui.games.epireia.vocabulary import LEAGUES, League, RollKind, ahead, other


def figures_on(state: State, space: str) -> dict[League, list[str]]:
    """The figures on a space by league, each league's in the order of play."""
    out: dict[League, list[str]] = {}
    order = diplomacy_order(state)
    found = [(f, state.owner_of(f)) for f, at in state.away.items() if at == space]
    found.sort(key=lambda fo: (order.index(fo[1].name) if fo[1] else len(order), fo[0]))
    for f, _ in found:
        league = state.league_of(f)
        if league is not None:
            out.setdefault(league, []).append(f)
    return out


def resolve(tx: Tx) -> None:
    """The whole resolution phase, then the end of the round."""
    empires(tx)
    check_act(tx)
    territories(tx)
    check_act(tx)
    cities(tx)
    tx.emit(e.AllFiguresHome())
    check_act(tx)
    for city in tx.state.cities:
        gain(tx, city, income(tx.state, tx.content, city))
    check_act(tx)


def _owner(state: State, figure: str) -> City:
    owner = state.owner_of(figure)
    assert owner is not None
    return owner


def empires(tx: Tx) -> None:
    extra = sum(k.amount for k in constraints(tx.state, tx.content) if isinstance(k, s.EmpireTarget))
    for empire in tx.content.empires.values():
        present = figures_on(tx.state, empire.id)
        # The Peloponnesian League rolls first.
        figures = present.get("peloponnesian", []) + present.get("delian", [])
        needed = (empire.target_one if len(figures) == 1 else empire.target_two) + extra
        # An enemy figure of the solo game makes the negotiation harder but rolls for nothing.
        for f in [f for f in figures if tx.state.owner_of(f) is not None]:
            city = _owner(tx.state, f)
            bonus, roll = _bonus(tx, f, "empire"), tx.d12()
            won = roll + bonus >= needed
            tx.emit(e.EmpireRolled(
                player=city.name, figure=f, empire=empire.id, roll=roll, bonus=bonus, needed=needed, success=won
            ))  # fmt: skip
            if won:
                gain(tx, tx.state.city(city.name), empire.reward.resources)
                for spec in empire.reward.tokens:
                    draw_token(tx, city.name, spec.unit, spec.level)


def _bonus(tx: Tx, figure: str, kind: RollKind) -> int:
    """What a figure's roll gains: its own ability, its city's building, a blessing."""
    city = _owner(tx.state, figure)
    bonus = figure_bonus(tx.content, [figure], kind) + building_bonus(tx.content, city, kind)
    return bonus + blessing(tx.state, tx.content, city)


def _strength(tx: Tx, figures: list[str]) -> int:
    """A league's attack on a space: its figures' attack, their conflict abilities,
    and a blessing of any city among them (counted once a city)."""
    total = sum(tx.content.figures[f].attack for f in figures) + figure_bonus(tx.content, figures, "conflict")
    owners = {owner.name for f in figures if (owner := tx.state.owner_of(f)) is not None}
    return total + sum(blessing(tx.state, tx.content, tx.state.city(p)) for p in sorted(owners))


def conflict(tx: Tx, space: str, present: dict[League, list[str]]) -> League | None:
    """Two leagues on one space: each rolls once, adding its strength; the higher
    stays, the other goes home; on a tie both go home and nobody stays."""
    if len(present) < 2:
        return next(iter(present), None)
    rolls = {lg: (tx.d12(), _strength(tx, present[lg])) for lg in LEAGUES}
    totals = {lg: sum(r) for lg, r in rolls.items()}
    winner = ahead(totals["delian"], totals["peloponnesian"])
    tx.emit(e.ConflictRolled(space=space, delian=rolls["delian"], peloponnesian=rolls["peloponnesian"], winner=winner))
    tx.emit(e.FiguresReturned(space=space, league=None if winner is None else other(winner)))
    return winner


def brigand_target(tx: Tx, attack: int) -> int:
    needed = 13
    for step in tx.content.rules.brigands:
        if attack >= step.least_attack:
            needed = step.target
    return needed


def territories(tx: Tx) -> None:
    for territory in tx.content.territories.values():
        present = figures_on(tx.state, territory.id)
        if not present:
            continue
        league = conflict(tx, territory.id, present)
        if league is None:
            continue
        figures = present[league]
        if all(tx.state.owner_of(f) is None for f in figures):  # the solo game's enemy
            holder = tx.state.territories.get(territory.id, "")
            if holder:
                tx.emit(e.TerritoryFreed(space=territory.id, previous=holder))
            tx.emit(e.FiguresReturned(space=territory.id, league=None))
            continue
        if territory.id in tx.state.brigands:
            attack = sum(tx.content.figures[f].attack for f in figures)
            bonus = _strength(tx, figures) - attack
            needed, roll = brigand_target(tx, attack), tx.d12()
            won = roll + bonus >= needed
            tx.emit(e.BrigandsRolled(
                space=territory.id, league=league, roll=roll, bonus=bonus, needed=needed, success=won
            ))  # fmt: skip
            if not won:
                tx.emit(e.FiguresReturned(space=territory.id, league=league))
                continue
        _take(tx, territory, figures)
        tx.emit(e.FiguresReturned(space=territory.id, league=None))


def _take(tx: Tx, territory: s.Territory, figures: list[str]) -> None:
    """The winning league's city with the most attack there (then the first in seat
    order) that has a trade post free places its token, and collects the tax."""
    state = tx.state
    holder = state.territories.get(territory.id, "")
    league = _owner(state, figures[0]).league
    if holder and state.city(holder).league == league:
        return  # held by the league already: it was defended
    attack: dict[str, int] = {}
    for f in figures:
        owner = _owner(state, f).name
        attack[owner] = attack.get(owner, 0) + tx.content.figures[f].attack
    seats = [c.name for c in state.cities]
    for player in sorted(attack, key=lambda p: (-attack[p], seats.index(p))):
        held = sum(1 for p in state.territories.values() if p == player)
        if held < tx.content.rules.trade_posts:
            tx.emit(e.TerritoryTaken(space=territory.id, player=player, previous=holder))
            gain(tx, state.city(player), territory.tax)
            return


def cities(tx: Tx) -> None:
    rules = tx.content.rules
    for city_id in rules.integration_order:
        present = figures_on(tx.state, city_id)
        if not present:
            continue
        league = conflict(tx, city_id, present)
        if league is None:
            continue
        figure = present[league][0]
        city = _owner(tx.state, figure)
        bonus, needed, roll = _bonus(tx, figure, "integration"), tx.content.cities[city_id].target, tx.d12()
        won = roll + bonus >= needed
        tx.emit(e.IntegrationRolled(
            player=city.name, city=city_id, roll=roll, bonus=bonus, needed=needed, success=won
        ))  # fmt: skip
        if won:
            gain(tx, tx.state.city(city.name), {"copper": rules.integration_copper})
            held = tx.state.leagues[other(league)].allies.get(city_id)
            token = held if held is not None else pick_token(tx, tx.content.cities[city_id].reward, 1)
            tx.emit(e.CityWon(league=league, player=city.name, city=city_id, token=token or ""))
        tx.emit(e.FiguresReturned(space=city_id, league=None))
