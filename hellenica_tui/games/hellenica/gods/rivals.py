"""RIVAL DEITIES (a game setting): the rival track is dealt at setup; each
deity is the rival of its neighbours on it. Building a temple to a rival of
a deity one has temples to is refused (build.py); a player who comes to own
temples to two rivals some other way (a conquest, a city joining it, a free
upgrade) must at once remove every temple it owns to one of them, its pick.
"""

from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import Choice, State
from hellenica_tui.games.hellenica.economy.build import rivals_of, temple_deities
from hellenica_tui.games.hellenica.gods.choices import ask
from hellenica_tui.games.hellenica.gods.events import (
    TemplesRemoved,
)


def clashes(s: State, player: str) -> list[str]:
    """The deities of `player`'s temples that have a rival among them."""
    owned = temple_deities(s, player)
    return sorted(d for d in owned if rivals_of(s, d) & owned)


def check(tx: Tx) -> bool:
    """Ask the first player owning temples to two rivals which to give up; True if asked."""
    s = tx.s
    if not s.settings.rival_deities:
        return False
    for player in s.players:
        found = clashes(s, player)
        if found:
            ask(tx, Choice(player=player, about="rival", prompt="remove every temple you own to which deity?",
                           options=found))
            return True
    return False


def _answer(tx: Tx, player: str, option: str) -> None:
    tx.emit(TemplesRemoved(player=player, deity=option))


# What follows each kind of question once answered.
ANSWERS = {
    "rival": _answer,
}
