"""A decision in the making: events are written one by one onto a scratch copy of the
state, so each step of a command sees what the steps before it did."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellas.content import Index, by_hash
from hellenica_tui.games.hellas.evolve import evolve
from hellenica_tui.games.hellas.state import State, copy_state


class Tx:
    def __init__(self, s: State, idx: Index | None = None) -> None:
        self.s = copy_state(s)
        self.idx = idx if idx is not None else by_hash(s.content_hash)
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        for e in events:
            self.events.append(e)
            evolve(self.s, e)


def refuse(rule: str, message: str) -> IllegalCommand:
    """A refusal naming the rules page that forbids the command."""
    return IllegalCommand(message, rule)
