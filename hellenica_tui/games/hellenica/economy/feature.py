"""The economy as a feature: build, train, research, worship, supply for
commerce, pass, and governments."""

from hellenica_tui.games.hellenica.core.feature import Feature
from hellenica_tui.games.hellenica.economy import (
    actions,
    build,
    commands,
    events,
    evolve,
    governments,
    legal,
    narration,
    notation,
    research,
    supply,
    train,
    worship,
)

FEATURE = Feature(
    name="economy",
    commands=commands.COMMANDS,
    events=events.EVENTS,
    deciders={
        **build.DECIDERS, **governments.DECIDERS, **train.DECIDERS, **research.DECIDERS, **worship.DECIDERS,
        **supply.DECIDERS, **actions.DECIDERS,
    },
    evolvers=evolve.EVOLVERS,
    # Every check of these comes before the first event (paying, and producing, are the last ones).
    settled=(
        commands.Build, commands.ChangeGovernment, commands.Pass, commands.Train, commands.Worship,
        commands.SupplyCommerce, commands.Research,
    ),
    hooks={"action_candidates": (legal.actions,), "fast_action_candidates": (legal.quick_actions,)},
    verbs=notation.READERS,
    supply_modes=notation.SUPPLY_MODES,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
)
