"""What the revealed Pathos cards mean for an AI's movement.

The "Map Objective" line of an AI card keeps the areas a revealed Pathos card
names as an objective (`Objective.map_areas`). A home city named there is a
target only for the other city-states in play: an AI's own home city is never
its "enemy home city", nor is that of a city-state left out of a smaller game
(a neutral city there). Two Pathos cards also pin AI units in place: with Commune
revealed an AI keeps its last hero and unit on Delphi, with Ascendancy on
Mt. Olympus.
"""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.games.hellenica.content.schema import Objective

# Pathos card id -> the area an AI never leaves empty of its last hero and unit.
HELD_FOR: dict[str, str] = {"commune": "delphi", "ascendancy": "mt_olympus"}


def held_areas(revealed: Iterable[str]) -> frozenset[str]:
    """The areas an AI holds, given the ids of the revealed Pathos cards."""
    return frozenset(HELD_FOR[card] for card in revealed if card in HELD_FOR)


def objective_areas(
    revealed: Iterable[Objective], own_home: str, homes_out_of_play: Iterable[str] = ()
) -> frozenset[str]:
    """The areas the "Map Objective" line keeps for the AI whose home is `own_home`,
    given the home cities of the city-states not in the game."""
    areas = {area for card in revealed if card.deck == "pathos" for area in card.map_areas}
    areas.discard(own_home)
    return frozenset(areas.difference(homes_out_of_play))
