"""The Hellas ruleset as the engine sees it: `RULESET`."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hellenica_tui.engine.errors import RequestError
from hellenica_tui.engine.ruleset import Command, Event, Ruleset, Seat
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas import turn
from hellenica_tui.games.hellas.commands import COMMANDS, Play
from hellenica_tui.games.hellas.content import ContentError, Index, by_hash, load, packed, unpack
from hellenica_tui.games.hellas.events import EVENTS
from hellenica_tui.games.hellas.evolve import evolve
from hellenica_tui.games.hellas.notation import format_command, parse_command
from hellenica_tui.games.hellas.setup import initial_state
from hellenica_tui.games.hellas.state import State, copy_state, state_hash
from hellenica_tui.games.hellas.view import view

_BARRIERS = (ev.TileDrawn, ev.CardDrawn, ev.CardPlayed, ev.StackShuffled, ev.DeckReshuffled)


class HellasRuleset:
    id = "hellas"
    command_types: tuple[type[Command], ...] = COMMANDS
    event_types: tuple[type[Event], ...] = EVENTS

    def content_hash(self, scenario: str) -> str:
        return load(scenario).hash

    def pack_content(self, scenario: str) -> tuple[str, bytes]:
        idx = load(scenario)
        return idx.hash, packed(idx.content)

    def open_content(self, scenario: str, content_hash: str, data: bytes) -> str:
        idx = unpack(data, content_hash)
        return f"{idx.numbers.name} ({content_hash})"

    def _index(self, scenario: str, content_hash: str | None) -> Index:
        installed = load(scenario)
        if content_hash is None or content_hash == installed.hash:
            return installed
        return by_hash(content_hash)

    def initial_state(
        self,
        scenario: str,
        seats: Sequence[Seat],
        seed: int,
        settings: Mapping[str, Any],
        content_hash: str | None = None,
    ) -> State:
        if len(seats) != 2:
            raise RequestError(f"Hellas is played by two players, not {len(seats)}")
        try:
            idx = self._index(scenario, content_hash)
        except ContentError as exc:
            raise RequestError(str(exc)) from None
        return initial_state(idx, [seat.name for seat in seats], seed)

    def decide(self, state: State, player: str, command: Command, rng: random.Random) -> list[Event]:
        return turn.decide(state, player, command, rng)

    def evolve(self, state: State, event: Event) -> State:
        return evolve(state, event)

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def state_hash(self, state: State) -> bytes:
        return state_hash(state)

    def view(self, state: State, player: str | None) -> dict[str, Any]:
        return view(state, player)

    def legal_commands(self, state: State, player: str) -> list[Command]:
        return turn.legal_commands(state, player)

    def to_act(self, state: State) -> list[str]:
        return turn.to_act(state)

    def position(self, state: State) -> tuple[int, int]:
        return (state.turn, (state.turn + 1) // 2)

    def options_secret(self, state: State, player: str) -> bool:
        """Whether the player's legal commands show its hand: some of them play a card."""
        return any(isinstance(c, Play) for c in turn.legal_commands(state, player))

    def parse(self, text: str, state: State, player: str) -> Command:
        return parse_command(text, by_hash(state.content_hash))

    def format(self, command: Command) -> str:
        return format_command(command)

    def is_barrier(self, event: Event) -> bool:
        """A tile drawn, a card drawn or shown, a shuffle: chance or a secret revealed."""
        return isinstance(event, _BARRIERS)


RULESET = HellasRuleset()

if TYPE_CHECKING:  # mypy checks that it is what the engine needs
    _ENGINE_SEES: Ruleset = RULESET
