"""The effects of cards and advancements as a feature: the events their handlers
emit and the abilities that last a round, a combat, an action or a turn."""

from hellenica_tui.games.hellenica.core.feature import Feature, Tables
from hellenica_tui.games.hellenica.effects import events, timed

FEATURE = Feature(
    name="effects",
    events=(*events.EVENTS, *timed.EVENTS),
    barriers=events.BARRIERS,
    evolvers=events.EVOLVERS | timed.EVOLVERS,
    tables=Tables(writes=events.WRITES | timed.WRITES),
)
