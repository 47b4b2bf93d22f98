"""Commands of movement and combat (registered with commands.py).

A supply for movement is a sequence of commands within one action: the
supply itself (which market pays, which area is activated), then one `Move`
per group, then `EndMovement` (implied once nothing is left to move or raid).
Combat asks the players involved with `Destroy`, `Withdraw`, `Stay` and
`Leader` / `NoLeader`.
"""

from hellenica_tui.engine.ruleset import Command


class SupplyMovement(Command, frozen=True, kw_only=True):
    area: str  # the land or sea area activated
    city: str  # the city whose market is exhausted
    using: str = ""  # which matching upgrade to exhaust (see commands.py)
    exchange: bool = False


class Move(Command, frozen=True, kw_only=True):
    units: tuple[tuple[str, int], ...]  # (unit key, count) in the order of UNIT_ORDER
    to: str


class EndMovement(Command, frozen=True, kw_only=True):
    pass


class Raid(Command, frozen=True, kw_only=True):
    city: str  # the city the mine upgrade belongs to
    area: str  # where the mine location is


class Destroy(Command, frozen=True, kw_only=True):
    unit: str  # the enemy unit key picked as this round's casualty


class Withdraw(Command, frozen=True, kw_only=True):
    to: str = ""  # the defender's retreat ("" for the attacker, who goes back where it came from)


class Stay(Command, frozen=True, kw_only=True):
    pass


class Leader(Command, frozen=True, kw_only=True):
    """Place the Brilliant General (land) or Admiral (sea) token on this combat."""


class NoLeader(Command, frozen=True, kw_only=True):
    """Keep the token for now (it may still be placed before a later round)."""


class FreeTemple(Command, frozen=True, kw_only=True):
    """The new owner of a city with a free temple location places an active temple there."""

    deity: str = ""  # "" places none


COMMANDS = (FreeTemple, SupplyMovement, Move, EndMovement, Raid, Destroy, Withdraw, Stay, Leader, NoLeader)

# Units in the order commands and texts list them.
