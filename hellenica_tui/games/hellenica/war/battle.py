"""COMBAT: rounds between the active player (the attacker) and one defender on
one area, until a side is gone or withdraws.

A round: losses before any roll (heroes at sea without triremes, triremes
alone on land facing an army), Brilliant General/Admiral tokens, the dice
(rolled here with the command's rng and written into `CombatRoundRolled`),
hero deaths on a yellow '-', the winner's pick of an enemy unit (both on a
tie), then the attacker and then the defender may withdraw. People answer
each choice; an AI seat picks with `mechanics.combat.ai_victim`, always places
its token and never withdraws. A choice with a single option is made at once.
Dice pools, strength and victims are the mechanics' (`combat`, `withdrawals`).
"""

from __future__ import annotations

import random
from typing import Protocol

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.ability_schema import (
    CombatStrength,
    ExtraCasualty,
    ExtraDie,
    PreventCasualty,
    Reroll,
    Suppress,
)
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.effect_schema import EndCombat
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import State, Window, is_ai
from hellenica_tui.games.hellenica.effects.abilities import abilities, applies_when, leader_domains
from hellenica_tui.games.hellenica.effects.timed import blocked
from hellenica_tui.games.hellenica.gods import invoking
from hellenica_tui.games.hellenica.mechanics import combat as cb
from hellenica_tui.games.hellenica.mechanics.dice import yellow_bonus
from hellenica_tui.games.hellenica.mechanics.withdrawals import AreaStanding, defender_withdrawal_areas
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.routes import others_at, own_units, route, transport_options
from hellenica_tui.games.hellenica.war.state import (
    CASUALTY,
    LEADERS,
    START,
    WITHDRAW_ATTACKER,
    WITHDRAW_DEFENDER,
    Combat,
)

CITY_WALLS = "city_walls"

class Table(Protocol):
    """What a round's dice and bonuses are read from: a command being decided (`Tx`),
    or a player's view for the odds shown before the dice (combat_outlook)."""

    s: State
    content: Content
    board: Board
    rules: Rules


class Roller(Protocol):
    """What rolls a round's dice: a command being decided (`Tx`), or the odds
    shown before the dice, which play the round many times (war.outlook)."""

    content: Content
    rng: random.Random


def force_of(s: State, area: str, player: str) -> cb.Force:
    units = own_units(s, area, player)
    return cb.Force(**{cb._FIELD[k]: n for k, n in units.items() if k in cb._FIELD})


def enemy_of(c: Combat, player: str) -> str:
    return c.defender if player == c.attacker else c.attacker


def _over(s: State, c: Combat) -> bool:
    return cb.combat_over(force_of(s, c.area, c.attacker), force_of(s, c.area, c.defender))


def _walls(tx: Table, c: Combat) -> tuple[bool, bool]:
    """(City Walls count in this combat, they shelter the defender)."""
    if tx.board.kind(c.area) != "land":
        return False, False
    area = tx.s.areas[c.area]
    walls = any(up is not None and up.kind == CITY_WALLS for up in area.slots)
    if walls and _suppressed(tx, c, c.defender, "city_walls"):
        walls = False  # as if there were none: combined arms come back too
    return walls, walls and area.owner == c.defender


def _circumstances(tx: Table, c: Combat, player: str) -> set[str]:
    at_sea = tx.board.kind(c.area) == "sea"
    found = {"sea" if at_sea else "land", "attacking" if player == c.attacker else "defending"}
    area = tx.s.areas[c.area]
    if not at_sea and any(up is not None and up.kind == CITY_WALLS for up in area.slots):
        found.add("walls")
    return found


def _suppressed(tx: Table, c: Combat, player: str, bonus: str) -> bool:
    """Whether the side `player` fights takes away its `bonus`."""
    enemy = enemy_of(c, player)
    return any(
        e.bonus == bonus and applies_when(e, _circumstances(tx, c, enemy))
        for e in abilities(tx, enemy, Suppress)
    )


# -- starting and ending -------------------------------------------------------------------


def start_combat(tx: Tx, area: str, attacker: str, origin: str, via: tuple[str, ...] = ()) -> None:
    """Open a combat against the other player with the most units there (seating order on a tie)."""
    s = tx.s
    others = others_at(s, area, attacker)
    if not others:
        return
    defender = max(others, key=lambda p: (force_of(s, area, p).total, -s.players[p].seat))
    tx.emit(we.CombatBegan(area=area, attacker=attacker, defender=defender, origin=origin, via=via))


def end_combat(tx: Tx) -> None:
    c = tx.s.combat
    assert c is not None
    area, attacker, origin, via = c.area, c.attacker, c.origin, tuple(c.via)
    tx.emit(we.CombatEnded(area=area))
    if own_units(tx.s, area, attacker) and others_at(tx.s, area, attacker):
        start_combat(tx, area, attacker, origin, via)
        return
    for hook in tx.rules.hooks.after_combat:  # no other combat follows: movement goes on
        hook(tx)


