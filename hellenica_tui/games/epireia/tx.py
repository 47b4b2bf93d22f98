"""A decision in progress: a copy of the state that each event is folded into as it
is emitted, so the rules that follow see what came before; its events are the
outcome. Dice come from the command's rng only."""

from __future__ import annotations

import random

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.evolve import evolve
from hellenica_tui.games.epireia.state import State, copy_state


class Tx:
    def __init__(self, state: State, content: Content, rng: random.Random) -> None:
        self.state = copy_state(state)
        self.content = content
        self.rng = rng
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        for event in events:
            self.state = evolve(self.state, event)
            self.events.append(event)

    def d12(self) -> int:
        return self.rng.randint(1, 12)
