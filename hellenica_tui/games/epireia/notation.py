"""The text of Epireia's commands: one canonical form each (`format_command`) and a
forgiving reader (`parse`): any case, and any word may be cut to a prefix that fits
one name only.

    city athens          admin archon         figure pericles
    donate 3 wheat       build temple         produce hoplites 2
    ability | ability copper                  recruit cimon
    send pericles persia done
    place h1-03 flank-1a lead pericles flank  ready   commit   hold
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hellenica_tui.engine.errors import AmbiguousCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.epireia import commands as c
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.state import State
from hellenica_tui.games.epireia.vocabulary import RESOURCES, UNITS

VERBS = (
    "city", "admin", "figure", "donate", "build", "produce", "ability", "recruit",
    "send", "done", "place", "lead", "ready", "commit", "hold",
)  # fmt: skip


def one_of(word: str, names: Iterable[str], what: str) -> str:
    """The name `word` stands for: itself, or the one name it begins."""
    names = list(names)
    word = word.lower()
    if word in names:
        return word
    found = [n for n in names if n.startswith(word)]
    if len(found) == 1:
        return found[0]
    if not found:
        raise InvalidCommand(f"no {what} {word!r}")
    raise AmbiguousCommand(f"{word!r} could be {', '.join(found)}", tuple(found))


def _args(words: list[str], n: int, usage: str) -> list[str]:
    if len(words) != n:
        raise InvalidCommand(f"usage: {usage}")
    return words


def parse(content: Content, text: str, state: State, player: str) -> Command:
    words = text.lower().split()
    if not words:
        raise InvalidCommand("type a command, e.g. donate 2 wheat")
    verb, rest = one_of(words[0], VERBS, "command"), words[1:]
    spaces = [*content.empires, *content.territories, *content.cities]
    match verb:
        case "city":
            return c.PickCity(city=one_of(_args(rest, 1, "city NAME")[0], content.cities, "city"))
        case "admin":
            return c.PickAdmin(admin=one_of(_args(rest, 1, "admin NAME")[0], content.administrators, "Administrator"))
        case "figure" | "recruit":
            name = one_of(_args(rest, 1, f"{verb} NAME")[0], content.figures, "figure")
            return c.PickFigure(figure=name) if verb == "figure" else c.Recruit(figure=name)
        case "donate":
            amount, resource = _args(rest, 2, "donate AMOUNT RESOURCE")
            if not (amount.isascii() and amount.isdigit()) or len(amount) > 3:
                raise InvalidCommand("usage: donate AMOUNT RESOURCE, e.g. donate 3 wheat")
            return c.Donate(resource=one_of(resource, RESOURCES, "resource"), amount=int(amount))  # type: ignore[arg-type]
        case "build":
            return c.Build(building=one_of(_args(rest, 1, "build BUILDING")[0], content.buildings, "building"))
        case "produce":
            unit, level = _args(rest, 2, "produce UNIT LEVEL, e.g. produce hoplites 1")
            if level not in ("1", "2", "i", "ii"):
                raise InvalidCommand("a level is 1 or 2")
            return c.Produce(unit=one_of(unit, UNITS, "unit"), level=len(level) if "i" in level else int(level))  # type: ignore[arg-type]
        case "ability":
            if not rest:
                return c.UseAbility()
            names = [*UNITS, *RESOURCES, *content.buildings]
            return c.UseAbility(choice=one_of(_args(rest, 1, "ability [CHOICE]")[0], names, "choice"))
        case "send":
            figure, space = _args(rest, 2, "send FIGURE SPACE")
            return c.Send(figure=one_of(figure, content.figures, "figure"), space=one_of(space, spaces, "space"))
        case "place":
            token, slot = _args(rest, 2, "place TOKEN SLOT, e.g. place h1-03 flank-1a")
            return c.Place(token=one_of(token, content.tokens, "token"), slot=one_of(slot, content.slots, "slot"))
        case "lead":
            figure, front = _args(rest, 2, "lead FIGURE FRONT")
            fronts = [f.id for f in content.fronts]
            return c.Lead(figure=one_of(figure, content.figures, "figure"), front=one_of(front, fronts, "front"))
    _args(rest, 0, f"{verb} takes nothing more")
    return {"done": c.Done(), "ready": c.Ready(), "commit": c.Commit(), "hold": c.Hold()}[verb]


def format_command(command: Command) -> str:
    match command:
        case c.PickCity(city=x):
            return f"city {x}"
        case c.PickAdmin(admin=x):
            return f"admin {x}"
        case c.PickFigure(figure=x):
            return f"figure {x}"
        case c.Recruit(figure=x):
            return f"recruit {x}"
        case c.Donate(resource=r, amount=n):
            return f"donate {n} {r}"
        case c.Build(building=b):
            return f"build {b}"
        case c.Produce(unit=u, level=lv):
            return f"produce {u} {lv}"
        case c.UseAbility(choice=x):
            return f"ability {x}".strip()
        case c.Send(figure=f, space=sp):
            return f"send {f} {sp}"
        case c.Place(token=t, slot=sl):
            return f"place {t} {sl}"
        case c.Lead(figure=f, front=fr):
            return f"lead {f} {fr}"
    return type(command).__name__.lower()


def public_text(command: Command, events: Sequence[Event], player: str, viewer: str | None) -> str:
    """A command as `viewer` may read it: a secret first figure, and the tokens and
    figures laid face down on the battlefield, are hidden from all but their player
    (an ally sees them on the battlefield view)."""
    if viewer != player:
        match command:
            case c.PickFigure():
                return "figure (secret)"
            case c.Place(slot=sl):
                return f"place (a token face down) {sl}"
            case c.Lead(front=fr):
                return f"lead (a figure face down) {fr}"
    return format_command(command)
