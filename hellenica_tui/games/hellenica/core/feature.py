"""What a feature of the rules contributes, and the rules composed from features.

A `Feature` is plain data: its command and event kinds, what decides and what
applies each, the upkeep steps it runs, the hooks it joins, its verbs and how
its events are told. `compose` merges an ordered list of them into one `Rules`,
refusing any kind, step, verb or teller given twice, and puts every hook and
upkeep step in the order the caller writes down (the composition root), never
in the order modules happen to be imported.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hellenica_tui.engine.errors import GameError
from hellenica_tui.engine.ruleset import Command, Event

if TYPE_CHECKING:
    from hellenica_tui.games.hellenica.core.state import State

Decider = Callable[[Any, str, Any], None]
Evolver = Callable[[Any, Any], None]

class CompositionError(GameError):
    """Features that do not compose: a kind, step or verb given twice, a hook or
    step without its place in the order."""


# Every hook a feature may join, each run in the order the composition root gives.
HOOKS = (
    "guards",  # (state, player, command): may refuse any command before its decider runs
    "interrupts",  # (tx) -> True when the game waits on someone (a question, a window, a bid)
    "favorite_windows",  # (tx) -> True when the Favorite's window holds the phase
    "deal_ethos",  # (tx): dealt before the people's Ethos cards (the AI seats' shared ones)
    "after_combat",  # (tx): a combat is over
    "movement_ending",  # (tx, player): a supply movement is about to end (may ask the player first)
    "after_movement",  # (tx, player): a supply movement is over
    "on_arrival",  # (tx, player, area): units arrived in an area
    "after_withdrawal",  # (tx, player, src, dst, via): a side's units withdrew from a combat to dst
    "explore_for_city",  # (tx, player, area): an effect gives the player a city on an empty area
    "finish_action",  # (tx, player): an action is about to end
    "fixed_units",  # (state, player, area) -> units that may not leave it
    "ability_sources",  # (state, content, player, kind) -> more effects of that kind
    "waiting_on",  # (state) -> who a question, window or bid waits on, or None
    "waiting_candidates",  # (rules, state, content, player) -> the only candidates, or None
    "action_candidates",  # (rules, state, content, player) -> actions to try in the action phase
    # (rules, state, content, player) -> the same actions less those surely refused: what a feature
    # gives here replaces its "action_candidates" when legal commands are listed for play (core/legal.py)
    "fast_action_candidates",
    "phase_candidates",  # (rules, state, content, player) -> answers to try in the other phases
    "choice_candidates",  # (rules, state, content, player) -> the only candidates, or None
    "roll_bids",  # (tx): bids of the seats that roll theirs (the AI seats), once the others are in
    "public_texts",  # (command, events) -> how another reads it (a sealed bid), or None
)

# A fast hook and the full one it stands in for, in the same order (see core/legal.py).
FAST_OF = {"fast_action_candidates": "action_candidates"}


@dataclass(frozen=True)
class Feature:
    """One feature of the rules, as data (see the module's docstring)."""

    name: str
    commands: tuple[type[Command], ...] = ()
    events: tuple[type[Event], ...] = ()
    barriers: tuple[type[Event], ...] = ()  # events undo stops at (randomness, hidden cards)
    deciders: Mapping[Any, Any] = field(default_factory=dict)
    evolvers: Mapping[Any, Any] = field(default_factory=dict)
    # Event kind -> (state, event) -> the areas and players its evolver changes (core/sharing.py);
    # an event kind without one may change any.
    writes: Mapping[Any, Any] = field(default_factory=dict)
    # Wrappers around deciders other features give: kind -> (decider -> decider).
    wraps: Mapping[Any, Any] = field(default_factory=dict)
    # Command kinds whose decider (or, for a wrapped kind, whose wrapper) refuses only before
    # its first event: listing legal commands tries them on the state as it is, up to that event.
    settled: tuple[type[Command], ...] = ()
    # Command kinds its `fast_action_candidates` and `phase_candidates` yield only when their
    # decider (and, for a wrapped kind, its wrapper) accepts them: listing legal commands takes
    # those with no trial.
    exact: tuple[type[Command], ...] = ()
    proceed: Callable[[Any], None] | None = None  # what follows every command (the turn)
    upkeep: Mapping[str, Callable[[Any], bool]] = field(default_factory=dict)
    hooks: Mapping[str, tuple[Callable[..., Any], ...]] = field(default_factory=dict)
    answers: Mapping[str, Callable[[Any, str, str], None]] = field(default_factory=dict)
    resumes: Mapping[str, Callable[[Any], None]] = field(default_factory=dict)
    verbs: Mapping[str, Callable[..., Command]] = field(default_factory=dict)
    supply_modes: Mapping[str, Callable[..., Command]] = field(default_factory=dict)
    machine_verbs: tuple[str, ...] = ()  # read like any other verb, never offered to a person
    formatters: Mapping[Any, Any] = field(default_factory=dict)
    tellers: Mapping[Any, Any] = field(default_factory=dict)
    state_tellers: Mapping[Any, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = set(self.hooks) - set(HOOKS)
        if unknown:
            raise CompositionError(f"feature {self.name}: no hook named {', '.join(sorted(unknown))}")


@dataclass(frozen=True, eq=False)  # one Rules is one identity: hashable, for caches
class Rules:
    """The rules composed from features: what decide, evolve, legal, notation and narration read."""

    features: tuple[str, ...]
    commands: tuple[type[Command], ...]
    events: tuple[type[Event], ...]
    barriers: frozenset[type[Event]]
    deciders: Mapping[Any, Any]
    evolvers: Mapping[Any, Any]
    writes: Mapping[Any, Any]  # what each event's evolver changes (core/sharing.py)
    settled: frozenset[type[Command]]  # refused only before their first event, wrappers included
    exact: frozenset[type[Command]]  # the fast and phase candidates list them only when accepted
    proceed: Callable[[Any], None]
    upkeep: tuple[tuple[str, Callable[[Any], bool]], ...]
    hooks: Mapping[str, tuple[Callable[..., Any], ...]]
    answers: Mapping[str, Callable[[Any, str, str], None]]
    resumes: Mapping[str, Callable[[Any], None]]
    verbs: Mapping[str, Callable[..., Command]]
    supply_modes: Mapping[str, Callable[..., Command]]
    machine_verbs: frozenset[str]
    formatters: Mapping[Any, Any]
    tellers: Mapping[Any, Any]
    state_tellers: Mapping[Any, Any]

    def hook(self, name: str) -> tuple[Callable[..., Any], ...]:
        return self.hooks.get(name, ())

    def evolve(self, state: State, event: Any) -> State:
        self.evolvers[type(event)](state, event)
        return state

    def is_barrier(self, event: Event) -> bool:
        return type(event) in self.barriers


def _merge(features: Sequence[Feature], what: str) -> dict[Any, Any]:
    """One table from every feature's `what`, refusing a key two features give."""
    merged: dict[Any, Any] = {}
    owner: dict[Any, str] = {}
    for feature in features:
        for key, value in getattr(feature, what).items():
            if key in merged:
                name = getattr(key, "__name__", key)
                raise CompositionError(f"{what} {name} given by both {owner[key]} and {feature.name}")
            merged[key] = value
            owner[key] = feature.name
    return merged


def _kinds(features: Sequence[Feature], what: str) -> tuple[Any, ...]:
    seen: dict[Any, str] = {}
    for feature in features:
        for kind in getattr(feature, what):
            if kind in seen:
                raise CompositionError(f"{kind.__name__} declared by both {seen[kind]} and {feature.name}")
            seen[kind] = feature.name
    return tuple(seen)


def compose(
    features: Sequence[Feature],
    upkeep_order: Sequence[str],
    hook_orders: Mapping[str, Sequence[str]],
) -> Rules:
    """The rules of `features`. `upkeep_order` names every upkeep step in the order
    they run; `hook_orders` names, for each hook, the features in the order theirs run."""
    names = [f.name for f in features]
    if len(set(names)) != len(names):
        raise CompositionError(f"a feature is listed twice: {names}")
    by_name = {f.name: f for f in features}

    deciders = _merge(features, "deciders")
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

    steps = _merge(features, "upkeep")
    unplaced = set(steps) - set(upkeep_order)
    if unplaced:
        raise CompositionError(f"upkeep steps without a place in the order: {sorted(unplaced)}")

    hooks: dict[str, tuple[Callable[..., Any], ...]] = {}
    for hook in HOOKS:
        order = list(hook_orders.get(hook, ()))
        joined = [f.name for f in features if f.hooks.get(hook)]
        missing = set(joined) - set(order)
        if missing:
            raise CompositionError(f"hook {hook}: no place in the order for {sorted(missing)}")
        hooks[hook] = tuple(fn for name in order if name in by_name for fn in by_name[name].hooks.get(hook, ()))
    # The fast candidates: each feature's own where it gives them, else its full ones,
    # so the two orders must be the same.
    for fast, full in FAST_OF.items():
        if tuple(hook_orders.get(fast, ())) != tuple(hook_orders.get(full, ())):
            raise CompositionError(f"hook {fast} must run in the order of {full}")
        hooks[fast] = tuple(
            fn
            for name in hook_orders.get(full, ())
            if name in by_name
            for fn in by_name[name].hooks.get(fast) or by_name[name].hooks.get(full, ())
        )

    proceeds = [f for f in features if f.proceed is not None]
    if len(proceeds) != 1:
        raise CompositionError(f"exactly one feature says what follows a command, not {[f.name for f in proceeds]}")

    return Rules(
        features=tuple(names),
        commands=_kinds(features, "commands"),
        events=_kinds(features, "events"),
        barriers=frozenset(b for f in features for b in f.barriers),
        deciders=deciders,
        evolvers=_merge(features, "evolvers"),
        writes=_merge(features, "writes"),
        settled=frozenset(settled),
        exact=frozenset(exact),
        proceed=proceeds[0].proceed,  # type: ignore[arg-type]
        upkeep=tuple((name, steps[name]) for name in upkeep_order if name in steps),
        hooks=hooks,
        answers=_merge(features, "answers"),
        resumes=_merge(features, "resumes"),
        verbs=_merge(features, "verbs"),
        supply_modes=_merge(features, "supply_modes"),
        machine_verbs=frozenset(v for f in features for v in f.machine_verbs),
        formatters=_merge(features, "formatters"),
        tellers=_merge(features, "tellers"),
        state_tellers=_merge(features, "state_tellers"),
    )
