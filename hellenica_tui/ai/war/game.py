"""War and politics as the generic search sees it."""

from __future__ import annotations

from hellenica_tui.ai.search.game import Game
from hellenica_tui.ai.war.evaluate import chances
from hellenica_tui.ai.war.policy import horizon, policy, prior
from hellenica_tui.ai.war.sampler import Seen, observe, sample
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.war import search
from hellenica_tui.games.war.state import State

WAR: Game[State, Command, Seen] = Game(
    core=search, observe=observe, sample=sample, evaluate=chances, horizon=horizon, policy=policy, prior=prior
)

BUNDLE = WAR  # as ai/searched.py finds each game's
