"""The text of every command (rules page `notation`). One canonical form each:

    place Q,R turn N [ship CITY] [from CITY]     burst   voyage   stop   end
    attack CITY from CITY N    send CITY N       strike  stand
    greek CITY   ship CITY   draw GOD            move greek|ship CITY CITY
    play CARD [CITY] [from CITY]

Reading is forgiving: any case, and every word may be cut to a prefix that fits one
name only; several fits are an AmbiguousCommand listing them.
"""

from __future__ import annotations

from collections.abc import Sequence

from hellenica_tui.engine.errors import AmbiguousCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas.commands import (
    AddGreek,
    AddShip,
    AttackCity,
    Burst,
    Draw,
    End,
    MoveGreek,
    MoveShip,
    Place,
    Play,
    Send,
    Stand,
    Stop,
    Strike,
    Voyage,
)
from hellenica_tui.games.hellas.content import Index

VERBS = ("place", "burst", "voyage", "attack", "send", "strike", "greek", "ship", "draw", "stop", "move", "end",
         "play", "stand")  # fmt: skip
_PLAIN: dict[str, Command] = {"burst": Burst(), "voyage": Voyage(), "strike": Strike(), "stop": Stop(),
                              "end": End(), "stand": Stand()}  # fmt: skip


def format_command(cmd: Command) -> str:
    match cmd:
        case Place(q=q, r=r, turn=t, ship=ship, source=src):
            return f"place {q},{r} turn {t}" + (f" ship {ship}" if ship else "") + (f" from {src}" if src else "")
        case AttackCity(target=t, source=src, count=n):
            return f"attack {t} from {src} {n}"
        case Send(source=src, count=n):
            return f"send {src} {n}"
        case AddGreek(city=c):
            return f"greek {c}"
        case AddShip(city=c):
            return f"ship {c}"
        case Draw(god=g):
            return f"draw {g}"
        case MoveGreek(source=a, target=b):
            return f"move greek {a} {b}"
        case MoveShip(source=a, target=b):
            return f"move ship {a} {b}"
        case Play(card=c, target=t, source=src):
            return f"play {c}" + (f" {t}" if t else "") + (f" from {src}" if src else "")
    for word, plain in _PLAIN.items():
        if type(plain) is type(cmd):
            return word
    raise InvalidCommand(f"not a Hellas command: {cmd!r}")


def pick(word: str, names: Sequence[str], what: str) -> str:
    """The one name `word` is, or a prefix of."""
    if word in names:
        return word
    fits = [n for n in names if n.startswith(word)]
    if not fits:
        raise InvalidCommand(f"no {what} {word!r}; the {what}s are {', '.join(names)}")
    if len(fits) > 1:
        raise AmbiguousCommand(f"{word!r} could be the {what} {' or '.join(fits)}", tuple(fits))
    return fits[0]


def _number(word: str, what: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise InvalidCommand(f"{what} is a whole number, not {word!r}") from None


def _spot(word: str) -> tuple[int, int]:
    parts = word.split(",")
    if len(parts) != 2:
        raise InvalidCommand(f"a spot is written Q,R (such as 1,-1), not {word!r}")
    return _number(parts[0], "a spot's q"), _number(parts[1], "a spot's r")


def _expect(words: list[str], n: int, usage: str) -> None:
    if len(words) != n:
        raise InvalidCommand(f"write it as: {usage}")


def parse_command(text: str, idx: Index) -> Command:
    words = text.lower().replace(" , ", ",").split()
    if not words:
        raise InvalidCommand("type a command, such as burst, voyage or attack")
    verb = pick(words[0], VERBS, "command")
    args = words[1:]
    cities = idx.city_ids

    def city(word: str) -> str:
        return pick(word, cities, "city")

    if verb in _PLAIN:
        _expect(args, 0, verb)
        return _PLAIN[verb]
    if verb == "place":
        if not args:
            raise InvalidCommand("write it as: place Q,R turn N [ship CITY] [from CITY]")
        q, r = _spot(args[0])
        rest = args[1:]
        turn, ship, src = 0, "", ""
        while rest:
            if len(rest) < 2:
                raise InvalidCommand(f"{rest[0]!r} wants a value after it")
            key = pick(rest[0], ("turn", "ship", "from"), "word")
            if key == "turn":
                turn = _number(rest[1], "a turn") % 6
            elif key == "ship":
                ship = city(rest[1])
            else:
                src = city(rest[1])
            rest = rest[2:]
        return Place(q=q, r=r, turn=turn, ship=ship, source=src)
    if verb == "attack":
        _expect(args, 4, "attack CITY from CITY N")
        if args[1] != "from":
            raise InvalidCommand("write it as: attack CITY from CITY N")
        return AttackCity(target=city(args[0]), source=city(args[2]), count=_number(args[3], "a count"))
    if verb == "send":
        _expect(args, 2, "send CITY N")
        return Send(source=city(args[0]), count=_number(args[1], "a count"))
    if verb in ("greek", "ship"):
        _expect(args, 1, f"{verb} CITY")
        return AddGreek(city=city(args[0])) if verb == "greek" else AddShip(city=city(args[0]))
    if verb == "draw":
        _expect(args, 1, "draw GOD")
        return Draw(god=pick(args[0], idx.god_ids, "god"))
    if verb == "move":
        _expect(args, 3, "move greek|ship CITY CITY")
        kind = pick(args[0], ("greek", "ship"), "kind")
        a, b = city(args[1]), city(args[2])
        return MoveGreek(source=a, target=b) if kind == "greek" else MoveShip(source=a, target=b)
    # play CARD [CITY] [from CITY]
    if not args or len(args) > 4:
        raise InvalidCommand("write it as: play CARD [CITY] [from CITY]")
    card = pick(args[0], tuple(idx.cards), "card")
    target = source = ""
    rest = args[1:]
    if rest and rest[0] != "from":
        target, rest = city(rest[0]), rest[1:]
    if rest:
        if rest[0] != "from" or len(rest) != 2:
            raise InvalidCommand("write it as: play CARD [CITY] [from CITY]")
        source = city(rest[1])
    return Play(card=card, target=target, source=source)
