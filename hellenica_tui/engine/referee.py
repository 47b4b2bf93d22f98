"""`Referee`: what the rules say about one game's commands, apart from keeping them.

It decides a command as the `index`th of the log (with that index's RNG, so a
command decided again gives the same dice), tells a logged command as a viewer
may read it, and checks what a save holds or a write would hold: a redo stack
must decide again to its saved outcomes, a log must fold to its saved hashes.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Generic

from hellenica_tui.engine.capabilities import DecidesWithState, TellsPublicly, offers
from hellenica_tui.engine.chat import Say, format_chat
from hellenica_tui.engine.checks import Check, checker
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.rng import command_rng
from hellenica_tui.engine.ruleset import Command, Event, Ruleset, S
from hellenica_tui.engine.savefile import SaveHeader
from hellenica_tui.engine.verify import redo_problems, verify_log


class Referee(Generic[S]):
    def __init__(self, ruleset: Ruleset[S], header: SaveHeader, content_hash: str | None) -> None:
        self.ruleset = ruleset
        self.header = header
        self.content_hash = content_hash
        self.kinds: Mapping[str, str] = {seat.name: seat.kind for seat in header.seats}
        self._check: Check | None = None
        # What the ruleset offers, looked up once (a runtime Protocol check is slow).
        self._with_state = offers(ruleset, DecidesWithState)
        self._tells = offers(ruleset, TellsPublicly)

    def decide(self, state: S, player: str, command: Command, index: int) -> tuple[Event, ...]:
        """The events of `command` as the `index`th of the log; a line said has none."""
        if isinstance(command, Say):
            return ()
        return tuple(self.ruleset.decide(state, player, command, command_rng(self.header.seed, index)))

    def decide_to(self, state: S, player: str, command: Command, index: int) -> tuple[tuple[Event, ...], S]:
        """The events of `command` and the state they lead to: the ruleset's own
        (`DecidesWithState`, its one fold of them), or else `state` folded in place."""
        if isinstance(command, Say):
            return (), state
        rng = command_rng(self.header.seed, index)
        if self._with_state:
            events, after = self.ruleset.decide_with_state(state, player, command, rng)  # type: ignore[attr-defined]  # DecidesWithState
            return tuple(events), after
        events = tuple(self.ruleset.decide(state, player, command, rng))
        for event in events:
            state = self.ruleset.evolve(state, event)
        return events, state

    def text(self, group: Group) -> str:
        """A logged command's canonical text (`ruleset.format`), in full: its player's view."""
        if isinstance(group.command, Say):
            return format_chat(group.command)
        return self.ruleset.format(group.command)

    def public_text(self, group: Group, viewer: str | None) -> str:
        """A logged command as `viewer` may read it (its own commands in full, others' without secrets)."""
        if not self._tells or viewer == group.player or isinstance(group.command, Say):
            return self.text(group)
        told: str = self.ruleset.public_text(group.command, group.events, group.player, viewer)  # type: ignore[attr-defined]  # TellsPublicly
        return told

    def told(self, group: Group) -> str:
        """A command as the whole table may read it, for a message (its type, if even that fails)."""
        try:
            return self.public_text(group, None)
        except Exception:  # a message about a forged save must not fail in its turn
            return type(group.command).__name__

    def checker(self) -> Check:
        """The ruleset's checker of what a save holds, made once (it knows the game's names)."""
        if self._check is None:
            h = self.header
            self._check = checker(self.ruleset, h.scenario, h.seats, self.content_hash)
        return self._check

    def redo_problems(
        self, state: S, index: int, redo: Sequence[list[Group]], inspect: Check, redecide: bool
    ) -> Iterator[str]:
        """What is wrong with a redo stack on `state` (kept as it is), after `index` commands."""
        decide = self.decide if redecide else None
        copy = self.ruleset.copy_state(state)
        return redo_problems(self.ruleset, copy, index, list(redo), self.kinds, inspect, decide, self.told)

    def verify(self, initial: S, groups: Sequence[Group], redecide: bool) -> None:
        """Fold `groups` from `initial` (deciding each again with `redecide`); VerifyError at a difference."""
        verify_log(self.ruleset, initial, groups, self.decide if redecide else None, self.told)
