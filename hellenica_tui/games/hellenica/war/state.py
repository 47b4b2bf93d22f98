"""The war rules' part of the state: a movement under way, a combat under way,
and how a stack remembers how far its units have been supplied this turn.

`Stack.supplied` maps `moved_key(key, times)` to how many units of that key were
supplied to move `times` times this turn (units not listed have not moved). The
key is text ("hoplite:2"), made and read only by `moved_key` and `split_moved`:
the state's shape is in the state hash a save keeps at every round, and stacks
hold it in the middle of a turn, so another shape would fail older saves' checks.
Units leave a stack most-travelled first, whether they move on or die, so the
units that stay keep as much movement as possible.
"""

from typing import Final, Literal

import msgspec

# Steps of a combat, in the order a round goes through them.
Step = Literal["start", "leaders", "casualty", "withdraw_attacker", "withdraw_defender"]
START: Final = "start"  # losses before any roll (heroes at sea, triremes on land)
LEADERS: Final = "leaders"  # players may place a Brilliant General/Admiral before the dice
CASUALTY: Final = "casualty"  # the winner (both, on a tie) picks the enemy unit destroyed
WITHDRAW_ATTACKER: Final = "withdraw_attacker"
WITHDRAW_DEFENDER: Final = "withdraw_defender"


class Movement(msgspec.Struct):
    """The active player's supply for movement, until every group has moved."""

    player: str
    area: str  # the supplied area
    left: dict[str, int] = {}  # units of the supplied area that may still move in this supply
    sent: list[str] = []  # areas a group went to (one group per destination)
    fought: list[str] = []  # areas where combat happened: no more units may enter
    carried: dict[str, int] = {}  # sea -> hoplites and cavalry carried across it this supply


class Combat(msgspec.Struct):
    area: str
    attacker: str
    defender: str
    origin: str  # where the attacker came from: its way back when it withdraws
    via: list[str] = []  # seas the attacker crossed by sea transport
    round: int = 0
    step: Step = START
    picks: list[str] = []  # players who still pick an enemy unit to destroy this round
    leaders: list[str] = []  # players whose Brilliant General/Admiral token is on this combat
    rerolls: list[str] = []  # players who used their once-a-combat reroll
    prevented: dict[str, int] = {}  # player -> casualties a prevent_casualty ability saved


class CreatureTurn(msgspec.Struct):
    """The creatures acting at upkeep, kept while the step waits on an answer: which
    creatures have acted, the one the Favorite chose to act next, and the area whose
    owner chooses the upgrade its creature takes."""

    acted: list[str] = []
    next: str = ""  # or those chosen to act next, in order: "sphinx,hydra" (core.state.ORDER)
    owed: str = ""


def moved_key(key: str, times: int) -> str:
    return f"{key}:{times}"


def split_moved(entry: str) -> tuple[str, int]:
    key, _, times = entry.partition(":")
    return key, int(times)


def times_of(units: dict[str, int], supplied: dict[str, int], key: str) -> list[int]:
    """How many times each unit of `key` has been supplied, one entry per unit, most first."""
    if not supplied:  # the usual case, outside a turn's movements: none was supplied yet
        return [0] * units.get(key, 0)
    counts = sorted(
        ((times, n) for entry, n in supplied.items() for k, times in [split_moved(entry)] if k == key and n > 0),
        reverse=True,
    )
    out: list[int] = []
    for times, n in counts:
        out += [times] * n
    out += [0] * (units.get(key, 0) - len(out))
    return out[: units.get(key, 0)]
