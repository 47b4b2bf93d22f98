"""Opening a game as a seat: a save read with the ruleset its header names, the game
module that goes with it, and the seat a typed name means."""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from hellenica_tui.engine.errors import RequestError
from hellenica_tui.engine.game import Game, SaveFileWarning
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.facts import GameModule
from hellenica_tui.games.registry import RULESETS, game


class Opened(NamedTuple):
    game: Game
    module: GameModule


def open_game(path: str) -> Opened:
    """The save at `path` and its game module; SaveFileError when it cannot be read.
    What loading mended (a torn last frame dropped) is in `game.warnings`, for the
    caller to tell (a warning printed would land under a screen)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SaveFileWarning)
        loaded = Game.load(path, RULESETS)
    return Opened(loaded, module_of(loaded))


def seating(module: GameModule, scenario: str, people: Sequence[str], ai: Mapping[str, str]) -> list[Seat]:
    """The seats of a new game of `scenario`: `people` played by people, then `ai`
    (seat to AI level, as a seat stores it: `GameFacts.seat_ai`); RequestError saying what is wrong (a seat the game has not, one
    named twice, too few or too many, an AI level the game has not)."""
    facts = module.facts
    known = module.seats(scenario)
    noun = facts.seat_noun
    if ai and not facts.ai_levels:
        raise RequestError(f"{facts.name} has no AI players")
    for name, level in ai.items():
        try:
            facts.ai_of(level)  # "expert", or "expert-hard": the level and its strength
        except ValueError as error:
            raise RequestError(f"{error}, for {name}") from None
    named = [*people, *ai]
    for name in named:
        if name not in known:
            raise RequestError(f"{name!r} is not a {noun} of {scenario} ({', '.join(sorted(known))})")
    twice = sorted({name for name in named if named.count(name) > 1})
    if twice:
        raise RequestError(f"{', '.join(twice)} named twice: a {noun} is played by one person (--players) or the AI (--ai)")
    if not facts.players_min <= len(named) <= facts.players_max:
        raise RequestError(f"a game needs {facts.players_min} to {facts.players_max} {noun}s, not {len(named)}")
    return [Seat(name) for name in people] + [Seat(name, "ai", level) for name, level in ai.items()]


def new_game(
    ident: str, scenario: str, seats: Sequence[Seat], seed: int, settings: Mapping[str, Any], path: str,
    replace: bool = False,
) -> Opened:
    """A new game of `ident` saved at `path` (FileExistsError if there is a file there
    and not `replace`)."""
    module = game(ident)
    made = Game.new(module.ruleset(), scenario, seats, seed, dict(settings), path=path, replace=replace)
    return Opened(made, module)


def module_of(played: Game) -> GameModule:
    """The game module of a game under way (by its ruleset's id)."""
    return game(played.ruleset.id)


def seat_named(played: Game, name: str, person: bool = True) -> str:
    """The seat `name` means (case-insensitive; a unique prefix will do); RequestError
    naming the seats when none or several match, or (`person`) when an AI plays it."""
    seats = [seat.name for seat in played.seats]
    wanted = name.strip().lower()
    found = [s for s in seats if s == wanted] or [s for s in seats if s.startswith(wanted)]
    if len(found) != 1:
        raise RequestError(f"no single seat matches {name!r} (seats: {', '.join(seats)})")
    if person and any(seat.name == found[0] and seat.kind == "ai" for seat in played.seats):
        people = [seat.name for seat in played.seats if seat.kind != "ai"]
        raise RequestError(f"{found[0]} is played by the AI (seats for people: {', '.join(people)})")
    return found[0]


def actor(played: Game, name: str | None) -> str:
    """Who gives a command: the seat `name` means, else the only seat (the only person,
    beside AI seats) who must act now; RequestError when that is nobody or several."""
    if name is not None:
        return seat_named(played, name, person=False)
    to_act = played.to_act()
    kinds = {seat.name: seat.kind for seat in played.seats}
    people = [p for p in to_act if kinds[p] != "ai"]
    if len(people) == 1 and len(people) < len(to_act):
        return people[0]
    if len(to_act) == 1:
        return to_act[0]
    if not to_act:
        raise RequestError("nobody has to act now")
    raise RequestError(f"several players must act now ({', '.join(to_act)}); choose one with --as")
