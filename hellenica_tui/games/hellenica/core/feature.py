"""Hellenica's hook vocabulary and its own tables, and the kit's features and rules for it.

The composition mechanism is the kit's (`games/kit/feature.py`). Here is what Hellenica
brings to it: `Hooks`, one field per hook with the signature its functions must have
(mypy checks every feature's), and `Tables`, the keyed tables its features give beside
the kit's (what an event writes, the answers to a question, what resumes after one, the
supply modes). The composition root (composition.py) gives every hook its order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.kit import feature as kit
from hellenica_tui.games.kit.tables import Decider as KitDecider

if TYPE_CHECKING:
    from hellenica_tui.games.hellenica.content.effect_kinds import Effect
    from hellenica_tui.games.hellenica.content.schema import Content
    from hellenica_tui.games.hellenica.core.decide import Tx
    from hellenica_tui.games.hellenica.core.sharing import Writes
    from hellenica_tui.games.hellenica.core.state import State


class Guard(Protocol):
    """May refuse any command (raising a CommandError) before its decider runs."""

    def __call__(self, state: State, player: str, command: Command, /) -> None: ...


class Moment(Protocol):
    """Something that happens at a moment of the game (a combat is over, the Ethos is dealt)."""

    def __call__(self, tx: Tx, /) -> None: ...


class Holds(Protocol):
    """Carries its business forward; True when the game then waits on someone."""

    def __call__(self, tx: Tx, /) -> bool: ...


class PlayerMoment(Protocol):
    """Something that happens to one player's doing (a movement or an action ends)."""

    def __call__(self, tx: Tx, player: str, /) -> None: ...


class AreaMoment(Protocol):
    """Something that happens to one player on one area (units arrive, a city is explored for)."""

    def __call__(self, tx: Tx, player: str, area: str, /) -> None: ...


class Withdrawal(Protocol):
    """A side's units withdrew from a combat on `src` to `dst`, through `via`."""

    def __call__(self, tx: Tx, player: str, src: str, dst: str, via: tuple[str, ...], /) -> None: ...


class FixedUnits(Protocol):
    """The units of `player` on `area` that may not leave it, by kind."""

    def __call__(self, state: State, area: str, player: str, /) -> Mapping[str, int]: ...


class AbilitySource(Protocol):
    """More effects of the ability kind `kind` (its tag) the player has."""

    def __call__(self, state: State, content: Content, player: str, kind: str, /) -> Iterable[Effect]: ...


class WaitingOn(Protocol):
    """Who a question, a window or a bid waits on, or None when it waits on none."""

    def __call__(self, state: State, /) -> list[str] | None: ...


class Candidates(Protocol):
    """Commands to try, in order."""

    def __call__(self, rules: Rules, state: State, content: Content, player: str, /) -> Iterable[Command]: ...


class OnlyCandidates(Protocol):
    """The only commands to try now, or None when this hook claims nothing."""

    def __call__(self, rules: Rules, state: State, content: Content, player: str, /) -> Sequence[Command] | None: ...


class PublicText(Protocol):
    """How another seat reads a command (a sealed bid), or None to show it as it is."""

    def __call__(self, command: Command, events: Sequence[Event], /) -> str | None: ...


@dataclass(frozen=True)
class Hooks:
    """Every hook a feature may join; each runs its functions in the order the composition root gives."""

    guards: tuple[Guard, ...] = ()
    interrupts: tuple[Holds, ...] = ()  # True when the game waits on someone (a question, a window, a bid)
    favorite_windows: tuple[Holds, ...] = ()  # True when the Favorite's window holds the phase
    deal_ethos: tuple[Moment, ...] = ()  # dealt before the people's Ethos cards (the AI seats' shared ones)
    after_combat: tuple[Moment, ...] = ()
    movement_ending: tuple[PlayerMoment, ...] = ()  # a supply movement is about to end (may ask first)
    after_movement: tuple[PlayerMoment, ...] = ()
    after_withdrawal: tuple[Withdrawal, ...] = ()
    explore_for_city: tuple[AreaMoment, ...] = ()  # an effect gives the player a city on an empty area
    finish_action: tuple[PlayerMoment, ...] = ()  # an action is about to end
    fixed_units: tuple[FixedUnits, ...] = ()
    ability_sources: tuple[AbilitySource, ...] = ()
    waiting_on: tuple[WaitingOn, ...] = ()
    waiting_candidates: tuple[OnlyCandidates, ...] = ()
    action_candidates: tuple[Candidates, ...] = ()  # actions to try in the action phase
    # The same actions less those surely refused: what a feature gives here replaces its
    # `action_candidates` when legal commands are listed for play (core/legal.py).
    fast_action_candidates: tuple[Candidates, ...] = ()
    phase_candidates: tuple[Candidates, ...] = ()  # answers to try in the other phases
    choice_candidates: tuple[OnlyCandidates, ...] = ()
    roll_bids: tuple[Moment, ...] = ()  # bids of the seats that roll theirs (the AI seats), the others in
    public_texts: tuple[PublicText, ...] = ()


# A fast hook and the full one it stands in for, in the same order (see core/legal.py).
STAND_INS = {"fast_action_candidates": "action_candidates"}


@dataclass(frozen=True)
class Tables:
    """Hellenica's keyed tables, each key given by one feature."""

    # Event kind -> (state, event) -> the areas and players its evolver changes (core/sharing.py);
    # an event kind without one may change any.
    writes: Mapping[type[Event], Callable[[State, Event], Writes]] = field(default_factory=dict)
    # A question's subject -> what its answer does: (tx, player, option).
    answers: Mapping[str, Callable[[Tx, str, str], None]] = field(default_factory=dict)
    # The subjects whose answer may give several options in order ("a,b,c", ORDER): the
    # first answers now, the others the same question when it is asked again.
    orders: Mapping[str, bool] = field(default_factory=dict)
    # What an invocation window interrupted -> how it goes on once the window closes.
    resumes: Mapping[str, Callable[[Tx], None]] = field(default_factory=dict)
    # The word after "supply" -> its reader (core/notation.py's `Reader`).
    supply_modes: Mapping[str, Callable[..., Command]] = field(default_factory=dict)


Feature = kit.Feature[Hooks, Tables, "Tx", "State"]
Rules = kit.Rules[Hooks, Tables, "Tx", "State"]
Decider = KitDecider["Tx"]


def compose(features: Sequence[Feature], upkeep_order: Sequence[str], hook_orders: Mapping[str, Sequence[str]]) -> Rules:
    """Hellenica's rules from `features`, with its vocabularies."""
    return kit.compose(
        features, hooks=Hooks, tables=Tables, upkeep_order=upkeep_order, hook_orders=hook_orders, stand_ins=STAND_INS
    )
