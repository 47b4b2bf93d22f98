"""A hypothesis state machine over a real Hellenica game of 2 to 7 seats (people
and rulebook AIs): legal and illegal commands, undo, redo, save and load, in any
order. After every step:

- only typed errors escaped, and a refused command changed nothing (state, log, file);
- units, commodities and action cubes changed by exactly what each event says,
  or, for the few events whose rule computes the change, only in the kinds of
  count that rule may change (tests/proof/conservation.py);
- no player has more units of a kind than the scenario's limit (10, heroes 5),
  and no count is negative;
- folding the log from the initial state gives the live state;
- every player's view hides what it must.
"""

from __future__ import annotations

import os
import random
import shutil
import tempfile
import warnings

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from hellenica_tui.ai import bots
from hellenica_tui.engine.errors import CommandError, IllegalCommand, InvalidCommand, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.content.loading import load_scenario
from tests.proof.conservation import check_change, check_negative, counts
from tests.proof.test_hidden_information import check_view
from tests.proof.test_prompt_fuzz import mutate
from tests.proof.walk import CITY_STATES, RULESET, SCENARIO

CONTENT = load_scenario(SCENARIO)
LIMITS = {unit.id: unit.limit for unit in CONTENT.units.values()}

def check_event(state, event) -> object:
    """Fold one event, checking that it changed the conserved counts only as it may."""
    before = counts(state)
    state = RULESET.evolve(state, event)
    check_change(before, counts(state), event)
    return state


def check_limits(state) -> None:
    """No count below zero, no player with more units of a kind than the scenario's limit."""
    check_negative(state)
    per_kind: dict[tuple[str, str], int] = {}
    for (kind, player, key), n in counts(state).items():
        if kind == "units":
            base = key.removeprefix("elite_")
            per_kind[(player, base)] = per_kind.get((player, base), 0) + n
    for (player, base), n in per_kind.items():
        assert n <= LIMITS[base], f"{player} has {n} {base}, more than {LIMITS[base]}"


class HellenicaMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = tempfile.mkdtemp()
        self.path = os.path.join(self.folder, "g.hsav")
        self.game: Game | None = None
        self.stale: list = []  # commands that were legal once, for someone

    def teardown(self) -> None:
        if self.game is not None:
            self.game.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    SIZES = (2, 3, 4, 5, 6, 7)  # seats in the game

    @initialize(
        data=st.data(), ais=st.integers(0, 6), seed=st.integers(0, 2**40), order=st.randoms(use_true_random=False)
    )
    def start(self, data, ais, seed, order):
        size = data.draw(st.sampled_from(self.SIZES), label="size")
        names = list(CITY_STATES)
        order.shuffle(names)
        ais = min(ais, size - 1)  # at least one person
        seats = [Seat(n) for n in names[: size - ais]] + [Seat(n, "ai", "rulebook") for n in names[size - ais : size]]
        self.game = Game.new(RULESET, SCENARIO, seats, seed, {}, path=self.path)
        self.people = [s.name for s in seats if s.kind == "human"]
        self.checked_state = RULESET.copy_state(self.game.state)
        self.checked_events = 0

    # -- helpers --------------------------------------------------------------

    def _snapshot(self):
        with open(self.path, "rb") as f:
            return RULESET.state_hash(self.game.state), len(self.game.log), f.read()

    def _refused(self, attempt) -> None:
        """`attempt` must be refused with a typed error and change nothing."""
        before = self._snapshot()
        try:
            attempt()
        except CommandError:
            assert self._snapshot() == before
        else:
            raise AssertionError("an illegal command was accepted")

    # -- rules ------------------------------------------------------------------

    @rule(pick=st.integers(0, 2**20))
    def legal(self, pick):
        to_act = self.game.to_act()
        if not to_act:
            return
        if all(p not in self.people for p in to_act):
            bots.advance(self.game, max_turn=self.game.position[0] + 1)
            return
        player = [p for p in to_act if p in self.people][pick % len([p for p in to_act if p in self.people])]
        legal = self.game.legal_commands(player)
        assert legal, f"{player} must act but has no legal command"
        command = legal[pick % len(legal)]
        self.stale = ([*self.stale, (player, command)])[-20:]
        self.game.apply(command, player)

    @rule(pick=st.integers(0, 2**20))
    def out_of_turn(self, pick):
        idle = [p for p in self.people if p not in self.game.to_act()]
        to_act = self.game.to_act()
        if not idle or not to_act:
            return
        legal = self.game.legal_commands(to_act[0])
        if legal:
            self._refused(lambda: self.game.apply(legal[pick % len(legal)], idle[pick % len(idle)]))

    @rule(pick=st.integers(0, 2**20), seed=st.integers(0, 2**20))
    def near_miss(self, pick, seed):
        """A mutated legal text: refused with a typed error, or a command that is legal after all."""
        to_act = [p for p in self.game.to_act() if p in self.people]
        if not to_act:
            return
        player = to_act[pick % len(to_act)]
        legal = [RULESET.format(c) for c in self.game.legal_commands(player)]
        text = mutate(legal[pick % len(legal)], random.Random(seed)) if legal else "pass"
        before = self._snapshot()
        try:
            self.game.apply(text, player)
        except CommandError:
            assert self._snapshot() == before

    @rule(pick=st.integers(0, 2**20))
    def stale_command(self, pick):
        if not self.stale:
            return
        player, command = self.stale[pick % len(self.stale)]
        before = self._snapshot()
        try:
            self.game.apply(command, player)
        except CommandError:
            assert self._snapshot() == before

    @rule()
    def nonsense(self):
        self._refused(lambda: self.game.apply("pass", "atlantis"))
        self._refused(lambda: self.game.apply(42, self.people[0]))  # type: ignore[arg-type]
        with pytest.raises(IllegalCommand):
            self.game.apply("pass", "atlantis")
        with pytest.raises(InvalidCommand):
            self.game.apply(object(), self.people[0])  # type: ignore[arg-type]

    @rule(who=st.integers(0, 7))
    def undo(self, who):
        player = None if who >= len(self.people) else self.people[who]
        reason = self.game.undo_blocked_reason(player)
        before = self._snapshot()
        try:
            self.game.undo(player)
        except UndoBlocked as blocked:
            assert blocked.message == reason and self._snapshot() == before
        else:
            assert reason is None
            self.checked_state, self.checked_events = None, 0

    @precondition(lambda self: self.game is not None and self.game.can_redo)
    @rule()
    def redo(self):
        self.game.redo()
        self.checked_state, self.checked_events = None, 0

    @rule()
    def save_and_load(self):
        live = (RULESET.state_hash(self.game.state), list(self.game.log), list(self.game.redo_stack))
        self.game.close()
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # nothing may be torn or dropped
            self.game = Game.load(self.path, RULESETS)
        assert (RULESET.state_hash(self.game.state), list(self.game.log), list(self.game.redo_stack)) == live

    # -- invariants ---------------------------------------------------------------

    @invariant()
    def counts_change_only_by_their_events_and_stay_in_limits(self):
        if self.game is None:
            return
        if self.checked_state is None:  # after undo/redo: start again from the beginning
            header = self.game.header
            self.checked_state = RULESET.initial_state(header.scenario, header.seats, header.seed, header.settings)
        state = self.checked_state
        events = [e for g in self.game.log for e in g.events]
        for event in events[self.checked_events :]:
            state = check_event(state, event)
        self.checked_state, self.checked_events = state, len(events)
        assert RULESET.state_hash(state) == RULESET.state_hash(self.game.state), "the log does not fold to the live state"
        check_limits(self.game.state)

    @invariant()
    def views_hide_what_they_must(self):
        if self.game is None:
            return
        for viewer in [None, *(s.name for s in self.game.seats)]:
            check_view(self.game.state, viewer)


