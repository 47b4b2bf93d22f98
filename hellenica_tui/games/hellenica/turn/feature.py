"""The turn as a feature: setup, the Ethos and Favorite phases, the order of the
action phase, the upkeep's own steps and what follows every command."""

from hellenica_tui.games.hellenica.core import commands, events, evolve, narration, notation
from hellenica_tui.games.hellenica.core.feature import Feature
from hellenica_tui.games.hellenica.turn import phases, upkeep

_VERBS = ("patron", "keep", "redraw", "favorite", "direction", "govern")

FEATURE = Feature(
    name="turn",
    commands=commands.PHASE_COMMANDS,
    events=events.EVENTS,
    barriers=events.BARRIERS,
    deciders=phases.DECIDERS,
    evolvers=evolve.EVOLVERS,
    proceed=phases.proceed,
    upkeep=upkeep.UPKEEP,
    hooks={"public_texts": (notation.kept_cards_hidden,)},
    verbs={verb: notation.READERS[verb] for verb in _VERBS},
    formatters={kind: notation.FORMATTERS[kind] for kind in commands.PHASE_COMMANDS},
    tellers=narration.TELLERS,
)
