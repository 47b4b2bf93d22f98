"""How an AI player's objectives are judged, since the AI board tracks no details.

- AI players share three face-up Ethos cards and may count at most 2 of them.
- The AI board counts advancements without categories, so the AI is taken to
  hold exactly the advancements its objectives need: its advancements are
  spread over the categories (no more in one than the scenario has) in the way
  that meets the most objectives, and one advancement serves every objective it
  fits (8 advancements meet both "4 Government advancements" and "one in each of
  the five categories": 4 Government and one in each of the other four).
- With Loyalty, Piety, Prosperity or Scholarship among the shared Ethos cards,
  one of them counts as met at 10 settlements controlled and two at 14.
- With Production among them, the AI is taken to have Mining and an upgrade
  on every mine location of its cities that no enemy land unit occupies.
- Each card's `ai` judge in the content says which of these readings applies
  (our designed cards too); a card without one is judged as printed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any, NamedTuple

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.units import HERO, LAND_ARMY

ETHOS_COUNTED = 2  # of the three shared Ethos cards
SETTLEMENT_ETHOS = frozenset({"loyalty", "piety", "prosperity", "scholarship"})
SETTLEMENT_STEPS = (10, 14)  # settlements controlled for one, then two, of those cards
LAND_UNITS = (*LAND_ARMY, HERO)


def objectives_met(pathos_met: int, ethos_met: int) -> int:
    """Objectives an AI has completed: its Pathos cards plus at most 2 shared Ethos cards."""
    if pathos_met < 0 or ethos_met < 0:
        raise IllegalCommand("a count of objectives cannot be negative")
    return pathos_met + min(ethos_met, ETHOS_COUNTED)


class AdvancementNeed(NamedTuple):
    """What one objective asks of advancements: at least `n` of them in the
    categories `of` (any category when empty), or, with `distinct`, at least
    one in each of `n` different categories."""

    n: int
    of: tuple[str, ...] = ()
    distinct: bool = False


def advancement_objectives_met(
    advancements: int, needs: Sequence[AdvancementNeed], caps: Mapping[str, int]
) -> tuple[int, ...]:
    """The indices into `needs` of the objectives an AI with `advancements`
    on the AI board meets, holding at most `caps[c]` advancements of category c:
    the largest set of them one spread of its advancements meets (the earliest
    such set, in `needs` order)."""
    if advancements < 0 or any(need.n < 0 for need in needs):
        raise IllegalCommand("a count of advancements cannot be negative")
    return _best(advancements, tuple(needs), tuple(sorted(caps.items())))


@lru_cache(maxsize=256)
def _best(advancements: int, needs: tuple[AdvancementNeed, ...], caps: tuple[tuple[str, int], ...]) -> tuple[int, ...]:
    categories = [c for c, _ in caps]
    # More than the needs add up to never helps, so spreads stay few.
    budget = min(advancements, sum(need.n for need in needs))
    spreads = list(_spreads([cap for _, cap in caps], budget))
    for size in range(len(needs), 0, -1):
        for chosen in combinations(range(len(needs)), size):
            if any(all(_fits(needs[i], categories, spread) for i in chosen) for spread in spreads):
                return chosen
    return ()


def _spreads(caps: list[int], budget: int) -> Iterator[tuple[int, ...]]:
    """Every way to hold at most `budget` advancements, at most caps[k] in category k."""
    if not caps:
        yield ()
        return
    for here in range(min(caps[0], budget) + 1):
        for rest in _spreads(caps[1:], budget - here):
            yield (here, *rest)


def _fits(need: AdvancementNeed, categories: list[str], spread: tuple[int, ...]) -> bool:
    if need.distinct:
        return sum(1 for held in spread if held) >= need.n
    return sum(held for c, held in zip(categories, spread, strict=True) if not need.of or c in need.of) >= need.n


def controlled_settlements(m: Any) -> int:
    """Settlements on the cities the AI owns."""
    return sum(m.board.content.areas[c].settlements for c in m.owned_cities())


def settlement_ethos_met(settlements: int, revealed: Iterable[str], family: Iterable[str] = SETTLEMENT_ETHOS) -> int:
    """How many of the revealed settlement-judged Ethos cards (`family`: the
    rulebook's four, or those the content judges so) an AI meets."""
    cards = len(set(family).intersection(revealed))
    reached = sum(1 for step in SETTLEMENT_STEPS if settlements >= step)
    return min(cards, reached)


def assumed_mine_upgrades(m: Any) -> list[tuple[str, int]]:
    """The mine locations (area, index) taken to hold the AI's upgrades for Production."""
    found: set[tuple[str, int]] = set()
    for city in m.owned_cities():
        for area, index in m.board.mines_of(city):
            site = m.site(area)
            enemy = any(
                u.kind in LAND_UNITS for player, units in site.units.items() if player != m.ai for u in units
            )
            if not enemy:
                found.add((area, index))
    return sorted(found)
