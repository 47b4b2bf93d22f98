"""A player's chance to win a game of Hellas from a position, for the search's
playouts that stop short of the end.

The first to hold ten cities wins, so cities count most; then what keeps and
takes them: Greeks on the map (an attack must match or beat a city's Greeks),
ships (a Voyage needs more of them around the spot), temple cities (an action
more in each Burst) and God cards (strength in an attack, Greeks and ships). The
player to move is worth what its next action may gain: a city taken from the
opponent counts twice (one more for it, one less for the other), a Voyage a
likely city; a city the other could take next is a loss in waiting. The sum, in
cities, goes through a logistic curve to a chance.
"""

from __future__ import annotations

import math

from hellenica_tui.games.hellas.content import Index, Strength, by_hash
from hellenica_tui.games.hellas.network import Network, network
from hellenica_tui.games.hellas.placement import frontier, ship_majority
from hellenica_tui.games.hellas.state import State, cities_of, opponent

GREEK = 0.12  # a Greek on the map, in cities
SHIP = 0.05
TEMPLE = 0.25
CARD = 0.06
TAKE = 2.0  # a city taken: one for the taker, one less for the other
VOYAGE = 0.6  # a Voyage with ships enough: the tile may fit nowhere
THREAT = 0.5  # of a city the player not to move could take next: the mover may still guard it
ACTION = 0.1  # a Burst action still to take
SCALE = 0.8  # the logistic's slope, per city ahead


def chances(s: State, player: str) -> float:
    if s.phase == "over":
        return 1.0 if s.winner == player else 0.0
    idx = by_hash(s.content_hash)
    foe = opponent(s, player)
    lead = _material(s, idx, player) - _material(s, idx, foe)
    mover = s.players[s.current]
    if s.phase != "setup":
        net = network(s, idx)
        other = opponent(s, mover)
        tempo = _next_gain(s, idx, net, mover) - THREAT * TAKE * _can_take(s, idx, net, other, mover)
        lead += tempo if mover == player else -tempo
    return 1.0 / (1.0 + math.exp(-SCALE * lead))


def _material(s: State, idx: Index, player: str) -> float:
    cities = cities_of(s, player)
    greeks = sum(s.greeks[c] for c in cities)
    ships = sum(s.ships[c] for c in cities)
    temples = sum(1 for c in cities if idx.tiles[c].temple)
    return len(cities) + GREEK * greeks + SHIP * ships + TEMPLE * temples + CARD * len(s.hands[player])


def _next_gain(s: State, idx: Index, net: Network, mover: str) -> float:
    """What the player to move may still gain this turn, in cities."""
    phase = s.phase
    if phase == "voyage":
        return 1.0  # a tile drawn on a Voyage is laid: the rules drew it only where it fits
    if phase in ("attack", "defence"):
        return TAKE if _attack_wins(s, idx, net) else 0.0
    if phase == "burst":
        return ACTION * s.actions
    if phase == "choose":
        if _can_take(s, idx, net, mover, opponent(s, mover)):
            return TAKE
        if s.stack and any(ship_majority(s, spot, mover) for spot in frontier(s)):
            return VOYAGE
    return 0.0


def _strength(s: State, idx: Index, player: str, marked: bool) -> int:
    """The strength cards of `player`'s hand (only those it may play in defence if `marked`)."""
    total = 0
    for c in s.hands[player]:
        card = idx.cards[c]
        if isinstance(card.effect, Strength) and (card.opponent_turn or not marked):
            total += card.effect.amount
    return total


def _can_take(s: State, idx: Index, net: Network, attacker: str, defender: str) -> int:
    """1 if `attacker` could take a city of `defender`'s with all it can send, else 0."""
    senders = [c for c in cities_of(s, attacker) if s.greeks[c] >= 2]
    if not senders:
        return 0
    bonus = _strength(s, idx, attacker, marked=False)
    defence = _strength(s, idx, defender, marked=True)
    for target in cities_of(s, defender):
        joined = [c for c in senders if net.by_land_or_water(c, target)]
        if not joined:
            continue
        force = sum(s.greeks[c] - 1 for c in joined) + bonus
        held = s.greeks[target] + defence
        if force > held or (force == held and all(net.by_land(c, target) for c in joined)):
            return 1
    return 0


def _attack_wins(s: State, idx: Index, net: Network) -> bool:
    """Whether the attack under way wins, with what may still join it and the cards in hand."""
    a = s.attack
    if a is None:
        return False
    attacker = s.players[s.current]
    defender = opponent(s, attacker)
    force, land = sum(a.sent.values()) + a.bonus, a.land
    if s.phase == "attack":
        for c in cities_of(s, attacker):
            if c not in a.sent and s.greeks[c] >= 2 and net.by_land_or_water(c, a.target):
                force += s.greeks[c] - 1
                land = land and net.by_land(c, a.target)
        force += _strength(s, idx, attacker, marked=False)
    held = s.greeks[a.target] + a.defence + _strength(s, idx, defender, marked=True)
    return force >= held if land else force > held
