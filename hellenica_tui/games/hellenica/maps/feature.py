"""Maps made of tiles as a feature: building a map before the patrons are chosen,
exploring the explorable map's empty areas after a movement."""

from hellenica_tui.games.hellenica.core.feature import Feature, Hooks
from hellenica_tui.games.hellenica.maps import commands, events, evolve, exploring, legal, narration, notation, placing

FEATURE = Feature(
    name="maps",
    commands=commands.COMMANDS,
    events=events.EVENTS + events.EXPLORATION_EVENTS,
    barriers=events.BARRIERS,
    deciders=placing.DECIDERS,
    # While the map is built, its phase candidates are the spots and turns `placement` allows:
    # each is accepted, so the thousands of them are listed without a trial.
    exact=(commands.PlaceTile,),
    evolvers=evolve.EVOLVERS,
    hooks=Hooks(
        phase_candidates=(legal.placements_now,),
        movement_ending=(exploring.movement_ending,),
        after_withdrawal=(exploring.after_withdrawal,),
        explore_for_city=(exploring.explore_for_city,),
        choice_candidates=(exploring.exploration_answers,),
    ),
    verbs=notation.READERS,
    machine_verbs=notation.MACHINE_VERBS,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
)