# -- a round --------------------------------------------------------------------------------


def waiting(s: State) -> bool:
    """Whether someone must answer first: a combat choice, an invocation window or question."""
    return bool(s.pending) or s.window is not None or s.choice is not None or s.resolving is not None


def _window(tx: Tx, c: Combat) -> bool:
    """Before the dice of each round, the two sides may cast combat invocations."""
    s = tx.s
    sides = (c.attacker, c.defender)
    if not invoking.to_ask(s, tx.content, Window(kinds=["combat"], players=list(sides), context=c.area)):
        return False
    key = f"combat:{s.round}:{s.active}:{c.area}:{c.defender}:{c.round + 1}"
    return invoking.open_window(tx, ["combat"], players=sides, context=c.area, resume="combat", key=key)


def advance(tx: Tx) -> None:
    """Play the combat on until someone must answer or it is over."""
    s = tx.s
    while s.combat is not None and not waiting(s):
        c = s.combat
        if c.step == START:
            _losses_before_rolling(tx, c)
            if _over(s, c):
                end_combat(tx)
                continue
            people = []
            for p in (c.attacker, c.defender):
                if may_place_leader(tx, c, p):
                    if is_ai(s, p):
                        tx.emit(we.LeaderPlaced(player=p, domain=combat_domain(tx, c)))
                    else:
                        people.append(p)
            tx.emit(we.CombatStep(step=LEADERS, players=tuple(people)))
        elif c.step == LEADERS:
            if not _window(tx, c):
                _roll(tx, c)
        elif c.step == CASUALTY:
            asked: list[str] = []
            for p in list(c.picks):
                if p in asked:
                    continue
                if not force_of(s, c.area, enemy_of(c, p)).total:
                    tx.emit(we.CasualtyPicked(player=p))  # nothing left to destroy
                    continue
                unit = _automatic_pick(tx, c, p)
                if unit:
                    destroy_unit(tx, c, p, unit)
                else:
                    asked.append(p)
            if asked:
                tx.emit(we.CombatStep(step=CASUALTY, players=tuple(asked)))
            elif c.picks:
                continue  # more picks of the same side (extra casualties)
            elif _over(s, c):
                end_combat(tx)
            elif _ended_by_ability(tx, c):
                units = own_units(s, c.area, c.attacker)
                tx.emit(we.Withdrew(
                    player=c.attacker, src=c.area, dst=c.origin, units=units, via=tuple(reversed(c.via)),
                ))
                end_combat(tx)
            else:
                ask = () if is_ai(s, c.attacker) or not attacker_may_withdraw(tx, c) else (c.attacker,)
                tx.emit(we.CombatStep(step=WITHDRAW_ATTACKER, players=ask))
        elif c.step == WITHDRAW_ATTACKER:
            ask = () if is_ai(s, c.defender) or not defender_retreats(tx, c) else (c.defender,)
            tx.emit(we.CombatStep(step=WITHDRAW_DEFENDER, players=ask))
        else:  # WITHDRAW_DEFENDER: nobody left, a new round
            tx.emit(we.CombatStep(step=START, players=()))


def _losses_before_rolling(tx: Tx, c: Combat) -> None:
    at_sea = tx.board.kind(c.area) == "sea"
    a, d = force_of(tx.s, c.area, c.attacker), force_of(tx.s, c.area, c.defender)
    for player, own, enemy in ((c.attacker, a, d), (c.defender, d, a)):
        lost = cb.automatic_losses(own, enemy, at_sea=at_sea)
        if lost.total:
            units: dict[str, int] = {k: lost.count(k) for k in lost.kinds()}
            tx.emit(we.UnitsLost(player=player, area=c.area, units=units, cause="at_sea" if at_sea else "on_land"))


def combat_domain(tx: Table, c: Combat) -> str:
    return "sea" if tx.board.kind(c.area) == "sea" else "land"


def may_place_leader(tx: Tx, c: Combat, player: str) -> bool:
    domain = combat_domain(tx, c)
    return (
        player not in c.leaders
        and domain in leader_domains(tx, player)
        and domain not in tx.s.players[player].leaders_used
    )


