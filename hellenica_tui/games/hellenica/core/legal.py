"""Every command a player may give now.

Candidates are generated from the state and content, then each is checked by
running its decider (the kit's trials, games/kit/legal.py), so the list can never
disagree with `decide`. Equivalent
commands are listed once (an empty settlement is any empty settlement; the
upgrade to exhaust is named only when the choice differs from the default one).

Two ways, one answer (tests/games/hellenica/rules/test_fast_legal.py walks
random games and compares them):

- `exhaustive=True`: every candidate the features' hooks give, each decided to
  its end on a scratch copy of the state: the reference.
- the default, for play and search: the features' `fast_action_candidates`
  (the same candidates less those their own rules surely refuse) and
  `phase_candidates`; of those, a kind the rules declare `exact` is listed as
  it comes, with no trial (its feature yields it only when accepted); any other kind the rules declare
  `settled` (refused only before its first event) is decided on the state as it
  is, up to that first event, with no copy.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.decide import ReadingTx, Tx
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import ACTION, State
from hellenica_tui.games.hellenica.core.waiting import to_act as waiting_to_act
from hellenica_tui.games.kit import legal as trial


def accepted(rules: Rules, state: State, player: str, command: Command) -> list[Event] | None:
    """The events of `command` without what follows it, or None if it is refused."""
    return trial.accepted(rules, Tx(state, random.Random(0), rules), player, command)


class _Probe(trial.Probe, ReadingTx):
    """A Tx on the state itself that stops at the first event (the kit's `Probe`)."""


def to_act(rules: Rules, state: State) -> list[str]:
    """Who must act now: who a question, an invocation window or a bid waits on (the
    `waiting_on` hooks), else the active player in the action phase, else who must answer."""
    return waiting_to_act(rules.hooks.waiting_on, state)


def legal_commands(rules: Rules, state: State, player: str, *, exhaustive: bool = False) -> list[Command]:
    """The commands `player` may give now, in the order the features offer them
    (`exhaustive`: the reference way, see the module's docstring)."""
    if player not in state.players:
        return []
    content = content_of(state)
    waiting = _waiting(rules, state, content, player)
    listed = ((c, False) for c in waiting) if waiting is not None else _candidates(
        rules, state, content, player, exhaustive
    )
    if exhaustive:
        return trial.tried(listed, lambda command: accepted(rules, state, player, command) is not None)
    probe: Tx = _Probe(state, rules)

    def scratch() -> Tx:
        return Tx(state, random.Random(0), rules)

    return trial.tried(listed, lambda command: trial.allowed(rules, probe, scratch, player, command))


def _waiting(rules: Rules, s: State, content: Content, player: str) -> Sequence[Command] | None:
    """A question, a window or a bid comes first: the `waiting_candidates` hooks."""
    for waiting in rules.hooks.waiting_candidates:
        found = waiting(rules, s, content, player)
        if found is not None:
            return found
    return None


def _candidates(
    rules: Rules, s: State, content: Content, player: str, exhaustive: bool
) -> Iterator[tuple[Command, bool]]:
    """The candidates, each with whether it is surely accepted (an `exact` kind of the fast way)."""
    # A choice under way (a movement, a combat) claims the candidates: `choice_candidates`.
    for choice in rules.hooks.choice_candidates:
        claimed = choice(rules, s, content, player)
        if claimed is not None:
            yield from ((c, False) for c in claimed)
            return
    if s.phase == ACTION and s.active == player:
        # The economy's actions, the acting player's own invocations, a supply for movement.
        exact = frozenset() if exhaustive else rules.exact
        for actions in (rules.hooks.action_candidates if exhaustive else rules.hooks.fast_action_candidates):
            for command in actions(rules, s, content, player):
                yield command, type(command) in exact
    elif player in s.pending:
        exact = frozenset() if exhaustive else rules.exact
        for answers in rules.hooks.phase_candidates:  # setup's and the phases' answers
            yield from ((c, type(c) in exact) for c in answers(rules, s, content, player))
