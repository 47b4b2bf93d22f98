"""The lobby: a person's games and whose turn it is in each, for games that go on
for days with every seat on its own screen.

`lobby` reads each save named (a person's seat in it, if known) and says who
must act now; `hellenica lobby` prints it, and any host that knows which seat a
person holds in which game (a list of claims) can show the same rows. No
Textual here.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from pathlib import Path

import msgspec

from hellenica_tui.games.facts import GameFacts
from hellenica_tui.savedgames import SavedGame, saves_dir, turn_words


class LobbyRow(msgspec.Struct, frozen=True, kw_only=True):
    path: Path
    game: str = ""  # the game's short name, when it is not the default game (Hellenica)
    seat: str | None = None  # the person's seat in it, if known
    seat_name: str = ""  # its name in the game
    turn: int = 0
    to_act: tuple[str, ...] = ()  # the city-states' names, in the order they act
    your_turn: bool = False  # `seat` must act now
    winners: tuple[str, ...] = ()
    problem: str = ""  # why it cannot be read, if it cannot


def lobby_row(path: Path, seat: str | None = None) -> LobbyRow:
    """One game as the lobby shows it; never raises (a save that cannot be read says why)."""
    from hellenica_tui.engine.errors import GameError
    from hellenica_tui.seat.opening import open_game

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            opened = open_game(str(path))
        names = opened.module.seat_names(opened.game.state)
        won = opened.module.search().winners(opened.game.state)
    except (GameError, OSError) as error:
        return LobbyRow(path=path, seat=seat, problem=str(getattr(error, "reason", None) or error))
    game = opened.game

    def name(ident: str) -> str:
        return names.get(ident, ident)

    to_act = game.to_act()
    winners = tuple(name(w) for w in won)
    return LobbyRow(
        path=path, game=_other_game(opened.module.facts), seat=seat, seat_name=name(seat) if seat else "", turn=game.position[0],
        to_act=tuple(name(p) for p in to_act),
        your_turn=seat in to_act and not winners, winners=winners,
    )  # fmt: skip


def _other_game(facts: GameFacts) -> str:
    """The game's name for a row: the default game goes unnamed (the servers' seat
    pickers show the same rows, in the narrow space of a terminal menu)."""
    from hellenica_tui.games.registry import DEFAULT

    return "" if facts.id == DEFAULT else facts.name


def seat_entries(games: Sequence[SavedGame]) -> list[tuple[Path, str | None]]:
    """The lobby's entries for `games`: one for each seat a person plays (whoever sits
    there picks their own row), one without a seat for a game of AI players alone."""
    entries: list[tuple[Path, str | None]] = []
    for game in games:
        people = [city for city, ai in game.players if not ai]
        entries += [(game.path, city) for city in people] or [(game.path, None)]
    return entries


def lobby(entries: Sequence[tuple[Path, str | None]]) -> list[LobbyRow]:
    """The rows of the games named, the ones where the person must act first."""
    rows = [lobby_row(path, seat) for path, seat in entries]
    return sorted(rows, key=lambda row: (not row.your_turn, bool(row.problem) or bool(row.winners)))


def lobby_line(row: LobbyRow) -> str:
    """One row in words (a mark in letters, never a colour alone, when it is your turn)."""
    try:
        shown = str(row.path.relative_to(saves_dir()).with_suffix(""))
    except ValueError:
        shown = str(row.path)
    from hellenica_tui.engine.text import clip

    game = f" ({row.game})" if row.game else ""
    head = clip(shown, 40) + game + (f" as {row.seat_name}" if row.seat_name else "")
    turn = turn_words(row.turn)
    if row.problem:
        return f"  {head}: cannot be opened: {clip(row.problem, 60)}"
    if row.winners:
        return f"  {head}: {turn}, won by {' and '.join(row.winners)}"
    if not row.to_act:  # over with no seat among the winners (a solo game the rules won)
        return f"  {head}: {turn}, over, won by no seat"
    if row.your_turn:
        others = [p for p in row.to_act if p != row.seat_name]
        also = f" (also to act: {', '.join(others)})" if others else ""
        return f"▶ {head}: {turn}, YOUR TURN{also}"
    return f"  {head}: {turn}, waiting for {', '.join(row.to_act)}"
