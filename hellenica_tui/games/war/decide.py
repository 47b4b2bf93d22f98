"""`decide`: a command checked against the state and turned into events."""

from __future__ import annotations

import random

from hellenica_tui.engine.errors import CommandError, IllegalCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.cards import play
from hellenica_tui.games.war.combat.battles import attack, defend
from hellenica_tui.games.war.commands import (
    Attack,
    ChooseHome,
    Defend,
    Discard,
    Done,
    Execute,
    Move,
    Negotiate,
    Play,
    Ransom,
    Recruit,
)
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.diplomacy import answer_revolt, negotiate
from hellenica_tui.games.war.effects import hand_limit
from hellenica_tui.games.war.movement.moves import move
from hellenica_tui.games.war.prisoners import execute, ransom
from hellenica_tui.games.war.recruiting import recruit
from hellenica_tui.games.war.setup import choose_home
from hellenica_tui.games.war.state import Phase, State
from hellenica_tui.games.war.turn import after_draw, end_phase
from hellenica_tui.games.war.tx import Tx

PHASE_NAMES: dict[Phase, str] = {
    "home": "choice of home cities", "discard": "draw phase (over the hand limit)", "recruit": "recruit phase",
    "diplomacy": "diplomacy phase", "move1": "first move phase", "sea": "sea battle phase",
    "land": "land battle phase", "move2": "second move phase", "over": "end of the game",
}  # fmt: skip
ALLOWED: dict[type[Command], tuple[Phase, ...]] = {
    ChooseHome: ("home",),
    Discard: ("discard",),
    Recruit: ("recruit",),
    Negotiate: ("diplomacy",),
    Move: ("move1", "move2"),
    Attack: ("sea", "land"),
    Defend: ("diplomacy", "recruit", "move1", "sea", "land", "move2"),
    Ransom: ("recruit",),
    Execute: ("recruit", "diplomacy", "move1", "sea", "land", "move2"),
    Play: ("recruit", "diplomacy", "move1", "sea", "land", "move2"),
    Done: ("recruit", "diplomacy", "move1", "sea", "land", "move2"),
}


def refusal(state: State, player: str, command: Command) -> IllegalCommand | None:
    """Why `command` is out of turn or out of phase for `player`; None if it is not."""
    if state.phase == "over":
        return IllegalCommand(f"the game is over: {', '.join(state.winners)} won", "victory")
    if player not in state.players:
        return IllegalCommand(f"{player} has no seat in this game", "turn")
    if player != state.active:
        return IllegalCommand(f"it is {state.active}'s turn, not {player}'s", "turn")
    if state.pending is not None and not isinstance(command, Defend):
        return IllegalCommand(f"{state.pending.defender} answers the attack on {state.pending.target} first", "battles")
    if state.pending_revolt and not isinstance(command, Defend):
        return IllegalCommand(f"{state.active} answers the revolt in {state.pending_revolt} first", "diplomacy")
    if isinstance(command, Defend) and state.pending is None and not state.pending_revolt:
        return IllegalCommand("there is no attack or revolt to answer", "battles")
    phases = ALLOWED.get(type(command))
    if phases is None:
        return IllegalCommand(f"not a command of this game: {command!r}", "turn")
    if isinstance(command, Move | Attack) and state.players[player].idle:
        return IllegalCommand("your units may neither move nor attack this turn", "cards")
    if isinstance(command, Attack) and state.truce_by:
        return IllegalCommand(f"{state.truce_by}'s truce holds: nobody attacks until his next turn ends", "cards")
    if state.phase not in phases:
        wanted = " or ".join(PHASE_NAMES[p] for p in phases)
        return IllegalCommand(f"that is for the {wanted}; this is the {PHASE_NAMES[state.phase]}", "turn")
    return None


def decide(content: Content, state: State, player: str, command: Command, rng: random.Random) -> list[Event]:
    tx = Tx(state, content, rng)
    decide_in(tx, player, command)
    return tx.events


def decide_in(tx: Tx, player: str, command: Command) -> None:
    """Decide `command` on the transaction's own copy: its events are emitted there (a
    search takes `tx.state` as the state after, without folding the events again).
    A refusal names the commands page when no narrower rule refused."""
    try:
        _decide(tx, player, command)
    except CommandError as error:
        error.rule = error.rule or "commands"
        raise


def _decide(tx: Tx, player: str, command: Command) -> None:
    state, content = tx.state, tx.content
    if not isinstance(command, tuple(ALLOWED)):
        raise InvalidCommand(f"not a command of this game: {command!r}")
    problem = refusal(state, player, command)
    if problem is not None:
        raise problem
    match command:
        case ChooseHome(city=city):
            choose_home(tx, player, city)
        case Discard(card=card):
            if card not in tx.state.players[player].hand:
                raise IllegalCommand(f"you hold no card {card!r}", "cards")
            tx.emit(ev.CardDiscarded(player=player, card=card))
            if len(tx.state.players[player].hand) <= hand_limit(tx.state, content, player):
                after_draw(tx, player)
        case Recruit():
            recruit(tx, player, command)
        case Negotiate():
            negotiate(tx, player, command)
        case Move():
            move(tx, player, command)
        case Attack():
            attack(tx, player, command)
        case Defend() if state.pending_revolt:
            answer_revolt(tx, player, command.cards)
        case Defend():
            defend(tx, player, command)
        case Play():
            play(tx, player, command)
        case Ransom():
            ransom(tx, player, command)
        case Execute():
            execute(tx, player, command)
        case Done():
            end_phase(tx, player)
