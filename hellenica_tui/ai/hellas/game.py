"""Hellas as the generic search sees it."""

from __future__ import annotations

from typing import Any

from hellenica_tui.ai.hellas.evaluate import chances
from hellenica_tui.ai.hellas.policy import horizon, policy, prior
from hellenica_tui.ai.hellas.sampler import sample
from hellenica_tui.ai.search.game import Game
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas import search
from hellenica_tui.games.hellas.state import State
from hellenica_tui.games.hellas.view import view

HELLAS: Game[State, Command, dict[str, Any]] = Game(
    core=search, observe=view, sample=sample, evaluate=chances, horizon=horizon, policy=policy, prior=prior
)

BUNDLE = HELLAS  # as ai/searched.py finds each game's
