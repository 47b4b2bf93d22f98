"""World event bids: secret, simultaneous, in Favor; only the winner pays.

Also the AI players' bid (from one roll of the yellow die) and how an AI
Favorite of the Gods breaks a tie.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.dice import check_yellow


def check_bid(bid: int, favor: int) -> int:
    """A bid is a whole number of Favor from 0 to what the bidder holds."""
    if isinstance(bid, bool) or not isinstance(bid, int):
        raise IllegalCommand("a bid is a whole number of Favor")
    if bid < 0:
        raise IllegalCommand("a bid cannot be negative")
    if bid > favor:
        raise IllegalCommand(f"cannot bid {bid} Favor while holding {favor}")
    return bid


class BidResult(msgspec.Struct, frozen=True):
    winner: str
    paid: int
    tied: tuple[str, ...]  # the players who shared the highest bid (one when there was no tie)
    favor: dict[str, int]  # everyone's Favor afterwards


def settle_bids(
    bids: Mapping[str, int],
    favor: Mapping[str, int],
    *,
    favorite: str,
    favorite_chooses: Callable[[tuple[str, ...]], str],
) -> BidResult:
    """Open the bids: the highest wins; the Favorite of the Gods picks among tied
    highest bidders (itself included). Only the winner loses its bid."""
    if not bids:
        raise IllegalCommand("nobody bid")
    for player, bid in bids.items():
        if player not in favor:
            raise IllegalCommand(f"{player} holds no Favor to bid with")
        check_bid(bid, favor[player])
    if favorite not in favor:
        raise IllegalCommand(f"{favorite} is not in the game")
    top = max(bids.values())
    tied = tuple(p for p in bids if bids[p] == top)
    winner = tied[0] if len(tied) == 1 else favorite_chooses(tied)
    if winner not in tied:
        raise IllegalCommand(f"the Favorite of the Gods must choose among {', '.join(tied)}")
    after = dict(favor)
    after[winner] -= top
    return BidResult(winner, top, tied, after)


def ai_bid(yellow_face: str, favor: int, others_favor: Sequence[int]) -> int:
    """An AI player's bid from its yellow roll: '++' all its Favor, '+' half
    (rounded down), '-' one Favor, blank nothing; never more than it takes to
    beat the most Favor any other player holds."""
    if favor < 0:
        raise IllegalCommand("Favor cannot be negative")
    face = check_yellow(yellow_face)
    wanted = {"++": favor, "+": favor // 2, "-": min(1, favor), "": 0}[face]
    enough = max(others_favor, default=-1) + 1
    return max(0, min(wanted, enough))


def ai_tie_break(
    ai: str, tied: Sequence[str], grudge: str | None, rng: random.Random
) -> str:
    """An AI Favorite of the Gods picks itself if it is among the tied bidders,
    else one of them at random, never the player in its grudge space."""
    if len(tied) < 2:
        raise IllegalCommand("a tie needs at least two bidders")
    if ai in tied:
        return ai
    pool = [p for p in tied if p != grudge]
    return rng.choice(pool)
