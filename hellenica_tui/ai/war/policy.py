"""How the search of War and politics spends its playouts: which commands it tries
first at a node (`prior`), how a playout goes on past the tree (mostly the most
promising command by that prior, sometimes any), and where it stops to be judged
(`horizon`: the end of the phase under way, battles and their answers included,
so that the dice of each battle are sampled again in every playout)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hellenica_tui.ai.war.reach import FAR, land_steps
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.war import search
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
from hellenica_tui.games.war.effects import diplomacy_rolls
from hellenica_tui.games.war.movement.cargo import ARMY_BAGGAGE
from hellenica_tui.games.war.ruleset import RULESET
from hellenica_tui.games.war.state import FIGHTERS, State

GREEDY = 0.8  # a playout takes the prior's best this often, else any legal command
RECRUIT = {"army": 0.8, "fleet": 0.4, "rowers": 0.35, "transport": 0.3, "baggage": 0.2}
UPKEEP_RESERVE = 2  # turns of upkeep beyond the revenue kept back in gold before raising more
SURPLUS = 15  # gold beyond the upkeep's reserve that baggage may be bought with


def _owner(state: State) -> tuple[int, str, str]:
    """Whose part of the game it is: the turn, the phase and the player of the turn."""
    if state.phase in ("home", "over"):
        return state.turn, state.phase, ""
    return state.turn, state.phase, state.order[state.current]


def horizon(start: State, state: State) -> bool:
    return state.phase == "over" or _owner(state) != _owner(start)


def policy(state: State, player: str, rng: random.Random) -> Command:
    legal = search.legal(state, player)
    if len(legal) == 1 or rng.random() >= GREEDY:
        return rng.choice(legal)
    scored = [(prior(state, player, c), c) for c in legal]
    best = max(s for s, _ in scored)
    return rng.choice([c for s, c in scored if s == best])


def prior(state: State, player: str, command: Command) -> float:
    """A command's promise, 0 to 1, before any playout: what a sensible player looks at first."""
    match command:
        case Negotiate():
            city = state.cities[command.city]
            return 0.9 if not city.controller else 0.75 if city.controller == player else 0.6
        case Recruit():
            return _recruit(state, player, command)
        case Move():
            return _move(state, player, command)
        case Attack():
            return _attack(state, player, command)
        case Defend():
            return 0.5 + 0.1 * len(command.cards)
        case Done():
            return _done(state, player)
        case Ransom():
            return 0.6
        case Execute():
            return 0.25
        case Play():
            return 0.4
        case ChooseHome() | Discard():
            return 0.5
    return 0.3


def _done(state: State, player: str) -> float:
    if state.phase == "diplomacy":
        content = RULESET.content(state.scenario, state.content_hash)
        left = diplomacy_rolls(state, content, player) - state.players[player].diplomacy_used
        return 0.05 if left > 0 else 0.5
    if state.phase == "recruit":
        return 0.5 if _spare_gold(state, player) < 2 else 0.25
    return 0.45


def _spare_gold(state: State, player: str) -> int:
    """Gold beyond a reserve for a turn of upkeep (against a city besieged or razed)."""
    armies = sum(1 for u in state.units if u.owner == player and u.kind in FIGHTERS)
    return state.players[player].gold - UPKEEP_RESERVE * armies // 2


def _recruit(state: State, player: str, command: Recruit) -> float:
    value = RECRUIT.get(command.kind, 0.2)
    if command.kind == "baggage":
        return _baggage(state, player, command) - 0.02 * command.count
    return value if _spare_gold(state, player) >= 2 else value * 0.3


def _baggage(state: State, player: str, command: Recruit) -> float:
    """Gold the units a city may raise cannot use goes on baggage for the armies there to
    carry: food for when they march beyond supply."""
    if _spare_gold(state, player) - command.count < SURPLUS:
        return RECRUIT["baggage"]
    space = state.cities[command.city].space
    here = [u.kind for u in state.units if u.space == space and u.owner == player]
    room = ARMY_BAGGAGE * here.count("army") - here.count("baggage")
    return 0.4 if command.count <= room else RECRUIT["baggage"]


def _move(state: State, player: str, command: Move) -> float:
    """Towards the nearest city not held, over land; a home city keeps an army; a leader
    goes with armies (alone, only to join them when he has none), and armies do not leave
    one alone."""
    marching = command.army + command.rowers
    if not marching:
        if command.fleet or command.transport:
            return 0.15
        if command.leaders and not command.baggage:
            # only to join armies, and only from none: from one stack to the next and back is a walk
            joins = _fighters(state, player, command.dst) and not _fighters(state, player, command.src)
            return 0.6 if joins else 0.05
        return 0.1
    if (
        not command.leaders
        and _fighters(state, player, command.src) == marching
        and _leader_at(state, player, command.src)
    ):
        return 0.08  # the stack's leaders would stay behind alone: the whole stack is listed too
    home = state.players[player].home
    if home and state.cities[home].space == command.src:
        staying = sum(1 for u in state.units if u.space == command.src and u.owner == player and u.kind == "army")
        if staying - command.army < 1:
            return 0.1
    nearest = _nearest(state, player)
    if nearest is None:
        return 0.2
    before, after = nearest(command.src), nearest(command.dst)
    if after < before:
        return 0.65 + 0.03 * min(marching, 5)
    return 0.2 if after == before else 0.1


def _fighters(state: State, player: str, space: str) -> int:
    return sum(1 for u in state.units if u.space == space and u.owner == player and u.kind in FIGHTERS)


def _leader_at(state: State, player: str, space: str) -> bool:
    return any(u.space == space and u.owner == player and u.kind == "leader" for u in state.units)


# The state and player `_nearest` was last asked about, and its answer: one tuple, swapped whole.
_last: tuple[Any, str, Callable[[str], int] | None] = (None, "", None)


def _nearest(state: State, player: str) -> Callable[[str], int] | None:
    """Steps over land from a space to the nearest city `player` does not hold (None if he
    holds them all); kept for the last position asked about, as a playout asks it of
    every move listed."""
    global _last
    last = _last
    if last[0] is state and last[1] == player:
        return last[2]
    content = RULESET.content(state.scenario, state.content_hash)
    steps = land_steps(content)
    targets = [steps[c.id] for c in state.cities.values() if c.controller != player]
    known: dict[str, int] = {}

    def near(space: str) -> int:
        found = known.get(space)
        if found is None:
            found = known[space] = min(s.get(space, FAR) for s in targets)
        return found

    last = (state, player, near if targets else None)
    _last = last
    return last[2]


def _attack(state: State, player: str, command: Attack) -> float:
    """By the odds in fighters: those of the player next to the target against what defends it."""
    content = RULESET.content(state.scenario, state.content_hash)
    near = set(content.spaces[command.target].neighbours)
    mine = sum(1 for u in state.units if u.owner == player and u.space in near and u.kind in FIGHTERS)
    defending = sum(1 for u in state.units if u.space == command.target and u.owner != player and u.kind in FIGHTERS)
    if content.spaces[command.target].city:
        defending += 2
    ratio = mine / (defending + 1)
    base = 0.9 if ratio >= 1.5 else 0.6 if ratio >= 1 else 0.15
    if command.then != "hold":
        base -= 0.2
    return base + 0.02 * len(command.cards)
