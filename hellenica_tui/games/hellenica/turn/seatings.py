"""Home cities for a game of fewer than seven city-states ("Games with less than
7 players"): the rulebook asks each player to pick a Home City within 3 or 4
areas of as many other players' Home Cities as possible. This module says when
a choice falls short, and which choices do best, for the new-game screen and
for the seatings of headless games.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from hellenica_tui.games.hellenica.content.board import SEATED_WITHIN as WITHIN
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.schema import Content


def _close(board: Board, a: str, b: str) -> bool:
    return board.distance(board.home_of(a), board.home_of(b)) <= WITHIN


def _close_pairs(board: Board, chosen: Sequence[str]) -> int:
    return sum(_close(board, a, b) for a, b in combinations(chosen, 2))


def _spread(board: Board, chosen: Sequence[str]) -> int:
    return sum(board.distance(board.home_of(a), board.home_of(b)) for a, b in combinations(chosen, 2))


def _short_of_all(content: Content, chosen: Sequence[str]) -> bool:
    return 2 <= len(chosen) < len(content.city_states)


def far_homes(content: Content, chosen: Sequence[str]) -> list[str]:
    """The chosen city-states whose Home City lies farther than 4 areas from
    every other chosen one (none with all city-states in play, or one alone)."""
    if not _short_of_all(content, chosen):
        return []
    board = Board.of(content)
    return [a for a in chosen if not any(_close(board, a, b) for b in chosen if b != a)]


def suggested_sets(content: Content, players: int) -> list[tuple[str, ...]]:
    """The sets of `players` city-states whose Home Cities lie within 4 areas
    of one another in the most pairs, the closest first."""
    names = sorted(content.city_states)
    if not 2 <= players < len(names):
        return []
    board = Board.of(content)
    sets = list(combinations(names, players))
    best = max(_close_pairs(board, s) for s in sets)
    return sorted((s for s in sets if _close_pairs(board, s) == best), key=lambda s: (_spread(board, s), s))


def suggested_sets_with(content: Content, players: int, city_state: str) -> list[tuple[str, ...]]:
    """The sets of `players` city-states holding `city_state` whose Home Cities
    lie within 4 areas of one another in the most pairs: the rulebook's advice
    once that city-state is to play (the closest first)."""
    names = sorted(content.city_states)
    if not 2 <= players < len(names) or city_state not in names:
        return []
    board = Board.of(content)
    sets = [s for s in combinations(names, players) if city_state in s]
    best = max(_close_pairs(board, s) for s in sets)
    return sorted((s for s in sets if _close_pairs(board, s) == best), key=lambda s: (_spread(board, s), s))


def seating_warning(content: Content, chosen: Sequence[str]) -> str:
    """One sentence when the chosen city-states' Home Cities are not as close as
    the rulebook suggests; "" when they are (or every city-state plays)."""
    if not _short_of_all(content, chosen):
        return ""
    board = Board.of(content)
    names = [content.city_states[a].name for a in far_homes(content, chosen)]
    if names:
        return (f"{', '.join(names)}: no other Home City in play lies within {WITHIN} areas. With fewer than "
                f"seven city-states, pick Home Cities within 3 or 4 areas of one another.")
    best = suggested_sets(content, len(chosen))
    if best and _close_pairs(board, chosen) < _close_pairs(board, best[0]):
        return (f"{_close_pairs(board, chosen)} pairs of these Home Cities lie within {WITHIN} areas of each "
                f"other; {_close_pairs(board, best[0])} could: 'Suggest homes' ticks such sets.")
    return ""


def seating_note(content: Content, chosen: Sequence[str]) -> str:
    """What the new-game form says of the chosen home cities: the warning, else
    that they follow the advice, else nothing (every city-state, or one alone)."""
    warning = seating_warning(content, chosen)
    if warning or not _short_of_all(content, chosen):
        return warning
    return "These home cities lie as close to one another as the rulebook advises."
