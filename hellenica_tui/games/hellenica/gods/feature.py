"""The gods as a feature: invocations and their windows, questions, rival
deities, world events and their bids."""

from hellenica_tui.games.hellenica.core.feature import Feature, Hooks, Tables
from hellenica_tui.games.hellenica.effects import timed
from hellenica_tui.games.hellenica.gods import (
    choices,
    commands,
    events,
    evolve,
    invoking,
    narration,
    notation,
    responses,
    rivals,
    waiting,
    world_events,
)

FEATURE = Feature(
    name="gods",
    commands=commands.COMMANDS,
    events=events.EVENTS,
    barriers=events.BARRIERS,
    deciders=choices.DECIDERS | invoking.DECIDERS | world_events.DECIDERS,
    evolvers=evolve.EVOLVERS,
    # Checked whole before the first event. Not an answer to a question: what follows it may refuse.
    settled=(commands.Invoke, commands.Done, commands.Quiet, commands.Bid),
    exact=(commands.Invoke,),  # the acting player's own, as its fast candidates list them
    upkeep=responses.UPKEEP,
    hooks=Hooks(
        guards=(responses.guard,),
        interrupts=(responses.interrupt,),
        favorite_windows=(responses.favorite_moment,),
        after_combat=(timed.combat_over,),
        after_movement=(world_events.after_movement,),
        ability_sources=(timed.timed_effects,),
        waiting_on=(waiting.waiting_on,),
        waiting_candidates=(responses.candidates,),
        action_candidates=(responses.own_action_invocations,),
        fast_action_candidates=(responses.quick_own_invocations,),
        public_texts=(notation.sealed,),
    ),
    verbs=notation.READERS,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
    state_tellers=narration.STATE_TELLERS,
    tables=Tables(writes=evolve.WRITES, answers={**rivals.ANSWERS, **world_events.ANSWERS}),
)