class SideRound:
    """One side's dice and bonuses for a round. `notes` tells each change to the
    plain dice pool as (the ability kind behind it, "" for a rule; what it does),
    for the combat dialog."""

    def __init__(self, tx: Table, c: Combat, player: str) -> None:
        self.player = player
        at_sea = tx.board.kind(c.area) == "sea"
        walls, sheltered = _walls(tx, c)
        defending = player == c.defender
        force = force_of(tx.s, c.area, player)
        notes: list[tuple[str, str]] = []
        pool = cb.dice_pool(force, at_sea=at_sea, city_walls_defender=sheltered and defending, walls_present=walls)
        dice = {"green": pool.green, "red": pool.red, "blue": pool.blue}
        yellow = int(pool.yellow)
        combined = not at_sea and bool(force.all_hoplites and force.all_cavalry)
        if sheltered and defending:
            lost = "; no combined-arms die" if combined else ""
            notes.append(("", f"City Walls: +1 green die, +1 strength{lost}"))
        elif walls and combined:
            notes.append(("", "City Walls stand: no combined-arms die"))
        elif combined:
            notes.append(("", "combined arms: +1 green die"))
        if _suppressed(tx, c, player, "combined_arms") and not walls and combined:
            dice["green"] -= 1
            notes.append(("suppress", "the enemy takes away the combined-arms die"))
        if _suppressed(tx, c, player, "elite_dice"):
            dice["green"] -= force.elite_hoplites > 0
            dice["red"] -= force.elite_cavalry > 0
            dice["blue"] -= force.elite_triremes > 0
            notes.append(("suppress", "the enemy takes away the elite units' dice"))
        if _suppressed(tx, c, player, "hero_die") and yellow:
            yellow = 0
            notes.append(("suppress", "the enemy takes away the hero die"))
        circ = _circumstances(tx, c, player)
        for die in abilities(tx, player, ExtraDie):
            if applies_when(die, circ):
                colour = die.die
                count = die.count
                if colour == "yellow":
                    yellow += count
                else:
                    dice[colour] = dice.get(colour, 0) + count
                notes.append(("extra_die", f"+{count} {colour} die"))
        self.dice = dice
        self.yellow = yellow
        self.heroes = force.heroes
        self.bonus = int(sheltered and defending) + int(player in c.leaders)
        if player in c.leaders:
            notes.append(("", f"Brilliant {'Admiral' if at_sea else 'General'}: +1 strength"))
        for own in abilities(tx, player, CombatStrength):
            if own.side in (None, "self") and applies_when(own, circ):
                self.bonus += own.amount
                notes.append(("combat_strength", f"{own.amount:+d} strength"))
        enemy = enemy_of(c, player)
        for theirs in abilities(tx, enemy, CombatStrength):
            if theirs.side == "enemy" and applies_when(theirs, _circumstances(tx, c, enemy)):
                self.bonus += theirs.amount
                notes.append(("enemy_strength", f"{theirs.amount:+d} strength, by the enemy"))
        self.rerolls = [
            e for e in abilities(tx, player, Reroll)
            if applies_when(e, circ) and player not in c.rerolls
        ]
        if self.rerolls:
            notes.append(("reroll", "may reroll dice once this combat"))
        self.notes = notes
        self.numbers: list[tuple[str, int]] = []
        self.faces: list[str] = []

    def roll(self, tx: Roller) -> None:
        self.numbers = []
        for colour in ("green", "red", "blue"):
            for _ in range(max(self.dice.get(colour, 0), 0)):
                self.numbers.append((colour, int(tx.rng.choice(tx.content.dice[colour].faces))))
        self.faces = [tx.rng.choice(tx.content.dice["yellow"].faces) for _ in range(self.yellow)]

    def strength(self) -> int:
        first = self.faces[0] if self.faces else None
        base, _ = cb.round_strength([n for _, n in self.numbers], first)
        extra = sum(yellow_bonus(f) for f in self.faces[1:])
        return max(base + extra + self.bonus, 0)

    def heroes_killed(self) -> int:
        return min(sum(f == "-" for f in self.faces), self.heroes)


def roll_round(tx: Roller, a: SideRound, d: SideRound) -> list[tuple[str, str, int, int]]:
    """Both sides roll, then each may reroll, the attacker first; the rerolls made."""
    a.roll(tx)
    d.roll(tx)
    return _reroll(tx, a, d) + _reroll(tx, d, a)


def _reroll(tx: Roller, side: SideRound, enemy: SideRound) -> list[tuple[str, str, int, int]]:
    """A side's once-a-combat reroll, used in the first round where it can only help:
    its own lowest dice when it rolled more than one (the highest still counts),
    its single die when it is losing, or the enemy's highest when the enemy wins or ties."""
    done: list[tuple[str, str, int, int]] = []
    for e in side.rerolls:
        count = e.count
        if e.dice == "enemy":
            if side.strength() > enemy.strength() or not enemy.numbers:
                continue
            order = sorted(range(len(enemy.numbers)), key=lambda i: -enemy.numbers[i][1])[:count]
            target = enemy
        else:
            if len(side.numbers) >= 2:
                order = sorted(range(len(side.numbers)), key=lambda i: side.numbers[i][1])[: min(count, len(side.numbers) - 1)]
            elif side.numbers and side.strength() < enemy.strength():
                order = [0]
            else:
                continue
            target = side
        for i in order:
            colour, old = target.numbers[i]
            new = int(tx.rng.choice(tx.content.dice[colour].faces))
            target.numbers[i] = (colour, new)
            done.append((side.player, colour, old, new))
        break
    return done


