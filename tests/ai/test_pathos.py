"""Pathos cards read by the AI: map objectives and the areas it holds."""

from __future__ import annotations

from hellenica_tui.ai.rulebook.pathos import held_areas, objective_areas
from hellenica_tui.games.hellenica.content.ability_schema import CountAtLeast
from hellenica_tui.games.hellenica.content.schema import Objective


def card(id, deck, areas):
    return Objective(id=id, name=id, deck=deck, condition=CountAtLeast(what="cities", n=1), map_areas=areas, text="")


def test_commune_and_ascendancy_hold_delphi_and_olympus():
    assert held_areas(["destruction", "commune"]) == {"delphi"}
    assert held_areas(["ascendancy", "commune"]) == {"delphi", "mt_olympus"}
    assert held_areas(["empire", "sea_power"]) == frozenset()


def test_map_objectives_leave_out_the_ais_own_home_and_ethos_cards():
    cards = [
        card("destruction", "pathos", ["athens", "troy", "sparta"]),
        card("ascendancy", "pathos", ["mt_olympus", "delphi"]),
        card("scholarship", "ethos", ["thebes"]),
    ]
    assert objective_areas(cards, "troy") == {"athens", "sparta", "mt_olympus", "delphi"}
