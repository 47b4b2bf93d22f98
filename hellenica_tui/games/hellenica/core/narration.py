"""Every event told in one plain sentence, for the game log.

`viewer` is who reads: hidden cards are named only to their owner (None, a
spectator, sees none), and the viewer's own city-state is "you". `state` is
the state the event happens in (before it changes it), so a line can name
the upgrade a slot holds or the sides of a combat. Bookkeeping a player needs
not read (a step of the combat, an effect done) is told as "". The words of a
line are core/phrasing.py's and the kit's (games/kit/phrasing.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import State

Teller = Callable[[Any, Content, str | None], str]
# Tellers that read the state the event happens in (a slot's upgrade, a combat's sides).
StateTeller = Callable[[Any, State, Content, str | None], str]


def silent(e: Any, c: Content, v: str | None) -> str:
    """Bookkeeping nobody needs to read: told as ""."""
    return ""


def narrate(rules: Rules, event: Any, state: State, viewer: str | None = None) -> str:
    """One line telling `event` (in `state`, before it applies) to `viewer`; "" for
    bookkeeping nobody needs to read."""
    teller = rules.state_tellers.get(type(event))
    if teller is not None:
        line: str = teller(event, state, content_of(state), viewer)
    elif type(event) in rules.tellers:
        line = rules.tellers[type(event)](event, content_of(state), viewer)
    else:
        return type(event).__name__
    return line[:1].upper() + line[1:]


def narrate_groups(
    rules: Rules, groups: Iterable[Any], state: State, evolve: Callable[[State, Any], State], viewer: str | None
) -> Iterator[list[str]]:
    """For each command group in turn, the lines of its events, each told in the state it
    happens in; `state` (the state before the first group) is folded as it goes."""
    for group in groups:
        lines = []
        for event in group.events:
            line = narrate(rules, event, state, viewer)
            if line:
                lines.append(line)
            state = evolve(state, event)
        yield lines
