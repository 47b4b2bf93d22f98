"""CONQUER CITIES (upkeep): a player whose units alone stand on a neutral city or
on another player's city takes it.

Upgrades under construction and the government marker there are destroyed;
of the other upgrades off the mine locations (active or exhausted), half,
rounded down, are destroyed at random; upgrades on mine locations change hands
untouched. A player whose government city fell has no marker any more, so
the next upkeep step has it place a new one and activate it for free.
"""

from __future__ import annotations

from hellenica_tui.games.hellenica import upkeep
from hellenica_tui.games.hellenica import war_events as we
from hellenica_tui.games.hellenica.decide import Tx
from hellenica_tui.games.hellenica.state import BUILDING
from hellenica_tui.games.hellenica.upgrades import MINE, sites


def occupant(tx: Tx, area: str) -> str:
    """The only player with units on the area, or ''."""
    present = [p for p, st in tx.s.areas[area].units.items() if sum(st.units.values()) > 0]
    return present[0] if len(present) == 1 else ""


def conquer(tx: Tx) -> bool:
    s = tx.s
    for city, area in s.areas.items():
        if not tx.board.is_city(city):
            continue
        player = occupant(tx, city)
        if not player or player == area.owner:
            continue
        layout = sites(tx.content, city)
        doomed, standing = [], []
        for slot, up in enumerate(area.slots):
            if up is None or layout[slot].kind == MINE:
                continue
            (doomed if up.state == BUILDING else standing).append(slot)
        doomed += tx.rng.sample(standing, len(standing) // 2)
        government = ""
        if area.government is not None:
            government = next((n for n, p in s.players.items() if p.government_city == city and p.government), "")
        tx.emit(we.CityConquered(
            player=player, city=city, previous=area.owner, destroyed=tuple(sorted(doomed)), government=government,
        ))
    return True


upkeep.add_step("conquest", conquer, before="government")
