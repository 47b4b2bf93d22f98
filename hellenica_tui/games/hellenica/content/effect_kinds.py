"""Every effect kind content may use, in one table: the Structs of
`effect_schema` (one-off effects) and `ability_schema` (abilities and
conditions) as one tagged union, `Effect`, decoded by the `kind` a file names.
"""

from __future__ import annotations

from typing import get_args

from hellenica_tui.games.hellenica.content.ability_schema import (
    ActionBonus,
    BidBonus,
    BlockArea,
    BrilliantLeader,
    BuildActive,
    BuildOnMines,
    CombatStrength,
    CountAtLeast,
    CreatureCombat,
    CrossMountains,
    EliteUnits,
    ExtraActionCube,
    ExtraCasualty,
    ExtraDie,
    HoldAreas,
    Income,
    Most,
    PreventCasualty,
    Reroll,
    RevoltModifier,
    RollPerPiece,
    RuleValue,
    SupplyLimit,
    Suppress,
    Toll,
    TransportCapacity,
    UnlockUpgrade,
)
from hellenica_tui.games.hellenica.content.effect_schema import (
    AreaReduction,
    BecomeFavorite,
    CancelInvocation,
    ChaosShift,
    DestroyUnits,
    DestroyUpgrades,
    EffectBase,
    EndCombat,
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

Effect = (
    Gain
    | Take
    | Income
    | PlaceUnits
    | DestroyUnits
    | PromoteUnits
    | PlaceUpgrade
    | DestroyUpgrades
    | ReadyUpgrades
    | ExhaustUpgrades
    | GainCity
    | Revolt
    | ResearchAdvancement
    | ExtraActionCube
    | ActionBonus
    | RuleValue
    | BuildOnMines
    | UnlockUpgrade
    | BuildActive
    | EliteUnits
    | RevoltModifier
    | CombatStrength
    | ExtraDie
    | Reroll
    | Suppress
    | ExtraCasualty
    | PreventCasualty
    | EndCombat
    | BrilliantLeader
    | CrossMountains
    | SupplyLimit
    | TransportCapacity
    | BlockArea
    | CancelInvocation
    | RaiseCost
    | BecomeFavorite
    | Foresee
    | BidBonus
    | CountAtLeast
    | Most
    | HoldAreas
    | Lose
    | FreeAdvancement
    | GainCube
    | SwapEthos
    | ChaosShift
    | Revolts
    | AreaReduction
    | Eruption
    | PlaceCreature
    | TurncoatHero
    | Reshuffle
    | CreatureCombat
    | RollPerPiece
    | Toll
)

# The kinds by the name a file gives them.
EFFECT_KINDS: dict[str, type[EffectBase]] = {str(kind.__struct_config__.tag): kind for kind in get_args(Effect)}

# The kinds that make an invocation a counter to another one (mechanics.invocations).
COUNTER_KINDS = (CancelInvocation, RaiseCost)
# The only kinds a creature's upkeep ability may be (mechanics/creatures.py).
CREATURE_ABILITIES = (CreatureCombat, RollPerPiece, Toll)


def counter_of(effects: list[Effect]) -> tuple[str, int]:
    """How a list of effects counters another invocation, as mechanics.invocations
    expects it: ("cancel", 0), ("raise_cost", amount) or ("none", 0)."""
    for effect in effects:
        if isinstance(effect, CancelInvocation):
            return "cancel", 0
        if isinstance(effect, RaiseCost):
            return "raise_cost", effect.amount
    return "none", 0
