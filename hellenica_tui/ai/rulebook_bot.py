"""The rulebook's AI player as a bot: `ai setup`, `ai produce` in round 1, then
supply (steps A and B), the triremes' move (step C), the land units' move on
the map as it stands after the triremes' (step D), and `pass` once its Supply
is spent. As Favorite of the Gods it settles ties and turns the token.

Its draws (ties broken at random) come from the public number each AI seat
carries in the view and the index of the command it is about to give, so a
game is the same game for the same seed, and a replay never draws again.
"""

from __future__ import annotations

import random

from hellenica_tui.ai.rulebook.favorite import favorite_side
from hellenica_tui.ai.rulebook.moves import Move as Plan
from hellenica_tui.ai.rulebook.moves import plan_land, plan_triremes
from hellenica_tui.ai.rulebook.supply import decide_supply
from hellenica_tui.ai.view_map import ai_map
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.ai_seats.commands import AiIdle, AiProduce, AiSetup, AiSupply
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import ACTION, DIRECTION, FAVORITE, MAP, PATRON, Choice, State
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.gods.commands import Choose
from hellenica_tui.games.hellenica.maps.commands import RollHome
from hellenica_tui.games.hellenica.mechanics.bidding import ai_tie_break
from hellenica_tui.games.hellenica.mechanics.units import UNIT_ORDER
from hellenica_tui.games.hellenica.turn.commands import ChooseDirection, PickFavorite
from hellenica_tui.games.hellenica.war.commands import EndMovement, Move
from hellenica_tui.games.hellenica.war.creature_presence import CREATURE_NEXT


def bot_rng(view: State, player: str, index: int) -> random.Random:
    """The bot's draws for the command at `index`: from the seat's public number only."""
    seat = view.ai.seats.get(player) if view.ai is not None else None
    return random.Random(((seat.draws if seat else 0) << 32) ^ index)


class RulebookBot:
    """The rulebook's AI player ("Games with AI Players and Solitaire Play")."""

    def __init__(self) -> None:
        self._boards: dict[str, Board] = {}

    def _board(self, content: Content) -> Board:
        board = self._boards.get(content.hash)
        if board is None:
            board = self._boards[content.hash] = Board.of(content)
        return board

    def command(self, view: State, player: str, index: int) -> Command:
        rng = bot_rng(view, player, index)
        ai = view.ai
        if ai is None or player not in ai.seats:
            raise IllegalCommand(f"{player} is not an AI player")
        seat = ai.seats[player]
        if view.choice is not None and view.choice.player == player:
            return Choose(option=self._choose(view.choice, player, seat.grudge, rng))
        if view.phase == PATRON and player in view.pending:
            return AiSetup()
        if view.phase == MAP and player in view.pending:
            return RollHome()  # an AI player's home city, turned by a die; it places nothing else
        if view.phase == FAVORITE and player in view.pending:
            return PickFavorite(player=ai_tie_break(player, view.tied, seat.grudge or None, rng))
        if view.phase == DIRECTION and player in view.pending:
            return ChooseDirection(direction=favorite_side(rng))
        if view.phase != ACTION or view.active != player or view.pending or view.combat is not None:
            raise IllegalCommand(f"the rulebook AI has no rule for what {player} must answer now")
        content = content_of(view)
        if view.movement is not None and view.movement.player == player:
            return self._move(view, player, content, rng)
        if view.round == 1:
            return AiProduce()
        if seat.supply <= 0:
            return Pass()
        choice = decide_supply(ai_map(view, player, content, self._board(content)), seat.supply, rng)
        if choice.action == "move" and choice.area is not None:
            return AiSupply(area=choice.area)
        return AiIdle()

    def _choose(self, choice: Choice, player: str, grudge: str, rng: random.Random) -> str:
        """A tie is settled as the rules say (itself, else at random but never its
        grudge). Reading: any other question a card puts to an AI (a world event it
        won) is answered against the player on its grudge space when it is an
        option, else at random. Where the rulebook is silent on how an AI Favorite
        orders the creatures at upkeep, they act in map order (the options come so)."""
        options = list(choice.options)
        if choice.about == "tie" and len(options) > 1:
            return ai_tie_break(player, options, grudge or None, rng)
        if choice.about == CREATURE_NEXT:
            return options[0]
        if grudge and grudge in options:
            return grudge
        return rng.choice(options)

    def _move(self, view: State, player: str, content: Content, rng: random.Random) -> Command:
        """Step C unless the triremes sailed, step D unless the land units went, then the end."""
        movement = view.movement
        assert movement is not None
        m = ai_map(view, player, content, self._board(content))
        assert view.ai is not None  # an AI seat moves only in a game with AI seats
        card = next(c for c in content.ai_cards if c.id == view.ai.seats[player].card)
        closed = set(movement.sent) | set(movement.fought)
        # One group per step: triremes go to a sea, land units to a land area.
        done = {m.board.kind(area) for area in movement.sent}
        for step, plan in (("sea", plan_triremes), ("land", plan_land)):
            if step in done:
                continue
            move = plan(m, movement.area, card.movement, rng)
            if move is not None and move.destination not in closed and _fits(move, movement.left):
                return _command(move)
        return EndMovement()


def _counts(plan: Plan) -> dict[str, int]:
    counts: dict[str, int] = {}
    for unit in plan.moving:
        counts[unit.kind] = counts.get(unit.kind, 0) + 1
    return counts


def _fits(plan: Plan, left: dict[str, int]) -> bool:
    return all(left.get(kind, 0) >= n for kind, n in _counts(plan).items())


def _command(plan: Plan) -> Move:
    counts = _counts(plan)
    return Move(units=tuple((k, counts[k]) for k in UNIT_ORDER if k in counts), to=plan.destination)
