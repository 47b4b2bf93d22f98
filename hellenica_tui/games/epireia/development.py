"""The development phase: two actions a turn (donate, build, produce), the
Administrator's ability, and the figures owed by a building or a bonus."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.epireia import commands as c
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content import schema as s
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.economy import (
    constraints,
    describe,
    draw_token,
    gain,
    has_effect,
    owe_recruit,
    raise_prestige,
    recruitable,
    shortfall,
    split_cost,
)
from hellenica_tui.games.epireia.state import City, State, deck_key
from hellenica_tui.games.epireia.tx import Tx
from hellenica_tui.games.epireia.vocabulary import RESOURCES, UNITS, Resources, Unit


def token_cost(state: State, content: Content, unit: Unit, level: int) -> Resources:
    cost = dict(content.decks[(unit, level)].cost)
    for k in constraints(state, content):
        if isinstance(k, s.TokenCost):
            cost["copper"] = cost.get("copper", 0) + k.amount
    return cost


def _turn(state: State, player: str) -> City:
    if state.phase != "development":
        raise IllegalCommand("that is an action of the development phase", "turn")
    if state.current != player:
        raise IllegalCommand(f"it is {state.current}'s turn to develop", "turn")
    return state.city(player)


def check(state: State, content: Content, player: str, command: Command) -> None:
    city = _turn(state, player)
    if city.recruits_owed and not isinstance(command, c.Recruit):
        raise IllegalCommand("choose your new figure first (recruit)", "figures")
    match command:
        case c.Donate(resource=r, amount=n):
            low, high = content.rules.donation.least, content.rules.donation.most
            if not low <= n <= high:
                raise IllegalCommand(f"a donation is {low} to {high} of one resource")
            if city.resources.get(r, 0) < n:
                raise IllegalCommand(f"you have only {city.resources.get(r, 0)} {r}")
        case c.Build(building=b):
            _can_build(content, city, b)
        case c.Produce(unit=unit, level=level):
            _can_produce(state, content, city, unit, level)
        case c.UseAbility(choice=choice):
            _can_use(state, content, city, choice)
        case c.Recruit(figure=f):
            if not city.recruits_owed:
                raise IllegalCommand("no new figure is owed to you", "figures")
            if f not in recruitable(content, city):
                raise IllegalCommand(f"{f!r} is not a figure of {city.city} still to come", "figures")
        case c.Done():
            pass


def _can_build(content: Content, city: City, b: str) -> None:
    building = content.buildings.get(b)
    if building is None:
        raise IllegalCommand(f"there is no building {b!r}", "build")
    if b in city.buildings:
        raise IllegalCommand(f"your {building.name} is already built; a building is built once", "build")
    lack = shortfall(city.resources, building.cost)
    if lack:
        raise IllegalCommand(f"the {building.name} costs {describe(building.cost)}; you lack {describe(lack)}", "build")


def _can_produce(state: State, content: Content, city: City, unit: Unit, level: int) -> None:
    if unit not in UNITS or (unit, level) not in content.decks:
        raise IllegalCommand(f"there are no {unit} of level {level}", "produce")
    if level == 2 and not any(
        isinstance(eff := content.buildings[b].effect, s.LevelTwo) and eff.unit == unit for b in city.buildings
    ):
        raise IllegalCommand(f"level II {unit} need your city's military building for them", "produce")
    if not state.decks[deck_key(unit, level)]:
        raise IllegalCommand(f"the stock of {unit} of level {level} is exhausted", "produce")
    split_cost(state, city, token_cost(state, content, unit, level), treasury=True)


def _can_use(state: State, content: Content, city: City, choice: str) -> None:
    admin = content.administrators[city.admin]
    if not has_effect(content, city, s.AdministratorUse):
        raise IllegalCommand(f"the {admin.name}'s ability needs your Administrator building", "ability")
    if city.ability_uses >= content.rules.ability_uses:
        raise IllegalCommand(f"the ability has been used {content.rules.ability_uses} times already", "ability")
    if city.ability_round == state.round:
        raise IllegalCommand("the ability is used once a round", "ability")
    ability = admin.ability
    if isinstance(ability, s.FreeToken):
        if choice not in UNITS or not state.decks[deck_key(choice, ability.level)]:
            raise IllegalCommand("name a unit whose stock is not exhausted: ability hoplites", "ability")
    elif isinstance(ability, s.Withdraw):
        if choice not in RESOURCES or not state.leagues[city.league].treasury.get(choice):
            raise IllegalCommand("name a resource your league's treasury holds: ability copper", "ability")
    elif isinstance(ability, s.FreeBuild):
        _can_build(content, city, choice)
    elif choice:
        raise IllegalCommand(f"the {admin.name}'s ability takes no choice", "ability")


def do(tx: Tx, player: str, command: Command) -> bool:
    """Carry out a development command; True if the turn is over."""
    match command:
        case c.Donate(resource=r, amount=n):
            tx.emit(e.Donated(player=player, resource=r, amount=n), e.ActionSpent(player=player))
            raise_prestige(tx, player, 1)
        case c.Build(building=b):
            tx.emit(e.ActionSpent(player=player))
            _build(tx, player, b)
        case c.Produce(unit=unit, level=level):
            city = tx.state.city(player)
            own, league = split_cost(tx.state, city, token_cost(tx.state, tx.content, unit, level), treasury=True)
            tx.emit(e.Paid(player=player, own=own, treasury=league), e.ActionSpent(player=player))
            draw_token(tx, player, unit, level)
        case c.UseAbility(choice=choice):
            _use(tx, player, choice)
        case c.Recruit(figure=f):
            tx.emit(e.FigureRecruited(player=player, figure=f))
        case c.Done():
            return True
    city = tx.state.city(player)
    return tx.state.actions_left <= 0 and not city.recruits_owed


def _build(tx: Tx, player: str, b: str) -> None:
    building = tx.content.buildings[b]
    tx.emit(e.Paid(player=player, own={r: n for r, n in building.cost.items() if n}), e.Built(player=player, building=b))
    effect = building.effect
    if isinstance(effect, s.PrestigeGain):
        raise_prestige(tx, player, effect.amount)
    elif isinstance(effect, s.NewFigure):
        owe_recruit(tx, player)


def _use(tx: Tx, player: str, choice: str) -> None:
    city = tx.state.city(player)
    ability = tx.content.administrators[city.admin].ability
    tx.emit(e.AbilityUsed(player=player, round=tx.state.round))
    if isinstance(ability, s.FreeToken):
        draw_token(tx, player, choice, ability.level)
    elif isinstance(ability, s.PrestigeGain):
        raise_prestige(tx, player, ability.amount)
    elif isinstance(ability, s.Blessing):
        tx.emit(e.Blessed(player=player, round=tx.state.round))
    elif isinstance(ability, s.Withdraw):
        held = tx.state.leagues[city.league].treasury.get(choice, 0)  # type: ignore[call-overload]
        room = tx.content.rules.resource_cap - city.resources.get(choice, 0)  # type: ignore[call-overload]
        amount = min(ability.amount, held, room)
        if amount > 0:
            tx.emit(e.Withdrawn(player=player, resource=choice, amount=amount))  # type: ignore[arg-type]
    elif isinstance(ability, s.Gain):
        gain(tx, city, ability.resources)
    else:
        _build(tx, player, choice)


def candidates(state: State, content: Content, player: str) -> list[Command]:
    city = state.city(player)
    if city.recruits_owed:
        return [c.Recruit(figure=f) for f in recruitable(content, city)]
    out: list[Command] = []
    low, high = content.rules.donation.least, content.rules.donation.most
    for r in RESOURCES:
        out += [c.Donate(resource=r, amount=n) for n in range(low, min(high, city.resources.get(r, 0)) + 1)]
    out += [c.Build(building=b) for b in content.buildings]
    out += [c.Produce(unit=u, level=lv) for (u, lv) in content.decks]
    ability = content.administrators[city.admin].ability if city.admin else None
    if isinstance(ability, s.FreeToken):
        out += [c.UseAbility(choice=u) for u in UNITS]
    elif isinstance(ability, s.Withdraw):
        out += [c.UseAbility(choice=r) for r in RESOURCES]
    elif isinstance(ability, s.FreeBuild):
        out += [c.UseAbility(choice=b) for b in content.buildings]
    elif ability is not None:
        out.append(c.UseAbility())
    out.append(c.Done())
    return out
