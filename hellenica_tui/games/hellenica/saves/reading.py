"""What reading a save needs of the rules, and no more: every command and event kind
(to decode the log), the events undo stops at, how each event is folded into the
state, and who the game waits on (to tell who acts). The deciders, the legal commands, the notation, the narration and the AI
seats' play stay unloaded, so `hellenica show` and the lists of saves start fast;
the ruleset loads the whole composition (composition.py) the first time a command
is decided, listed, read or told.

The tables are those of the composed rules, feature by feature in the composition's
order (tests/games/hellenica/test_save_reading.py holds them equal).
"""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.ai_seats import commands as ai_commands
from hellenica_tui.games.hellenica.ai_seats import events as ai_events
from hellenica_tui.games.hellenica.ai_seats import evolve as ai_evolve
from hellenica_tui.games.hellenica.core import waiting
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.economy import commands as economy_commands
from hellenica_tui.games.hellenica.economy import events as economy_events
from hellenica_tui.games.hellenica.economy import evolve as economy_evolve
from hellenica_tui.games.hellenica.economy import offers
from hellenica_tui.games.hellenica.effects import events as effects_events
from hellenica_tui.games.hellenica.effects import timed
from hellenica_tui.games.hellenica.gods import commands as gods_commands
from hellenica_tui.games.hellenica.gods import events as gods_events
from hellenica_tui.games.hellenica.gods import evolve as gods_evolve
from hellenica_tui.games.hellenica.gods import waiting as gods_waiting
from hellenica_tui.games.hellenica.maps import commands as maps_commands
from hellenica_tui.games.hellenica.maps import events as maps_events
from hellenica_tui.games.hellenica.maps import evolve as maps_evolve
from hellenica_tui.games.hellenica.turn import commands as turn_commands
from hellenica_tui.games.hellenica.turn import events as turn_events
from hellenica_tui.games.hellenica.turn import evolve as turn_evolve
from hellenica_tui.games.hellenica.war import commands as war_commands
from hellenica_tui.games.hellenica.war import events as war_events
from hellenica_tui.games.hellenica.war import evolve as war_evolve
from hellenica_tui.games.kit.tables import Evolver

# In the order of composition.FEATURES (turn, maps, economy, effects, war, gods, victory,
# ai_seats; victory has no kinds of its own).
COMMANDS: tuple[type[Command], ...] = (
    *turn_commands.COMMANDS,
    *maps_commands.COMMANDS,
    *economy_commands.COMMANDS,
    *war_commands.COMMANDS,
    *gods_commands.COMMANDS,
    *ai_commands.COMMANDS,
)

EVENTS: tuple[type[Event], ...] = (
    *turn_events.EVENTS,
    *maps_events.EVENTS,
    *maps_events.EXPLORATION_EVENTS,
    *economy_events.EVENTS,
    *effects_events.EVENTS,
    *timed.EVENTS,
    *war_events.EVENTS,
    *gods_events.EVENTS,
    *ai_events.EVENTS,
)

BARRIERS: frozenset[type[Event]] = frozenset((
    *turn_events.BARRIERS,
    *maps_events.BARRIERS,
    *effects_events.BARRIERS,
    *war_events.BARRIERS,
    *gods_events.BARRIERS,
    *ai_events.BARRIERS,
))  # fmt: skip

EVOLVERS: dict[type[Event], Evolver[State]] = {
    **turn_evolve.EVOLVERS,
    **maps_evolve.EVOLVERS,
    **economy_evolve.EVOLVERS,
    **effects_events.EVOLVERS,
    **timed.EVOLVERS,
    **war_evolve.EVOLVERS,
    **gods_evolve.EVOLVERS,
    **ai_evolve.EVOLVERS,
}

# The `waiting_on` hooks, in the order of composition.HOOK_ORDERS.
WAITING_ON = (gods_waiting.waiting_on, offers.waiting_on)


def evolve(state: State, event: Event) -> State:
    """`state` with `event` folded in (in place, as the composed rules fold it)."""
    EVOLVERS[type(event)](state, event)
    return state


def to_act(state: State) -> list[str]:
    """Who must act now (as `core.legal.to_act` answers with the composed rules)."""
    return waiting.to_act(WAITING_ON, state)
