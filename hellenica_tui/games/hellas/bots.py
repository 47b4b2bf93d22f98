"""Two simple players on the search core, as yardsticks for a real opponent.

`random_bot` picks uniformly among the legal commands. `greedy_bot` takes the
action of best immediate gain in cities: an attack it can win outright (a city
for it and one less for the opponent) before a Voyage (a city, if the tile can
be laid), unless a Burst keeps a city the opponent could take; then sees it through (all Greeks that can join an
attack, every marked card in defence). Both see only what their seat sees: the
map, the Greeks, the ships; never a hand or the stack."""

from __future__ import annotations

import random

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas.commands import (
    AddGreek,
    AddShip,
    AttackCity,
    Burst,
    End,
    Play,
    Send,
    Stand,
    Stop,
    Strike,
    Voyage,
)
from hellenica_tui.games.hellas.content import by_hash
from hellenica_tui.games.hellas.network import network
from hellenica_tui.games.hellas.placement import frontier, ship_majority
from hellenica_tui.games.hellas.search import legal
from hellenica_tui.games.hellas.state import State, opponent

VOYAGE_GAIN = 0.5  # the tile drawn may not fit: half a city, before it is seen
SHIPS_WANTED = 4  # a Burst builds ships up to this many on the map before Greeks


def random_bot(state: State, player: str, rng: random.Random) -> Command:
    return rng.choice(legal(state, player))


def attack_gain(state: State, player: str, cmd: AttackCity) -> float:
    """2 if all the Greeks that can join an attack on `cmd.target` win it, else 0."""
    net = network(state, by_hash(state.content_hash))
    target = cmd.target
    senders = [c for c, p in state.owner.items() if p == player and state.greeks[c] >= 2 and
               net.by_land_or_water(c, target)]  # fmt: skip
    force = sum(state.greeks[c] - 1 for c in senders)
    land = all(net.by_land(c, target) for c in senders)
    defence = state.greeks[target]
    wins = force >= defence if land else force > defence
    return 2.0 if wins else 0.0


def threatened(state: State, player: str) -> list[str]:
    """The cities of `player`'s that the opponent could take now, weakest first."""
    net = network(state, by_hash(state.content_hash))
    foe = opponent(state, player)
    theirs = [c for c, p in state.owner.items() if p == foe and state.greeks[c] >= 2]
    out = []
    for city in (c for c, p in state.owner.items() if p == player):
        senders = [c for c in theirs if net.by_land_or_water(c, city)]
        force = sum(state.greeks[c] - 1 for c in senders)
        land = all(net.by_land(c, city) for c in senders)
        if senders and (force >= state.greeks[city] if land else force > state.greeks[city]):
            out.append(city)
    return sorted(out, key=lambda c: (state.greeks[c], c))


def _gain(state: State, player: str, cmd: Command) -> float:
    if isinstance(cmd, AttackCity):
        full = cmd.count == state.greeks[cmd.source] - 1  # the greedy sends all a city can spare
        return attack_gain(state, player, cmd) if full else -1.0
    if isinstance(cmd, Voyage):  # only where its ships could carry a tile
        return VOYAGE_GAIN if any(ship_majority(state, spot, player) for spot in frontier(state)) else 0.0
    if isinstance(cmd, Burst):  # a city kept is a city gained
        return 1.0 if threatened(state, player) else 0.0
    return -1.0  # cards and the rest: not an action of the turn


def greedy_bot(state: State, player: str, rng: random.Random) -> Command:
    options = legal(state, player)
    phase = state.phase
    if phase == "choose":
        best = max(_gain(state, player, c) for c in options)
        return rng.choice([c for c in options if _gain(state, player, c) == best])
    if phase == "attack":
        sends = [c for c in options if isinstance(c, Send) and c.count == state.greeks[c.source] - 1]
        strength = [c for c in options if isinstance(c, Play)]
        return (sends or strength or [Strike()])[0]
    if phase == "defence":
        return next((c for c in options if isinstance(c, Play)), Stand())
    if phase == "burst":
        danger = threatened(state, player)
        weakest = sorted((c for c in options if isinstance(c, AddGreek)),
                         key=lambda c: (c.city not in danger, state.greeks[c.city]))  # fmt: skip
        ships = [c for c in options if isinstance(c, AddShip)]
        fleet = sum(n for c, n in state.ships.items() if state.owner[c] == player)
        first = (ships, weakest) if fleet < SHIPS_WANTED and not danger else (weakest, ships)
        return (first[0] or first[1] or [Stop()])[0]
    if phase == "regroup":
        return End() if End() in options else options[-1]
    return rng.choice(options)  # a tile to lay: any spot gives the city
