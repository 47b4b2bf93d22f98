"""The search as a bot: called like any bot, `(state, player, rng) -> command`."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Generic

from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.search.game import C, Game, S, V
from hellenica_tui.ai.search.ismcts import decide
from hellenica_tui.ai.search.tree import Settings


@dataclass(frozen=True)
class SearchBot(Generic[S, C, V]):
    game: Game[S, C, V]
    budget: Budget = field(default_factory=Budget)
    settings: Settings = field(default_factory=Settings)

    def __call__(self, state: S, player: str, rng: random.Random) -> C:
        return decide(self.game, state, player, self.budget, rng, self.settings).command
