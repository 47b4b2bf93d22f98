"""The economy as a feature: build, train, research, worship, supply for
commerce, pass, and governments."""

from hellenica_tui.games.hellenica.core import commands, notation
from hellenica_tui.games.hellenica.core.feature import Feature
from hellenica_tui.games.hellenica.economy import actions, build, governments, research, supply, train, worship

_VERBS = ("build", "train", "research", "worship", "supply", "pass")

FEATURE = Feature(
    name="economy",
    commands=commands.ACTION_COMMANDS,
    deciders={
        **build.DECIDERS, **governments.DECIDERS, **train.DECIDERS, **research.DECIDERS, **worship.DECIDERS,
        **supply.DECIDERS, **actions.DECIDERS,
    },
    verbs={verb: notation.READERS[verb] for verb in _VERBS},
    supply_modes=notation.SUPPLY_MODES,
    formatters={kind: notation.FORMATTERS[kind] for kind in commands.ACTION_COMMANDS},
)
