"""The engine's test game lives in the package (`games.dicegame`, an example game of the
registry, not offered to players); the engine's tests import it from here."""

from hellenica_tui.games.dicegame.rules import *  # noqa: F403
from hellenica_tui.games.dicegame.rules import _dice_as_pair  # noqa: F401
