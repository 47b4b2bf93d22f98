"""The rules kit hosts a game that is not Hellenica: a race to a total, composed from
three features with a hook vocabulary of its own, decided in the kit's transaction,
its legal commands listed by trial and its commands read with the kit's notation."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Protocol

import msgspec
import pytest

from hellenica_tui.engine.errors import AmbiguousCommand, IllegalCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.kit import feature as kit
from hellenica_tui.games.kit import legal
from hellenica_tui.games.kit.feature import CompositionError
from hellenica_tui.games.kit.notation import Vocabulary, Words, whole_number
from hellenica_tui.games.kit.phrasing import count, does, joined, second_person, with_article
from hellenica_tui.games.kit.tables import Deciders, Evolvers, Formatters, Tellers
from hellenica_tui.games.kit.transaction import Transaction

# -- the race: add 1 to 3 to the total in turn; whoever reaches 10 wins ---------------


class Race(msgspec.Struct):
    players: list[str]
    turn: int = 0
    total: int = 0
    winner: str = ""

    @property
    def to_act(self) -> str:
        return self.players[self.turn % len(self.players)]


class Add(Command, frozen=True, kw_only=True):
    n: int


class Added(Event, frozen=True, kw_only=True):
    player: str
    n: int


class Won(Event, frozen=True, kw_only=True):
    player: str


class Limit(Protocol):
    """May refuse an addition (a CommandError) before it is made."""

    def __call__(self, state: Race, player: str, n: int, /) -> None: ...


class Moment(Protocol):
    def __call__(self, tx: RaceTx, /) -> None: ...


@dataclass(frozen=True)
class Hooks:
    limits: tuple[Limit, ...] = ()
    after_add: tuple[Moment, ...] = ()


@dataclass(frozen=True)
class Tables:
    pass


RaceFeature = kit.Feature[Hooks, Tables, "RaceTx", Race]
RaceRules = kit.Rules[Hooks, Tables, "RaceTx", Race]


class RaceTx(Transaction[Race, RaceRules]):
    pass


def add(tx: RaceTx, player: str, cmd: Add) -> None:
    if player != tx.s.to_act or tx.s.winner:
        raise IllegalCommand(f"{player} is not to act")
    if not 1 <= cmd.n <= 3:
        raise IllegalCommand("add 1, 2 or 3")
    for limit in tx.rules.hooks.limits:
        limit(tx.s, player, cmd.n)
    tx.emit(Added(player=player, n=cmd.n))
    for after in tx.rules.hooks.after_add:
        after(tx)


def _added(s: Race, e: Added) -> None:
    s.total += e.n
    s.turn += 1


def _won(s: Race, e: Won) -> None:
    s.winner = e.player


def proceed(tx: RaceTx) -> None:
    """Nothing follows a command by itself in the race."""


ADDING = RaceFeature(
    name="adding",
    commands=(Add,),
    events=(Added,),
    deciders=Deciders["RaceTx"]().on(Add, add),
    evolvers=Evolvers[Race]().on(Added, _added),
    settled=(Add,),
    proceed=proceed,
    formatters=Formatters().on(Add, lambda c: f"add {c.n}"),
    tellers=Tellers[[str | None]]().on(Added, lambda e, v: f"{does(e.player, e.player == v, 'adds')} {e.n}"),
)


def ten_is_the_end(tx: RaceTx) -> None:
    if tx.s.total >= 10 and not tx.s.winner:
        tx.emit(Won(player=tx.events[-1].player if isinstance(tx.events[-1], Added) else ""))


WINNING = RaceFeature(
    name="winning",
    events=(Won,),
    evolvers=Evolvers[Race]().on(Won, _won),
    hooks=Hooks(after_add=(ten_is_the_end,)),
)


def no_overshoot(state: Race, player: str, n: int) -> None:
    if state.total + n > 10:
        raise IllegalCommand("the total may not pass 10")


CAP = RaceFeature(name="cap", hooks=Hooks(limits=(no_overshoot,)))

ORDERS: dict[str, tuple[str, ...]] = {"limits": ("cap",), "after_add": ("winning",)}


def compose(features: tuple[RaceFeature, ...], orders: dict[str, tuple[str, ...]] = ORDERS) -> RaceRules:
    return kit.compose(features, hooks=Hooks, tables=Tables, upkeep_order=(), hook_orders=orders)


def decided(rules: RaceRules, state: Race, player: str, command: Command) -> RaceTx:
    tx = RaceTx(msgspec.structs.replace(state, players=list(state.players)), random.Random(0), rules)
    rules.deciders[type(command)](tx, player, command)
    rules.proceed(tx)
    return tx


def legal_commands(rules: RaceRules, state: Race, player: str) -> list[Command]:
    class Probe(legal.Probe, RaceTx):
        pass

    probe: RaceTx = Probe(state, random.Random(0), rules)
    candidates = [(Add(n=n), False) for n in (1, 2, 3, 1)]  # one twice: listed once

    def scratch() -> RaceTx:
        return RaceTx(msgspec.structs.replace(state), random.Random(0), rules)

    return legal.tried(candidates, lambda c: legal.allowed(rules, probe, scratch, player, c))


# -- the tests -------------------------------------------------------------------------


def test_the_whole_race_plays_to_a_winner_and_its_state_is_never_changed_in_place() -> None:
    rules = compose((ADDING, WINNING, CAP))
    state = Race(players=["a", "b"])
    while not state.winner:
        before = msgspec.msgpack.encode(state)
        options = legal_commands(rules, state, state.to_act)
        assert msgspec.msgpack.encode(state) == before  # the probe only read it
        state = decided(rules, state, state.to_act, options[-1]).s
    assert (state.total, state.winner) == (10, "b")  # 3, 3, 3, then only 1 fits under the cap
    assert rules.formatters[Add](Add(n=2)) == "add 2"
    assert rules.tellers[Added](Added(player="a", n=2), "a") == "you add 2"
    assert rules.tellers[Added](Added(player="a", n=2), "b") == "a adds 2"


def test_a_subset_of_the_features_composes_with_the_same_orders() -> None:
    free = compose((ADDING, WINNING))  # no cap: the orders name it, the rules leave it out
    assert free.hooks.limits == () and free.hooks.after_add == (ten_is_the_end,)
    state = Race(players=["a", "b"], total=9)
    assert legal_commands(free, state, "a") == [Add(n=1), Add(n=2), Add(n=3)]
    assert legal_commands(compose((ADDING, WINNING, CAP)), state, "a") == [Add(n=1)]
    assert decided(free, state, "a", Add(n=3)).s.winner == "a"
    bare = compose((ADDING,))
    assert decided(bare, state, "a", Add(n=3)).events == [Added(player="a", n=3)]  # nobody wins


def test_a_misspelt_unordered_unjoined_or_idle_hook_fails_at_composition() -> None:
    with pytest.raises(CompositionError, match=r"no hook named limit$"):
        compose((ADDING, CAP), {"limit": ("cap",), "after_add": ("winning",)})
    with pytest.raises(CompositionError, match="hooks without an order: after_add"):
        compose((ADDING, CAP), {"limits": ("cap",)})
    with pytest.raises(CompositionError, match="hooks no feature joins: after_add"):
        compose((ADDING, CAP), {"limits": ("cap",), "after_add": ()})
    with pytest.raises(CompositionError, match=r"hook limits: no place in the order for \['cap'\]"):
        compose((ADDING, CAP), {"limits": ("speed",), "after_add": ("winning",)})
    with pytest.raises(CompositionError, match=r"hook after_add: \['cap'\] placed in the order but joining nothing"):
        compose((ADDING, CAP), {"limits": ("cap",), "after_add": ("cap",)})
    with pytest.raises(TypeError):
        Hooks(limit=(no_overshoot,))  # type: ignore[call-arg]


def test_kinds_and_tables_are_given_once() -> None:
    with pytest.raises(ValueError, match="Add given twice"):
        Deciders[RaceTx]().on(Add, add).on(Add, add)
    with pytest.raises(ValueError, match="given twice: Added"):
        _ = Evolvers[Race]().on(Added, _added) | Evolvers[Race]().on(Added, _added)
    twin = replace(CAP, name="twin", commands=(Add,))
    with pytest.raises(CompositionError, match="Add declared by both adding and twin"):
        compose((ADDING, twin), {"limits": ("cap", "twin"), "after_add": ("winning",)})
    with pytest.raises(CompositionError, match="exactly one feature says what follows"):
        compose((WINNING, CAP))


def test_a_held_event_goes_first_and_a_reading_probe_stops_at_the_first_event() -> None:
    rules = compose((ADDING, WINNING, CAP))
    state = Race(players=["a", "b"])
    tx = RaceTx(msgspec.structs.replace(state), random.Random(0), rules)
    tx.hold([Added(player="b", n=1)])
    add(tx, "a", Add(n=2))
    assert tx.events == [Added(player="b", n=1), Added(player="a", n=2)] and tx.s.total == 3
    assert legal.accepted(rules, RaceTx(state, random.Random(0), rules), "b", Add(n=1)) is None  # not b's turn


def test_the_notation_reader_takes_unique_prefixes_and_lists_the_ambiguous() -> None:
    verbs = Vocabulary("command", {"add": (), "stop": ("halt",), "stay": ()})
    assert verbs.need("ad") == "add" and verbs.need("HALT") == "stop"
    with pytest.raises(AmbiguousCommand) as error:
        verbs.find("st")
    assert error.value.choices == ("stay", "stop")
    with pytest.raises(InvalidCommand, match="'go' is not a command"):
        verbs.need("go")
    with pytest.raises(InvalidCommand, match="a command is missing"):
        verbs.need(None)
    words = Words("add 3 now", rules=None)
    assert verbs.need(words.take()) == "add" and whole_number(words.take()) == 3
    assert words.keyword("now", "never") == "now" and words.peek() is None
    words.done()
    assert whole_number("²") is None and whole_number("1234567") is None


def test_the_phrasing_of_a_line() -> None:
    assert [second_person(v) for v in ("moves", "supplies", "is", "marches")] == ["move", "supply", "are", "march"]
    assert count(1, "cube") == "1 cube" and count(3, "Hero", "Heroes") == "3 Heroes"
    assert with_article("Academy") == "an Academy" and with_article("Market") == "a Market"
    assert joined([]) == "nothing" and joined(["A"]) == "A" and joined(["A", "B", "C"]) == "A, B and C"
