"""A decision in progress: events are applied to a private copy as they are made,
so each step of a command decides on the state the earlier steps left.

Questions the rules ask again and again of one position (the units of a space,
a city's siege, a player's effects) are answered from indexes made once between
two events: listing the commands asks them for every move and card it tries."""

from __future__ import annotations

import random
from typing import Any

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.war.content.schema import Content, Effect
from hellenica_tui.games.war.effects import player_effects
from hellenica_tui.games.war.evolve import evolve
from hellenica_tui.games.war.geography import SIEGERS
from hellenica_tui.games.war.state import City, State, Unit, copy_state


class Tx:
    def __init__(self, state: State, content: Content, rng: random.Random, read_only: bool = False) -> None:
        """`read_only`: only to ask questions of the state (nothing is emitted), so no copy is made."""
        self.state = state if read_only else copy_state(state)
        self.content = content
        self.rng = rng
        self.events: list[Event] = []
        self._forget()

    def _forget(self) -> None:
        self._spaces: dict[str, list[Unit]] | None = None  # units by space, in the units' order
        self._owned: dict[tuple[str, str], list[Unit]] = {}  # units by space and owner
        self._serving: dict[str, bool] = {}  # can_serve by city
        self._besieged: dict[str, bool] = {}
        self._memo: dict[Any, Any] = {}  # what a rules module keeps of this position (`memo`)

    def emit(self, event: Event) -> None:
        self.events.append(event)
        evolve(self.state, event)
        self._forget()

    def _index(self) -> dict[str, list[Unit]]:
        if self._spaces is None:
            index: dict[str, list[Unit]] = {}
            get = index.get
            for u in self.state.units:
                here = get(u.space)
                if here is None:
                    index[u.space] = [u]
                else:
                    here.append(u)
            self._spaces = index
        return self._spaces

    def at(self, space: str, owner: str | None = None) -> list[Unit]:
        """`state.at`, from an index of the units by space made once between events (a
        list of moves asks it for every step it tries). The list is the caller's."""
        return list(self.units_at(space, owner))

    def units_at(self, space: str, owner: str | None = None) -> list[Unit]:
        """`at`, without a copy: the list is the index's, for reading only."""
        here = (self._spaces if self._spaces is not None else self._index()).get(space)
        if here is None:
            return []
        if owner is None:
            return here
        key = (space, owner)
        found = self._owned.get(key)
        if found is None:
            found = self._owned[key] = [u for u in here if u.owner == owner]
        return found

    def city_at(self, space: str) -> City | None:
        """`state.city_at`, through the map: a city never moves."""
        city = self.content.spaces[space].city
        return self.state.cities.get(city) if city else None

    def besieged(self, city: City) -> bool:
        """`geography.besieged`, kept until the next event."""
        found = self._besieged.get(city.id)
        if found is None:
            index = self._index()
            found = any(
                u.kind in SIEGERS and u.owner != city.controller
                for space in self.content.spaces[city.space].neighbours
                for u in index.get(space, ())
            )
            self._besieged[city.id] = found
        return found

    def serves(self, city: City) -> bool:
        """`geography.can_serve`, kept until the next event (a list of recruits asks it of
        a city for every unit it might raise)."""
        found = self._serving.get(city.id)
        if found is None:
            found = self._serving[city.id] = city.razed == 0 and not self.besieged(city)
        return found

    def wide(self, player: str) -> list[Effect]:
        """`effects.player_effects`, kept until the next event; for reading only."""
        key = ("wide", player)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = player_effects(self.state, self.content, player)
        return found

    def memo(self) -> dict[Any, Any]:
        """A place for what a rules module works out once for this position; emptied by
        the next event."""
        return self._memo

    def d(self, sides: int) -> int:
        return self.rng.randint(1, sides)

    def roll(self, dice: str) -> tuple[int, ...]:
        """Dice written as "2d6", "1d10"."""
        n, sides = dice.split("d")
        return tuple(self.d(int(sides)) for _ in range(int(n)))
