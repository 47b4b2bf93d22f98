"""CITY UPGRADES: where they stand, which ones match an action, which one is exhausted.

A city's locations (`sites`) are its settlements, then the mine locations in
adjacent areas that belong to it, then Delphi's free temple. A government
marker counts as the upgrade printed on it. A Wonder of the World is a
wildcard: it counts as every other kind of upgrade present on its city, in
whatever state that other upgrade is (the rulebook's example worships with
the Wonder after the city's only Temple was exhausted).
"""

from __future__ import annotations

from functools import lru_cache

import msgspec

from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import ACTIVE, GOVERNMENT_SLOT, AreaState, Upgrade

SETTLEMENT = "settlement"
MINE = "mine"
FREE_TEMPLE = "free"

# Upgrades the rules refer to by role.
TEMPLE = "temple"  # has a patron deity; worshipped at
ACADEMY = "academy"
MARKET = "market"


class Site(msgspec.Struct, frozen=True):
    kind: str  # settlement, mine, free
    area: str  # where it is (a mine's own area)


@lru_cache(maxsize=64)
def _sites(content_hash: str, city: str) -> tuple[Site, ...]:
    content = _BY_HASH[content_hash]
    area = content.areas[city]
    found = [Site(SETTLEMENT, city)] * area.settlements
    found += [Site(MINE, mine_area) for mine_area, _ in Board.of(content).mines_of(city)]
    if area.free_temple:
        found.append(Site(FREE_TEMPLE, city))
    return tuple(found)


_BY_HASH: dict[str, Content] = {}


def sites(content: Content, city: str) -> tuple[Site, ...]:
    """The locations of a city, index by index as `AreaState.slots`."""
    _BY_HASH[content.hash] = content
    return _sites(content.hash, city)


@lru_cache(maxsize=16)
def _wildcard(content_hash: str) -> str:
    return next((u.id for u in _BY_HASH[content_hash].upgrades.values() if u.wildcard), "")


def wildcard_of(content: Content) -> str:
    """The upgrade that counts as every other kind on its city (the Wonder), if any."""
    _BY_HASH[content.hash] = content
    return _wildcard(content.hash)


def counts_as(area: AreaState, kind: str, wildcard: str = "wonder") -> list[int]:
    """Slots (GOVERNMENT_SLOT for the marker) holding an upgrade that counts as `kind`."""
    found = [i for i, up in enumerate(area.slots) if up is not None and up.kind == kind]
    gov = area.government
    if gov is not None and gov.kind == kind:
        found.append(GOVERNMENT_SLOT)
    if found and wildcard and kind != wildcard:
        found += [i for i, up in enumerate(area.slots) if up is not None and up.kind == wildcard]
    return found


def upgrade_at(area: AreaState, slot: int) -> Upgrade | None:
    return area.government if slot == GOVERNMENT_SLOT else area.slots[slot]


def active_matching(area: AreaState, kind: str, wildcard: str = "wonder") -> list[int]:
    """The active upgrades that power an action needing `kind`."""
    return [i for i in counts_as(area, kind, wildcard) if _state(area, i) == ACTIVE]


def _state(area: AreaState, slot: int) -> str:
    up = upgrade_at(area, slot)
    return up.state if up is not None else ""


def default_exhaust(area: AreaState, slots: list[int], wildcard: str = "wonder") -> int:
    """What an action exhausts when the player does not say: a plain upgrade
    first (settlements, then mines, then the government marker), the Wonder
    only when nothing else is left."""
    wonders = [i for i in slots if i != GOVERNMENT_SLOT and (up := area.slots[i]) is not None and up.kind == wildcard]
    plain = [i for i in slots if i not in wonders]
    plain.sort(key=lambda i: (i == GOVERNMENT_SLOT, i))
    return plain[0] if plain else wonders[0]


def using_word(area: AreaState, layout: tuple[Site, ...], slot: int, wildcard: str = "wonder") -> str:
    """How a command names the upgrade at `slot` as the one to exhaust ("" = a
    plain upgrade on a settlement, all alike)."""
    if slot == GOVERNMENT_SLOT:
        return "government"
    up = area.slots[slot]
    assert up is not None
    if up.kind == wildcard:
        return "wonder"
    if layout[slot].kind == MINE:
        return layout[slot].area
    return up.deity  # a temple names its deity; other settlement upgrades ""


def exhaust_options(
    area: AreaState, layout: tuple[Site, ...], slots: list[int], wildcard: str = "wonder"
) -> dict[str, int]:
    """The distinct choices of what to exhaust among active matching `slots`,
    by the word naming them; "" is the default choice."""
    default = default_exhaust(area, slots, wildcard)
    skip = using_word(area, layout, default, wildcard)
    options = {"": default}
    for i in sorted(slots, key=lambda i: (i == GOVERNMENT_SLOT, i)):
        word = using_word(area, layout, i, wildcard)
        if word and word != skip and word not in options:
            options[word] = i
    return options
