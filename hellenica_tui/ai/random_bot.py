"""The random bot: any game's AI level "random", a legal command picked at random.

It reads the commands its own seat may give now (which that seat may see), never
another seat's view; its draws come from the command's place in the log, so a
game replayed plays the same."""

from __future__ import annotations

import random
from typing import Any

from hellenica_tui.engine.ruleset import Command


class RandomBot:
    def __init__(self, game: Any) -> None:
        self._game = game

    def command(self, view: Any, player: str, index: int) -> Command:
        legal = self._game.legal_commands(player)
        return random.Random(f"{player}:{index}").choice(legal)
