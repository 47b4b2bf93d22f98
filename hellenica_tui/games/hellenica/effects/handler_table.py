"""Which handler carries out each one-off effect kind (content.effect_kinds): one table,
named by the composition of the rules.

A handler takes the `Run` of one effect and the effect, as its kind's Struct;
the table is keyed by that Struct. The kinds whose effect is a timed ability
all go to `timed.grant`.
"""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.effect_schema import (
    AreaReduction,
    BecomeFavorite,
    CancelInvocation,
    ChaosShift,
    DestroyUnits,
    DestroyUpgrades,
    EffectBase,
    Eruption,
    ExhaustUpgrades,
    Foresee,
    FreeAdvancement,
    Gain,
    GainCity,
    GainCube,
    Lose,
    PlaceCreature,
    PlaceUnits,
    PlaceUpgrade,
    PromoteUnits,
    RaiseCost,
    ReadyUpgrades,
    ResearchAdvancement,
    Reshuffle,
    Revolt,
    Revolts,
    SwapEthos,
    Take,
    TurncoatHero,
)
from hellenica_tui.games.hellenica.effects import (
    card_effects,
    city_effects,
    commodity_effects,
    creature_effects,
    unit_effects,
)
from hellenica_tui.games.hellenica.effects.run import Handler
from hellenica_tui.games.hellenica.effects.timed import TIMED, grant

EFFECT_HANDLERS: dict[type[EffectBase], Handler] = {
    # commodities and Action Cubes
    Gain: commodity_effects.gain,
    Lose: commodity_effects.lose,
    Take: commodity_effects.take,
    GainCube: commodity_effects.gain_cube,
    # units
    PlaceUnits: unit_effects.place_units,
    DestroyUnits: unit_effects.destroy_units,
    PromoteUnits: unit_effects.promote_units,
    AreaReduction: unit_effects.area_reduction,
    Eruption: unit_effects.eruption,
    # cities and their upgrades
    PlaceUpgrade: city_effects.place_upgrade,
    DestroyUpgrades: city_effects.destroy_upgrades,
    ReadyUpgrades: city_effects.ready_upgrades,
    ExhaustUpgrades: city_effects.exhaust_upgrades,
    GainCity: city_effects.gain_city,
    Revolt: city_effects.revolt_effect,
    Revolts: city_effects.revolts,
    # creatures and heroes
    PlaceCreature: creature_effects.place_creature,
    TurncoatHero: creature_effects.turncoat_hero,
    # advancements, Ethos, the Favorite, the decks, the Chaos Marker
    FreeAdvancement: card_effects.free_advancement,
    ResearchAdvancement: card_effects.research_advancement,
    SwapEthos: card_effects.swap_ethos,
    BecomeFavorite: card_effects.become_favorite,
    Foresee: card_effects.foresee,
    ChaosShift: card_effects.chaos_shift,
    Reshuffle: card_effects.reshuffle,
    CancelInvocation: card_effects.counter,
    RaiseCost: card_effects.counter,
    # timed abilities
    **dict.fromkeys(TIMED, grant),
}
