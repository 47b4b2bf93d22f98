"""Where saved games live, how a save is named, and what the lists of saved games show.

Every game the program starts is saved in the user's data folder (platformdirs:
`~/.local/share/hellenica/saves` on Linux), unless a path says otherwise;
`HELLENICA_SAVES` names another folder instead. A save given by a bare name
(`mine`, `mine.hsav`) means that folder; a name with a folder part
(`saves/mine.hsav`, `./mine.hsav`) means just that path. One suffix, `.hsav`,
everywhere.

The lists on the load and continue screens show every game in that folder
and in `saves/` (and its sub-folders, one level down) under the current
folder, each with its players, its turn and its winners, read from the
header and the end of the log (`engine.peek`), never by loading the game.

No Textual here: the command line and the screens both use it.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Sequence
from pathlib import Path

import msgspec

SAVE_SUFFIX = ".hsav"


def data_dir() -> Path:
    """The program's folder in the user's data folder."""
    import platformdirs  # only when a save is named without a path, or a list is shown

    return platformdirs.user_data_path("hellenica", appauthor=False)


def saves_dir() -> Path:
    """Where games are saved: $HELLENICA_SAVES, else `saves` in the user's data folder."""
    override = os.environ.get("HELLENICA_SAVES")
    return Path(override) if override else data_dir() / "saves"


def save_folders() -> list[Path]:
    """Every folder the lists of saved games look in: the saves folder, then
    `saves/` under the current folder and its sub-folders (only the first with
    $HELLENICA_SAVES)."""
    folders = [saves_dir()]
    if os.environ.get("HELLENICA_SAVES"):
        return folders
    local = Path("saves")
    if local.is_dir():
        folders.append(local)
        with contextlib.suppress(OSError):
            folders += sorted(item for item in local.iterdir() if item.is_dir() and not item.name.startswith("."))
    return folders


def _with_suffix(path: Path) -> Path:
    return path if path.suffix == SAVE_SUFFIX else path.with_name(path.name + SAVE_SUFFIX)


def _bare(name: str) -> bool:
    return "/" not in name and os.sep not in name and name not in (".", "..")


def save_path(name: str) -> Path:
    """Where a save named by the player is written: the suffix added if missing, a
    bare name in the saves folder."""
    path = _with_suffix(Path(name).expanduser())
    return saves_dir() / path if _bare(name) else path


def find_save(name: str) -> Path:
    """The save a name means when it is read: a path as given (or with the suffix
    added, if only that exists); a bare name in the saves folder, else in the
    current folder."""
    given = Path(name).expanduser()
    places = [saves_dir() / given, given] if _bare(name) else [given]
    for place in places:
        for candidate in (place, _with_suffix(place)):
            if candidate.is_file():
                return candidate
    return save_path(name) if _bare(name) else given


