"""An AI seat's command in three steps, so that the screen can let the bot think
in a worker thread and stay responsive: `plan` takes the acting seat's view (on
the screen's thread), `Bots.think` asks its bot (on any thread: it reads the view
alone), and the table gives the command back on the screen's thread, if the game
is still where it was when planned (an undo or a command given elsewhere meanwhile
makes the thought stale: it is dropped and the AI planned again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.controller.troubles import TROUBLES

if TYPE_CHECKING:
    from hellenica_tui.ai.bots import Bot


class AiTurn(msgspec.Struct, frozen=True):
    player: str
    ai: str  # which AI plays the seat
    view: State  # all the bot may see
    index: int  # where the command goes in the log


class AiThought(msgspec.Struct, frozen=True):
    turn: AiTurn
    command: Command | None
    error: Exception | None = None  # the bot's refusal, raised where the command would be given


def plan(session: GameSession) -> AiTurn | None:
    """The next AI seat's turn, when only AI seats must act and the game goes on."""
    player = session.ai_acting()
    if player is None or session.state.winners:
        return None
    game = session.game
    seat = next(s for s in game.seats if s.name == player)
    return AiTurn(player, seat.ai, game.view(player), len(game.log))


class Bots:
    """One bot per AI seat, made when the seat first acts."""

    def __init__(self) -> None:
        self._bots: dict[str, Bot] = {}

    def think(self, turn: AiTurn) -> AiThought:
        from hellenica_tui.ai.bots import bot_for  # the AI is loaded when first needed, after the first frame

        try:
            bot = self._bots.get(turn.player)
            if bot is None:
                bot = self._bots[turn.player] = bot_for(turn.ai)
            return AiThought(turn, bot.command(turn.view, turn.player, turn.index))
        except TROUBLES as error:
            return AiThought(turn, None, error)
