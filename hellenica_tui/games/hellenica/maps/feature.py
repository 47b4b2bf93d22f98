"""Maps made of tiles as a feature: building a map before the patrons are chosen."""

from hellenica_tui.games.hellenica.core.feature import Feature
from hellenica_tui.games.hellenica.maps import building, commands, events, evolve, legal, narration, notation

FEATURE = Feature(
    name="maps",
    commands=commands.COMMANDS,
    events=events.EVENTS,
    deciders=building.DECIDERS,
    evolvers=evolve.EVOLVERS,
    hooks={"phase_candidates": (legal.placements_now,)},
    verbs=notation.READERS,
    machine_verbs=notation.MACHINE_VERBS,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
)
