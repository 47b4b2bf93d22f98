"""CONQUER CITIES (upkeep): a player whose units alone stand on a neutral city or
on another player's city takes it.

Upgrades under construction and the government marker there are destroyed;
of the other upgrades off the mine locations (active or exhausted), half,
rounded down, are destroyed at random; upgrades on mine locations change hands
untouched. A player whose government city fell has no marker any more, so
the next upkeep step has it place a new one and activate it for free. Who
takes a city with a free temple location (Delphi) may put an active temple of
any deity there at once, replacing the temple standing there (an AI player
takes its first deity's).
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import BUILDING
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.upgrades import FREE_TEMPLE, MINE, TEMPLE, sites
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.commands import FreeTemple
from hellenica_tui.games.kit.tables import Deciders


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
        doomed: list[int] = []
        standing: list[int] = []
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
        if any(site.kind == FREE_TEMPLE for site in layout):
            if s.players[player].kind == "ai":
                deities = s.players[player].deities or sorted(tx.content.deities)
                place_free_temple(tx, player, city, deities[0])
            else:
                tx.emit(we.FreeTempleOffered(player=player, city=city))
                return False
    return True


def place_free_temple(tx: Tx, player: str, city: str, deity: str) -> None:
    slot = next(i for i, site in enumerate(sites(tx.content, city)) if site.kind == FREE_TEMPLE)
    old = tx.s.areas[city].slots[slot]
    tx.emit(econ_ev.UpgradeBuilt(
        player=player, city=city, slot=slot, upgrade=TEMPLE, deity=deity, replaced=old.kind if old else "", active=True,
    ))


def free_temple(tx: Tx, player: str, cmd: FreeTemple) -> None:
    s = tx.s
    if not s.free_temple or player not in s.pending:
        raise IllegalCommand("there is no free temple for you to place now")
    if cmd.deity:
        if cmd.deity not in tx.content.deities:
            raise IllegalCommand(f"there is no deity called {cmd.deity}")
        place_free_temple(tx, player, s.free_temple, cmd.deity)
    tx.emit(we.FreeTempleDone(player=player))


UPKEEP = {"conquest": conquer}


# What decides each command of this module.
DECIDERS = Deciders[Tx]().on(FreeTemple, free_temple)
