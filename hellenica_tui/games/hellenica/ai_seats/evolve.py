"""What each AI event does to the state."""

from __future__ import annotations

from hellenica_tui.games.hellenica.ai_seats.events import (
    AiBidRolled,
    AiBoardChanged,
    AiBonusProduced,
    AiCardRevealed,
    AiDeckShuffled,
    AiEthosDealt,
    AiMovedNothing,
    AiReady,
    GarrisonLost,
    GarrisonRegenerated,
    GarrisonRestored,
    GrudgeSet,
)
from hellenica_tui.games.hellenica.ai_seats.setup import GARRISON
from hellenica_tui.games.hellenica.core.sharing import Writes, writes_nothing, writes_player
from hellenica_tui.games.hellenica.core.state import State, stack_of
from hellenica_tui.games.kit.tables import EventTable, Evolvers

# -- evolve ----------------------------------------------------------------------------------------


def _ready(s: State, e: AiReady) -> None:
    if e.player in s.pending:
        s.pending.remove(e.player)


def _ethos(s: State, e: AiEthosDealt) -> None:
    assert s.ai is not None
    s.ai.ethos = list(e.cards)
    for card in e.cards:
        s.ethos_deck.remove(card)


def _shuffled(s: State, e: AiDeckShuffled) -> None:
    assert s.ai is not None
    s.ai.deck = list(e.deck)
    s.ai.discard = []


def _revealed(s: State, e: AiCardRevealed) -> None:
    assert s.ai is not None
    s.ai.deck.remove(e.card)
    s.ai.discard.append(e.card)
    s.ai.seats[e.player].card = e.card


def _board_rows(s: State, e: AiBoardChanged) -> None:
    assert s.ai is not None
    seat, p = s.ai.seats[e.player], s.players[e.player]
    seat.advancements, seat.supply = e.advancements, e.supply
    p.favor, p.philosophers, p.commerce = e.favor, e.philosophers, e.commerce


def _bonus(s: State, e: AiBonusProduced) -> None:
    """Nothing changes here: the board and units it gives follow as their own events."""


def _moved_nothing(s: State, e: AiMovedNothing) -> None:
    """Nothing changes: the supply is spent and the movement ends."""


def _bid_rolled(s: State, e: AiBidRolled) -> None:
    """The roll is on record; its bid follows as a BidPlaced."""


def _grudge(s: State, e: GrudgeSet) -> None:
    assert s.ai is not None
    s.ai.seats[e.player].grudge = e.against


def _add_units(s: State, area: str, player: str, units: dict[str, int]) -> None:
    stack = stack_of(s, area, player)
    for key, n in units.items():
        stack.units[key] = stack.units.get(key, 0) + n


def _restored(s: State, e: GarrisonRestored) -> None:
    _add_units(s, e.area, e.player, e.units)


def _lost(s: State, e: GarrisonLost) -> None:
    assert s.ai is not None
    s.ai.seats[e.player].garrison = ""


def _regenerated(s: State, e: GarrisonRegenerated) -> None:
    assert s.ai is not None
    s.ai.seats[e.player].garrison = e.area
    s.players[e.player].government_city = e.area
    _add_units(s, e.area, e.player, dict(GARRISON))


# What each event of this module does to the state.
EVOLVERS = (
    Evolvers[State]()
    .on(AiReady, _ready)
    .on(AiEthosDealt, _ethos)
    .on(AiDeckShuffled, _shuffled)
    .on(AiCardRevealed, _revealed)
    .on(AiBoardChanged, _board_rows)
    .on(AiBonusProduced, _bonus)
    .on(AiMovedNothing, _moved_nothing)
    .on(AiBidRolled, _bid_rolled)
    .on(GrudgeSet, _grudge)
    .on(GarrisonRestored, _restored)
    .on(GarrisonLost, _lost)
    .on(GarrisonRegenerated, _regenerated)
)

# The areas and players each event changes (core/sharing.py).
WRITES = (
    EventTable[State, Writes]()
    .on(AiReady, writes_nothing)
    .on(AiEthosDealt, writes_nothing)
    .on(AiDeckShuffled, writes_nothing)
    .on(AiCardRevealed, writes_nothing)
    .on(AiBoardChanged, writes_player)
    .on(AiBonusProduced, writes_nothing)
    .on(AiMovedNothing, writes_nothing)
    .on(AiBidRolled, writes_nothing)
    .on(GrudgeSet, writes_nothing)
    .on(GarrisonRestored, lambda s, e: Writes((e.area,)))
    .on(GarrisonLost, writes_nothing)
    .on(GarrisonRegenerated, lambda s, e: Writes((e.area,), (e.player,)))
)
