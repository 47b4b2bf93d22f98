"""What a feature of the rules contributes, and the rules composed from features.

A `Feature` is plain data: its command and event kinds, what decides and what
applies each, the upkeep steps it runs, the hooks it joins, its verbs and how
its events are told. `compose` merges an ordered list of them into one `Rules`,
refusing any kind, step, verb or teller given twice, and puts every hook and
upkeep step in the order the caller writes down (the composition root), never
in the order modules happen to be imported.

Each game brings its own hook vocabulary (`H`): a frozen dataclass with one field
per hook, a tuple of functions of one `Protocol` signature, defaulting to `()`. A
feature joins hooks by giving an instance of it (so mypy checks each function and a
misspelt field is an error); the composed rules hold one instance with every hook's
functions in order. A game's own keyed tables (`T`, a frozen dataclass of mappings)
are merged like the deciders, each key given once.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from hellenica_tui.engine.errors import GameError
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.kit.tables import Decider, Evolver

H = TypeVar("H")  # the game's hook vocabulary
T = TypeVar("T")  # the game's own keyed tables
TX = TypeVar("TX")  # the game's transaction (transaction.py)
S = TypeVar("S")  # the game's state
K = TypeVar("K")
V = TypeVar("V")
Kind = TypeVar("Kind", bound=type)


class CompositionError(GameError):
    """Features that do not compose: a kind, step or verb given twice, a hook or
    step without its place in the order, a hook the vocabulary does not have."""


@dataclass(frozen=True)
class Feature(Generic[H, T, TX, S]):
    """One feature of the rules, as data (see the module's docstring)."""

    name: str
    commands: tuple[type[Command], ...] = ()
    events: tuple[type[Event], ...] = ()
    barriers: tuple[type[Event], ...] = ()  # events undo stops at (randomness, hidden cards)
    deciders: Mapping[type[Command], Decider[TX]] = field(default_factory=dict)
    evolvers: Mapping[type[Event], Evolver[S]] = field(default_factory=dict)
    # Wrappers around deciders other features give: kind -> (decider -> decider).
    wraps: Mapping[type[Command], Callable[[Decider[TX]], Decider[TX]]] = field(default_factory=dict)
    # Command kinds whose decider (or, for a wrapped kind, whose wrapper) refuses only before
    # its first event: listing legal commands tries them on the state as it is, up to that event.
    settled: tuple[type[Command], ...] = ()
    # Command kinds its fast candidates yield only when their decider (and, for a wrapped kind,
    # its wrapper) accepts them: listing legal commands takes those with no trial.
    exact: tuple[type[Command], ...] = ()
    proceed: Callable[[TX], None] | None = None  # what follows every command (the turn)
    upkeep: Mapping[str, Callable[[TX], bool]] = field(default_factory=dict)
    hooks: H | None = None
    tables: T | None = None
    verbs: Mapping[str, Callable[..., Command]] = field(default_factory=dict)
    machine_verbs: tuple[str, ...] = ()  # read like any other verb, never offered to a person
    formatters: Mapping[type[Command], Callable[[Command], str]] = field(default_factory=dict)
    tellers: Mapping[type[Event], Callable[..., str]] = field(default_factory=dict)
    state_tellers: Mapping[type[Event], Callable[..., str]] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)  # one Rules is one identity: hashable, for caches
class Rules(Generic[H, T, TX, S]):
    """The rules composed from features: what decide, evolve, legal, notation and narration read."""

    features: tuple[str, ...]
    commands: tuple[type[Command], ...]
    events: tuple[type[Event], ...]
    barriers: frozenset[type[Event]]
    deciders: Mapping[type[Command], Decider[TX]]
    evolvers: Mapping[type[Event], Evolver[S]]
    settled: frozenset[type[Command]]  # refused only before their first event, wrappers included
    exact: frozenset[type[Command]]  # the fast candidates list them only when accepted
    proceed: Callable[[TX], None]
    upkeep: tuple[tuple[str, Callable[[TX], bool]], ...]
    hooks: H  # every hook's functions, in the order of the composition root
    tables: T
    verbs: Mapping[str, Callable[..., Command]]
    machine_verbs: frozenset[str]
    formatters: Mapping[type[Command], Callable[[Command], str]]
    tellers: Mapping[type[Event], Callable[..., str]]
    state_tellers: Mapping[type[Event], Callable[..., str]]

    def evolve(self, state: S, event: Event) -> S:
        self.evolvers[type(event)](state, event)
        return state

    def is_barrier(self, event: Event) -> bool:
        return type(event) in self.barriers


def _merge(tables: Sequence[tuple[str, Mapping[K, V]]], what: str) -> dict[K, V]:
    """One table from (feature, table) pairs, refusing a key two features give."""
    merged: dict[K, V] = {}
    owner: dict[K, str] = {}
    for name, table in tables:
        for key, value in table.items():
            if key in merged:
                shown = getattr(key, "__name__", key)
                raise CompositionError(f"{what} {shown} given by both {owner[key]} and {name}")
            merged[key] = value
            owner[key] = name
    return merged


def _kinds(declared: Sequence[tuple[str, Sequence[Kind]]]) -> tuple[Kind, ...]:
    """Every kind the features declare, refusing one two of them declare."""
    seen: dict[Kind, str] = {}
    for name, kinds in declared:
        for kind in kinds:
            if kind in seen:
                raise CompositionError(f"{kind.__name__} declared by both {seen[kind]} and {name}")
            seen[kind] = name
    return tuple(seen)


def _fields(vocabulary: type[object], what: str) -> tuple[str, ...]:
    if not dataclasses.is_dataclass(vocabulary):
        raise CompositionError(f"the {what} vocabulary {vocabulary!r} is not a dataclass")
    return tuple(f.name for f in dataclasses.fields(vocabulary))


