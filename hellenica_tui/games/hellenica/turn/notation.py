"""Text forms of setup's and the phases' commands:

    patron athena          keep enlightenment piety      redraw
    favorite sparta        direction hera
    govern democracy athens [mining]   govern tyranny athens [elite]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hellenica_tui.engine.errors import InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.notation import (
    Reader,
    Words,
    read_city,
)
from hellenica_tui.games.hellenica.core.state import HERA, ZEUS, State
from hellenica_tui.games.hellenica.turn.commands import (
    ChooseDirection,
    ChoosePatron,
    KeepEthos,
    PickFavorite,
    PlaceGovernment,
    Redraw,
)
from hellenica_tui.games.kit.notation import Vocabulary
from hellenica_tui.games.kit.tables import Formatters


def _read_patron(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    return ChoosePatron(deity=v["deity"].need(w.take()))


def _read_keep(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    cards = []
    while w.peek() is not None:
        cards.append(v["objective"].need(w.take()))
    return KeepEthos(cards=tuple(sorted(cards)))


def _read_favorite(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    return PickFavorite(player=v["player"].need(w.take()))


def _read_direction(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    side = w.keyword(ZEUS, HERA)
    if side is None:
        raise InvalidCommand("direction is zeus or hera")
    return ChooseDirection(direction=ZEUS if side == ZEUS else HERA)


def _choice(w: Words, v: dict[str, Vocabulary]) -> str:
    if w.keyword("elite"):
        return "elite"
    word = w.peek()
    if word is None:
        return ""
    w.take()
    return v["advancement"].need(word)


def _read_govern(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    gov = v["government"].need(w.take())
    city = read_city(w, v, s, p, lambda a: True)
    content = content_of(s)
    deity = ""
    if content.governments[gov].upgrade == "temple" and w.peek() is not None:
        deity = v["deity"].need(w.take())
    return PlaceGovernment(government=gov, city=city, deity=deity, choice=_choice(w, v))


def kept_cards_hidden(cmd: Command, events: Sequence[Any]) -> str | None:
    """The Ethos cards kept are their owner's alone (a `public_texts` hook)."""
    return f"keep {len(cmd.cards)} Ethos cards" if isinstance(cmd, KeepEthos) else None


# The verbs of this feature: what reads each, and what writes each command back.
READERS: dict[str, Reader] = {
    "patron": _read_patron,
    "keep": _read_keep,
    "redraw": lambda w, v, s, p, x: Redraw(),
    "favorite": _read_favorite,
    "direction": _read_direction,
    "govern": _read_govern,
}
FORMATTERS = (
    Formatters()
    .on(ChoosePatron, lambda c: f"patron {c.deity}")
    .on(KeepEthos, lambda c: "keep " + " ".join(sorted(c.cards)))
    .on(Redraw, lambda c: "redraw")
    .on(PickFavorite, lambda c: f"favorite {c.player}")
    .on(ChooseDirection, lambda c: f"direction {c.direction}")
    .on(PlaceGovernment, lambda c: " ".join(w for w in ("govern", c.government, c.city, c.deity, c.choice) if w))
)
