"""What the AI rules read from content."""

from __future__ import annotations

import pytest

from hellenica_tui.ai.rulebook.from_content import transport_per_trireme, unit_limits
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.ability_schema import Income, TransportCapacity
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import Advancement


def banding(*effects):
    return {"copper_banding": Advancement(id="copper_banding", name="Copper Banding", category="naval",
                                          level=1, effects=list(effects), text="")}


def test_copper_banding_sets_the_ai_transport_capacity():
    assert transport_per_trireme(banding(TransportCapacity(per_trireme=3))) == 3
    with pytest.raises(IllegalCommand):
        transport_per_trireme({})
    with pytest.raises(IllegalCommand):
        transport_per_trireme(banding(Income(commodity="favor", amount=1)))


def test_unit_limits_come_from_the_units_file():
    assert unit_limits(load_scenario("classic").units) == {"hoplite": 10, "cavalry": 10, "trireme": 10, "hero": 5}
