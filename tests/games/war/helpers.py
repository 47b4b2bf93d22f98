"""Building war games for tests: positions set by hand, dice fixed."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Command, Event, Seat
from hellenica_tui.games.war.content.loading import load_scenario
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.ruleset import RULESET
from hellenica_tui.games.war.state import State, Unit, copy_state
from hellenica_tui.games.war.tx import Tx

CONTENT = load_scenario("aegean")


def seats(*names: str) -> tuple[Seat, ...]:
    return tuple(Seat(n) for n in names)


def new_game(
    names: Sequence[str] = ("ann", "bob"),
    homes: Sequence[str] = ("athens", "sparta"),
    seed: int = 7,
    path: str | None = None,
) -> Game:
    game = Game.new(RULESET, "aegean", seats(*names), seed, {}, path=path)
    for name, home in zip(names, homes, strict=True):
        game.apply(f"home {home}", name)
    return game


class Dice(random.Random):
    """A random source that gives the numbers it is told, in order, then fails loudly."""

    def __init__(self, rolls: Iterable[int]) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        if not self.rolls:
            raise AssertionError("more dice were rolled than the test gave")
        roll = self.rolls.pop(0)
        assert a <= roll <= b, (roll, a, b)
        return roll


def blank(names: Sequence[str] = ("ann", "bob"), phase: str = "recruit") -> State:
    """A state past setup with no units, all cities neutral and no hands: tests add what they need."""
    state = RULESET.initial_state("aegean", seats(*names), 1, {})
    state.order = list(names)
    state.phase = phase  # type: ignore[assignment]
    state.turn = 1
    state.deck = []
    state.leader_names = list(CONTENT.leader_names)
    for city in state.cities.values():
        city.income = 3
    return state


def give_city(state: State, city: str, player: str, home: bool = False) -> None:
    c = state.cities[city]
    c.controller = player
    if home:
        c.home_of = player
        c.income = 7
        state.players[player].home = city


def put(state: State, player: str, kind: str, space: str, n: int = 1, **fields: object) -> list[int]:
    ids = []
    for _ in range(n):
        unit = Unit(id=state.next_unit, owner=player, kind=kind, space=space, **fields)  # type: ignore[arg-type]
        state.units.append(unit)
        ids.append(unit.id)
        state.next_unit += 1
    return ids


def decide(state: State, player: str, command: Command | str, rolls: Iterable[int] = ()) -> list[Event]:
    if isinstance(command, str):
        command = RULESET.parse(command, state, player)
    return RULESET.decide(state, player, command, Dice(rolls))


def run(state: State, player: str, command: Command | str, rolls: Iterable[int] = ()) -> State:
    """Decide and fold the events into the state (which is changed in place and returned)."""
    for event in decide(state, player, command, rolls):
        RULESET.evolve(state, event)
    return state


def fight(state: State, player: str, text: str, rolls: Iterable[int] = (), answer: str = "defend") -> list[Event]:
    """The events of an attack and, against a player, of his answer; the state is unchanged."""
    target = RULESET.parse(text, state, player).target  # type: ignore[attr-defined]
    city = state.city_at(target)
    if not any(u.space == target and u.owner != player for u in state.units) and (city is None or not city.controller):
        return decide(state, player, text, rolls)  # a neutral city fights at once
    scratch = copy_state(state)
    events = decide(scratch, player, text)
    fold(scratch, events)
    assert scratch.pending is not None
    return [*events, *decide(scratch, scratch.pending.defender, answer, rolls)]


def fold(state: State, events: Iterable[Event]) -> State:
    for event in events:
        RULESET.evolve(state, event)
    return state


def tx(state: State, rolls: Iterable[int] = (), content: Content = CONTENT) -> Tx:
    return Tx(state, content, Dice(rolls))


def of(events: Iterable[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]
