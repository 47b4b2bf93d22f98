"""The war as a feature: supply for movement, combat, raids, conquest and the
creatures on the map."""

from hellenica_tui.games.hellenica.core.feature import Feature
from hellenica_tui.games.hellenica.war import (
    combat_answers,
    commands,
    conquest,
    creature_presence,
    events,
    evolve,
    legal,
    narration,
    notation,
    supply_movement,
)

FEATURE = Feature(
    name="war",
    commands=commands.COMMANDS,
    events=events.EVENTS,
    barriers=events.BARRIERS,
    deciders={**supply_movement.DECIDERS, **combat_answers.DECIDERS, **conquest.DECIDERS},
    evolvers=evolve.EVOLVERS,
    settled=(commands.SupplyMovement,),  # paid for and produced before its first event
    upkeep={**creature_presence.UPKEEP, **conquest.UPKEEP},
    hooks={
        "finish_action": (creature_presence.duels,),
        "action_candidates": (legal.supplies,),
        "choice_candidates": (legal.choices,),
    },
    resumes=combat_answers.RESUMES,
    verbs=notation.READERS,
    supply_modes=notation.SUPPLY_MODES,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
    state_tellers=narration.STATE_TELLERS,
)
