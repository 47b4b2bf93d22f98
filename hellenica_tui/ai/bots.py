"""Bots that play AI seats, and `advance`, which lets them act in a game.

A bot sees one player's view and nothing else, and returns one command. The
rulebook bot (`rulebook_bot.py`) follows the AI rules; the expert
(`expert/`) plays a person's rules and searches.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from hellenica_tui.ai.expert.bot import ExpertBot
from hellenica_tui.ai.expert.search import Budget
from hellenica_tui.ai.rulebook_bot import RulebookBot, bot_rng
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.seat.hosting import ai_to_act

__all__ = [
    "BOTS", "Bot", "ExpertBot", "RandomBot", "RulebookBot", "advance", "ai_to_act", "bot_for", "bot_rng", "step",
]  # fmt: skip


class Bot(Protocol):
    def command(self, view: Any, player: str, index: int) -> Command: ...


class RandomBot:
    """Any legal command, the same one for the same seat and place in the log: a bot for
    every game (its legal commands hold nothing the seat may not know)."""

    def __init__(self, legal: Callable[[str], list[Command]]) -> None:
        self._legal = legal

    def command(self, view: Any, player: str, index: int) -> Command:
        return random.Random(f"{player}:{index}").choice(self._legal(player))


BOTS = ("rulebook", "expert", "random")  # the AI levels a seat may name (a game declares its own)


def bot_for(name: str, budget: Budget | None = None, legal: Callable[[str], list[Command]] | None = None) -> Bot:
    """The bot a seat names; `budget` is how long the expert thinks (1 s by default);
    `legal`, the game's legal commands of a seat, for the random bot."""
    if name in ("", "rulebook"):
        return RulebookBot()
    if name == "expert":
        return ExpertBot(budget or Budget())
    if name == "random" and legal is not None:
        return RandomBot(legal)
    raise IllegalCommand(f"there is no AI called {name!r} (known: {', '.join(BOTS)})")


def step(game, bots: dict[str, Bot], budget: Budget | None = None):
    """Let the next AI seat give one command (its bot kept in `bots`); the group, or None
    when a person (or nobody) must act."""
    with game.transact():  # the bot decides on the game as it is in its file
        player = ai_to_act(game)
        if player is None:
            return None
        bot = bots.get(player)
        if bot is None:
            seat = next(s for s in game.seats if s.name == player)
            bot = bots[player] = bot_for(seat.ai, budget, game.legal_commands)
        command = bot.command(game.view(player), player, len(game.log))
        return game.apply(command, player)


def advance(game, *, max_turn: int | None = None, budget: Budget | None = None) -> int:
    """Let AI seats act while everyone who must act is an AI seat; how many commands they gave.

    Each bot is shown only its own player's view. With `max_turn`, stop once
    the game reaches a later turn (a cap for headless games)."""
    bots: dict[str, Bot] = {}
    done = 0
    with game.transact():  # one lock for the whole run: no other writer cuts in between
        while max_turn is None or game.position[0] <= max_turn:
            if step(game, bots, budget) is None:
                break
            done += 1
    return done
