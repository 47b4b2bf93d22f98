"""Attacking in the sea battle and land battle phases (rules/battles.md)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from msgspec.structs import replace

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.combat.battle_cards import Battle, casualty_modifier
from hellenica_tui.games.war.combat.battle_cards import effects as card_effects
from hellenica_tui.games.war.combat.battle_cards import why_not as card_refusal
from hellenica_tui.games.war.combat.casualties import casualties
from hellenica_tui.games.war.combat.dice import roll_side, rolling
from hellenica_tui.games.war.commands import Attack, Defend
from hellenica_tui.games.war.content.schema import CardEffect
from hellenica_tui.games.war.events import Side
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
    # The units of the spaces around, in the units' order (by id, the order they were raised in).
    near = sorted((u for space in set(neighbours(content, target)) for u in tx.units_at(space, player)),
                  key=lambda u: u.id)  # fmt: skip
    if theatre == "sea":
        ships = [u for u in near if u.kind in SHIPS]
        ready = [u for u in ships if not u.attacked and u.hesitant != state.turn and ship_space(content, u.space)]
        return rolling(state, ready, "sea")
    return [
        u for u in near
        if u.kind in FIGHTERS and not u.attacked and u.hesitant != state.turn and not is_sea(content, u.space)
    ]  # fmt: skip


class Plan(NamedTuple):
    theatre: str
    defender: str
    defending: list[Unit]
    mine: list[Unit]
    city: City | None  # the city fought for, in a land battle
    target: str = ""


def plan(tx: Tx, player: str, command: Attack, declared: bool = False) -> Plan:
    """Who fights whom if `player` attacks so; or IllegalCommand. Nothing is rolled.
    `declared`: the attack's cards were already checked and played."""
    state, content = tx.state, tx.content
    target = command.target
    if target not in content.spaces:
        raise _refuse(f"there is no space {target} on the map")
    theatre = "sea" if state.phase == "sea" else "land"
    enemies = [u for u in tx.units_at(target) if u.owner != player]
    city = tx.city_at(target)
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
    found = Plan(theatre, defender, defending, mine, city if theatre == "land" else None, target)
    if not declared:
        reason = card_refusal(content, state.players[player].hand, command.cards, "attack", _battle(found))
        if reason:
            raise _refuse(reason)
    return found


def _battle(plan: Plan) -> Battle:
    return Battle(plan.theatre, plan.city is not None, plan.defending)


def attack(tx: Tx, player: str, command: Attack) -> None:
    """Declared against a player, the attack waits for his answer (`defend`); against a
    neutral city it is fought at once."""
    found = plan(tx, player, command)
    if found.defender:
        tx.emit(ev.BattleDeclared(
            attacker=player, defender=found.defender, target=command.target, then=command.then, cards=command.cards,
        ))  # fmt: skip
    else:
        for card in command.cards:  # played, as a declared attack's are when it is declared
            tx.emit(ev.CardPlayed(player=player, card=card))
        resolve(tx, player, found, command.then, command.cards, ())


def defend(tx: Tx, player: str, command: Defend) -> None:
    pending = tx.state.pending
    assert pending is not None  # decide lets Defend through only then
    found = plan(tx, pending.attacker, Attack(target=pending.target), declared=True)
    reason = card_refusal(tx.content, tx.state.players[player].hand, command.cards, "defence", _battle(found))
    if reason:
        raise _refuse(reason)
    for card in command.cards:
        tx.emit(ev.CardPlayed(player=player, card=card))
    resolve(tx, pending.attacker, found, pending.then, tuple(pending.cards), command.cards)


def resolve(
    tx: Tx, player: str, found: Plan, then: str, attack_cards: Sequence[str], defence_cards: Sequence[str]
) -> None:
    state, content = tx.state, tx.content
    theatre, defender, defending, mine, in_city, _ = found
    mine_cards, their_cards = card_effects(content, attack_cards), card_effects(content, defence_cards)
    attack_side = roll_side(tx, player, mine, "attack", theatre, in_city, cards=mine_cards)
    rollers = rolling(state, defending, theatre)
    defence_side = roll_side(
        tx, defender, rollers, "defence", theatre, in_city,
        neutral_army=in_city is not None and not in_city.controller and not rollers,
        garrison=in_city is not None, cards=their_cards,
    )  # fmt: skip
    attack_side, defence_side = _card_dice(tx, attack_side, defence_side, mine_cards, their_cards)
    won = attack_side.total > defence_side.total
    tx.emit(ev.BattleFought(
        kind=theatre, target=found.target, attacker=attack_side, defender=defence_side, attacker_won=won,
    ))  # fmt: skip
    if won:
        extra = casualty_modifier(their_cards, mine_cards)
        casualties(tx, defender, player, [tx.state.unit(u.id) for u in defending], extra)
        if in_city is not None:
            _take_city(tx, player, tx.state.cities[in_city.id], then)
    else:
        extra = casualty_modifier(mine_cards, their_cards)
        casualties(tx, player, defender, [tx.state.unit(u.id) for u in mine], extra)


def _card_dice(
    tx: Tx, attack: Side, defence: Side, mine: Sequence[CardEffect], theirs: Sequence[CardEffect]
) -> tuple[Side, Side]:
    """Cards' dice: each side's own, added to its total; then those taken from the other."""

    def dice(cards: Sequence[CardEffect], kind: str) -> tuple[int, ...]:
        return tuple(d for e in cards if e.kind == kind and e.dice for d in tx.roll(e.dice))

    plus_a, plus_d = dice(mine, "total"), dice(theirs, "total")
    minus_d, minus_a = dice(mine, "opponent_total"), dice(theirs, "opponent_total")
    attack = replace(attack, card_dice=plus_a, minus_dice=minus_a, total=attack.total + sum(plus_a) - sum(minus_a))
    defence = replace(defence, card_dice=plus_d, minus_dice=minus_d, total=defence.total + sum(plus_d) - sum(minus_d))
    return attack, defence


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
    prisoners = tuple(u.id for u in left if u.kind == "leader")
    taken = tuple(u.id for u in left if u.kind != "leader")
    if taken:
        tx.emit(ev.UnitsCaptured(player=player, ids=taken))
    if prisoners:
        tx.emit(ev.LeadersTaken(player=player, ids=prisoners))
    for _ in range(state.players[player].treasure):
        dice = tx.roll(TREASURE)
        tx.emit(ev.GoldChanged(player=player, amount=sum(dice), reason="treasure", dice=dice))
    if then != "hold":
        dice = tx.roll(PLUNDER)
        razed = max(city.razed, PLUNDERED if then == "plunder" else DESTROYED)
        tx.emit(ev.CityPlundered(player=player, city=city.id, dice=dice, razed=razed))
