"""Epireia as the generic search sees it."""

from __future__ import annotations

from typing import Any

from hellenica_tui.ai.epireia.evaluate import chances
from hellenica_tui.ai.epireia.policy import horizon, policy, prior
from hellenica_tui.ai.epireia.sampler import sample
from hellenica_tui.ai.search.game import Game
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.epireia import search
from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.state import State
from hellenica_tui.games.epireia.view import view


def observe(state: State, seat: str) -> dict[str, Any]:
    """What `seat` sees, with its name (the sampler deals the rest from the seat's side)."""
    seen = view(state, content_for(state.scenario, state.content_hash), seat)
    seen["viewer"] = seat
    return seen


EPIREIA: Game[State, Command, dict[str, Any]] = Game(
    core=search, observe=observe, sample=sample, evaluate=chances, horizon=horizon, policy=policy, prior=prior
)

BUNDLE = EPIREIA  # as ai/searched.py finds each game's
