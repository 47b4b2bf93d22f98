"""Questions a screen asks of the rules, answered by the rules' own functions: where a
stack may go this move phase and at what cost (`reachable`), and who fights whom in a
battle, with each die's modifier and the odds (`battle_preview`), and what a revolt
answered without a card risks (`revolt_preview`).

Nothing here decides anything: every answer is worked out on a copy of the state,
through `movement.moves.move` and `combat.battles.plan` / `combat.dice.roll_side`, so
the screen can never disagree with what a command would do.
"""

from __future__ import annotations

import heapq
import random
from typing import NamedTuple

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.combat import battles
from hellenica_tui.games.war.combat.battle_cards import effects as card_effects
from hellenica_tui.games.war.combat.battle_cards import per_die as card_per_die
from hellenica_tui.games.war.combat.dice import city_bonus, per_die, roll_side, rolling
from hellenica_tui.games.war.commands import Attack, Move
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.diplomacy import revolt
from hellenica_tui.games.war.effects import skill_effects
from hellenica_tui.games.war.movement.moves import move
from hellenica_tui.games.war.state import FIGHTERS, State
from hellenica_tui.games.war.tx import Tx

MAX_SPACES = 120  # a stack reaches a few dozen spaces at most; a bound all the same
ODDS_SAMPLES = 600  # battles rolled for the odds: within a few points of the true figure


class Reach(NamedTuple):
    costs: dict[str, int]  # space -> the fewest movement points the group spends to get there
    previous: dict[str, str]  # space -> the space before it on that cheapest way

    def first_step(self, space: str, start: str) -> str:
        """The neighbour of `start` the cheapest way to `space` goes through."""
        while self.previous.get(space, start) != start:
            space = self.previous[space]
        return space


def reachable(state: State, content: Content, player: str, group: Move) -> Reach:
    """Each space the group `group` names (its `dst` ignored) may reach this move phase,
    in one or more steps, with the fewest movement points it spends there (the most any
    of its units pays); the start is not included. Each step is the rules' own `move`,
    made on a copy of the state, so carrying, stacking, landing and capture all count."""
    start = group.src
    best: dict[str, int] = {start: 0}
    previous: dict[str, str] = {}
    states = {start: state}
    queue = [(0, start)]
    rng = random.Random(0)  # a step rolls nothing; the generator is never read
    while queue and len(best) < MAX_SPACES:
        spent, here = heapq.heappop(queue)
        if spent > best.get(here, spent):
            continue
        for there in content.spaces[here].neighbours:
            tx = Tx(states[here], content, rng)
            try:
                move(tx, player, Move(
                    src=here, dst=there, army=group.army, rowers=group.rowers, fleet=group.fleet,
                    transport=group.transport, baggage=group.baggage, leaders=group.leaders,
                ))  # fmt: skip
            except IllegalCommand:
                continue
            step = max((e.costs for e in tx.events if isinstance(e, ev.Moved)), default=(0,))
            cost = spent + max(step, default=0)
            if there not in best or cost < best[there]:
                best[there] = cost
                previous[there] = here
                states[there] = tx.state
                heapq.heappush(queue, (cost, there))
    del best[start]
    return Reach(best, previous)


class Die(NamedTuple):
    """One die a side rolls: for whom, of how many sides, and what is added to it."""

    what: str  # "army 12", "garrison", "the city's own army", a leader's skill
    sides: int
    modifier: int


class SidePreview(NamedTuple):
    player: str  # "" for a neutral city
    dice: list[Die]
    cards: tuple[str, ...]


class Preview(NamedTuple):
    theatre: str
    target: str
    city: str  # the city fought for, "" if none
    attacker: SidePreview
    defender: SidePreview
    win: float  # the attacker's chance to win, from ODDS_SAMPLES battles rolled by the rules


