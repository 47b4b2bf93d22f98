"""A seat's chance to win a game of Epireia from a position, for the search's
playouts that stop short of the end.

The game is won in the Great Battle only, front by front, so what counts is each
league's strength on each front: its tokens (its cities' reserves and its allies'
gifts) laid where their unit goes, the strongest first, and its best figures
joining a column. What is not a token yet counts for less, the less the closer
the battle: resources (each unit's own resource), buildings, the reward of the Act
in play as far as the league's best city has come towards it, Prestige (bonuses
and the tie-breaks). A front is won with a chance that grows with the lead there
(a logistic of the difference, flatter for bigger armies), and the game with two
fronts of three. In the solo game the enemy's army is known, and the battle is
fought only if every objective is met by the last round: the chance is that of
meeting them, from what is left to do and the rounds left, times that of winning
the battle.
"""

from __future__ import annotations

import math

from hellenica_tui.games.epireia.battle import league_tokens
from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.content.schema import SoloScenario
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.objectives import progress
from hellenica_tui.games.epireia.state import State
from hellenica_tui.games.epireia.vocabulary import League, other

UNIT_OF = {"copper": "hoplites", "wood": "triremes", "wheat": "cavalry"}
PER_RESOURCE = 1.0  # a resource, in power of a token to come (2 buy a token of about 2.4, 3 one of 4.3)
BUILDING = 1.2  # a building, in power: what it brings later (income, level II, Prestige, a figure)
PRESTIGE = 0.2  # a point of Prestige, in power (bonuses, the tie-breaks)
FIGURE = 0.7  # of a figure's attack, on the front it leads (it joins one column of three)
ACT = 0.8  # of an Act's reward, times the square of the league's best progress towards it
SLOPE = 1.5  # power a front is led by for odds of e to 1, for a small army
SPREAD = 0.1  # and more for each point of power on that front
ACTIONS = 2  # a development turn's actions
PACE = {"territories": 0.6, "empires": 0.4, "integrations": 0.3}  # a solo objective's steps a resolution
AVERAGE = {1: 2.4, 2: 4.3}  # a token's mean power by level


def chances(s: State, seat: str) -> float:
    """The chance that `seat`'s league wins."""
    content = content_for(s.scenario, s.content_hash)
    league = s.city(seat).league
    if s.phase == "over":
        return 1.0 if s.winner == league else 0.0
    if s.solo:
        return _solo(s, content, league)
    later = _later(s)
    mine = _fronts(s, content, league, later)
    theirs = _fronts(s, content, other(league), later)
    won = [_front(a, b) for a, b in zip(mine, theirs, strict=True)]
    return _two_of_three(won)


def _later(s: State) -> float:
    """How much what is not yet a token still counts: less as the battle nears."""
    if s.phase in ("battle_setup", "battle"):
        return 0.0
    if s.act < 3:
        return 0.8
    return 0.25 if s.act_done else 0.5


def _front(mine: float, theirs: float) -> float:
    scale = SLOPE + SPREAD * (mine + theirs)
    return 1.0 / (1.0 + math.exp(-(mine - theirs) / scale))


def _two_of_three(p: list[float]) -> float:
    a, b, c = p
    return a * b + a * c + b * c - 2 * a * b * c


def _powers(s: State, content: Content, league: League, later: float) -> dict[str, list[float]]:
    """The league's tokens by unit, and what its resources, buildings and the Act may add."""
    out: dict[str, list[float]] = {u: [] for u in UNIT_OF.values()}
    for t in league_tokens(s, league):
        token = content.tokens[t]
        out[token.unit].append(float(token.value))
    if later <= 0:
        return out
    members = s.members(league)
    pooled = dict(s.leagues[league].treasury)
    for city in members:
        for r, n in city.resources.items():
            pooled[r] = pooled.get(r, 0) + n
    for r, n in pooled.items():
        if n and r in UNIT_OF:
            out[UNIT_OF[r]].append(later * PER_RESOURCE * n)
    built = sum(len(c.buildings) for c in members)
    fame = sum(c.prestige for c in members)
    spread = later * (BUILDING * built + PRESTIGE * fame) / 3
    for unit in out:
        out[unit].append(spread)
    card = content.cards.get(s.card)
    if card is not None and not s.act_done:
        best = max(progress(s, content, c, card.objective) for c in members) if members else 0
        reach = min(1.0, best / card.objective.at_least) ** 2
        for spec in card.reward:
            out[spec.unit].append(ACT * reach * AVERAGE.get(spec.level, 3.0))
    return out


def _fronts(s: State, content: Content, league: League, later: float) -> list[float]:
    """The league's power on each front: the strongest tokens where their unit goes (the
    center first for hoplites), its best figures one a front."""
    powers = {u: sorted(v, reverse=True) for u, v in _powers(s, content, league, later).items()}
    fronts = []
    for front in _front_order(content):
        total = 0.0
        for unit, count in _slots_by_unit(content, front).items():
            taken, powers[unit] = powers[unit][:count], powers[unit][count:]
            total += sum(taken)
        fronts.append((front, total))
    attacks = sorted((content.figures[f].attack for c in s.members(league) for f in c.figures), reverse=True)
    by_front = dict(fronts)
    for (front, _), attack in zip(sorted(fronts, key=lambda ft: ft[1]), attacks, strict=False):
        by_front[front] += FIGURE * attack
    return [by_front[f.id] for f in content.fronts]


def _front_order(content: Content) -> list[str]:
    """The fronts in the order they draw on a shared unit: the one wanting most of it first."""
    return sorted((f.id for f in content.fronts), key=lambda f: -max(_slots_by_unit(content, f).values()))


def _slots_by_unit(content: Content, front: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for slot in content.slots.values():
        if slot.front == front:
            out[slot.unit] = out.get(slot.unit, 0) + 1
    return out


def _solo(s: State, content: Content, league: League) -> float:
    solo = content.solos[s.solo]
    met = 1.0 if s.phase in ("battle_setup", "battle") else _objectives_met(s, content, solo)
    later = 0.0 if s.phase in ("battle_setup", "battle") else min(0.9, 0.15 * (solo.rounds - s.round + 1))
    mine = _fronts(s, content, league, later)
    army = {f.id: 0.0 for f in content.fronts}
    for slot, token in solo.army.items():
        army[content.slots[slot].front] += content.tokens[token].value
    won = [_front(a, army[f.id]) for a, f in zip(mine, content.fronts, strict=True)]
    return met * _two_of_three(won)


def _objectives_met(s: State, content: Content, solo: SoloScenario) -> float:
    """The chance of meeting every objective by the last round. Those met by actions
    (Prestige, buildings, tokens, donations, figures) share the actions left: one
    action each step short; the others (Territories, Empires) come with the
    resolutions left, at a pace of their own."""
    city = s.cities[0]
    after = solo.rounds - s.round  # whole rounds still to come
    actions = ACTIONS * after + (s.actions_left if s.phase == "development" else 0)
    resolutions = after + (1 if s.phase in ("development", "diplomacy") else 0)
    needed, chance = 0, 1.0
    for objective in solo.objectives:
        short = objective.at_least - progress(s, content, city, objective)
        if short <= 0:
            continue
        if objective.kind in PACE:
            chance *= _logistic(2.0 * (PACE[objective.kind] * resolutions - short))
        else:
            needed += short
    return chance * (_logistic(1.5 * (actions - needed + 0.5)) if needed else 1.0)


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))
