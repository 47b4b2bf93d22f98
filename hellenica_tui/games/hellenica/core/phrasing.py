"""Hellenica's words for a log line: the names of its ids, counts of its units and
commodities, the cards a viewer may see, the upgrade a slot holds. Built on the kit's
phrasing (games/kit/phrasing.py), which every narration module uses beside these.

`c` is the content, `v` the viewer (None, a spectator, is nobody): the viewer's own
city-state is "you".
"""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import GOVERNMENT_SLOT, State
from hellenica_tui.games.hellenica.gods.option_names import display_name
from hellenica_tui.games.hellenica.mechanics.units import base_unit, is_elite
from hellenica_tui.games.kit import phrasing
from hellenica_tui.games.kit.phrasing import count, is_you, joined


def name_of(content: Content, ident: str) -> str:
    """The display name of any id in the content."""
    return display_name(content, ident)


def who(c: Content, v: str | None, player: str) -> str:
    """The player as the subject or object of a line: 'you' to its own eyes."""
    return phrasing.who(name_of(c, player), is_you(v, player))


def does(c: Content, v: str | None, player: str, verb: str) -> str:
    """Subject and verb: 'Athens moves', 'you move'."""
    return phrasing.does(name_of(c, player), is_you(v, player), verb)


def also(v: str | None, player: str, verb: str) -> str:
    """A second verb of the same subject: 'and raises' / 'and raise'."""
    return phrasing.also(is_you(v, player), verb)


def whose(c: Content, v: str | None, player: str) -> str:
    """'your', 'Athens's'."""
    return phrasing.whose(name_of(c, player), is_you(v, player))


def its(v: str | None, player: str) -> str:
    return phrasing.its(is_you(v, player))


# Commodity ids as told: (one, more than one).
_COMMODITIES = {"favor": ("Favor", "Favor"), "commerce": ("Commerce", "Commerce"),
                "philosophers": ("Philosopher", "Philosophers")}


def many(content: Content, n: int, ident: str) -> str:
    """A count and the name of what it counts, a unit kind or a commodity ('2 Cavalry', '1 Philosopher')."""
    unit = content.units.get(ident)
    if unit is not None:
        return count(n, unit.name, unit.plural)
    one, more = _COMMODITIES.get(ident, (name_of(content, ident),) * 2)
    return count(n, one, more)


def elite(counted: str, elite_kind: bool) -> str:
    """'2 elite Hoplites' from '2 Hoplites'."""
    n, _, name = counted.partition(" ")
    return f"{n} elite {name}" if elite_kind else counted


def unit_count(content: Content, n: int, unit: str) -> str:
    """A count of a unit id that may name the elite kind ('elite_hoplite')."""
    return elite(many(content, n, base_unit(unit)), is_elite(unit))


def listing(content: Content, ids: Iterable[str]) -> str:
    """The names of `ids`, with commas; 'nothing' for none."""
    return ", ".join(name_of(content, i) for i in ids) or "nothing"


def cards_seen(content: Content, owner: str, viewer: str | None, cards: tuple[str, ...]) -> str:
    """The cards named to their owner, counted to anyone else."""
    return listing(content, cards) if viewer == owner else f"{len(cards)} cards"


def players_named(c: Content, v: str | None, players: Iterable[str]) -> str:
    """'Athens, you and Sparta'."""
    return joined([who(c, v, p) for p in players])


def upgrade_in(state: State, content: Content, city: str, slot: int) -> str:
    """The upgrade a city's slot holds, in words ('Temple to Apollo', 'government marker')."""
    area = state.areas.get(city)
    up = None if area is None else area.government if slot == GOVERNMENT_SLOT else (
        area.slots[slot] if 0 <= slot < len(area.slots) else None)
    if up is None:
        return "upgrade"
    name = name_of(content, up.kind) + (f" to {name_of(content, up.deity)}" if up.deity else "")
    return f"{name} (government marker)" if slot == GOVERNMENT_SLOT else name


def cubes(cubes: dict[str, int]) -> str:
    """'2 build, 1 train': the action cubes of a player, by action."""
    return ", ".join(f"{n} {a}" for a, n in cubes.items() if n) or "no cubes"
