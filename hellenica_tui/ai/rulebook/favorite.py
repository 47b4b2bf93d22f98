"""An AI player as Favorite of the Gods: the direction of play and ties.

An AI that becomes Favorite of the Gods turns the token to a random side
(Zeus or Hera), which sets the direction of play. When it must settle a tie
(the bids for a world event, or who becomes the next Favorite of the Gods) it
picks itself if it is among the tied players, else one of them at random but
never the player on its grudge space (`mechanics.bidding.ai_tie_break`).
"""

from __future__ import annotations

import random
from typing import Literal

TokenSide = Literal["zeus", "hera"]
SIDES: tuple[TokenSide, TokenSide] = ("zeus", "hera")


def favorite_side(rng: random.Random) -> TokenSide:
    """The side an AI Favorite of the Gods turns up: a coin flip."""
    return rng.choice(SIDES)

