"""The economy as a feature: build, train, research, worship, supply for
commerce, pass, governments, and trades of Philosophers and Commerce between
players."""

from hellenica_tui.games.hellenica.core.feature import Feature, Hooks, Tables
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
    offers,
    research,
    supply,
    trade,
    train,
    worship,
)

FEATURE = Feature(
    name="economy",
    commands=commands.COMMANDS,
    events=events.EVENTS,
    deciders=(
        build.DECIDERS | governments.DECIDERS | train.DECIDERS | research.DECIDERS | worship.DECIDERS
        | supply.DECIDERS | actions.DECIDERS | trade.DECIDERS
    ),
    evolvers=evolve.EVOLVERS,
    # Every check of these comes before the first event (paying, and producing, are the last ones).
    settled=(
        commands.Build, commands.ChangeGovernment, commands.Pass, commands.Train, commands.Worship,
        commands.SupplyCommerce, commands.Research, commands.Trade, commands.AnswerTrade,
    ),
    # Listed by the fast candidates only when accepted (economy/legal.py), so never tried.
    exact=(
        commands.Build, commands.ChangeGovernment, commands.Train, commands.Worship, commands.SupplyCommerce,
        commands.Research, commands.Trade,
    ),
    hooks=Hooks(
        action_candidates=(legal.actions, legal.trades),
        fast_action_candidates=(legal.quick_actions, legal.trades),
        guards=(trade.guard,),
        waiting_on=(offers.waiting_on,),
        waiting_candidates=(legal.trade_answers,),
    ),
    verbs=notation.READERS,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
    tables=Tables(writes=evolve.WRITES, supply_modes=notation.SUPPLY_MODES),
)
