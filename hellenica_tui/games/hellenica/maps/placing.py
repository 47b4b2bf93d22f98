"""One command, two moments: a tile is placed while the map is built, or on the
empty area being explored in play (the explorable map)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.maps import building, exploring
from hellenica_tui.games.hellenica.maps.commands import ExploreArea, PlaceTile, RollHome
from hellenica_tui.games.kit.tables import Deciders


def place(tx: Tx, player: str, cmd: PlaceTile) -> None:
    if exploring.under_way(tx.s) is not None:
        exploring.place_explored(tx, player, cmd)
    else:
        building.place_tile(tx, player, cmd)


DECIDERS = Deciders[Tx]().on(PlaceTile, place).on(RollHome, building.roll_home_tile).on(ExploreArea, exploring.explore_area)
