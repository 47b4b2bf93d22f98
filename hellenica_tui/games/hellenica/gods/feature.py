"""The gods as a feature: invocations and their windows, questions, rival
deities, world events and their bids."""

from hellenica_tui.games.hellenica.core.feature import Feature
from hellenica_tui.games.hellenica.effects import timed
from hellenica_tui.games.hellenica.gods import (
    choices,
    invoking,
    narration,
    notation,
    resolving,
    responses,
    rivals,
    world_events,
)

FEATURE = Feature(
    name="gods",
    commands=(*choices.COMMANDS, *invoking.COMMANDS, *world_events.COMMANDS),
    events=(*choices.EVENTS, *invoking.EVENTS, *resolving.EVENTS, *rivals.EVENTS, *world_events.EVENTS),
    barriers=world_events.BARRIERS,
    deciders={**choices.DECIDERS, **invoking.DECIDERS, **world_events.DECIDERS},
    evolvers={
        **choices.EVOLVERS, **invoking.EVOLVERS, **resolving.EVOLVERS, **rivals.EVOLVERS, **world_events.EVOLVERS,
    },
    upkeep=responses.UPKEEP,
    hooks={
        "guards": (responses.guard,),
        "interrupts": (responses.interrupt,),
        "favorite_windows": (responses.favorite_moment,),
        "after_combat": (timed.combat_over,),
        "after_movement": (world_events.after_movement,),
        "ability_sources": (timed.timed_effects,),
        "waiting_on": (responses.waiting_on,),
        "waiting_candidates": (responses.candidates,),
        "action_candidates": (responses.own_action_invocations,),
        "public_texts": (notation.sealed,),
    },
    answers={**rivals.ANSWERS, **world_events.ANSWERS},
    verbs=notation.READERS,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
    state_tellers=narration.STATE_TELLERS,
)
