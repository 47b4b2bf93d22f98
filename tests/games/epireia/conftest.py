"""Helpers for Epireia's tests: games set up by their commands, and dice that roll
what a test says."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from hellenica_tui.engine.ruleset import Event, Seat
from hellenica_tui.games.epireia.ruleset import RULESET
from hellenica_tui.games.epireia.state import State

R = RULESET


class Dice(random.Random):
    """An rng whose d12 rolls come from a list (then 6s); `choice` takes the first item."""

    def __init__(self, rolls: Iterable[int] = ()) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return self.rolls.pop(0) if self.rolls else 6

    def choice(self, seq: Sequence):  # type: ignore[override]
        return seq[0]


def act(state: State, player: str, text: str, rng: random.Random | None = None) -> tuple[State, list[Event]]:
    """Parse, decide and fold one command, as the engine does."""
    command = R.parse(text, state, player)
    events = R.decide(state, player, command, rng or Dice())
    state = R.copy_state(state)
    for event in events:
        state = R.evolve(state, event)
    return state, events


def new_state(players: int = 2) -> State:
    return R.initial_state("standard", [Seat(f"p{i + 1}") for i in range(players)], 1, {})


CITIES = ("athens", "sparta", "corinth", "delphi")
ADMINS = ("archon", "polemarch", "merchant", "architect")
FIRST = {"athens": "pericles", "sparta": "brasidas", "corinth": "timoleon", "delphi": "xenoclea"}


def started(players: int = 2, cities: Sequence[str] = CITIES, admins: Sequence[str] = ADMINS,
            first: dict[str, str] | None = None, rng: random.Random | None = None) -> State:
    """A game past its picks, at the start of round 1 (p1 picks first, then p2, ...)."""
    first = {**FIRST, **(first or {})}
    state = new_state(players)
    for i in range(players):
        state, _ = act(state, f"p{i + 1}", f"city {cities[i]}")
    for i in range(players):
        state, _ = act(state, f"p{i + 1}", f"admin {admins[i]}")
    for i in range(players):
        state, _ = act(state, f"p{i + 1}", f"figure {first[cities[i]]}", rng)
    return state


def types(events: Iterable[Event]) -> list[str]:
    return [type(e).__name__ for e in events]
