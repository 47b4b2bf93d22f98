"""A decision in progress: events are applied to a private copy as they are made,
so each step of a command decides on the state the earlier steps left."""

from __future__ import annotations

import random

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.evolve import evolve
from hellenica_tui.games.war.geography import can_serve
from hellenica_tui.games.war.state import City, State, Unit, copy_state


class Tx:
    def __init__(self, state: State, content: Content, rng: random.Random, read_only: bool = False) -> None:
        """`read_only`: only to ask questions of the state (nothing is emitted), so no copy is made."""
        self.state = state if read_only else copy_state(state)
        self.content = content
        self.rng = rng
        self.events: list[Event] = []
        self._spaces: dict[str, list[Unit]] | None = None  # units by space, until the next event
        self._serving: dict[str, bool] = {}  # can_serve by city, until the next event

    def emit(self, event: Event) -> None:
        self.events.append(event)
        evolve(self.state, event)
        self._spaces = None
        self._serving = {}

    def at(self, space: str, owner: str | None = None) -> list[Unit]:
        """`state.at`, from an index of the units by space made once between events (a
        list of moves asks it for every step it tries)."""
        if self._spaces is None:
            self._spaces = {}
            for u in self.state.units:
                self._spaces.setdefault(u.space, []).append(u)
        here = self._spaces.get(space, [])
        return list(here) if owner is None else [u for u in here if u.owner == owner]

    def serves(self, city: City) -> bool:
        """`geography.can_serve`, kept until the next event (a list of recruits asks it of
        a city for every unit it might raise)."""
        found = self._serving.get(city.id)
        if found is None:
            found = self._serving[city.id] = can_serve(self.state, self.content, city)
        return found

    def d(self, sides: int) -> int:
        return self.rng.randint(1, sides)

    def roll(self, dice: str) -> tuple[int, ...]:
        """Dice written as "2d6", "1d10"."""
        n, sides = dice.split("d")
        return tuple(self.d(int(sides)) for _ in range(int(n)))