def _hooks(
    features: Sequence[Feature[H, T, TX, S]],
    vocabulary: type[H],
    orders: Mapping[str, Sequence[str]],
    stand_ins: Mapping[str, str],
) -> H:
    """Every hook's functions in its order; refuses an order for a hook the vocabulary lacks
    (a misspelt name), a hook without an order or with an empty one (nobody joins it), a
    feature joining a hook without its place in the order, and a feature placed in an order
    that joins nothing there. An order may name a feature the rules leave out (a subset)."""
    names = _fields(vocabulary, "hook")
    unknown = sorted(set(orders) - set(names))
    if unknown:
        raise CompositionError(f"no hook named {', '.join(unknown)}")
    unordered = [n for n in names if n not in orders]
    if unordered:
        raise CompositionError(f"hooks without an order: {', '.join(unordered)}")
    unjoined = [n for n in names if not orders[n]]
    if unjoined:
        raise CompositionError(f"hooks no feature joins: {', '.join(unjoined)}")
    # Feature -> hook -> its functions there.
    given: dict[str, dict[str, tuple[object, ...]]] = {}
    for feature in features:
        if feature.hooks is not None and not isinstance(feature.hooks, vocabulary):
            raise CompositionError(f"feature {feature.name}: its hooks are not a {vocabulary.__name__}")
        given[feature.name] = {n: tuple(getattr(feature.hooks, n)) for n in names} if feature.hooks else {}
    merged: dict[str, tuple[object, ...]] = {}
    for hook in names:
        full = stand_ins.get(hook)
        if full is not None and tuple(orders[hook]) != tuple(orders[full]):
            raise CompositionError(f"hook {hook} must run in the order of {full}")
        missing = sorted(name for name, own in given.items() if own.get(hook) and name not in orders[hook])
        if missing:
            raise CompositionError(f"hook {hook}: no place in the order for {missing}")
        # Each feature's own functions, or where it gives none, those of the hook they stand in for.
        joined = {
            name: given[name].get(hook) or (given[name].get(full, ()) if full else ())
            for name in orders[hook] if name in given
        }
        idle = sorted(name for name, fns in joined.items() if not fns)
        if idle:
            raise CompositionError(f"hook {hook}: {idle} placed in the order but joining nothing")
        merged[hook] = tuple(fn for fns in joined.values() for fn in fns)
    return vocabulary(**merged)


def _tables(features: Sequence[Feature[H, T, TX, S]], vocabulary: type[T]) -> T:
    merged: dict[str, dict[object, object]] = {}
    for name in _fields(vocabulary, "table"):
        merged[name] = _merge([(f.name, getattr(f.tables, name)) for f in features if f.tables is not None], name)
    return vocabulary(**merged)


def compose(
    features: Sequence[Feature[H, T, TX, S]],
    *,
    hooks: type[H],
    tables: type[T],
    upkeep_order: Sequence[str],
    hook_orders: Mapping[str, Sequence[str]],
    stand_ins: Mapping[str, str] | None = None,
) -> Rules[H, T, TX, S]:
    """The rules of `features`. `hooks` and `tables` are the game's vocabularies;
    `upkeep_order` names every upkeep step in the order they run; `hook_orders`
    names, for every hook of the vocabulary, the features in the order theirs run.
    `stand_ins`: a hook -> the one whose functions stand in for it where a feature
    gives none of its own (a fast way and the full way it stands for), in the same order."""
    names = [f.name for f in features]
    if len(set(names)) != len(names):
        raise CompositionError(f"a feature is listed twice: {names}")

    deciders = _merge([(f.name, f.deciders) for f in features], "deciders")
    settled = {kind for f in features for kind in f.settled if kind in f.deciders}
    exact = {kind for f in features for kind in f.exact if kind in f.deciders}
    for feature in features:
        for kind, wrap in feature.wraps.items():
            if kind in deciders:
                deciders[kind] = wrap(deciders[kind])
                if kind not in feature.settled:  # a wrapper that may refuse late unsettles the kind
                    settled.discard(kind)
                if kind not in feature.exact:  # a wrapper may refuse what the owner's candidates offer
                    exact.discard(kind)

    steps = _merge([(f.name, f.upkeep) for f in features], "upkeep")
    unplaced = set(steps) - set(upkeep_order)
    if unplaced:
        raise CompositionError(f"upkeep steps without a place in the order: {sorted(unplaced)}")

    proceeds = [f.proceed for f in features if f.proceed is not None]
    if len(proceeds) != 1:
        raise CompositionError(
            f"exactly one feature says what follows a command, not {[f.name for f in features if f.proceed]}"
        )

    return Rules(
        features=tuple(names),
        commands=_kinds([(f.name, f.commands) for f in features]),
        events=_kinds([(f.name, f.events) for f in features]),
        barriers=frozenset(b for f in features for b in f.barriers),
        deciders=deciders,
        evolvers=_merge([(f.name, f.evolvers) for f in features], "evolvers"),
        settled=frozenset(settled),
        exact=frozenset(exact),
        proceed=proceeds[0],
        upkeep=tuple((name, steps[name]) for name in upkeep_order if name in steps),
        hooks=_hooks(features, hooks, hook_orders, stand_ins or {}),
        tables=_tables(features, tables),
        verbs=_merge([(f.name, f.verbs) for f in features], "verbs"),
        machine_verbs=frozenset(v for f in features for v in f.machine_verbs),
        formatters=_merge([(f.name, f.formatters) for f in features], "formatters"),
        tellers=_merge([(f.name, f.tellers) for f in features], "tellers"),
        state_tellers=_merge([(f.name, f.state_tellers) for f in features], "state_tellers"),
    )
