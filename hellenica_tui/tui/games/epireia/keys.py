"""Epireia's keys on the shell. A key of a verb with many forms (donate, build,
produce, send, place, lead, the picks) opens a list of the viewer's legal commands
of that verb told in words, and gives the one picked; a key of a plain command
(done, ready, commit, hold) gives it at once. Each says in one line why not, when
nothing of it is allowed now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games.epireia import words as w
from hellenica_tui.tui.games.epireia.reference import effect
from hellenica_tui.tui.games.ui import GameKey, can, given

# The list due to open, by session (one UI serves every screen of a process).
PENDING: dict[int, tuple[str, list[tuple[str, str]]]] = {}


def about(session: Session, text: str) -> str:
    """A legal command in words: what it names, what it costs."""
    content = w.content_of(session.view())
    verb, *rest = text.split()
    try:
        match verb:
            case "city":
                city = content.cities[rest[0]]
                return f"{city.name}; its figures: " + ", ".join(content.figures[f].name for f in content.figures_of(rest[0]))
            case "donate":
                return f"{rest[0]} {rest[1]} to your league's treasury: +1 Prestige"
            case "admin":
                admin = content.administrators[rest[0]]
                return f"{admin.name}: {admin.text}"
            case "figure" | "recruit":
                return w.figure_line(content, rest[0])
            case "build":
                b = content.buildings[rest[0]]
                return f"{b.name}: costs {w.amounts(b.cost)}; {effect(content, b.effect)}"
            case "produce":
                cost = w.token_cost(content, session.view(), rest[0], int(rest[1]))
                return f"a token of {rest[0]}, level {'I' * int(rest[1])}: costs {w.amounts(cost)}"
            case "send":
                return f"{content.figures[rest[0]].name} to {content.space_name(rest[1])} ({space_kind(content, rest[1])})"
            case "place":
                slot = content.slots[rest[1]]
                return f"{w.token(content, rest[0])} on {slot.front}, column {slot.column}"
            case "lead":
                figure = content.figures[rest[0]]
                return f"{figure.name} (attack {figure.attack}) leads the {rest[1]} front (face down)"
    except (KeyError, IndexError, ValueError):
        pass
    return ""


def space_kind(content: w.Content, space: str) -> str:
    """What sending a figure to `space` is for."""
    if space in content.empires:
        empire = content.empires[space]
        gives = w.spoils(content, empire.reward)
        return f"an Empire: roll {empire.target_one}+ alone, {empire.target_two}+ with two; gives {gives}"
    if space in content.territories:
        return "a Territory: tax " + w.amounts(content.territories[space].tax)
    return f"a Greek city: won over on {content.cities[space].target}+"


def map_order(session: Session, text: str) -> tuple[str, str, int, str]:
    """Spaces in the map's order (the Empires, the Territories, the cities), slots in
    the battlefield's, the rest by their words."""
    content = w.content_of(session.view())
    verb, *rest = text.split()
    places = {"send": [*content.empires, *content.territories, *content.cities], "place": list(content.slots)}
    order = places.get(verb, [])
    where = rest[-1] if rest else ""
    who = rest[0] if verb == "send" else ""  # each figure's spaces together
    return (verb, who, order.index(where) if where in order else 0, text)


def _choose(verbs: tuple[str, ...], description: str, heading: str, none: str) -> Callable[[Session], Any]:
    """A key opening the list of the viewer's commands beginning with one of `verbs`
    (every command, if none named)."""

    def command(session: Session) -> str:
        found = sorted((t for t in session.suggestions() if t.split()[0] in verbs or not verbs),
                       key=lambda t: map_order(session, t))
        if not found:
            return f"{description}: {none}"
        PENDING[id(session)] = (heading, [(t, about(session, t)) for t in found])
        return f"{description}: pick one (Escape: none)."

    return command


def _pick(key: str, description: str, verbs: tuple[str, ...], heading: str, none: str) -> GameKey:
    return GameKey(key, description, _choose(verbs, description, heading, none), kind="local",
                   now=can(*verbs) if verbs else None)  # fmt: skip


def _plain(key: str, description: str, text: str, refused: str) -> GameKey:
    return GameKey(key, description, given(text), refused=refused, now=can(text))


def bindings() -> tuple[GameKey, ...]:
    # The footer shows, in this order and as many as fit, the keys that can act now.
    return (
        _pick("o", "Choose", (), "Every command you may give now", "nothing for you to do now."),
        _plain("n", "Done", "done", "nothing to end now (done is for development and diplomacy)."),
        _pick("d", "Donate", ("donate",), "Donate to the league", "no donation now."),
        _pick("b", "Build", ("build",), "Build", "nothing you can build now."),
        _pick("p", "Produce", ("produce",), "Produce a military token", "nothing you can produce now."),
        _pick("s", "Send", ("send",), "Send a figure", "no figure to send now."),
        _pick("l", "Place", ("place",), "Place a token on the battlefield", "no token to place now."),
        _plain("y", "Ready", "ready", "not laying out the army now."),
        _plain("m", "Commit", "commit", "no figure of yours is asked to join now."),
        _plain("h", "Hold", "hold", "no figure of yours is asked to join now."),
        _pick("a", "Ability", ("ability",), "The Administrator's ability",
              "not usable now (it needs your Administrator's building, and serves once a round)."),
        _pick("e", "Recruit", ("recruit",), "Recruit a figure", "no figure to recruit now."),
        _pick("j", "Lead", ("lead",), "A figure to lead a front (face down)", "no figure to lead a front now."),
    )


def dialog(session: Session) -> Any:
    pending = PENDING.pop(id(session), None)
    if pending is None:
        return None
    from hellenica_tui.tui.screens.shell_choice import ChoiceDialog

    return ChoiceDialog.told(*pending)
