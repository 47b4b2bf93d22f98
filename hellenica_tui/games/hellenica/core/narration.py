"""Every event told in one plain sentence, for the game log.

`viewer` is who reads: hidden cards are named only to their owner (None, a
spectator, sees none), and the viewer's own city-state is "you". `state` is
the state the event happens in (before it changes it), so a line can name
the upgrade a slot holds or the sides of a combat. Bookkeeping a player needs
not read (a step of the combat, an effect done) is told as "".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import GOVERNMENT_SLOT, State
from hellenica_tui.games.hellenica.gods.option_names import display_name
from hellenica_tui.games.hellenica.mechanics.units import base_unit, is_elite

Teller = Callable[[Any, Content, str | None], str]
# Tellers that read the state the event happens in (a slot's upgrade, a combat's sides).
StateTeller = Callable[[Any, State, Content, str | None], str]


def _silent(e: Any, c: Content, v: str | None) -> str:
    """Bookkeeping nobody needs to read: told as ""."""
    return ""


def narrate(rules: Rules, event: Any, state: State, viewer: str | None = None) -> str:
    """One line telling `event` (in `state`, before it applies) to `viewer`; "" for
    bookkeeping nobody needs to read."""
    teller = rules.state_tellers.get(type(event))
    if teller is not None:
        line: str = teller(event, state, content_of(state), viewer)
    elif type(event) in rules.tellers:
        line = rules.tellers[type(event)](event, content_of(state), viewer)
    else:
        return type(event).__name__
    return line[:1].upper() + line[1:]


def narrate_groups(
    rules: Rules, groups: Iterable[Any], state: State, evolve: Callable[[State, Any], State], viewer: str | None
) -> Iterator[list[str]]:
    """For each command group in turn, the lines of its events, each told in the state it
    happens in; `state` (the state before the first group) is folded as it goes."""
    for group in groups:
        lines = []
        for event in group.events:
            line = narrate(rules, event, state, viewer)
            if line:
                lines.append(line)
            state = evolve(state, event)
        yield lines


def _n(content: Content, ident: str) -> str:
    """The display name of any id in the content."""
    return display_name(content, ident)


# -- the viewer is "you" -------------------------------------------------------------

_SECOND_PERSON = {"is": "are", "has": "have", "goes": "go", "does": "do", "was": "were"}


def _second(verb: str) -> str:
    """A verb as "you" say it: 'moves' -> 'move', 'supplies' -> 'supply', 'is' -> 'are'."""
    if verb in _SECOND_PERSON:
        return _SECOND_PERSON[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "ches", "shes", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def _who(c: Content, v: str | None, player: str) -> str:
    """The player as the subject or object of a line: 'you' to its own eyes."""
    return "you" if player and player == v else _n(c, player)


def _does(c: Content, v: str | None, player: str, verb: str) -> str:
    """Subject and verb: 'Athens moves', 'you move'."""
    return f"you {_second(verb)}" if player and player == v else f"{_n(c, player)} {verb}"


def _also(v: str | None, player: str, verb: str) -> str:
    """A second verb of the same subject: 'and raises' / 'and raise'."""
    return _second(verb) if player and player == v else verb


def _whose(c: Content, v: str | None, player: str) -> str:
    """'your', 'Athens's'."""
    return "your" if player and player == v else f"{_n(c, player)}'s"


def _its(v: str | None, player: str) -> str:
    return "your" if player and player == v else "its"


# Commodity ids as told: (one, more than one).
_COMMODITIES = {"favor": ("Favor", "Favor"), "commerce": ("Commerce", "Commerce"),
                "philosophers": ("Philosopher", "Philosophers")}


def _count(n: int, noun: str, plural: str = "") -> str:
    """'1 cube', '3 cubes': a count and a word of the log."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def _many(content: Content, n: int, ident: str) -> str:
    """A count and the name of what it counts, a unit kind or a commodity ('2 Cavalry', '1 Philosopher')."""
    unit = content.units.get(ident)
    if unit is not None:
        return _count(n, unit.name, unit.plural)
    one, more = _COMMODITIES.get(ident, (_n(content, ident),) * 2)
    return _count(n, one, more)


def _elite(counted: str, elite: bool) -> str:
    """'2 elite Hoplites' from '2 Hoplites'."""
    n, _, name = counted.partition(" ")
    return f"{n} elite {name}" if elite else counted


def _unit_count(content: Content, n: int, unit: str) -> str:
    """A count of a unit id that may name the elite kind ('elite_hoplite')."""
    return _elite(_many(content, n, base_unit(unit)), is_elite(unit))


def _list(content: Content, ids: Any) -> str:
    return ", ".join(_n(content, i) for i in ids) or "nothing"


def _cards(content: Content, owner: str, viewer: str | None, cards: tuple[str, ...]) -> str:
    return _list(content, cards) if viewer == owner else f"{len(cards)} cards"


def _a(word: str) -> str:
    """A noun with its indefinite article: 'a Market', 'an Academy'."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _and(items: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else "nothing"


def _names(c: Content, v: str | None, players: Iterable[str]) -> str:
    return _and([_who(c, v, p) for p in players])


def upgrade_in(state: State, content: Content, city: str, slot: int) -> str:
    """The upgrade a city's slot holds, in words ('Temple to Apollo', 'government marker')."""
    area = state.areas.get(city)
    up = None if area is None else area.government if slot == GOVERNMENT_SLOT else (
        area.slots[slot] if 0 <= slot < len(area.slots) else None)
    if up is None:
        return "upgrade"
    name = _n(content, up.kind) + (f" to {_n(content, up.deity)}" if up.deity else "")
    return f"{name} (government marker)" if slot == GOVERNMENT_SLOT else name


def _cubes(cubes: dict[str, int]) -> str:
    return ", ".join(f"{n} {a}" for a, n in cubes.items() if n) or "no cubes"
