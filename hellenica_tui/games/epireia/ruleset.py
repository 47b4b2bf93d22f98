"""The Epireia ruleset as the engine sees it: `RULESET`."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from hellenica_tui.engine.checks import Check
from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Command, Event, Seat
from hellenica_tui.games.epireia import decide as deciding
from hellenica_tui.games.epireia import notation, setup
from hellenica_tui.games.epireia.commands import COMMANDS
from hellenica_tui.games.epireia.content import bundle
from hellenica_tui.games.epireia.content.loading import scenario_folder
from hellenica_tui.games.epireia.content.lookup import content_for, remember
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.events import BARRIERS, EVENTS
from hellenica_tui.games.epireia.evolve import evolve
from hellenica_tui.games.epireia.rule_pages import refer
from hellenica_tui.games.epireia.saves import checker
from hellenica_tui.games.epireia.state import State, copy_state, state_hash
from hellenica_tui.games.epireia.view import view

DEFAULT_SCENARIO = "standard"


class EpireiaRuleset:
    id = "epireia"
    command_types: tuple[type[Command], ...] = COMMANDS
    event_types: tuple[type[Event], ...] = EVENTS

    def content(self, state: State) -> Content:
        return content_for(state.scenario, state.content_hash)

    def content_hash(self, scenario: str) -> str:
        return content_for(scenario).hash

    def pack_content(self, scenario: str) -> tuple[str, bytes]:
        """The installed scenario's hash and its files, to keep in a new save."""
        content, packed = bundle.pack(scenario)
        remember(content)
        return content.hash, packed

    def open_content(self, scenario: str, content_hash: str, packed: bytes) -> str:
        """Check and take up the rules data a save keeps; tells its version."""
        content, version = bundle.unpack(content_hash, packed)
        remember(content)
        return f"{version} ({scenario} {content_hash[:8]})"

    def initial_state(
        self,
        scenario: str,
        seats: Sequence[Seat],
        seed: int,
        settings: Mapping[str, Any],
        content_hash: str | None = None,
    ) -> State:
        solo = str(settings.get("solo", ""))
        return setup.initial_state(content_for(scenario, content_hash), scenario, seats, solo)

    def decide(self, state: State, player: str, command: Command, rng: random.Random) -> list[Event]:
        try:
            return deciding.decide(state, self.content(state), player, command, rng)
        except CommandError as error:
            raise refer(error, command) from None

    def evolve(self, state: State, event: Event) -> State:
        return evolve(state, event)

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def state_hash(self, state: State) -> bytes:
        return state_hash(state)

    def view(self, state: State, player: str | None) -> Any:
        return view(state, self.content(state), player)

    def options_secret(self, state: State, player: str) -> bool:
        """Whether `player`'s commands now show what only their league may see: while the
        battlefield is set, they name the tokens of its reserve (whose powers are known)."""
        return state.phase == "battle_setup"

    def legal_commands(self, state: State, player: str) -> list[Command]:
        return deciding.legal_commands(state, self.content(state), player)

    def to_act(self, state: State) -> list[str]:
        return deciding.to_act(state, self.content(state))

    def position(self, state: State) -> tuple[int, int]:
        return (state.turn, state.round)

    def parse(self, text: str, state: State, player: str) -> Command:
        try:
            return notation.parse(self.content(state), text, state, player)
        except CommandError as error:
            raise refer(error, None) from None

    def format(self, command: Command) -> str:
        return notation.format_command(command)

    def public_text(self, command: Command, events: Sequence[Event], player: str, viewer: str | None) -> str:
        return notation.public_text(command, events, player, viewer)

    def rules_folder(self, scenario: str = DEFAULT_SCENARIO) -> Path:
        """The folder of the rules pages (one topic a markdown file) of a scenario."""
        return scenario_folder(scenario) / "rules"

    def checker(self, scenario: str, seats: Sequence[Seat], content_hash: str | None = None) -> Check:
        return checker(scenario, seats, content_hash)

    def is_barrier(self, event: Event) -> bool:
        return isinstance(event, BARRIERS)


RULESET = EpireiaRuleset()

__all__ = ["DEFAULT_SCENARIO", "RULESET", "EpireiaRuleset"]
