"""Which handler carries out each one-off effect kind of `kinds`: one table,
named by the composition of the rules.

A handler takes the `Run` of one effect. The kinds whose effect is a timed
ability all go to `timed.grant`.
"""

from __future__ import annotations

from functools import partial

from hellenica_tui.games.hellenica.effects import (
    card_effects,
    city_effects,
    commodity_effects,
    creature_effects,
    unit_effects,
)
from hellenica_tui.games.hellenica.effects.run import Handler
from hellenica_tui.games.hellenica.effects.timed import TIMED, grant

EFFECT_HANDLERS: dict[str, Handler] = {
    # commodities and Action Cubes
    "gain": commodity_effects.gain,
    "lose": commodity_effects.lose,
    "take": commodity_effects.take,
    "gain_cube": commodity_effects.gain_cube,
    # units
    "place_units": unit_effects.place_units,
    "destroy_units": unit_effects.destroy_units,
    "promote_units": unit_effects.promote_units,
    "area_reduction": unit_effects.area_reduction,
    "eruption": unit_effects.eruption,
    # cities and their upgrades
    "place_upgrade": city_effects.place_upgrade,
    "destroy_upgrades": city_effects.destroy_upgrades,
    "ready_upgrades": city_effects.ready_upgrades,
    "exhaust_upgrades": city_effects.exhaust_upgrades,
    "gain_city": city_effects.gain_city,
    "revolt": city_effects.revolt_effect,
    "revolts": city_effects.revolts,
    # creatures and heroes
    "place_creature": creature_effects.place_creature,
    "turncoat_hero": creature_effects.turncoat_hero,
    # advancements, Ethos, the Favorite, the decks, the Chaos Marker
    "free_advancement": card_effects.free_advancement,
    "research_advancement": card_effects.research_advancement,
    "swap_ethos": card_effects.swap_ethos,
    "become_favorite": card_effects.become_favorite,
    "foresee": card_effects.foresee,
    "chaos_shift": card_effects.chaos_shift,
    "reshuffle": card_effects.reshuffle,
    "cancel_invocation": card_effects.counter,
    "raise_cost": card_effects.counter,
    # timed abilities
    **{kind: partial(grant, kind=kind) for kind in TIMED},
}
