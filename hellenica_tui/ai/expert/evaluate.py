"""How a position looks for each player: its progress on the objectives it races
for, and from that an estimated chance to win.

A player's progress is the sum of its best `need` objectives (3 to win), a met
card counting 1 and any other `have / need` (capped below 1: nearly there is
not there). What will pay later adds a little: cities, a city not its own that
its units alone occupy (it takes it at upkeep), units, advancements,
Favor and Commerce, and for a person's board the upgrades that power its
actions (a Market above all: without one it can neither supply nor move). The
chances are a softmax of those scores: one objective's lead is worth about
`SHARPNESS` to one in odds. Cheap (a few counts per objective card), so a
search calls it at the end of every playout and a finished game is judged
turn by turn with it.
"""

from __future__ import annotations

import math

from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import OVER, State
from hellenica_tui.games.hellenica.table.progress import Standing, standing
from hellenica_tui.games.hellenica.victory.victory import objectives_to_win

SHARPNESS = 2.5  # odds of e**2.5 (about 12 to 1) for a whole objective's lead
NEARLY = 0.9  # an objective not met counts at most this much
CITY = 0.06  # a city's worth, in objectives
OCCUPIED = 0.15  # a city not its own where its units alone stand: it takes it at upkeep
UNIT = 0.01  # a unit on the map (up to UNIT_CAP of them)
UNIT_CAP = 25
ADVANCEMENT = 0.03
FAVOR = 0.01  # a Favor or a Commerce (up to STOCK_CAP of each)
STOCK_CAP = 10
# An upgrade of each kind that powers an action, on a person's board: what it is worth
# to have at least one (Train is powered by any of its three).
POWERS = {"market": 0.2, "temple": 0.06, "academy": 0.06, "train": 0.06}
TRAINS = ("barracks", "stables", "docks")


def progress(st: Standing, need: int) -> float:
    """The sum of the `need` best objectives' progress (met: 1)."""
    values = sorted((_part(g.met, g.have, g.need) for g in st.goals), reverse=True)
    return sum(values[:need])


def _part(met: bool, have: int, need: int) -> float:
    if met:
        return 1.0
    return min(have / need, NEARLY) if need > 0 else 0.0


def scores(state: State, content: Content | None = None) -> dict[str, float]:
    """Each player's score on `state` as it is (every secret in it read: give it a
    view or a sampled position, never a real state, when playing fair)."""
    content = content or content_of(state)
    need = objectives_to_win(state, content)
    out: dict[str, float] = {}
    units, occupied = _units(state)
    for name, p in state.players.items():
        st = standing(state, content, name)
        out[name] = (
            progress(st, need) + CITY * st.cities + UNIT * min(units.get(name, 0), UNIT_CAP)
            + OCCUPIED * occupied.get(name, 0)
            + ADVANCEMENT * len(p.advancements) + FAVOR * (min(p.favor, STOCK_CAP) + min(p.commerce, STOCK_CAP))
            + (_powers(state, name) if p.kind != "ai" else 0.0)
        )
    return out


def _units(state: State) -> tuple[dict[str, int], dict[str, int]]:
    """Units on the map per player, and the cities not its own each one alone occupies
    (the cities it takes at the next upkeep)."""
    units: dict[str, int] = {}
    occupied: dict[str, int] = {}
    for area in state.areas.values():
        present = [p for p, stack in area.units.items() if sum(stack.units.values()) > 0]
        for player in present:
            units[player] = units.get(player, 0) + sum(area.units[player].units.values())
        if len(present) == 1 and area.slots and area.owner != present[0]:
            occupied[present[0]] = occupied.get(present[0], 0) + 1
    return units, occupied


def _powers(state: State, player: str) -> float:
    """What the upgrades of `player`'s cities that power its actions are worth."""
    kinds: set[str] = set()
    for area in state.areas.values():
        if area.owner != player:
            continue
        for up in area.slots:
            if up is not None:
                kinds.add("train" if up.kind in TRAINS else up.kind)
    return sum(POWERS.get(k, 0.0) for k in kinds)


def chances(state: State, content: Content | None = None) -> dict[str, float]:
    """Each player's estimated chance to win (they sum to 1). A finished game gives
    its winners their share and everyone else nothing."""
    if state.phase == OVER:
        won = set(state.winners)
        return {name: (1 / len(won) if name in won else 0.0) for name in state.players}
    s = scores(state, content)
    top = max(s.values())
    weights = {name: math.exp(SHARPNESS * (v - top)) for name, v in s.items()}
    total = sum(weights.values())
    return {name: w / total for name, w in weights.items()}