def _roll(tx: Tx, c: Combat) -> None:
    a, d = SideRound(tx, c, c.attacker), SideRound(tx, c, c.defender)
    rerolled = roll_round(tx, a, d)
    sa, sd = a.strength(), d.strength()
    a_force, d_force = force_of(tx.s, c.area, c.attacker), force_of(tx.s, c.area, c.defender)
    a_left = a_force.total - a.heroes_killed()
    d_left = d_force.total - d.heroes_killed()
    picks = []
    if sa >= sd and d_left > 0:
        picks += [c.attacker] * (1 + (_extra_casualties(tx, c, c.attacker) if sa > sd else 0))
    if sd >= sa and a_left > 0:
        picks += [c.defender] * (1 + (_extra_casualties(tx, c, c.defender) if sd > sa else 0))
    tx.emit(we.CombatRoundRolled(
        area=c.area, round=c.round + 1, attacker_dice=tuple(a.numbers), defender_dice=tuple(d.numbers),
        attacker_yellow=tuple(a.faces), defender_yellow=tuple(d.faces), attacker_strength=sa,
        defender_strength=sd, picks=tuple(picks), rerolled=tuple(rerolled),
    ))
    for side in (a, d):
        if side.heroes_killed():
            tx.emit(we.UnitsLost(player=side.player, area=c.area, units={"hero": side.heroes_killed()}, cause="hero_die"))


def _automatic_pick(tx: Tx, c: Combat, player: str) -> str:
    """The victim picked without asking: the only kind left, or an AI's pick; '' to ask."""
    enemy = force_of(tx.s, c.area, enemy_of(c, player))
    kinds = enemy.kinds()
    if len(kinds) == 1:
        return kinds[0]
    if not is_ai(tx.s, player):
        return ""
    walls, sheltered = _walls(tx, c)
    return cb.ai_victim(
        enemy, tx.rng, at_sea=combat_domain(tx, c) == "sea",
        enemy_walls_defender=sheltered and enemy_of(c, player) == c.defender, walls_present=walls,
    )


def destroy_unit(tx: Tx, c: Combat, player: str, unit: str) -> None:
    victim = enemy_of(c, player)
    shield = sum(
        e.count
        for e in abilities(tx, victim, PreventCasualty)
        if applies_when(e, _circumstances(tx, c, victim))
    )
    if shield > c.prevented.get(victim, 0):
        tx.emit(we.CasualtyPrevented(player=victim, unit=unit))
    else:
        tx.emit(we.UnitsLost(player=victim, area=c.area, units={unit: 1}, cause="combat", by=player))
    tx.emit(we.CasualtyPicked(player=player))


def _extra_casualties(tx: Tx, c: Combat, player: str) -> int:
    return sum(
        e.count
        for e in abilities(tx, player, ExtraCasualty)
        if applies_when(e, _circumstances(tx, c, player))
    )


def _ended_by_ability(tx: Tx, c: Combat) -> bool:
    """An `end_combat` effect of either side sends the attacker back after this round."""
    return any(abilities(tx, p, EndCombat) for p in (c.attacker, c.defender))


# -- withdrawals ----------------------------------------------------------------------------


def attacker_may_withdraw(tx: Tx, c: Combat) -> bool:
    s = tx.s
    return (
        not s.areas[c.area].creature and not others_at(s, c.origin, c.attacker)
        and not blocked(s, c.origin, "enter") and not blocked(s, c.area, "leave")
    )


def defender_retreats(tx: Tx, c: Combat) -> tuple[str, ...]:
    """Where all the defender's units may retreat together: friendly areas, else neutral ones."""
    s = tx.s
    if s.areas[c.area].creature:
        return ()
    group = own_units(s, c.area, c.defender)
    if not group:
        return ()
    standings = []
    for dst in _candidates(tx, c.area, c.defender):
        try:
            route(tx, c.defender, c.area, dst, group, {})
        except IllegalCommand:
            continue
        st = s.areas[dst]
        standings.append(AreaStanding(
            area=dst, own_city=st.owner == c.defender, own_units=bool(own_units(s, dst, c.defender)),
            other_units=bool(others_at(s, dst, c.defender)), other_owner=bool(st.owner) and st.owner != c.defender,
            creature=bool(st.creature),
        ))
    return defender_withdrawal_areas(standings, creature_present=False)


def _candidates(tx: Tx, area: str, player: str) -> list[str]:
    found = set(tx.board.neighbours(area))
    if tx.board.kind(area) == "land":
        found |= set(transport_options(tx, player, area, {}))
    found.discard(area)
    return sorted(found)
