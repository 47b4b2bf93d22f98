"""A whole state of Hellas drawn from what one player sees (`games.hellas.view`).

The view shows the table, the gods of every card in a hand, the player's own cards
(but not those drawn in its Burst under way) and how many tiles and cards the
stack and decks hold. What is left is filled by chance: the tiles not seen
anywhere make the stack, in a shuffled order; the cards of each god not seen
anywhere (every copy less the discards and the player's own cards) are dealt out
to the opponent's hand and to the player's unseen cards, as many of that god as
each holds, and the rest make that god's deck. Only the view is read, so the
sample cannot tell apart two states the player cannot tell apart.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hellenica_tui.games.hellas.content import Index, by_hash
from hellenica_tui.games.hellas.state import Attack, State, key


def sample(seen: dict[str, Any], rng: random.Random) -> State:
    """A state consistent with the view `seen` of the player `seen["viewer"]`."""
    idx = by_hash(seen["content_hash"])
    me: str = seen["viewer"]
    players: list[str] = list(seen["players"])
    placed = {t: (q, r, turn) for t, (q, r, turn) in seen["map"].items()}
    a = seen["attack"]
    attack = None if a is None else Attack(target=a["target"], sent=dict(a["sent"]), land=a["land"],
                                           bonus=a["bonus"], defence=a["defence"])  # fmt: skip
    s = State(
        content_hash=seen["content_hash"], players=players, phase=seen["phase"],
        current=players.index(seen["to_move"]), turn=seen["turn"], aside=list(seen["aside"]),
        drawn=seen["drawn"], placed=placed, grid={key(q, r): t for t, (q, r, _) in placed.items()},
        owner=dict(seen["owner"]), greeks=dict(seen["greeks"]), ships=dict(seen["ships"]),
        greek_supply=dict(seen["greek_supply"]), ship_supply=dict(seen["ship_supply"]),
        discards={g: list(d) for g, d in seen["discards"].items()}, actions=seen["actions"],
        fair_wind=seen["fair_wind"], attack=attack, regroup_into=seen["regroup_into"],
        gave=list(seen["gave"]), took=list(seen["took"]), failed=seen["failed"],
        closed_at=seen["closed_at"], winner=seen["winner"], reason=seen["reason"],
    )  # fmt: skip
    s.laid = {p: sum(1 for o in s.owner.values() if o == p) for p in players}  # read only while the map is made
    s.stack = _stack(seen, idx, rng)
    _deal(s, seen, idx, me, rng)
    return s


def _stack(seen: dict[str, Any], idx: Index, rng: random.Random) -> list[str]:
    shown = set(seen["map"]) | set(seen["aside"]) | {seen["drawn"]}
    tiles = [t for t in idx.city_ids if t not in shown]
    rng.shuffle(tiles)
    return _fit(tiles, seen["stack"], list(idx.city_ids), rng)


def pool_of_god(idx: Index, god: str) -> list[str]:
    return [c.id for c in idx.content.cards if c.god == god for _ in range(c.count)]


def _fit(items: list[str], n: int, every: list[str], rng: random.Random) -> list[str]:
    """`items` cut or filled (from `every`) to the `n` the view counts. In a real game
    they always agree; a position set up by hand may not add up."""
    return items[:n] + [rng.choice(every) for _ in range(n - len(items))]


def _deal(s: State, seen: dict[str, Any], idx: Index, me: str, rng: random.Random) -> None:
    """The hands, the cards drawn this turn and the decks."""
    mine = list(seen["hand"])
    unseen: Counter[str] = Counter(seen["unseen"])  # my cards I may not look at, by god
    backs = {p: Counter(h) for p, h in seen["hands"].items()}
    s.hands = {p: (list(mine) if p == me else []) for p in s.players}
    s.fresh = {p: (list(seen["fresh"]) if p == me else []) for p in s.players}  # the opponent draws only in its Burst
    s.decks = {}
    for god in idx.god_ids:
        pool = Counter(pool_of_god(idx, god))
        pool.subtract(seen["discards"][god])
        pool.subtract(c for c in mine if idx.cards[c].god == god)
        cards = sorted(pool.elements())
        rng.shuffle(cards)
        for p in s.players:  # the player's unseen cards, then the opponent's hand, of this god
            n = unseen[god] if p == me else backs[p][god]
            dealt, cards = cards[:n], cards[n:]
            s.hands[p] += dealt
            if p == me:
                s.fresh[p] += dealt  # a card not yet seen was drawn in this Burst
        s.decks[god] = _fit(cards, seen["decks"][god], pool_of_god(idx, god), rng)
