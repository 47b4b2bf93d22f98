"""RESEARCH: which advancement a player may buy and what it costs.

A level 1 advancement is always open. A level 2 one needs a level 1
advancement of the same category for each level 2 one of that category the
player will then own: the first level 2 needs one level 1, the second needs
two, and so on. Levels cost 1 and 3 Philosophers (the scenario's
`setup.advancement_cost`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Protocol

from hellenica_tui.engine.errors import IllegalCommand


class AdvancementLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def category(self) -> str: ...
    @property
    def level(self) -> int: ...


def check_research(
    advancement: AdvancementLike,
    owned: Collection[str],
    advancements: Mapping[str, AdvancementLike],
    *,
    philosophers: int,
    cost: Mapping[str, int],
) -> int:
    """The Philosophers buying `advancement` costs, or the rule that forbids it."""
    if advancement.id in owned:
        raise IllegalCommand(f"you already own {advancement.id}")
    if advancement.level == 2:
        same = [advancements[a] for a in owned if advancements[a].category == advancement.category]
        first = sum(1 for a in same if a.level == 1)
        second = sum(1 for a in same if a.level == 2)
        if first <= second:
            raise IllegalCommand(
                f"a level 2 {advancement.category} advancement needs one level 1 {advancement.category}"
                f" advancement per level 2 one; you own {first} level 1 and {second} level 2"
            )
    price = cost[str(advancement.level)]
    if philosophers < price:
        raise IllegalCommand(f"it costs {price} Philosophers and you hold {philosophers}")
    return price


def research_options(
    owned: Collection[str],
    advancements: Mapping[str, AdvancementLike],
    *,
    philosophers: int,
    cost: Mapping[str, int],
) -> list[str]:
    """Every advancement the player may buy now, in deck order."""
    options = []
    for advancement in advancements.values():
        try:
            check_research(advancement, owned, advancements, philosophers=philosophers, cost=cost)
        except IllegalCommand:
            continue
        options.append(advancement.id)
    return options
