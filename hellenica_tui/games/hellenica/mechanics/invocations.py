"""INVOCATIONS: which levels a player may call on, what they cost, and the
order in which a window of casts resolves.

A deity's invocation of level N needs N temples to that deity (active or
exhausted) in cities the player owns and no enemy occupies; a Wonder counts
as one more temple to every deity already having a temple in its city. It
costs N Favor and each invocation is cast at most once per turn.

Casts resolve one at a time in the order they were cast, except the counter
invocations (the ones that raise another's cost or cancel it): those resolve
first, latest cast first, so each acts before the cast it targets.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

import msgspec

from hellenica_tui.engine.errors import IllegalCommand


class CityTemples(msgspec.Struct, frozen=True):
    """The temples (one deity name per temple) in one city the player owns."""

    city: str
    temples: tuple[str, ...] = ()
    wonder: bool = False
    enemy_occupied: bool = False


def invocation_levels(cities: Iterable[CityTemples]) -> dict[str, int]:
    """The highest invocation level the player may use for each deity."""
    levels: dict[str, int] = {}
    for city in cities:
        if city.enemy_occupied:
            continue
        for deity in city.temples:
            levels[deity] = levels.get(deity, 0) + 1
        if city.wonder:
            for deity in set(city.temples):
                levels[deity] += 1
    return levels


def invocation_cost(level: int) -> int:
    return level


def check_cast(
    deity: str,
    level: int,
    *,
    levels: Mapping[str, int],
    favor: int,
    used_this_turn: bool,
) -> int:
    """The Favor the cast costs, or the rule that forbids it."""
    if level not in (1, 2, 3):
        raise IllegalCommand(f"invocations have levels 1 to 3, not {level}")
    if used_this_turn:
        raise IllegalCommand("each invocation may be cast once per turn")
    have = levels.get(deity, 0)
    if level > have:
        raise IllegalCommand(
            f"a level {level} invocation of {deity} needs {level} temples to {deity}; you count {have}"
        )
    cost = invocation_cost(level)
    if favor < cost:
        raise IllegalCommand(f"it costs {cost} Favor and you hold {favor}")
    return cost


CounterKind = Literal["none", "raise_cost", "cancel"]


class Cast(msgspec.Struct, frozen=True):
    """One invocation cast in the window. `counter` says what it does to its
    `target` (an index into the window, always an earlier cast); the caster
    already paid `cost`."""

    caster: str
    invocation: str
    cost: int
    counter: CounterKind = "none"
    target: int | None = None
    raise_by: int = 1  # for "raise_cost"


Outcome = Literal["resolved", "fizzled", "cancelled"]


class Resolution(msgspec.Struct, frozen=True):
    index: int  # into the window
    outcome: Outcome
    extra_paid: int = 0  # Favor paid on top of the cost, after a raise


class WindowResult(msgspec.Struct, frozen=True):
    steps: tuple[Resolution, ...]  # in resolution order
    favor: dict[str, int]  # each caster's Favor afterwards


def resolution_order(casts: Sequence[Cast]) -> tuple[int, ...]:
    """Counters latest-first, then everything else in cast order."""
    counters = [i for i, c in enumerate(casts) if c.counter != "none"]
    normal = [i for i, c in enumerate(casts) if c.counter == "none"]
    return tuple(reversed(counters)) + tuple(normal)


def _check_window(casts: Sequence[Cast]) -> None:
    for i, c in enumerate(casts):
        if c.counter == "none":
            if c.target is not None:
                raise IllegalCommand(f"{c.invocation} does not target another invocation")
        elif c.target is None or not 0 <= c.target < i:
            raise IllegalCommand(f"{c.invocation} must target an invocation cast before it")


def resolve_window(casts: Sequence[Cast], favor: Mapping[str, int]) -> WindowResult:
    """Resolve every cast of a window; `favor` is each caster's Favor after paying the costs.

    A cancelled cast does nothing. A cast whose cost was raised needs its caster
    to pay the difference when it resolves; one who cannot fizzles (its Favor
    stays spent and it still counts as used this turn).
    """
    _check_window(casts)
    purse = dict(favor)
    for c in casts:
        purse.setdefault(c.caster, 0)
    raised = [0] * len(casts)
    cancelled = [False] * len(casts)
    steps = []
    for i in resolution_order(casts):
        cast = casts[i]
        if cancelled[i]:
            steps.append(Resolution(i, "cancelled"))
            continue
        extra = raised[i]
        if purse[cast.caster] < extra:
            steps.append(Resolution(i, "fizzled"))
            continue
        purse[cast.caster] -= extra
        steps.append(Resolution(i, "resolved", extra))
        if cast.counter == "raise_cost":
            raised[cast.target] += cast.raise_by  # type: ignore[index]
        elif cast.counter == "cancel":
            cancelled[cast.target] = True  # type: ignore[index]
    return WindowResult(tuple(steps), purse)
