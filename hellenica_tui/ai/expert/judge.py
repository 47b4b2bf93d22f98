"""A game judged turn by turn: each city-state's estimated chance to win, from
what one viewer could see.

The position judged is the viewer's view (a spectator's when None): another
player's secret Ethos cards count for nothing there, so nobody learns them from
the figures; a finished game shows its winners' cards and the last column
gives them the win. The judgement is the one learned from finished games
(`learned.chances`: on held-out games its chances are truer than the expert's
hand-written evaluation, docs/ai.md), with no search, so a whole game is judged
in a moment.
"""

from __future__ import annotations

from hellenica_tui.ai.expert.learned import chances
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.core.view import view


def win_percent(state: State, viewer: str | None) -> dict[str, int]:
    """Each player's estimated chance to win on `state` as `viewer` sees it, in whole percents."""
    return percent(view(state, viewer))


def percent(seen: State) -> dict[str, int]:
    """The chances on a position already seen through someone's eyes (or a finished
    game shown whole), in whole percents."""
    return {name: round(100 * chance) for name, chance in chances(seen).items()}


def told(seen: State, names: dict[str, str]) -> str:
    """'Chance to win (expert's estimate): Athens 41%, Sparta 30%', the likeliest first."""
    got = percent(seen)
    ranked = sorted(got, key=lambda name: -got[name])
    return "Chance to win (expert's estimate): " + ", ".join(f"{names.get(n, n)} {got[n]}%" for n in ranked)
