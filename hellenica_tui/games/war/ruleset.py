"""War and politics in ancient Greece as the engine sees it: `RULESET`."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Command, Event, Seat
from hellenica_tui.games.war import decide as deciding
from hellenica_tui.games.war import legal, notation
from hellenica_tui.games.war.commands import COMMANDS
from hellenica_tui.games.war.content.loading import load_scenario, pack, unpack
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.events import BARRIERS, EVENTS, GoldChanged
from hellenica_tui.games.war.evolve import evolve
from hellenica_tui.games.war.setup import initial_state
from hellenica_tui.games.war.state import State, copy_state, state_hash
from hellenica_tui.games.war.view import view

DEFAULT_SCENARIO = "aegean"


class WarRuleset:
    id = "war"
    schema_version = 1
    command_types: tuple[type[Command], ...] = COMMANDS
    event_types: tuple[type[Event], ...] = EVENTS

    def __init__(self) -> None:
        self._known: dict[tuple[str, str], Content] = {}  # scenario data by (scenario, hash)

    def content(self, scenario: str, content_hash: str | None = None) -> Content:
        if content_hash is not None and (scenario, content_hash) in self._known:
            return self._known[scenario, content_hash]
        content = load_scenario(scenario)
        self._known[scenario, content.hash] = content
        if content_hash is not None and content_hash != content.hash:
            raise ValueError(f"the war scenario {scenario!r} has changed since this game began")
        return content

    def content_hash(self, scenario: str) -> str:
        return self.content(scenario).hash

    def pack_content(self, scenario: str) -> tuple[str, bytes]:
        """The installed scenario's hash and files, kept in a new save so that the game
        goes on with the data it began with."""
        content, packed = pack(scenario)
        self._known[scenario, content.hash] = content
        return content.hash, packed

    def open_content(self, scenario: str, content_hash: str, packed: bytes) -> str:
        """Take up the rules data a save keeps; tells which it is."""
        self._known[scenario, content_hash] = unpack(scenario, content_hash, packed)
        return f"{scenario} {content_hash[:8]}"

    def initial_state(
        self,
        scenario: str,
        seats: Sequence[Seat],
        seed: int,
        settings: Mapping[str, Any],
        content_hash: str | None = None,
    ) -> State:
        return initial_state(self.content(scenario, content_hash), seats, settings)

    def _of(self, state: State) -> Content:
        return self.content(state.scenario, state.content_hash)

    def decide(self, state: State, player: str, command: Command, rng: random.Random) -> list[Event]:
        return deciding.decide(self._of(state), state, player, command, rng)

    def evolve(self, state: State, event: Event) -> State:
        return evolve(state, event)

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def state_hash(self, state: State) -> bytes:
        return state_hash(state)

    def view(self, state: State, player: str | None) -> Any:
        return view(state, player)

    def legal_commands(self, state: State, player: str) -> list[Command]:
        return legal.legal_commands(self._of(state), state, player)

    def to_act(self, state: State) -> list[str]:
        return legal.to_act(state)

    def position(self, state: State) -> tuple[int, int]:
        """(player turns begun, game turn): each player's turn is a turn, each game turn
        (a month, every player once) a round; both only go up."""
        if state.turn == 0:
            return (0, 0)
        return ((state.turn - 1) * len(state.order) + state.current + 1, state.turn)

    def parse(self, text: str, state: State, player: str) -> Command:
        try:
            return notation.parse(self._of(state), text, state, player)
        except CommandError as error:
            error.rule = error.rule or "commands"
            raise

    def format(self, command: Command) -> str:
        return notation.format_command(command)

    def is_barrier(self, event: Event) -> bool:
        if isinstance(event, GoldChanged):
            return bool(event.dice)
        return isinstance(event, BARRIERS)


RULESET = WarRuleset()

__all__ = ["DEFAULT_SCENARIO", "RULESET", "WarRuleset"]
