"""The AI players' part of the state: the public AI board, the grudge spaces,
the government markers, the shared Ethos cards and the AI deck.

An AI player's Favor, Philosophers and Commerce rows are its `Player` fields
(so Favorite of the Gods, bids and objectives read them as for anyone); the
Advancements and Supply rows are kept here. The government marker's garrison
(one elite Hoplite and one elite Cavalry) stands on `garrison` as two real
units of the AI's stack there, so combat counts and destroys them like any
others; they never move.
"""

import msgspec
from msgspec import UNSET, UnsetType


class AiSeat(msgspec.Struct):
    advancements: int = 0  # the Advancements row of the AI board
    supply: int = 0  # the Supply row: movement actions left this turn
    grudge: str = ""  # the player whose cube is on this AI's grudge space
    garrison: str = ""  # the area of its government marker ("" = destroyed)
    card: str = ""  # the AI card revealed for its current production or movement round
    draws: int = 0  # a public number the AI's own tie-breaks are seeded from


class AiState(msgspec.Struct):
    seats: dict[str, AiSeat] = {}  # by AI player, in seating order
    ethos: list[str] = []  # the three Ethos cards shared by the AI players
    deck: list[str] = []  # AI cards, the top card last (order hidden in views)
    discard: list[str] = []
    # Settlements a creature blocked, by city. Unset while there are none, so a
    # state without blocks encodes (and hashes) as it did before this field.
    blocked: dict[str, int] | UnsetType = UNSET


def blocked_settlements(ai: AiState | None, city: str) -> int:
    """How many of the city's settlements a creature blocked (an AI player's city)."""
    if ai is None or ai.blocked is UNSET:
        return 0
    return ai.blocked.get(city, 0)


def block_settlement(ai: AiState, city: str) -> None:
    blocked = {} if ai.blocked is UNSET else ai.blocked
    blocked[city] = blocked.get(city, 0) + 1
    ai.blocked = blocked


def unblock(ai: AiState | None, city: str) -> None:
    """The blocks on a city come off (its creature slain, the city neutral or taken)."""
    if ai is None or ai.blocked is UNSET or city not in ai.blocked:
        return
    del ai.blocked[city]
    if not ai.blocked:
        ai.blocked = UNSET
