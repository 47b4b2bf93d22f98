"""A player's chance to win a game of War and politics from a position, for the
search's playouts that stop short of the end.

The most cities after the last turn wins, so cities count most (with a leader
who counts as one); then what takes and keeps them: income, armies and fleets,
gold; leaders standing with armies; armies next to a city not yet held, in proportion to how much stronger
they are than what defends it; and, against it, enemy fighters next to one's
own cities, the home city most. Each player's worth goes through a softmax to a
share of the chance to win, sharper as the last turn comes near (a lead late in
the game is harder to undo).
"""

from __future__ import annotations

import math

from hellenica_tui.ai.war.reach import FAR, land_steps
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.effects import amount, player_effects
from hellenica_tui.games.war.ruleset import RULESET
from hellenica_tui.games.war.state import FIGHTERS, State

WORTH = {"army": 0.15, "rowers": 0.05, "fleet": 0.1, "transport": 0.04, "baggage": 0.005, "leader": 0.05}
LED = 0.05  # a leader standing with armies or rowers of his player's
INCOME = 0.03  # a gold of revenue a turn
RAZED = 0.04  # a razed counter on a city held: no revenue, no recruits until it is gone
GOLD = 0.01
GOLD_CAP = 30  # gold beyond this buys nothing more
PRESSURE = 0.35  # an enemy or neutral city next to armies strong enough to take it
HOME_THREAT = 0.8  # the home city with enemy fighters next to it and no garrison to match
CITY_THREAT = 0.25
APPROACH = 0.02  # an army (of four at most a stack) a step nearer a city to take, within REACH
REACH = 5
GARRISON = 2  # what a city adds to its defenders when taken by force, in fighters
SHARPNESS = (0.8, 3.0)  # the softmax's slope at the first turn and at the last


def chances(state: State, player: str) -> float:
    if state.phase == "over":
        return 1.0 / len(state.winners) if player in state.winners else 0.0
    if state.phase == "home" or state.players[player].out:
        return 0.0 if state.players[player].out else 1.0 / len(state.players)
    worth = values(state)
    content = RULESET.content(state.scenario, state.content_hash)
    late = min(1.0, state.turn / content.turns)
    k = SHARPNESS[0] + (SHARPNESS[1] - SHARPNESS[0]) * late
    best = max(worth.values())
    weights = {p: math.exp(k * (v - best)) for p, v in worth.items()}
    return weights.get(player, 0.0) / sum(weights.values())


def values(state: State) -> dict[str, float]:
    """Each player still in the game's worth, in cities."""
    content = RULESET.content(state.scenario, state.content_hash)
    alive = [p for p, pl in state.players.items() if not pl.out]
    worth = dict.fromkeys(alive, 0.0)
    fighters: dict[str, dict[str, int]] = {p: {} for p in state.players}  # player -> space -> armies and rowers
    for u in state.units:
        if u.owner in worth and u.space:
            worth[u.owner] += WORTH.get(u.kind, 0.0)
            if u.kind in FIGHTERS:
                here = fighters[u.owner]
                here[u.space] = here.get(u.space, 0) + 1
    for u in state.units:  # a leader's skills help the stack he is in: with armies, he counts
        if u.kind == "leader" and u.owner in worth and u.space and fighters[u.owner].get(u.space):
            worth[u.owner] += LED
    for p in alive:
        pl = state.players[p]
        worth[p] += GOLD * min(pl.gold, GOLD_CAP) + amount(player_effects(state, content, p), "victory")
    for city in state.cities.values():
        holder = city.controller
        if holder in worth:
            worth[holder] += 1.0 + (0 if city.razed else INCOME * city.income) - RAZED * city.razed
        _around(state, content, city.id, holder, fighters, worth)
    _approach(state, content, fighters, worth)
    return worth


def _approach(state: State, content: Content, fighters: dict[str, dict[str, int]], worth: dict[str, float]) -> None:
    """Armies on their way: each stack's steps over land to the nearest city its player does not hold."""
    steps = land_steps(content)
    for p, spaces in fighters.items():
        if p not in worth:
            continue
        targets = [c for c, city in state.cities.items() if city.controller != p]
        for space, n in spaces.items():
            near = min((steps[c].get(space, FAR) for c in targets), default=FAR)
            worth[p] += APPROACH * min(n, 4) * max(0, REACH - near) / REACH


def _around(state: State, content: Content, city_id: str, holder: str, fighters: dict[str, dict[str, int]],
            worth: dict[str, float]) -> None:  # fmt: skip
    """What the armies next to a city mean: a threat to its holder, a chance to the others."""
    city = state.cities[city_id]
    steps = land_steps(content)[city_id]
    inside = fighters.get(holder, {}).get(city.space, 0) if holder else 0
    defence = inside + GARRISON
    for p, spaces in fighters.items():
        if p == holder or p not in worth:
            continue
        near = sum(n for space, n in spaces.items() if steps.get(space) == 1)
        if not near:
            continue
        odds = min(1.0, near / (defence + 1))
        worth[p] += PRESSURE * odds
        if holder in worth:
            worth[holder] -= (HOME_THREAT if city.home_of == holder else CITY_THREAT) * odds
