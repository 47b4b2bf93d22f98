"""Bots that play AI seats, and `advance`, which lets them act in a game.

A bot sees one player's view and nothing else, and returns one command. The
rulebook bot (`rulebook_bot.py`) follows the AI rules; the expert
(`expert/`) plays a person's rules and searches. A game whose module gives its
own bots (a `bot(level)` method) has its seats played by them: such a bot is
handed the game's state and reads only what its seat may know.
"""

from __future__ import annotations

from typing import Any, Protocol

from hellenica_tui.ai.expert.bot import ExpertBot
from hellenica_tui.ai.expert.levels import expert_level
from hellenica_tui.ai.random_bot import RandomBot
from hellenica_tui.ai.rulebook_bot import RulebookBot, bot_rng
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.searched import search_seat
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.seat.hosting import ai_to_act
from hellenica_tui.seat.opening import module_of

__all__ = ["BOTS", "Bot", "ExpertBot", "RandomBot", "RulebookBot", "advance", "ai_to_act", "bot_for", "bot_rng",
           "seat_bot", "step"]  # fmt: skip


class Bot(Protocol):
    def command(self, view: Any, player: str, index: int) -> Command: ...


BOTS = ("random", "rulebook", "expert")  # the AI levels a seat may name, weakest first


def bot_for(name: str, budget: Budget | None = None, game=None) -> Bot:
    """The bot a seat names; `budget` is how long the expert thinks at its normal level
    (1 s by default; its other levels think a share of it, `expert/levels.py`);
    `game`, the game it plays (the random bot picks among its seat's legal commands)."""
    if name == "random" and game is not None:
        return RandomBot(game)
    if name in ("", "rulebook"):
        return RulebookBot()
    level = expert_level(name)  # "expert", or "expert-hard": the expert at a level a player chose
    if level is not None:
        return ExpertBot(budget or Budget(), level=level)
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
            bot = bots[player] = _seat_bot(game, player, budget)
        # The search and a game's own bots read what their seat may see themselves (tested with each game).
        seen = game.state if getattr(bot, "reads_state", False) else game.view(player)
        command = bot.command(seen, player, len(game.log))
        return game.apply(command, player)


def seat_bot(game, player: str, budget: Budget | None = None) -> Bot:
    """The bot that plays `player`'s AI seat (for a screen that asks it in a thread)."""
    return _seat_bot(game, player, budget)


def _seat_bot(game, player: str, budget: Budget | None) -> Bot:
    """The bot of `player`'s seat: the search, where the game has it at that level; else the
    game's own bots, if it has them; else the house's (rulebook, expert, random)."""
    module = module_of(game)
    seat = next(s for s in game.seats if s.name == player)
    level = seat.ai or next(iter(module.facts.ai_levels), "")  # a seat naming none plays the game's first
    searched = search_seat(module.facts.id, level, *(budget.seconds, budget.playouts) if budget else (None, None))
    if searched is not None:
        return searched
    own = getattr(module, "bot", None)
    return own(level) if own is not None else bot_for(seat.ai, budget, game)


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
