"""How an AI player's objectives are judged, since the AI board tracks no details.

- AI players share three face-up Ethos cards and may count at most 2 of them.
- The AI board counts advancements without categories, so the AI is taken to
  hold exactly the advancements its objectives need: each advancement serves
  one objective, and the objectives needing the fewest are met first.
- With Loyalty, Piety, Prosperity or Scholarship among the shared Ethos cards,
  one of them counts as met at 10 settlements controlled and two at 14.
- With Production among them, the AI is taken to have Mining and an upgrade
  on every mine location of its cities that no enemy land unit occupies.
- Each card's `ai` judge in the content says which of these readings applies
  (our designed cards too); a card without one is judged as printed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

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


def advancement_objectives_met(advancements: int, needs: Sequence[int]) -> int:
    """How many advancement objectives (each needing `needs[i]` advancements of
    its own) an AI with `advancements` on the AI board meets."""
    met = 0
    left = advancements
    for need in sorted(needs):
        if need < 0:
            raise IllegalCommand("an objective cannot need a negative number of advancements")
        if need > left:
            break
        left -= need
        met += 1
    return met


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
