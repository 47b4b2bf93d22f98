"""The Hellenica ruleset as the engine sees it: `RULESET`.

Importing this module loads every rules module, so that each registers its
command deciders, event handlers and upkeep steps.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from hellenica_tui.engine.ruleset import Command, Event, Seat
from hellenica_tui.games.hellenica.ai_seats import narration as ai_narration
from hellenica_tui.games.hellenica.ai_seats import notation as ai_notation
from hellenica_tui.games.hellenica.ai_seats import players as ai_players
from hellenica_tui.games.hellenica.content import bundle as content_bundle
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.lookup import content_for, remember
from hellenica_tui.games.hellenica.core import decide as deciding
from hellenica_tui.games.hellenica.core import evolve as evolving
from hellenica_tui.games.hellenica.core.commands import COMMAND_TYPES
from hellenica_tui.games.hellenica.core.events import EVENT_TYPES, is_barrier
from hellenica_tui.games.hellenica.core.narration import narrate
from hellenica_tui.games.hellenica.core.state import ACTION, State, copy_state, state_hash
from hellenica_tui.games.hellenica.core.summary import summary_json
from hellenica_tui.games.hellenica.economy import actions, build, governments, research, supply, train, worship
from hellenica_tui.games.hellenica.gods import narration as gods_narration
from hellenica_tui.games.hellenica.gods import notation as notation_gods
from hellenica_tui.games.hellenica.gods import responses
from hellenica_tui.games.hellenica.turn import phases as turn
from hellenica_tui.games.hellenica.turn import upkeep
from hellenica_tui.games.hellenica.turn.setup import initial_state
from hellenica_tui.games.hellenica.war import battle, conquest, creature_presence, supply_movement
from hellenica_tui.games.hellenica.war import evolve as war_evolve
from hellenica_tui.games.hellenica.war import legal as war_legal
from hellenica_tui.games.hellenica.war import narration as war_narration
from hellenica_tui.games.hellenica.war import notation as war_notation


def to_act(state: State) -> list[str]:
    """Who must act now: who a question, an invocation window or a bid waits on,
    else the active player in the action phase, else who must answer."""
    waiting = responses.waiting_on(state)
    if waiting is not None:
        return waiting
    if state.phase == ACTION and not state.pending:
        return [state.active] if state.active else []
    return list(state.pending)


class HellenicaRuleset:
    id = "hellenica"

    @property
    def command_types(self) -> tuple[type[Command], ...]:
        return tuple(COMMAND_TYPES)

    @property
    def event_types(self) -> tuple[type[Event], ...]:
        return tuple(EVENT_TYPES)

    def content_hash(self, scenario: str) -> str:
        return load_scenario(scenario).hash

    def pack_content(self, scenario: str) -> tuple[str, bytes]:
        """The installed scenario's hash and its files, to keep in a new save."""
        content, packed = content_bundle.pack(scenario)
        remember(scenario, content)
        return content.hash, packed

    def open_content(self, scenario: str, content_hash: str, packed: bytes) -> str:
        """Check and take up the rules data a save keeps; tells its version."""
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
        return deciding.decide(state, player, command, rng)

    def evolve(self, state: State, event: Event) -> State:
        return evolving.evolve(state, event)

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def state_hash(self, state: State) -> bytes:
        return state_hash(state)

    def view(self, state: State, player: str | None) -> Any:
        from hellenica_tui.games.hellenica.core.view import view

        return view(state, player)

    def options_secret(self, state: State, player: str) -> bool:
        from hellenica_tui.games.hellenica.core.view import options_secret

        return options_secret(state, player)

    def legal_commands(self, state: State, player: str) -> list[Command]:
        from hellenica_tui.games.hellenica.core.legal import legal_commands

        return legal_commands(state, player)

    def to_act(self, state: State) -> list[str]:
        return to_act(state)

    def position(self, state: State) -> tuple[int, int]:
        return (state.turn, state.round)

    def parse(self, text: str, state: State, player: str) -> Command:
        from hellenica_tui.games.hellenica.core.notation import parse

        return parse(text, state, player)

    def format(self, command: Command) -> str:
        from hellenica_tui.games.hellenica.core.notation import format_command

        return format_command(command)

    def public_text(self, command: Command, events: Sequence[Event], player: str, viewer: str | None) -> str:
        from hellenica_tui.games.hellenica.core.notation import public_text

        return public_text(command, events, player, viewer)

    def is_barrier(self, event: Event) -> bool:
        return is_barrier(event)

    def checker(self, scenario: str, seats: Sequence[Seat], content_hash: str | None = None) -> Any:
        from hellenica_tui.games.hellenica.saves.checks import checker

        return checker(scenario, seats, content_hash)


RULESET = HellenicaRuleset()

__all__ = ["RULESET", "HellenicaRuleset", "narrate", "summary_json", "to_act"]
