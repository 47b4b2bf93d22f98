"""The war as a feature: supply for movement, combat, raids, conquest and the
creatures on the map."""

from hellenica_tui.games.hellenica.core.feature import Feature, Hooks, Tables
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
    deciders=supply_movement.DECIDERS | combat_answers.DECIDERS | conquest.DECIDERS,
    evolvers=evolve.EVOLVERS,
    # Every check before the first event: a supply is paid for and produced, a move routed,
    # a raid's mine found, an ending checked, before anything happens.
    settled=(commands.SupplyMovement, commands.Move, commands.Raid, commands.EndMovement),
    exact=(commands.SupplyMovement,),  # its fast candidates are what its decider accepts (war/legal.py)
    upkeep={**creature_presence.UPKEEP, **conquest.UPKEEP},
    hooks=Hooks(
        finish_action=(creature_presence.duels,),
        action_candidates=(legal.supplies,),
        fast_action_candidates=(legal.quick_supplies,),
        choice_candidates=(legal.choices,),
    ),
    verbs=notation.READERS,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
    state_tellers=narration.STATE_TELLERS,
    tables=Tables(
        writes=evolve.WRITES,
        resumes=combat_answers.RESUMES,
        answers=creature_presence.ANSWERS,
        orders=creature_presence.ORDERS,
        supply_modes=notation.SUPPLY_MODES,
    ),
)
