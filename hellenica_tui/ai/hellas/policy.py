"""How the search of Hellas spends its playouts: which commands it tries first at
a node (`prior`), how a playout goes on past the tree (the greedy bot), and where
it stops to be judged (`horizon`)."""

from __future__ import annotations

import random

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas.bots import attack_gain, greedy_bot, threatened
from hellenica_tui.games.hellas.commands import (
    AddGreek,
    AddShip,
    AttackCity,
    Burst,
    Draw,
    End,
    MoveGreek,
    Play,
    Send,
    Stand,
    Stop,
    Strike,
    Voyage,
)
from hellenica_tui.games.hellas.placement import frontier, ship_majority
from hellenica_tui.games.hellas.state import State

HORIZON_TURNS = 2  # a playout is judged when the searching player's next turn begins


def horizon(start: State, s: State) -> bool:
    """Whether a playout begun at `start` stops at `s`: the map made (from a decision
    while it is made), or the turn after next begun."""
    if start.phase == "setup":
        return s.phase != "setup"
    return s.turn >= start.turn + HORIZON_TURNS and s.phase == "choose"


def policy(s: State, player: str, rng: random.Random) -> Command:
    return greedy_bot(s, player, rng)


def prior(s: State, player: str, cmd: Command) -> float:
    """A command's promise before any playout, 0 to 1: what a careful player looks
    at first. Ties are broken by chance."""
    match cmd:
        case AttackCity():
            full = cmd.count == s.greeks[cmd.source] - 1
            return (0.95 if attack_gain(s, player, cmd) else 0.3) if full else 0.2
        case Voyage():
            return 0.7 if any(ship_majority(s, spot, player) for spot in frontier(s)) else 0.3
        case Burst():
            return 0.8 if threatened(s, player) else 0.5
        case AddGreek():
            return 0.7 if cmd.city in threatened(s, player) else 0.6 - 0.05 * s.greeks[cmd.city]
        case AddShip():
            return 0.5 - 0.05 * s.ships[cmd.city]
        case Draw():
            return 0.45
        case Send():
            return 0.8 if cmd.count == s.greeks[cmd.source] - 1 else 0.3
        case Strike() | Stand():
            return 0.6
        case Play():
            return 0.7 if s.phase in ("attack", "defence") else 0.4
        case End():
            return 0.6
        case MoveGreek():
            return 0.5 if s.greeks[cmd.target] + 1 < s.greeks[cmd.source] else 0.2
        case Stop():
            return 0.0
    return 0.5  # a tile to lay, a ship to move