def battle_preview(
    state: State, content: Content, player: str, target: str,
    attack_cards: tuple[str, ...] = (), defence_cards: tuple[str, ...] = (), samples: int = ODDS_SAMPLES,
) -> Preview:  # fmt: skip
    """Who fights whom if `player` attacks `target` now (or the battle declared, if one
    waits), each die with its modifier, and the attacker's odds; IllegalCommand if the
    rules refuse the attack. Cards are taken as played, without checking the hands."""
    tx = Tx(state, content, random.Random(0), read_only=True)
    found = battles.plan(tx, player, Attack(target=target), declared=True)
    theatre, city = found.theatre, found.city
    mine, theirs = card_effects(content, attack_cards), card_effects(content, defence_cards)
    rollers = rolling(state, found.defending, theatre)
    neutral_army = city is not None and not city.controller and not rollers

    def dice(units: list, role: str, cards: list) -> list[Die]:  # type: ignore[type-arg]
        out = []
        for u in sorted(units, key=lambda u: u.id):
            mod = per_die(state, content, u, role, theatre, city) + card_per_die(cards, u)  # type: ignore[arg-type]
            out.append(Die(f"{content.units[u.kind].name.lower()} {u.id}", content.units[u.kind].battle_die, mod))
        return out

    attack_dice = dice(found.mine, "attack", mine) + _skill_dice(state, content, player, found.mine)
    defence_dice = dice(rollers, "defence", theirs) + _skill_dice(state, content, found.defender, rollers)
    if city is not None:
        bonus = city_bonus(content, city)
        if neutral_army:
            defence_dice.append(Die("the city's own army", 10, bonus))
        defence_dice.append(Die("garrison", 6, bonus))
    wins = 0
    for n in range(samples):
        roll = Tx(state, content, random.Random(n), read_only=True)
        a = roll_side(roll, player, found.mine, "attack", theatre, city, cards=mine)
        d = roll_side(
            roll, found.defender, rollers, "defence", theatre, city,
            neutral_army=neutral_army, garrison=city is not None, cards=theirs,
        )  # fmt: skip
        a, d = battles._card_dice(roll, a, d, mine, theirs)
        wins += a.total > d.total
    return Preview(
        theatre,
        target,
        city.id if city is not None else "",
        SidePreview(player, attack_dice, attack_cards),
        SidePreview(found.defender, defence_dice, defence_cards),
        wins / samples if samples else 0.0,
    )


def _skill_dice(state: State, content: Content, player: str, units: list) -> list[Die]:  # type: ignore[type-arg]
    """The dice leaders' skills add once to a side's total (as `roll_side` rolls them)."""
    out = []
    for space in sorted({u.space for u in units}):
        leaders = [u for u in state.at(space, player) if u.kind == "leader"]
        for e in skill_effects(content, leaders):
            if e.kind == "battle_total" and e.dice:
                n, sides = e.dice.split("d")
                out += [Die("a leader's skill", int(sides), 0)] * int(n)
    return out


def pending_preview(state: State, content: Content, defence_cards: tuple[str, ...] = ()) -> Preview | None:
    """The battle declared and waiting for the defender's answer, if one is."""
    pending = state.pending
    if pending is None:
        return None
    return battle_preview(state, content, pending.attacker, pending.target, tuple(pending.cards), defence_cards)


class RevoltPreview(NamedTuple):
    guards: int  # the holder's armies and rowers in the city, who fight the rebels
    bonus: int  # the city's modifier to each of their dice
    lost: float  # the chance the city is lost if its holder answers with no card


REVOLT_SAMPLES = 300  # revolts rolled for the chance: a revolt is a handful of dice


def revolt_preview(state: State, content: Content, samples: int = REVOLT_SAMPLES) -> RevoltPreview:
    """What the revolt waiting for its holder's answer risks, rolled by the rules' own
    `diplomacy.revolt` on copies of the state."""
    city = state.cities[state.pending_revolt]
    holder = city.controller
    guards = sum(1 for u in state.at(city.space, holder) if u.kind in FIGHTERS)
    lost = 0
    for n in range(samples):
        tx = Tx(state, content, random.Random(n))
        revolt(tx, tx.state.cities[city.id])
        lost += tx.state.cities[city.id].controller != holder
    return RevoltPreview(guards, city_bonus(content, city), lost / samples if samples else 0.0)