def new_save_path(seats: Sequence[str], game: str = "hellenica") -> Path:
    """A fresh file in the saves folder named by the date, the game and its seats."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    named = f"{stamp}-{game}-{'-'.join(seats)}"
    path = saves_dir() / f"{named}{SAVE_SUFFIX}"
    n = 2
    while path.exists():
        path = saves_dir() / f"{named}-{n}{SAVE_SUFFIX}"
        n += 1
    return path


# -- the lists of saved games ------------------------------------------------------


class SavedGame(msgspec.Struct, frozen=True, kw_only=True):
    """One save as the lists show it."""

    path: Path
    modified: float  # seconds since the epoch
    game: str = ""  # the game's id (its ruleset's), "" when unknown
    players: tuple[tuple[str, bool], ...] = ()  # (seat, played by the AI)
    levels: tuple[tuple[str, str], ...] = ()  # (seat, its AI) for the AI seats whose AI is not the game's first
    turn: int | None = None  # 0: still setting up (a map being made, homes chosen); None: not known
    winners: tuple[str, ...] = ()
    problem: str = ""  # why it cannot be read, if it cannot

    @property
    def over(self) -> bool:
        return bool(self.winners)


def read_facts(path: Path) -> SavedGame:
    """What the lists show of one save; never raises (a bad file says why in `problem`)."""
    from hellenica_tui.engine.errors import SaveFileError
    from hellenica_tui.engine.peek import Peek
    from hellenica_tui.games.registry import RULESETS, TABLE, game

    try:
        modified = path.stat().st_mtime
    except OSError as error:
        return SavedGame(path=path, modified=0.0, problem=error.strerror or str(error))
    try:
        with Peek(str(path), RULESETS) as peek:
            ident = peek.header.ruleset
            players = tuple((seat.name, seat.kind == "ai") for seat in peek.header.seats)
            if ident not in TABLE:
                return SavedGame(path=path, modified=modified, players=players, problem=f"a game of {ident!r}, unknown here")
            module = game(ident)
            turn, winners = module.save_facts(peek)
            first = next(iter(module.facts.ai_levels), "")
            levels = tuple((seat.name, seat.ai) for seat in peek.header.seats if seat.kind == "ai" and seat.ai not in ("", first))
    except SaveFileError as error:
        return SavedGame(path=path, modified=modified, problem=error.reason)
    except Exception as error:  # a list must show every file, whatever is in it
        return SavedGame(path=path, modified=modified, problem=f"unreadable ({type(error).__name__})")
    return SavedGame(path=path, modified=modified, game=ident, players=players, levels=levels, turn=turn, winners=winners)


def saved_games() -> list[SavedGame]:
    """Every save in `save_folders()`, newest first."""
    seen: set[Path] = set()
    games = []
    for folder in save_folders():
        try:
            paths = sorted(folder.glob(f"*{SAVE_SUFFIX}"))
        except OSError:
            continue
        for path in paths:
            key = path.resolve()
            if key in seen or not path.is_file():
                continue
            seen.add(key)
            games.append(read_facts(path))
    return sorted(games, key=lambda game: game.modified, reverse=True)


def _plain(text: str, limit: int = 40) -> str:
    """A string from a file, safe to show: no control characters, on one short line."""
    from hellenica_tui.engine.text import clip

    return clip(text, limit)


def turn_words(turn: int | None) -> str:
    """A save's turn as the lists say it: turn 0 is the game being set up."""
    return "turn unknown" if turn is None else "setting up" if turn == 0 else f"turn {turn}"


def describe(game: SavedGame) -> tuple[str, ...]:
    """The lines a list shows: when and which file; the game, the turn and the winners;
    who plays (people first, then the AI players). Each fits in 76 columns with a
    4-column indent."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(game.modified))
    try:
        shown = game.path.relative_to(saves_dir())
    except ValueError:
        shown = game.path
    head = f"{when}  {_plain(str(shown.with_suffix('')), 56)}"
    if game.problem:
        return head, f"cannot be opened: {_plain(game.problem, 50)}"
    people = [_plain(city, 12).capitalize() for city, ai in game.players if not ai]
    levels = dict(game.levels)
    groups: dict[str, list[str]] = {}  # the AI seats by their AI: "AI" for the game's first, else "AI expert"...
    for city, ai in game.players:
        if ai:
            level = levels.get(city)
            label = f"AI {_plain(level, 16).replace('-', ', ')}" if level else "AI"
            groups.setdefault(label, []).append(_plain(city, 12).capitalize())
    parts = [", ".join(people), *(f"{label}: {', '.join(cities)}" for label, cities in groups.items())]
    players = _plain("; ".join(part for part in parts if part), 72)  # "Corcyra; AI: Thebes, Sparta; AI expert: Athens"
    turn = turn_words(game.turn)
    if game.game:
        from hellenica_tui.games.registry import facts

        turn = f"{facts(game.game).name}, {turn}"
    if game.winners:
        turn += ", won by " + " and ".join(_plain(w, 12).capitalize() for w in game.winners)
    return head, turn, players


def games_in_progress() -> list[SavedGame]:
    """The saves that can be played on (readable, not won), newest first."""
    return [game for game in saved_games() if not game.problem and not game.over]
