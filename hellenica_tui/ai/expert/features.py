"""What the learned judgement reads of a position, per player: numbers the
expert's evaluation already works out (`evaluate.py`), each on its own so a
fit over finished games can weigh them.

FEATURES names them in order: the hand-written score as a whole, the best
objectives' progress, objectives met, cities, cities its units alone occupy,
units on the map, advancements, Favor and Commerce (capped as in the
evaluation), the danger to its Home City, its chance to win at the coming
upkeep, and its progress times the turn (a lead late in a game is worth more).
"""

from __future__ import annotations

from collections import Counter

from hellenica_tui.ai.expert import evaluate
from hellenica_tui.ai.expert.upkeep import standings_of, takers_of, win_at_upkeep
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.victory.victory import objectives_to_win

FEATURES = (
    "score", "progress", "met", "cities", "occupied", "units", "advancements", "favor", "commerce",
    "home_danger", "upkeep_win", "late_progress",
)


def features(state: State, content: Content | None = None) -> dict[str, list[float]]:
    """Per player, its FEATURES on `state` (a view or a finished game, never a real
    state when playing fair). A built map still being made gives every player zeros."""
    content = content or content_of(state)
    if state.areas.keys() != content.areas.keys():
        return {name: [0.0] * len(FEATURES) for name in state.players}
    standings = standings_of(state, content)
    takers = takers_of(state)
    need = objectives_to_win(state, content)
    score = evaluate.scores(state, content, standings, takers)
    upkeep = win_at_upkeep(state, content, need, standings, takers)
    units = evaluate._units(state)
    occupied = Counter(takers.values())
    board = Board.of(content)
    armies = evaluate._armies(state)
    turn = min(state.turn, 30) / 10
    out: dict[str, list[float]] = {}
    for name, p in state.players.items():
        st = standings[name]
        nearer = evaluate._on_the_way(state, content, name, st, armies.get(name, {}), takers)
        progress = evaluate.progress(st, need, nearer)
        out[name] = [
            score[name], progress, float(sum(g.met for g in st.goals)), float(st.cities),
            float(occupied.get(name, 0)), float(min(units.get(name, 0), evaluate.UNIT_CAP)) / 10,
            float(len(p.advancements)), float(min(p.favor, evaluate.STOCK_CAP)) / 10,
            float(min(p.commerce, evaluate.STOCK_CAP)) / 10, evaluate._home_danger(state, board, name),
            upkeep.get(name, 0.0), progress * turn,
        ]
    return out