HellenicaMachine.TestCase.settings = settings(
    max_examples=3, stateful_step_count=12, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
test_hellenica_machine = HellenicaMachine.TestCase


def machine_for(size: int):
    """The machine on games of `size` seats only, for the long runs."""
    machine = type(f"Hellenica{size}Machine", (HellenicaMachine,), {"SIZES": (size,)})
    machine.TestCase.settings = settings(
        max_examples=10, stateful_step_count=40, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    return machine.TestCase


# Ten runs of 40 steps for each number of seats, 2 to 7.
test_hellenica_machine_2_seats = pytest.mark.slow(machine_for(2))
test_hellenica_machine_3_seats = pytest.mark.slow(machine_for(3))
test_hellenica_machine_4_seats = pytest.mark.slow(machine_for(4))
test_hellenica_machine_5_seats = pytest.mark.slow(machine_for(5))
test_hellenica_machine_6_seats = pytest.mark.slow(machine_for(6))
test_hellenica_machine_7_seats = pytest.mark.slow(machine_for(7))


def test_conservation_catches_counts_changed_other_than_by_the_event():
    from collections import Counter

    from hellenica_tui.games.hellenica.economy.events import CubeSpent, Gained

    before = counts(RULESET.initial_state(SCENARIO, [Seat(n) for n in CITY_STATES[:2]], 1, {}))
    player = CITY_STATES[0]
    more_favor = before + Counter({("commodities", player, "favor"): 2})
    check_change(before, more_favor, Gained(player=player, commodity="favor", amount=2))
    with pytest.raises(AssertionError):
        check_change(before, more_favor, Gained(player=player, commodity="favor", amount=1))
    with pytest.raises(AssertionError):
        check_change(before, more_favor, CubeSpent(player=player, action="build"))

    class Unlisted:  # an event that may change nothing
        pass

    with pytest.raises(AssertionError):
        check_change(before, more_favor, Unlisted())
    check_change(before, before, Unlisted())


def test_conservation_lets_a_trade_move_commodities_between_its_two_players_only():
    from collections import Counter

    from hellenica_tui.games.hellenica.economy.events import TradeAnswered

    before = counts(RULESET.initial_state(SCENARIO, [Seat(n) for n in CITY_STATES[:3]], 1, {}))
    a, b, c = CITY_STATES[:3]
    accepted = TradeAnswered(player=b, sender=a, accepted=True)
    offered = before + Counter({("commodities", b, "philosophers"): 1, ("commodities", a, "commerce"): 2})
    traded = before + Counter({("commodities", a, "philosophers"): 1, ("commodities", b, "commerce"): 2})
    check_change(offered, traded, accepted)  # a philosopher for two commerce
    with pytest.raises(AssertionError):  # something made from nothing
        check_change(before, before + Counter({("commodities", b, "philosophers"): 1}), accepted)
    with pytest.raises(AssertionError):  # a third player's goods
        moved = before + Counter({("commodities", c, "philosophers"): 1})
        check_change(before + Counter({("commodities", a, "philosophers"): 1}), moved, accepted)
    with pytest.raises(AssertionError):  # a refused offer moves nothing
        check_change(before + Counter({("commodities", a, "philosophers"): 1}),
                     before + Counter({("commodities", b, "philosophers"): 1}), TradeAnswered(player=b, sender=a, accepted=False))
