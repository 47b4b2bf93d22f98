"""The turn as a feature: setup, the Ethos and Favorite phases, the order of the
action phase, the upkeep's own steps and what follows every command."""

from hellenica_tui.games.hellenica.core.feature import Feature, Hooks, Tables
from hellenica_tui.games.hellenica.turn import commands, events, evolve, legal, narration, notation, phases, upkeep

FEATURE = Feature(
    name="turn",
    commands=commands.COMMANDS,
    events=events.EVENTS,
    barriers=events.BARRIERS,
    deciders=phases.DECIDERS,
    evolvers=evolve.EVOLVERS,
    # Each answer is checked whole, then told in one event.
    settled=(commands.ChoosePatron, commands.KeepEthos, commands.Redraw, commands.PickFavorite, commands.ChooseDirection),
    proceed=phases.proceed,
    upkeep=upkeep.UPKEEP,
    hooks=Hooks(phase_candidates=(legal.phase_answers,), public_texts=(notation.kept_cards_hidden,)),
    verbs=notation.READERS,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
    tables=Tables(writes=evolve.WRITES),
)
