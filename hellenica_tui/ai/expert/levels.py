"""The expert's levels a player may choose: how long it thinks and how it picks.

A level scales the budget it is given (1 s of thinking by default, or the
playouts `--budget-playouts` names) and may pick more loosely than the search's
best: easy thinks an eighth as long and takes one of its best few commands
(within `Level.slack` of the best's chance to win), drawn from the same seeded
draws as its search, so a game replays alike; normal is the expert as it always
played (and what a seat naming no level plays); hard thinks twice as long.
The names are the game's (`GameFacts.ai_strengths`); a test keeps the two alike.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hellenica_tui.ai.search.budget import Budget


@dataclass(frozen=True)
class Level:
    share: float  # of the budget it is given
    top: int = 1  # how many of the best commands it picks among
    slack: float = 0.0  # how far below the best's chance a command it picks may be

    def budget(self, given: Budget) -> Budget:
        """`given` scaled by `share`: its playouts (at least one), else its seconds."""
        if self.share == 1:
            return given
        if given.playouts is not None:
            return Budget(given.seconds, max(1, round(given.playouts * self.share)), given.wall)
        return Budget(given.seconds * self.share, None, given.wall)

    def pick(self, ranked: list[tuple[object, float]], rng: random.Random) -> int:
        """Which of `ranked` (commands with their chance, best first) it gives: the first,
        or one of its best `top` within `slack` of the first."""
        if self.top <= 1 or len(ranked) <= 1:
            return 0
        best = ranked[0][1]
        near = [n for n, (_, chance) in enumerate(ranked[: self.top]) if chance >= best - self.slack]
        return rng.choice(near)


NORMAL = "normal"
LEVELS = {
    "easy": Level(share=1 / 8, top=3, slack=0.10),
    NORMAL: Level(share=1.0),
    "hard": Level(share=2.0),
}


def expert_level(bot: str) -> str | None:
    """The level a seat's bot name plays the expert at ("expert" normal, "expert-hard"
    hard), or None when it names no expert."""
    if bot == "expert":
        return NORMAL
    base, _, level = bot.partition("-")
    return level if base == "expert" and level in LEVELS and level != NORMAL else None
