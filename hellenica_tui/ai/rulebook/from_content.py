"""The numbers the AI rules read from the scenario's content."""

from __future__ import annotations

from collections.abc import Mapping

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.ability_schema import TransportCapacity
from hellenica_tui.games.hellenica.content.schema import Advancement, UnitKind

# AI players always sea-transport as if they held this advancement.
TRANSPORT_ADVANCEMENT = "copper_banding"


def transport_per_trireme(advancements: Mapping[str, Advancement]) -> int:
    """Land units one AI trireme carries: Copper Banding's `transport_capacity`."""
    card = advancements.get(TRANSPORT_ADVANCEMENT)
    if card is None:
        raise IllegalCommand(f"the scenario has no {TRANSPORT_ADVANCEMENT!r} advancement for AI sea transport")
    for effect in card.effects:
        if isinstance(effect, TransportCapacity):
            return effect.per_trireme
    raise IllegalCommand(f"advancement {TRANSPORT_ADVANCEMENT!r} gives no transport capacity")


def unit_limits(units: Mapping[str, UnitKind]) -> dict[str, int]:
    """The most units of each kind a player may have on the map."""
    return {unit.id: unit.limit for unit in units.values()}
