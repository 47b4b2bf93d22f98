"""The Hellenica ruleset as the engine sees it: `RULESET`, playing by the rules
the composition root builds (composition.py).

The composition is loaded the first time a command is decided, listed, read or
told: reading a save (decoding its log, folding its events, checking its hashes)
needs only the kinds and the evolvers (saves/reading.py), which it uses until then."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Command, Event, Seat
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.lookup import content_for, remember
from hellenica_tui.games.hellenica.core.rule_refs import refer
from hellenica_tui.games.hellenica.core.state import State, copy_state, state_hash
from hellenica_tui.games.hellenica.core.view import options_secret, view
from hellenica_tui.games.hellenica.saves import reading
from hellenica_tui.games.hellenica.saves.checks import checker
from hellenica_tui.games.hellenica.turn.setup import initial_state

if TYPE_CHECKING:
    from hellenica_tui.games.hellenica.core.feature import Rules


class HellenicaRuleset:
    id = "hellenica"

    def __init__(self, rules: Rules | None = None) -> None:
        self._rules = rules  # None: the whole composition, loaded when first needed

    @property
    def rules(self) -> Rules:
        if self._rules is None:
            from hellenica_tui.games.hellenica.composition import RULES

            self._rules = RULES
        return self._rules

    @property
    def command_types(self) -> tuple[type[Command], ...]:
        return reading.COMMANDS if self._rules is None else self._rules.commands

    @property
    def event_types(self) -> tuple[type[Event], ...]:
        return reading.EVENTS if self._rules is None else self._rules.events

    def content_hash(self, scenario: str) -> str:
        return load_scenario(scenario).hash

    def pack_content(self, scenario: str) -> tuple[str, bytes]:
        """The installed scenario's hash and its files, to keep in a new save."""
        from hellenica_tui.games.hellenica.content import bundle as content_bundle

        content, packed = content_bundle.pack(scenario)
        remember(scenario, content)
        return content.hash, packed

    def archived_content(self, scenario: str, content_hash: str) -> bytes:
        """The rules data of an earlier version of the scenario, kept by the program by its hash."""
        from hellenica_tui.games.hellenica.content import bundle as content_bundle

        return content_bundle.pack_archived(scenario, content_hash)

    def open_content(self, scenario: str, content_hash: str, packed: bytes) -> str:
        """Check and take up the rules data a save keeps; tells its version."""
        from hellenica_tui.games.hellenica.content import bundle as content_bundle

        content, version = content_bundle.unpack(scenario, content_hash, packed)
        remember(scenario, content)
        return f"{version} ({scenario} {content_hash[:8]})"

    def initial_state(
        self,
        scenario: str,
        seats: Sequence[Seat],
        seed: int,
        settings: Mapping[str, Any],
        content_hash: str | None = None,
    ) -> State:
        content = content_for(scenario, content_hash)
        return initial_state(content, seats, seed, settings, scenario=scenario)

    def decide(self, state: State, player: str, command: Command, rng: random.Random) -> list[Event]:
        try:
            from hellenica_tui.games.hellenica.core.decide import decide

            return decide(self.rules, state, player, command, rng)
        except CommandError as error:
            raise refer(error, command) from None

    def decide_with_state(
        self, state: State, player: str, command: Command, rng: random.Random
    ) -> tuple[list[Event], State]:
        """The events and the state they lead to: the decider's scratch state, which has
        folded them already (it shares with `state` what they leave alone)."""
        try:
            from hellenica_tui.games.hellenica.core.decide import decided

            tx = decided(self.rules, state, player, command, rng)
        except CommandError as error:
            raise refer(error, command) from None
        return tx.events, tx.s

    def evolve(self, state: State, event: Event) -> State:
        return reading.evolve(state, event) if self._rules is None else self._rules.evolve(state, event)

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def state_hash(self, state: State) -> bytes:
        return state_hash(state)

    def view(self, state: State, player: str | None) -> Any:
        return view(state, player)

    def options_secret(self, state: State, player: str) -> bool:
        return options_secret(state, player)

    def legal_commands(self, state: State, player: str) -> list[Command]:
        from hellenica_tui.games.hellenica.core.legal import legal_commands

        return legal_commands(self.rules, state, player)

    def to_act(self, state: State) -> list[str]:
        if self._rules is None:
            return reading.to_act(state)
        from hellenica_tui.games.hellenica.core.legal import to_act

        return to_act(self._rules, state)

    def position(self, state: State) -> tuple[int, int]:
        return (state.turn, state.round)

    def parse(self, text: str, state: State, player: str) -> Command:
        try:
            from hellenica_tui.games.hellenica.core.notation import parse

            return parse(self.rules, text, state, player)
        except CommandError as error:
            raise refer(error, None) from None

    def format(self, command: Command) -> str:
        from hellenica_tui.games.hellenica.core.notation import format_command

        return format_command(self.rules, command)

    def public_text(self, command: Command, events: Sequence[Event], player: str, viewer: str | None) -> str:
        from hellenica_tui.games.hellenica.core.notation import public_text

        return public_text(self.rules, command, events, player, viewer)

    def is_barrier(self, event: Event) -> bool:
        return type(event) in reading.BARRIERS if self._rules is None else self._rules.is_barrier(event)

    def checker(self, scenario: str, seats: Sequence[Seat], content_hash: str | None = None) -> Any:
        return checker(scenario, seats, content_hash)


RULESET = HellenicaRuleset()

__all__ = ["RULESET", "HellenicaRuleset"]
