"""The AI seats as a feature: their own commands and events, the checks they add
to other features' commands, their garrison, shared Ethos cards and bids."""

from hellenica_tui.games.hellenica.ai_seats import (
    commands,
    events,
    evolve,
    guards,
    holdings,
    legal,
    narration,
    notation,
    players,
)
from hellenica_tui.games.hellenica.core.feature import Feature, Hooks, Tables

FEATURE = Feature(
    name="ai_seats",
    commands=commands.COMMANDS,
    events=events.EVENTS,
    barriers=events.BARRIERS,
    deciders=players.DECIDERS,
    evolvers=evolve.EVOLVERS,
    wraps=guards.WRAPS,
    settled=guards.SETTLED,
    exact=guards.EXACT,
    upkeep={"ai_government": players.regenerate_garrisons},
    hooks=Hooks(
        deal_ethos=(players.deal_shared_ethos,),
        after_combat=(players.garrison_after_combat,),
        fixed_units=(holdings.garrison_units,),
        ability_sources=(holdings.sea_transport,),
        choice_candidates=(legal.ai_candidates,),
        roll_bids=(players.roll_ai_bids,),
    ),
    verbs=notation.READERS,
    machine_verbs=notation.MACHINE_VERBS,
    formatters=notation.FORMATTERS,
    tellers=narration.TELLERS,
    tables=Tables(writes=evolve.WRITES),
)
